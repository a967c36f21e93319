/**
 * The Terrain Effects Chart of Blue & Grey (10.1, B:728–1065): every hex row and hexside row with its
 * Movement Point cost, its effect on combat and on line of sight, each citing the chart lines it is
 * read from; the path rates of 6.22–6.24 (turnpike, road and railway, trail, sunken road); and
 * `BLUEGREY_TERRAIN`, which says which chart row each kind of Muster's one terrain list plays as.
 *
 * The chart's cells were extracted one to a line; the digest (§1.9) reconstructs the rows, and
 * `tests/core/rules/bluegrey/terrain.test.ts` finds every number on its cited line.
 */
import { builtInKindOf, type TerrainKind } from '../terrainKinds';
import type { CustomTerrainKind } from '../../model/scenario.generated';
import { bluegreyLine } from '../trace';
import { type BgUnitClass, THIRDS } from './types';


/** What it costs to enter a hex or cross a hexside. */
export type BgMoveCost =
  /** Movement Points; `artilleryMp` where the chart prints two costs (`*`: infantry and cavalry first, artillery second, B:1060). */
  | { kind: 'mp'; mp: number; artilleryMp?: number }
  | { kind: 'prohibited' }
  /** Fort, fieldworks: the cost of the other terrain in the hex. */
  | { kind: 'other-terrain' };

export interface BgCombatEffect {
  /** The attacker's Combat Strength is halved (8.41). */
  halves: boolean;
  /** Odds columns: negative to the left (the defender's), positive to the right (the attacker's). */
  shift: number;
  /** Only artillery may attack across it (creek and river hexsides: "Artillery only"). */
  artilleryOnly?: true;
  /** A water obstacle: artillery attacking across it is never halved (8.47, 9.16, 9.23, 9.45). */
  waterObstacle?: true;
  /** Works: the effect is had only by a defender on the inside, attacked from the enemy side (8.46). */
  directional?: true;
  /** Sunken road: the attacker is doubled instead when attacking from an adjacent sunken road hex. */
  doubledFromSunkenRoad?: true;
}

/** What a row does to line of sight: nothing, blocks under the elevation rules of 9.33–9.35, or blocks (ridge). */
export type BgSightEffect = 'none' | 'may-block' | 'blocks';
export const BG_SIGHT_EFFECT_LABELS: Readonly<Record<BgSightEffect, string>> = { none: 'Does not block', 'may-block': 'May block (by level)', blocks: 'Blocks' };

/** The chart lines a row is read from: its label, its MP cell, its combat cell, its notes. */
export interface BgChartLines {
  source: string;
  mpSource: string;
  combatSource: string;
  notesSource?: string;
}

export interface BgChartRow extends BgChartLines {
  label: string;
  cost: BgMoveCost;
  combat: BgCombatEffect;
  sight: BgSightEffect;
}

const NO_EFFECT: BgCombatEffect = { halves: false, shift: 0 };
const halved: BgCombatEffect = { halves: true, shift: 0 };
const mp = (n: number, artilleryMp?: number): BgMoveCost => (artilleryMp === undefined ? { kind: 'mp', mp: n } : { kind: 'mp', mp: n, artilleryMp });
const PROHIBITED: BgMoveCost = { kind: 'prohibited' };
const OTHER_TERRAIN: BgMoveCost = { kind: 'other-terrain' };
const lines = (source: number, mpLine: number, combat: number, notes?: number): BgChartLines =>
  notes === undefined
    ? { source: bluegreyLine(source), mpSource: bluegreyLine(mpLine), combatSource: bluegreyLine(combat) }
    : { source: bluegreyLine(source), mpSource: bluegreyLine(mpLine), combatSource: bluegreyLine(combat), notesSource: bluegreyLine(notes) };

export const BG_HEX_ROWS = [
  'clear-1',
  'clear-2',
  'clear-3',
  'forest',
  'rough',
  'forest-rough',
  'swamp',
  'town',
  'river-lake',
  'bridge-hex',
  'ford-hex',
  'ferry-hex',
  'pontoon-hex',
  'pond',
  'fort',
] as const;
export type BgHexRowId = (typeof BG_HEX_ROWS)[number];

export interface BgHexRow extends BgChartRow {
  /** Entering it ends no move but one may not end a Movement Phase in it (6.28). */
  mayNotEndMove?: true;
  /** Units in it are Disordered (12.17). */
  disorders?: true;
  /** Gunboats move through it at 1 MP (9.62). */
  gunboatsMp?: number;
  /** Its elevation for line of sight is one above the ground it stands on (9.34). */
  elevated?: true;
  /** Forest/woods and town block sight at or above the firer's or the target's level (9.33). */
  blocksSightAtLevel?: true;
}

/** The chart's hex rows (B:740–911). */
export const BG_HEX_TERRAIN: Readonly<Record<BgHexRowId, BgHexRow>> = {
  'clear-1': { label: 'Clear (level 1)', cost: mp(1), combat: NO_EFFECT, sight: 'none', ...lines(740, 741, 743, 746) },
  'clear-2': { label: 'Clear (level 2)', cost: mp(1), combat: NO_EFFECT, sight: 'may-block', ...lines(749, 750, 752, 755) },
  'clear-3': { label: 'Clear (level 3)', cost: mp(2), combat: NO_EFFECT, sight: 'may-block', ...lines(760, 761, 763, 766) },
  forest: { label: 'Forest/woods', cost: mp(2, 3), combat: { halves: false, shift: -1 }, sight: 'may-block', blocksSightAtLevel: true, ...lines(770, 771, 772, 773) },
  rough: { label: 'Rough', cost: mp(3), combat: halved, sight: 'may-block', elevated: true, ...lines(777, 779, 781, 783) },
  'forest-rough': {
    label: 'Forest/woods-rough',
    cost: mp(5, 6),
    combat: halved,
    sight: 'may-block',
    elevated: true,
    blocksSightAtLevel: true,
    ...lines(787, 787, 788, 790),
  },
  swamp: { label: 'Swamp', cost: mp(3, 4), combat: halved, sight: 'none', ...lines(795, 797, 798) },
  town: { label: 'Town/urban', cost: mp(1), combat: { halves: false, shift: -1 }, sight: 'may-block', blocksSightAtLevel: true, disorders: true, ...lines(807, 808, 810, 811) },
  'river-lake': { label: 'River/lake hex', cost: PROHIBITED, combat: NO_EFFECT, sight: 'none', gunboatsMp: 1, ...lines(850, 851, 852, 855) },
  'bridge-hex': { label: 'Bridge hex', cost: mp(1), combat: { halves: false, shift: 2 }, sight: 'none', ...lines(861, 862, 864, 865) },
  'ford-hex': { label: 'Ford hex', cost: mp(3), combat: { halves: false, shift: 1 }, sight: 'none', ...lines(868, 869, 871, 872) },
  'ferry-hex': { label: 'River ferry hex', cost: mp(3), combat: NO_EFFECT, sight: 'none', mayNotEndMove: true, ...lines(876, 877, 879, 882) },
  'pontoon-hex': { label: 'Pontoon hex', cost: mp(1), combat: NO_EFFECT, sight: 'none', mayNotEndMove: true, ...lines(885, 886, 888, 891) },
  pond: { label: 'Pond', cost: PROHIBITED, combat: NO_EFFECT, sight: 'none', ...lines(895, 897, 898) },
  fort: { label: 'Fort', cost: OTHER_TERRAIN, combat: { halves: false, shift: -2 }, sight: 'none', ...lines(908, 910, 911) },
};

export const BG_HEXSIDE_ROWS = ['creek', 'stream', 'river', 'bridge', 'ford', 'slope-up', 'slope-down', 'ridge', 'breastworks', 'trench', 'redoubt', 'entrenchment'] as const;
export type BgHexsideRowId = (typeof BG_HEXSIDE_ROWS)[number];

export interface BgHexsideRow extends BgChartRow {
  /** A bridge or ford on it opens it to movement (6.29). */
  crossedOnlyAt?: readonly BgHexsideRowId[];
}

/** The chart's hexside rows (B:920–1052); their MP are added to the cost of the hex entered (6.25). */
export const BG_HEXSIDE_TERRAIN: Readonly<Record<BgHexsideRowId, BgHexsideRow>> = {
  creek: { label: 'Creek hex side', cost: PROHIBITED, combat: { halves: false, shift: 0, artilleryOnly: true, waterObstacle: true }, sight: 'none', crossedOnlyAt: ['bridge', 'ford'], ...lines(920, 921, 922) },
  stream: { label: 'Stream hex side', cost: mp(2), combat: { halves: true, shift: 0, waterObstacle: true }, sight: 'none', ...lines(932, 933, 935, 937) },
  river: { label: 'River hex side', cost: PROHIBITED, combat: { halves: false, shift: 0, artilleryOnly: true, waterObstacle: true }, sight: 'none', crossedOnlyAt: ['bridge', 'ford'], ...lines(943, 944, 945) },
  bridge: { label: 'Bridge+ hex side', cost: mp(1), combat: { halves: true, shift: 0, waterObstacle: true }, sight: 'none', ...lines(954, 955, 957, 959) },
  ford: { label: 'Ford hex side', cost: mp(1), combat: { halves: true, shift: 0, waterObstacle: true }, sight: 'none', ...lines(962, 963, 965, 967) },
  'slope-up': { label: 'Slope hex side (up)', cost: mp(1), combat: halved, sight: 'none', ...lines(973, 973, 975) },
  'slope-down': { label: 'Slope hex side (down)', cost: mp(0), combat: NO_EFFECT, sight: 'none', ...lines(985, 985, 987) },
  ridge: { label: 'Ridge hex side', cost: mp(2), combat: NO_EFFECT, sight: 'blocks', ...lines(998, 999, 1001, 1004) },
  breastworks: { label: 'B’work hex side', cost: OTHER_TERRAIN, combat: { halves: false, shift: -1, directional: true }, sight: 'none', ...lines(1010, 1011, 1012, 1013) },
  trench: { label: 'Trench hex side', cost: OTHER_TERRAIN, combat: { halves: true, shift: 0, directional: true }, sight: 'none', ...lines(1014, 1015, 1016, 1018) },
  redoubt: { label: 'Redoubt hex side', cost: OTHER_TERRAIN, combat: { halves: true, shift: -1, directional: true }, sight: 'none', ...lines(1020, 1021, 1022, 1023) },
  entrenchment: { label: 'Entrenchment hex side', cost: mp(1), combat: { halves: true, shift: -1, directional: true }, sight: 'none', ...lines(1041, 1042, 1044, 1045) },
};

/** The second line of the redoubt and entrenchment combat cells, "odds column shift left". */
export const WORKS_SHIFT_SOURCE = { redoubt: bluegreyLine(1032), entrenchment: bluegreyLine(1052) } as const;
/** A breastworks marker still under construction gives the attacker one column right (chart B:1013; 10.34 i, B:449). */
export const UNDER_CONSTRUCTION = { shift: 1, source: bluegreyLine(1013), also: bluegreyLine(449) } as const;
/**
 * Case 10.39 (B:463) reads a trench as breastworks placed at set-up: one column left and no Zone of
 * Control inward across it. The chart's trench row (B:1014–1018) prints "Attacker halved" and a
 * truncated note. Muster follows the chart (decision BG-T3); `trench: 'breastworks'` follows 10.39.
 */
export const TRENCH_AS_BREASTWORKS = { combat: { halves: false, shift: -1, directional: true } as BgCombatEffect, source: bluegreyLine(463) };
/** The chart's note on the two costs of a `*` row (B:1060). */
export const TWO_COSTS_SOURCE = bluegreyLine(1060);
/** The Atlanta Campaign's rule for which side of an entrenchment is inside (B:1061). */
export const ENTRENCHMENT_INSIDE_SOURCE = bluegreyLine(1061);

export const BG_PATH_ROWS = ['turnpike', 'road', 'sunken-road', 'trail'] as const;
export type BgPathRowId = (typeof BG_PATH_ROWS)[number];

export interface BgPathRow extends BgChartRow {
  /** The rate along it, in thirds of a Movement Point. */
  thirds: number;
  /** The case that gives the rate. */
  caseSource: string;
  /** The trail's dearer rate into woods, rough or swamp (6.24), in thirds. */
  roughThirds?: number;
}

/**
 * The chart's path rows (B:813–847) and the cases that give their rates: a move from one hex of the
 * path to the next through the path's hexside pays the rate instead of the hex's terrain (6.22–6.24).
 */
export const BG_PATHS: Readonly<Record<BgPathRowId, BgPathRow>> = {
  turnpike: { label: 'Turnpike', thirds: 2, caseSource: bluegreyLine(192), cost: mp(2 / 3), combat: NO_EFFECT, sight: 'none', ...lines(813, 814, 815, 818) },
  road: { label: 'Road/railway', thirds: 3, caseSource: bluegreyLine(194), cost: mp(1), combat: NO_EFFECT, sight: 'none', ...lines(823, 824, 826, 829) },
  'sunken-road': {
    label: 'Sunken road',
    thirds: 3,
    caseSource: bluegreyLine(194),
    cost: mp(1),
    combat: { halves: true, shift: 0, doubledFromSunkenRoad: true },
    sight: 'none',
    ...lines(833, 834, 836, 837),
  },
  trail: { label: 'Trail', thirds: 6, roughThirds: 6, caseSource: bluegreyLine(195), cost: mp(2), combat: NO_EFFECT, sight: 'none', ...lines(840, 842, 844, 847) },
};

/** The hex rows a trail enters at its dearer rate under 6.24 (woods/forest, rough, swamp). */
export const TRAIL_ROUGH_ROWS: readonly BgHexRowId[] = ['forest', 'rough', 'forest-rough', 'swamp'];
/** Case 6.24's trail rate into any other hex: one MP (B:195), in thirds. */
export const TRAIL_CASE_THIRDS = THIRDS;

/** How a class pays the chart: the first cost of a `*` row or the second (B:1060). */
export type BgCostColumn = 'infantry-cavalry' | 'artillery' | 'gunboat';
/**
 * Infantry and cavalry pay the first cost, artillery and horse artillery the second (B:1060); gunboats
 * move only on rivers (9.62). Wagon trains are not named: Muster charges them as artillery (decision BG-M9).
 */
export const COST_COLUMN: Readonly<Record<BgUnitClass, BgCostColumn>> = {
  infantry: 'infantry-cavalry',
  cavalry: 'infantry-cavalry',
  artillery: 'artillery',
  'horse-artillery': 'artillery',
  train: 'artillery',
  gunboat: 'gunboat',
};

/** Which chart row a kind of Muster's terrain plays as, as a hex's terrain, a hexside or a path. */
export interface BgTerrainRow {
  /** As a hex's terrain; `clear` is read at the hex's level (clear level 1, 2 or 3). */
  hex?: BgHexRowId | 'clear';
  /** As a hexside's kind. */
  hexside?: BgHexsideRowId | 'slope';
  /** As a path's kind. */
  path?: BgPathRowId;
  /** Why this row, when the chart does not name the kind itself. */
  reading?: string;
}

/**
 * Muster's one terrain list (core/rules/terrainKinds.ts) read as the chart's rows. Kinds the chart has
 * no row for are absent: a hex of such terrain is reported by the engines, never guessed.
 */
export const BLUEGREY_TERRAIN: Partial<Record<TerrainKind, BgTerrainRow>> = {
  open: { hex: 'clear', reading: 'clear terrain at the hex’s level: level 1 at elevation 0, level 2 one step up, level 3 two (decision BG-T1)' },
  rough: { hex: 'rough' },
  'light-woods': { hex: 'forest', reading: 'the chart has one forest/woods row' },
  'heavy-woods': { hex: 'forest', reading: 'the chart has one forest/woods row' },
  'woods-rough': { hex: 'forest-rough' },
  cedars: { hex: 'forest', reading: 'cedar brakes are woods; the chart has one forest/woods row' },
  marsh: { hex: 'swamp' },
  village: { hex: 'town', reading: 'the chart’s town/urban row: Muster’s one kind for a town, village or built-up area' },
  river: { hex: 'river-lake', hexside: 'river' },
  pond: { hex: 'pond' },
  bridge: { hex: 'bridge-hex', hexside: 'bridge' },
  ford: { hex: 'ford-hex', hexside: 'ford' },
  ferry: { hex: 'ferry-hex' },
  pontoon: { hex: 'pontoon-hex' },
  fort: { hex: 'fort' },
  impassable: { hex: 'pond', reading: 'ground no unit may enter: the pond row, "may not enter", no other effect' },
  creek: { hexside: 'creek' },
  stream: { hexside: 'stream' },
  ridge: { hexside: 'ridge' },
  'gentle-slope': { hexside: 'slope', reading: 'the chart has one slope hexside, up or down by the hexside’s top' },
  'steep-slope': { hexside: 'slope', reading: 'the chart has one slope hexside, up or down by the hexside’s top' },
  breastworks: { hexside: 'breastworks' },
  trench: { hexside: 'trench' },
  redoubt: { hexside: 'redoubt' },
  entrenchment: { hexside: 'entrenchment' },
  turnpike: { path: 'turnpike' },
  road: { path: 'road' },
  railroad: { path: 'road', reading: 'the chart’s road/railway row' },
  'sunken-road': { path: 'sunken-road' },
  trail: { path: 'trail' },
};

/** A map's own kinds, as `map.terrainKinds` lists them. */
type WithCustomKinds = { terrainKinds?: readonly CustomTerrainKind[] };

/** The chart rows a kind plays as (a map's own kind through the built-in kind it plays as); undefined when the chart has none. */
export function bluegreyRowOf(kind: string, map: WithCustomKinds = {}): BgTerrainRow | undefined {
  const builtIn = builtInKindOf(kind, map);
  return builtIn === undefined ? undefined : BLUEGREY_TERRAIN[builtIn];
}

/** The chart's highest clear level (B:760). */
export const HIGHEST_CLEAR_LEVEL = 3;

/**
 * A hex's level in the chart's terms: elevation 0 is level 1 (the chart's default clear, B:746), each
 * step of elevation one level more (decision BG-T1).
 */
export const levelOfElevation = (elevation: number | undefined): number => 1 + (elevation ?? 0);

/** The clear row of a level; the chart stops at level 3, so higher ground reads as level 3 (decision BG-T1). */
export function clearRowOfLevel(level: number): BgHexRowId {
  const rows: readonly BgHexRowId[] = ['clear-1', 'clear-2', 'clear-3'];
  return rows[Math.min(Math.max(level, 1), HIGHEST_CLEAR_LEVEL) - 1]!;
}

/** The entry cost of a hex row for a cost column, in thirds; `prohibited`; or `other-terrain`. */
export function rowThirds(cost: BgMoveCost, column: BgCostColumn): number | 'prohibited' | 'other-terrain' {
  if (cost.kind !== 'mp') return cost.kind;
  const value = column === 'artillery' && cost.artilleryMp !== undefined ? cost.artilleryMp : cost.mp;
  return Math.round(value * THIRDS);
}
