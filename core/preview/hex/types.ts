/**
 * What the hex editor's Rules preview asks and is told, the same shapes for every hex ruleset: the view
 * draws and lists these and never reads a ruleset's own results. Each answer carries its `Trace` with
 * every source already given as its place in the ruleset's book.
 */
import type { Counter, HexPlacement, MusterScenario } from '../../model/scenario.generated';
import type { Trace } from '../../rules/trace';

/** The questions the preview asks of a hex map, and the words a player reads for each. */
export const HEX_PREVIEW_MODES = ['path', 'sight', 'attack', 'artillery', 'command'] as const;
export type HexPreviewMode = (typeof HEX_PREVIEW_MODES)[number];
export const HEX_PREVIEW_MODE_LABELS: Readonly<Record<HexPreviewMode, string>> = {
  path: 'Movement path',
  sight: 'Line of sight',
  attack: 'Attack odds',
  artillery: 'Fire and range',
  command: 'Command and orders',
};
/** What the designer does on the map in each mode. */
export const HEX_PREVIEW_MODE_HINTS: Readonly<Record<HexPreviewMode, string>> = {
  path: 'Click a counter, then the hexes of its path in order, or drag from it; Backspace takes the last hex back, shift-click starts again from another counter.',
  sight: 'Click the hex or counter that looks, then the one it looks at.',
  attack: 'Click the attacking counters, then shift-click a defending counter.',
  artillery: 'Click a battery (in GBACW, any unit that fires), then the hex it fires on.',
  command: 'Click a leader to see his command’s orders and activations; click a problem to find it.',
};

/** A scenario whose map is a hex map, as the preview reads it. */
export type HexScenario = MusterScenario;

/** A counter placed on the map. */
export interface PlacedCounter {
  /** The map editor's key of the placement (`placementKey`). */
  key: string;
  side: string;
  unit: string;
  hex: string;
  /** Every hex it fills (an extended counter fills more than one). */
  hexes: readonly string[];
  counter: Counter;
  placement: HexPlacement;
}

export interface PathStepPreview {
  from: string;
  to: string;
  /** The Movement Points of the step as the ruleset writes them; "—" when it may not be made. */
  cost: string;
  /** What the step was paid as: the hex's terrain, the hexsides crossed, a road's rate. */
  terrain: string;
  /** The step enters an enemy Zone of Control (or the hex next to the enemy) where the move must stop. */
  stops: boolean;
  refused?: string;
}

export interface PathPreview {
  mover: string;
  hexes: readonly string[];
  steps: PathStepPreview[];
  total: string;
  allowance: string;
  /** The path fits the allowance. */
  within: boolean;
  /** No step is refused and the move may end where it does. */
  allowed: boolean;
  problems: string[];
  trace: Trace;
}

export interface SightBlockPreview {
  /** The hexes that block (two for a hexside or a pair along one). */
  hexes: string[];
  why: string;
  source?: string;
}

export interface SightPreview {
  from: string;
  to: string;
  clear: boolean;
  /** The two ends' levels, as the ruleset counts them. */
  fromLevel: string;
  toLevel: string;
  range: number;
  /** The hexes the line passes between the ends, in order (both of a pair along a hexside). */
  between: string[];
  blocks: SightBlockPreview[];
  trace: Trace;
}

export interface ResultChance {
  result: string;
  label: string;
  chance: number;
}

export interface AttackPreview {
  attackers: string[];
  defenders: string[];
  allowed: boolean;
  problems: string[];
  attack: number;
  defence: number;
  /** The odds as the book rounds them, and the column after shifts. */
  odds: string;
  shifts: string[];
  column: string;
  drm: number;
  results: ResultChance[];
  /** GBACW: each attacker's advance should the defender's hex be emptied (12.6). */
  advance?: AdvancePreview[];
  trace: Trace;
}

export interface ArtilleryPreview {
  battery: string;
  from: string;
  to: string;
  range: number;
  inRange: boolean;
  /** Whether the guns see the hex; null when adjacent (no line needed). */
  sees: boolean | null;
  canFire: boolean;
  strength: number;
  /** The chance of each result, where the ruleset resolves the fire (GBACW, from the scenario's own tables). */
  results?: ResultChance[];
  /** Why the fire cannot be resolved: the table the scenario lacks. */
  problem?: string;
  /** GBACW: a battery's guns or a unit's small arms, and the net die roll modifier of the odds. */
  fire?: 'guns' | 'small-arms';
  drm?: number;
  /** GBACW: each kind of fire the counter may or may not use, in its brigade's Activation and the enemy's. */
  whoMayFire?: FireOpportunityPreview[];
  trace: Trace;
}

export interface FireOpportunityPreview {
  occasion: string;
  /** In its own brigade's Activation (Phasing Fire) rather than the enemy's. */
  phasing: boolean;
  allowed: boolean;
  why: string;
  source: string;
}

/** Whether an attacker must, may or may not take the hex its combat empties (GBACW 12.6). */
export interface AdvancePreview {
  unit: string;
  advance: 'must' | 'may' | 'may-not';
  why: string;
  source: string;
  /** What the hex's "d" or "D" costs the unit as it advances (12.6). */
  terrain?: { why: string; source: string };
}

export interface CommandProblemPreview {
  severity: 'error' | 'warning' | 'note';
  rule: string;
  message: string;
  source?: string;
  /** The counter it is about, and where it stands, when it is on the map. */
  counterKey?: string;
  hex?: string;
}

export interface CommandUnitPreview {
  name: string;
  orders: string;
  hex?: string;
}

export interface ActivationPreview {
  name: string;
  inCorpsRange: boolean;
  /** AMs for each Efficiency Marker 1–4. */
  byMarker: Record<1 | 2 | 3 | 4, number>;
  /** The chance of each number of AMs, when the game gives the side's marker pool. */
  chances?: ResultChance[];
  trace: Trace;
}

export interface CommandPreview {
  leader?: string;
  /** A brigadier's roll to change his brigade's orders: the chance of each result (6.2). */
  ordersChange?: { chances: ResultChance[]; trace: Trace };
  units: CommandUnitPreview[];
  activations: ActivationPreview[];
  problems: CommandProblemPreview[];
  /** Whether the leader's command may be placed In Reserve where it stands (GBACW 6.31), each condition with its answer. */
  reserve?: { qualifies: boolean; reasons: Array<{ met: boolean; text: string; source?: string }> };
  /** What the brigade may do in the Replacement/Recovery Phase (3.0 IV.B): In Reserve (6.35), or standing still all turn (17.42). */
  recovery?: { when: string; does: Array<{ text: string; source: string }> };
}

/**
 * What one hex ruleset answers, a row of `HEX_RULES_PREVIEW`. A mode the ruleset does not list is not
 * offered; every function takes the scenario and the designer's picks by placement key and hex id.
 */
export interface HexRulesPreview {
  modes: readonly HexPreviewMode[];
  path(doc: HexScenario, mover: string, hexes: readonly string[]): PathPreview | string;
  sight(doc: HexScenario, from: string, to: string): SightPreview;
  attack?(doc: HexScenario, attackers: readonly string[], defender: string): AttackPreview | string;
  artillery?(doc: HexScenario, battery: string, hex: string): ArtilleryPreview | string;
  command?(doc: HexScenario, leader: string | undefined): CommandPreview;
}
