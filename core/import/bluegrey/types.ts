/**
 * What the Blue & Grey importer reads out of the book's text before it writes scenarios: each battle's
 * games (a battle may hold a sub-game with its own charts), their charts as typed records, and every
 * line it could not read, with the line and the reason. Line numbers are 1-based lines of the text.
 */

export type BgSide = 'union' | 'confederate';

/** What a strength cell's letter says a counter is (the charts' legend): no letter is infantry. */
export type BgUnitType = 'infantry' | 'cavalry' | 'artillery' | 'gunboat' | 'train';

/** Something the importer could not read, or read only by correcting or guessing: where and why. */
export interface BgProblem {
  line: number;
  message: string;
}

/** A strength cell read by the token grammar (`5`, `1c`, `3a`, `1g`, `(1)`, `2-8c`). */
export interface BgStrength {
  /** The cell as printed, trimmed ('' when the cell is blank). */
  raw: string;
  /** Combat strength; absent when the cell lost it. */
  strength?: number;
  /** Movement allowance, where the cell prints one (`CS-MA`). */
  movement?: number;
  type: BgUnitType;
  /** Printed in brackets: a strength for defence only (trains). */
  defenceOnly?: boolean;
  /** The cell had a letter for a digit (`la` for `1a`) and was read as this. */
  correctedFrom?: string;
}

/** One counter as a chart lists it. */
export interface BgUnit {
  /** Line of the designation cell. */
  line: number;
  designation: string;
  /** The designation as printed when it had a letter for a digit (`l/3/I`). */
  designationAsPrinted?: string;
  strength: BgStrength;
  /** The brigade column (Olustee): the brigade's commander and the colour of its bar, given on its first unit only. */
  brigade?: { name: string; colour?: string };
}

/** A unit of an Initial Deployment Chart: where it starts. */
export interface BgDeployedUnit extends BgUnit {
  hex: string;
  hexLine: number;
  /** The hex is well formed but lies far from every other hex of the game: probably a misprint; left off the map. */
  suspectHex?: string;
}

/** A note the chart prints among its rows about the rows above it ("The above units may not move on Game-Turn One."). */
export interface BgChartNote {
  line: number;
  text: string;
  /** Indexes into the chart's units that the note is about. */
  units: number[];
}

export interface BgDeploymentChart {
  side: BgSide;
  /** Line of the chart's side heading, and the heading's section number. */
  line: number;
  section: string;
  units: BgDeployedUnit[];
  notes: BgChartNote[];
}

/** How a reinforcement group comes on other than on a fixed turn. */
export interface BgRollArrival {
  /** From this Game-Turn on, the owner rolls one die at the start of his Player-Turn. */
  fromTurn: number;
  /** The faces that bring the group on. */
  faces: number[];
}

/** One group of a Reinforcement Chart: the units that arrive together. */
export interface BgReinforcementGroup {
  side: BgSide;
  /** Line of the group's heading ("Arriving on Game-Turn Five on hex 1701:"). */
  line: number;
  section: string;
  turn?: number;
  /** The heading marks the turn "(Night)". */
  night?: boolean;
  /** Arrival by die roll instead of a fixed turn (conditional reinforcements). */
  roll?: BgRollArrival;
  /** Entry hexes in the order the heading names them. */
  hexes: string[];
  /** How the hexes combine: any of them (`and/or`), one of them (`or`), or a first choice with a fallback. */
  hexesHow?: 'and/or' | 'or' | 'fallback';
  /** The fallback's condition in our words, when the heading gives one. */
  fallback?: string;
  /** A whole map edge instead of hexes. */
  edge?: 'north' | 'south' | 'east' | 'west';
  /** The group is an alternative to the group at this index ("(or the following units):"). */
  alternativeTo?: number;
  /** Under an optional rule: the section heading that offers it. */
  optional?: string;
  units: BgUnit[];
}

export interface BgGameLength {
  turns: number;
  line: number;
  night: number[];
  fog: number[];
}

/** A game with its own charts: a battle's main game, or a scenario or option within it. */
export interface BgGame {
  title: string;
  /** First and last line of the text the game's rules span. */
  from: number;
  to: number;
  /** The section number that opens a sub-game ("22.0"); absent for a battle's main game. */
  section?: string;
  date?: string;
  dateLine?: number;
  firstPlayer?: BgSide;
  firstPlayerLine?: number;
  length?: BgGameLength;
  deployments: BgDeploymentChart[];
  reinforcements: BgReinforcementGroup[];
  /** Every hex the game's rules and charts name (the map's lower bound). */
  hexesCited: string[];
  /** Map prefixes the game's hex numbers use (Grand Chancellorsville's H and F). */
  prefixes: string[];
  /** On combined sheets: the sheet each prefix names, and the pair of hexes the text says overlap where they join. */
  sheets?: BgSheets;
  problems: BgProblem[];
  /** Sides whose reinforcements come by a die roll with no chart of units (not imported, so not "none"). */
  rolledReinforcements?: BgSide[];
}

export interface BgSheets {
  /** Prefix → the game whose map sheet it is ("H" → "Hooker and Lee"). */
  names: Record<string, string>;
  namesLine: number;
  /** Two hex numbers, on two sheets, that lie on top of each other where the sheets join. */
  join?: { a: string; b: string; line: number };
}

/** A battle of the book: the block from one game's introduction to the next. */
export interface BgBattle {
  title: string;
  /** Line the title was read from (the title block, or the introduction when the title block was lost). */
  titleLine: number;
  /** Line of its "[15.0] INTRODUCTION". */
  line: number;
  to: number;
  games: BgGame[];
  /** Problems of the battle as a whole (no charts at all, a lost title). */
  problems: BgProblem[];
}

export interface BgBook {
  battles: BgBattle[];
  lineCount: number;
}
