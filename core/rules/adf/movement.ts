/**
 * ADF movement: inches per action by formation (or gun type), terrain and figure scale,
 * for infantry, cavalry (mounted / dismounted), field artillery (limbered / unlimbered),
 * siege guns and leaders (digest §3.13), and the one lookup that applies the movement rules
 * on top of the charts.
 */
import { adfLine, type Trace, type TraceStep } from '../trace';
import type { FigureScale } from '../../model/words';
import type { PerScale } from './types';
import type { CavalryFormation, InfantryFormation } from './formations';
import type { FieldGun } from './weapons';
import { plural } from '../../model/plural';

/** The terrain columns of every movement chart, in the book's order (B:2713). */
export const MOVEMENT_TERRAINS = ['road', 'trail', 'open', 'broken', 'rough', 'light-woods', 'heavy-woods'] as const;
export type MovementTerrain = (typeof MOVEMENT_TERRAINS)[number];

/** Dice rolled for routed moves and charge bonuses, in inches. */
export const MOVE_DICE = ['1D6', '2D6', '3D6', '4D6'] as const;
export type MoveDice = (typeof MOVE_DICE)[number];

/**
 * One chart cell: inches per action, NA (not allowed), a rolled distance, or "abandon"
 * (routed artillery in rough ground loses its guns).
 */
export type MoveCell = number | 'NA' | MoveDice | 'abandon';

export interface ChartRow {
  source: string;
  rates: Record<MovementTerrain, MoveCell>;
}
export interface CavalryChartRow {
  source: string;
  rates: Record<MovementTerrain, { mounted: MoveCell; dismounted: MoveCell }>;
}
export interface BatteryChartRow {
  source: string;
  rates: Record<MovementTerrain, { limbered: MoveCell; unlimbered: MoveCell }>;
}
export interface MovementTable<Id extends string, Row> {
  source: string;
  rows: Record<Id, Row>;
}

/** Rows of the infantry chart: the formations that move, then the morale states. */
export const INFANTRY_MOVEMENT_ROWS = [
  'battle-line',
  'extended-line',
  'skirmishers',
  'attack-column',
  'road-column',
  'disorder',
  'shaken',
  'routed',
] as const satisfies readonly (InfantryFormation | 'disorder' | 'shaken' | 'routed')[];
export type InfantryMovementRow = (typeof INFANTRY_MOVEMENT_ROWS)[number];

export const CAVALRY_MOVEMENT_ROWS = [
  'cavalry-line',
  'skirmishing',
  'double-line',
  'road-column',
  'disorder',
  'shaken',
  'routed',
] as const satisfies readonly (CavalryFormation | 'disorder' | 'shaken' | 'routed')[];
export type CavalryMovementRow = (typeof CAVALRY_MOVEMENT_ROWS)[number];

/** Field gun types of the artillery charts: the one list in weapons.ts, so movement and fire share their ids. */
export { FIELD_GUNS, type FieldGun } from './weapons';

type Cells<T> = readonly [T, T, T, T, T, T, T];
type Pair = MoveCell | readonly [MoveCell, MoveCell];

function byTerrain<T>(cells: Cells<T>): Record<MovementTerrain, T> {
  const [road, trail, open, broken, rough, lightWoods, heavyWoods] = cells;
  return { road, trail, open, broken, rough, 'light-woods': lightWoods, 'heavy-woods': heavyWoods };
}
/** Each cell of a row through `f`, the row's seven columns kept. */
const eachCell = <T, U>([a, b, c, d, e, f, g]: Cells<T>, to: (cell: T) => U): Cells<U> => [to(a), to(b), to(c), to(d), to(e), to(f), to(g)];
const both = (cell: Pair): readonly [MoveCell, MoveCell] => (Array.isArray(cell) ? (cell as readonly [MoveCell, MoveCell]) : [cell as MoveCell, cell as MoveCell]);

/** A chart row as printed, cells in the book's column order. */
function row(line: number, cells: Cells<MoveCell>): ChartRow {
  return { source: adfLine(line), rates: byTerrain(cells) };
}
/** A cavalry row as printed: "mounted / dismounted" (a lone NA covers both). */
function cavalryRow(line: number, cells: Cells<Pair>): CavalryChartRow {
  const pairs = eachCell(cells, (cell) => {
    const [mounted, dismounted] = both(cell);
    return { mounted, dismounted };
  });
  return { source: adfLine(line), rates: byTerrain(pairs) };
}
/** An artillery row as printed: "limbered / unlimbered". */
function batteryRow(line: number, cells: Cells<Pair>): BatteryChartRow {
  const pairs = eachCell(cells, (cell) => {
    const [limbered, unlimbered] = both(cell);
    return { limbered, unlimbered };
  });
  return { source: adfLine(line), rates: byTerrain(pairs) };
}

// Reference charts (B:2697–2981). The 15mm charts are also printed in the body (B:561–570,
// B:1364–1379, B:1675–1683) with the same numbers; the reference charts are cited.

/** Infantry movement, inches per action (B:2712, B:2807, B:2903). */
export const INFANTRY_MOVEMENT: PerScale<MovementTable<InfantryMovementRow, ChartRow>> = {
  '10mm': {
    source: adfLine(2712),
    rows: {
      'battle-line': row(2714, ['NA', 'NA', 5, 4, 1, 3, 2]), // Battle Line
      'extended-line': row(2715, ['NA', 'NA', 6, 5, 1, 4, 3]), // Extended Line
      skirmishers: row(2716, ['NA', 'NA', 7, 6, 2, 5, 3]), // Skirmishers
      'attack-column': row(2717, ['NA', 'NA', 6, 5, 2, 4, 3]), // Attack Column
      'road-column': row(2718, [10, 8, 7, 6, 2, 5, 3]), // Road Column
      disorder: row(2719, [6, 5, 4, 3, 1, 2, 1]), // Disorder – Dis(2x)
      shaken: row(2720, [5, 4, 3, 3, 1, 2, 1]), // Shaken
      routed: row(2721, ['2D6', '2D6', '2D6', '2D6', '1D6', '1D6', '1D6']), // Routed – CB½
    },
  },
  '15mm': {
    source: adfLine(2807),
    rows: {
      'battle-line': row(2809, ['NA', 'NA', 6, 5, 1, 4, 2]), // Battle Line
      'extended-line': row(2810, ['NA', 'NA', 7, 6, 1, 5, 3]), // Extended Line
      skirmishers: row(2811, ['NA', 'NA', 9, 7, 3, 6, 4]), // Skirmishers
      'attack-column': row(2812, ['NA', 'NA', 7, 6, 2, 5, 3]), // Attack Column
      'road-column': row(2813, [13, 11, 9, 7, 2, 6, 4]), // Road Column
      disorder: row(2814, [6, 5, 4, 3, 1, 2, 1]), // Disorder – Dis(2x)
      shaken: row(2815, [5, 4, 3, 3, 1, 2, 1]), // Shaken
      routed: row(2816, ['2D6', '2D6', '2D6', '2D6', '1D6', '1D6', '1D6']), // Routed – CB½
    },
  },
  '25mm': {
    source: adfLine(2903),
    rows: {
      'battle-line': row(2905, ['NA', 'NA', 8, 7, 2, 5, 3]), // Battle Line
      'extended-line': row(2906, ['NA', 'NA', 9, 8, 2, 6, 4]), // Extended Line
      skirmishers: row(2907, ['NA', 'NA', 11, 9, 3, 7, 5]), // Skirmishers
      'attack-column': row(2908, ['NA', 'NA', 9, 8, 2, 6, 4]), // Attack Column
      'road-column': row(2909, [15, 13, 12, 9, 2, 7, 5]), // Road Column
      disorder: row(2910, [8, 7, 6, 5, 1, 4, 2]), // Disorder – Dis(2x)
      shaken: row(2911, [7, 6, 5, 4, 1, 3, 2]), // Shaken
      routed: row(2912, ['2D6', '2D6', '2D6', '2D6', '1D6', '1D6', '1D6']), // Routed – CB½
    },
  },
};

/** Cavalry movement, inches per action, mounted / dismounted (B:2739, B:2834, B:2930). */
export const CAVALRY_MOVEMENT: PerScale<MovementTable<CavalryMovementRow, CavalryChartRow>> = {
  '10mm': {
    source: adfLine(2739),
    rows: {
      'cavalry-line': cavalryRow(2741, ['NA', 'NA', [8, 5], [6, 4], [1, 1], [4, 3], [2, 2]]), // Cavalry Line
      skirmishing: cavalryRow(2742, ['NA', 'NA', [10, 7], [9, 6], [3, 2], [7, 5], [5, 3]]), // Skirmishing
      'double-line': cavalryRow(2743, ['NA', 'NA', [9, 5], [7, 4], [1, 1], [5, 3], [3, 2]]), // Double Line
      'road-column': cavalryRow(2744, [[14, 9], [12, 8], [10, 7], [8, 5], [2, 2], [6, 4], [4, 3]]), // Road Column or Leader
      disorder: cavalryRow(2745, [[9, 6], [7, 5], [6, 4], [5, 3], [2, 1], [4, 2], [3, 2]]), // Disorder – Dis(2x)
      shaken: cavalryRow(2746, [[7, 5], [6, 4], [5, 3], [4, 2], [1, 1], [3, 2], [2, 1]]), // Shaken
      routed: cavalryRow(2747, [['3D6', '2D6'], ['3D6', '2D6'], ['3D6', '2D6'], ['3D6', '2D6'], ['1D6', '1D6'], ['2D6', '1D6'], ['1D6', '1D6']]), // Routed – CB½
    },
  },
  '15mm': {
    source: adfLine(2834),
    rows: {
      'cavalry-line': cavalryRow(2836, ['NA', 'NA', [10, 6], [8, 5], [1, 1], [6, 4], [4, 3]]), // Cavalry Line
      skirmishing: cavalryRow(2837, ['NA', 'NA', [14, 8], [12, 6], [3, 2], [9, 6], [7, 4]]), // Skirmishing
      'double-line': cavalryRow(2838, ['NA', 'NA', [11, 7], [9, 6], [1, 1], [5, 4], [4, 3]]), // Double Line
      'road-column': cavalryRow(2839, [[16, 7], [13, 6], [10, 5], [8, 5], [2, 2], [6, 4], [4, 3]]), // Road Column or Leader
      disorder: cavalryRow(2840, [[10, 6], [8, 5], [6, 4], [5, 3], [2, 1], [4, 2], [3, 2]]), // Disorder – Dis(2x)
      shaken: cavalryRow(2841, [[8, 5], [6, 4], [5, 3], [4, 2], [1, 1], [3, 2], [2, 1]]), // Shaken
      routed: cavalryRow(2842, [['3D6', '2D6'], ['3D6', '2D6'], ['3D6', '2D6'], ['3D6', '2D6'], ['1D6', '1D6'], ['2D6', '1D6'], ['1D6', '1D6']]), // Routed – CB½
    },
  },
  '25mm': {
    source: adfLine(2930),
    rows: {
      'cavalry-line': cavalryRow(2932, ['NA', 'NA', [12, 9], [10, 8], [2, 2], [8, 6], [5, 4]]), // Cavalry Line
      skirmishing: cavalryRow(2933, ['NA', 'NA', [15, 11], [12, 9], [3, 3], [9, 7], [7, 5]]), // Skirmishing
      'double-line': cavalryRow(2934, ['NA', 'NA', [11, 9], [9, 8], [2, 2], [5, 6], [4, 4]]), // Double Line
      'road-column': cavalryRow(2935, [[19, 14], [16, 12], [13, 11], [10, 9], [2, 2], [8, 6], [5, 4]]), // Road Column or Leader
      disorder: cavalryRow(2936, [[12, 8], [10, 7], [8, 6], [6, 4], [3, 2], [5, 3], [4, 3]]), // Disorder – Dis(2x)
      shaken: cavalryRow(2937, [[10, 7], [9, 6], [8, 6], [7, 3], [2, 1], [5, 2], [3, 1]]), // Shaken
      routed: cavalryRow(2938, [['3D6', '3D6'], ['3D6', '3D6'], ['3D6', '3D6'], ['3D6', '3D6'], ['1D6', '1D6'], ['2D6', '2D6'], ['1D6', '1D6']]), // Routed – CB½
    },
  },
};

/** Field artillery movement, inches per action, limbered / unlimbered (B:2773, B:2868, B:2964). */
export const ARTILLERY_MOVEMENT: PerScale<MovementTable<FieldGun, BatteryChartRow>> = {
  '10mm': {
    source: adfLine(2773),
    rows: {
      '6pdr-gun': batteryRow(2775, [[13, 3], [10, 2], [8, 2], [7, 2], [2, 1], [4, 2], [3, 1]]), // 6-pounder gun
      '12pdr-napoleon': batteryRow(2776, [[12, 2], [8, 2], [7, 2], [6, 2], [1, 1], [3, 2], [2, 1]]), // 12-pounder Napoleon
      '12pdr-howitzer': batteryRow(2777, [[12, 3], [9, 2], [8, 2], [7, 1], [1, 1], [3, 2], [2, 1]]), // 12-pounder howitzer
      '24pdr-howitzer': batteryRow(2778, [[11, 2], [7, 1], [6, 1], [5, 1], [1, 1], [3, 2], [2, 1]]), // 24-pounder howitzer
      '10pdr-parrott': batteryRow(2780, [[13, 3], [10, 2], [8, 2], [7, 2], [1, 1], [3, 2], [2, 1]]), // 10-pounder Parrott Rifle
      '3in-ordnance': batteryRow(2781, [[13, 3], [10, 2], [8, 2], [7, 2], [2, 1], [4, 2], [3, 1]]), // 3-inch Ordnance Rifle
      '14pdr-james': batteryRow(2782, [[13, 2], [8, 2], [7, 2], [6, 2], [1, 1], [3, 2], [2, 1]]), // 14-pounder James Rifle
      whitworth: batteryRow(2783, [[12, 3], [9, 2], [8, 2], [7, 2], [1, 1], [3, 2], [2, 1]]), // BL Whitworth Rifle
      '6pdr-wiard': batteryRow(2784, [[13, 3], [10, 2], [8, 2], [7, 2], [1, 1], [3, 2], [2, 1]]), // 6-pounder Wiard Rifle
      '20pdr-parrott': batteryRow(2785, [[11, 2], [7, 1], [6, 1], [5, 1], [1, 1], [3, 2], [2, 1]]), // 20-pounder Parrott Rifle
      '30pdr-parrott': batteryRow(2786, [[9, 1], [6, 1], [5, 1], [4, 1], [0, 0], [2, 2], [2, 1]]), // 30-pounder Parrott Rifle
      mixed: batteryRow(2787, [[13, 2], [8, 2], [7, 2], [6, 2], [1, 1], [3, 2], [2, 1]]), // Mixed Gun Battery
    },
  },
  '15mm': {
    source: adfLine(2868),
    rows: {
      '6pdr-gun': batteryRow(2871, [[16, 4], [13, 3], [11, 3], [9, 3], [2, 1], [6, 2], [4, 1]]), // 6-pounder gun
      '12pdr-napoleon': batteryRow(2872, [[14, 3], [10, 3], [9, 2], [8, 2], [2, 1], [5, 1], [3, 1]]), // 12-pounder Napoleon
      '12pdr-howitzer': batteryRow(2873, [[15, 3], [12, 2], [10, 2], [8, 1], [3, 1], [6, 1], [4, 1]]), // 12-pounder howitzer
      '24pdr-howitzer': batteryRow(2874, [[14, 2], [10, 3], [9, 2], [8, 2], [2, 1], [5, 1], [3, 1]]), // 24-pounder howitzer
      '10pdr-parrott': batteryRow(2876, [[14, 3], [10, 3], [9, 2], [8, 2], [2, 1], [5, 1], [3, 1]]), // 10-pounder Parrott Rifle
      '3in-ordnance': batteryRow(2877, [[15, 4], [11, 3], [11, 2], [9, 2], [2, 1], [6, 2], [4, 1]]), // 3-inch Ordnance Rifle
      '14pdr-james': batteryRow(2878, [[14, 2], [10, 3], [9, 2], [8, 2], [2, 1], [5, 1], [3, 1]]), // 14-pounder James Rifle
      whitworth: batteryRow(2879, [[15, 4], [11, 2], [11, 2], [9, 2], [2, 1], [6, 2], [4, 1]]), // BL Whitworth Rifle
      '6pdr-wiard': batteryRow(2880, [[16, 4], [13, 3], [11, 3], [9, 3], [2, 1], [6, 2], [4, 1]]), // 6-pounder Wiard Rifle
      '20pdr-parrott': batteryRow(2881, [[13, 2], [10, 1], [7, 1], [6, 1], [1, 0], [4, 1], [2, 1]]), // 20-pounder Parrott Rifle
      '30pdr-parrott': batteryRow(2882, [[10, 1], [7, 1], [5, 1], [4, 1], [0, 0], [3, 1], [1, 0]]), // 30-pounder Parrott Rifle
      mixed: batteryRow(2883, [[14, 2], [10, 3], [9, 2], [8, 2], [2, 1], [5, 1], [3, 1]]), // Mixed Gun Battery
    },
  },
  '25mm': {
    source: adfLine(2964),
    rows: {
      '6pdr-gun': batteryRow(2966, [[20, 5], [17, 4], [14, 4], [12, 3], [3, 1], [8, 2], [5, 1]]), // 6-pounder gun
      '12pdr-napoleon': batteryRow(2967, [[18, 3], [13, 3], [12, 2], [10, 2], [2, 1], [7, 1], [4, 1]]), // 12-pounder Napoleon
      '12pdr-howitzer': batteryRow(2968, [[19, 3], [16, 3], [13, 3], [11, 2], [3, 1], [8, 2], [5, 1]]), // 12-pounder howitzer
      '24pdr-howitzer': batteryRow(2969, [[18, 3], [13, 3], [12, 2], [10, 2], [3, 1], [7, 1], [4, 1]]), // 24-pounder howitzer
      '10pdr-parrott': batteryRow(2971, [[18, 3], [13, 3], [12, 2], [10, 2], [3, 1], [7, 1], [4, 1]]), // 10-pounder Parrott Rifle
      '3in-ordnance': batteryRow(2972, [[19, 4], [14, 3], [14, 3], [12, 2], [2, 1], [8, 2], [5, 1]]), // 3-inch Ordnance Rifle
      '14pdr-james': batteryRow(2973, [[18, 3], [13, 3], [12, 2], [10, 2], [3, 1], [7, 1], [4, 1]]), // 14-pounder James Rifle
      whitworth: batteryRow(2974, [[19, 4], [14, 3], [14, 3], [12, 2], [2, 1], [8, 2], [5, 1]]), // BL Whitworth Rifle
      '6pdr-wiard': batteryRow(2975, [[20, 5], [17, 3], [10, 2], [7, 2], [2, 1], [6, 2], [4, 1]]), // 6-pounder Wiard Rifle
      '20pdr-parrott': batteryRow(2976, [[17, 3], [10, 2], [7, 2], [6, 2], [1, 0], [4, 2], [2, 1]]), // 20-pounder Parrott Rifle
      '30pdr-parrott': batteryRow(2977, [[13, 3], [12, 2], [10, 2], [7, 2], [0, 0], [4, 1], [2, 1]]), // 30-pounder Parrott Rifle
      mixed: batteryRow(2978, [[18, 3], [13, 3], [12, 2], [10, 2], [3, 1], [7, 1], [4, 1]]), // Mixed Gun Battery
    },
  },
};

/**
 * A battery's rout move (B:2788, B:2884, B:2979). On the turn it routs an even roll abandons the
 * guns and an odd one limbers and routs that far; in rough ground the guns are abandoned outright;
 * heavy woods allow a fixed number of inches.
 */
export const ROUTED_ARTILLERY_MOVEMENT: PerScale<ChartRow> = {
  '10mm': row(2788, ['3D6', '2D6', '2D6', '2D6', 'abandon', '1D6', 2]), // All Routed Artillery*
  '15mm': row(2884, ['3D6', '2D6', '2D6', '2D6', 'abandon', '1D6', 2]), // All Routed Artillery*
  '25mm': row(2979, ['4D6', '3D6', '3D6', '2D6', 'abandon', '2D6', 3]), // All Routed Artillery*
};

/** Siege guns move limbered only, inches per action (B:2987–2992); rows are terrains, columns scales. */
export const SIEGE_GUN_MOVEMENT: {
  source: string;
  rows: Record<'road' | 'trail' | 'open' | 'broken', { source: string; inches: PerScale<number> }>;
  /** Woods and rough ground are closed to siege guns (B:2998). */
  closed: { source: string; terrains: readonly MovementTerrain[] };
} = {
  source: adfLine(2987),
  rows: {
    road: { source: adfLine(2989), inches: { '10mm': 5, '15mm': 6, '25mm': 7 } },
    trail: { source: adfLine(2990), inches: { '10mm': 3, '15mm': 4, '25mm': 5 } },
    open: { source: adfLine(2991), inches: { '10mm': 2, '15mm': 3, '25mm': 4 } },
    broken: { source: adfLine(2992), inches: { '10mm': 1, '15mm': 2, '25mm': 3 } },
  },
  closed: { source: adfLine(2998), terrains: ['rough', 'light-woods', 'heavy-woods'] },
};

/** Rules that change a charted rate, with the line each rests on. */
export const MOVEMENT_RULES = {
  /** Disengage: twice the disorder rate (B:589, B:2723). */
  disengage: { source: adfLine(589), multiple: 2 },
  /** Moving backwards while facing the enemy: half the one-action distance (B:577). */
  backwards: { source: adfLine(577), multiple: 0.5 },
  /** Two terrains in one action: average the two rates (or split into two half moves) (B:577). */
  twoTerrains: { source: adfLine(577) },
  /** One limber horse lost halves limbered movement; both lost, the battery moves at its unlimbered rate (B:1358). */
  limberHorses: { source: adfLine(1358), oneLostMultiple: 0.5 },
  /** An attached leader adds his LB in inches (B:1192). */
  attachedLeader: { source: adfLine(1192) },
  /** Every unit may move at least 1 inch an action unless the ground is totally impassable (B:2168). */
  minimumMove: { source: adfLine(2168), inches: 1 },
  /** Routed cavalry mounts and uses the routed rate (B:1657). */
  routedCavalryMounts: { source: adfLine(1657) },
  /** Leaders move on the cavalry road column line (B:1182). */
  leader: { source: adfLine(1182) },
  /** Siege guns have no unlimbered movement (B:2995); fortress guns cannot move (B:3000). */
  siegeUnlimbered: { source: adfLine(2995) },
  fortress: { source: adfLine(3000) },
} as const;

export type Mover =
  | { arm: 'infantry'; row: InfantryMovementRow }
  | { arm: 'cavalry'; row: CavalryMovementRow; mounted: boolean }
  | { arm: 'artillery'; gun: FieldGun; limbered: boolean; limberHorsesLost?: 0 | 1 | 2 }
  | { arm: 'routed-artillery' }
  | { arm: 'siege-gun'; limbered: boolean }
  | { arm: 'fortress-gun' }
  | { arm: 'leader' };

export interface MovementQuery {
  scale: FigureScale;
  mover: Mover;
  /** One terrain, or the two crossed in one action (their rates are averaged). */
  terrain: MovementTerrain | readonly [MovementTerrain, MovementTerrain];
  /** Disengage at twice the disorder rate (infantry and cavalry only; never when routed). */
  disengage?: boolean;
  backwards?: boolean;
  /** LB of a leader attached to the unit (or to its moving group). */
  attachedLeaderLb?: number;
}

export interface MovementOptions {
  /**
   * `always-one-inch` (default): "all units can always move at least 1 inch per action unless the
   * terrain has been declared as totally impassable" (B:2168), so even a charted 0 (30-pdr Parrotts
   * in rough ground) is lifted to 1 inch; ground the chart marks NA stays closed.
   * `printed-zero-stays`: a charted 0 means no move, while a reduced rate never drops below 1 inch.
   */
  minimumMove: 'always-one-inch' | 'printed-zero-stays';
  /** `mounts`: routed cavalry uses the mounted routed rate whatever its state (B:1657); `as-given`: the state passed in. */
  routedCavalry: 'mounts' | 'as-given';
}
export const DEFAULT_MOVEMENT_OPTIONS: MovementOptions = { minimumMove: 'always-one-inch', routedCavalry: 'mounts' };

export interface MovementAllowance {
  /** False for NA, closed ground, an immovable gun, or abandoned guns. */
  allowed: boolean;
  /** Fixed inches for one action, or null when the distance is rolled or the move not allowed. */
  inches: number | null;
  /** The dice rolled for the distance (routed moves), else null. */
  dice: MoveDice | null;
  /** Routed artillery in rough ground abandons its guns. */
  abandon: boolean;
  trace: Trace;
}

const isDice = (cell: MoveCell): cell is MoveDice => typeof cell === 'string' && (MOVE_DICE as readonly string[]).includes(cell);
const diceCount = (dice: MoveDice): number => Number(dice[0]);
/** Mean inches of a cell, to rank how slow a terrain is (a rolled nD6 averages 3.5n). */
const meanInches = (cell: MoveCell): number =>
  typeof cell === 'number' ? cell : isDice(cell) ? 3.5 * diceCount(cell) : -1;

/** The charted cell for one mover in one terrain, and the trace step saying where it came from. */
export function movementCell(
  scale: FigureScale,
  mover: Mover,
  terrain: MovementTerrain,
  options: MovementOptions = DEFAULT_MOVEMENT_OPTIONS,
  disengage = false,
): { cell: MoveCell; steps: TraceStep[] } {
  const at = (cell: MoveCell, source: string, what: string): { cell: MoveCell; steps: TraceStep[] } => ({
    cell,
    steps: [{ step: 'movement chart', value: cell, detail: `${scale} ${what} in ${terrain}.`, source }],
  });
  switch (mover.arm) {
    case 'infantry': {
      const rowId = disengage ? 'disorder' : mover.row;
      const r = INFANTRY_MOVEMENT[scale].rows[rowId];
      return at(r.rates[terrain], r.source, `infantry ${rowId}${disengage ? ' (disengage uses the disorder rate)' : ''}`);
    }
    case 'cavalry': {
      const rowId = disengage ? 'disorder' : mover.row;
      const mounts = rowId === 'routed' && options.routedCavalry === 'mounts';
      const mounted = mover.mounted || mounts;
      const r = CAVALRY_MOVEMENT[scale].rows[rowId];
      const found = at(r.rates[terrain][mounted ? 'mounted' : 'dismounted'], r.source, `cavalry ${rowId} ${mounted ? 'mounted' : 'dismounted'}`);
      if (mounts && !mover.mounted) {
        found.steps.unshift({ step: 'routed cavalry mounts', value: 'mounted', detail: 'Routed cavalry mounts and uses the mounted routed rate.', source: MOVEMENT_RULES.routedCavalryMounts.source });
      }
      return found;
    }
    case 'artillery': {
      const r = ARTILLERY_MOVEMENT[scale].rows[mover.gun];
      const horsesGone = mover.limbered && mover.limberHorsesLost === 2;
      const column = mover.limbered && !horsesGone ? 'limbered' : 'unlimbered';
      const found = at(r.rates[terrain][column], r.source, `${mover.gun} ${column}`);
      if (horsesGone) {
        found.steps.push({ step: 'limber horses', value: 2, detail: 'Both limber horses are lost: the battery moves at its unlimbered rate.', source: MOVEMENT_RULES.limberHorses.source });
      }
      return found;
    }
    case 'routed-artillery': {
      const r = ROUTED_ARTILLERY_MOVEMENT[scale];
      return at(r.rates[terrain], r.source, 'routed artillery');
    }
    case 'siege-gun': {
      if (!mover.limbered) return at('NA', MOVEMENT_RULES.siegeUnlimbered.source, 'unlimbered siege gun (no unlimbered movement)');
      if (terrain === 'road' || terrain === 'trail' || terrain === 'open' || terrain === 'broken') {
        const r = SIEGE_GUN_MOVEMENT.rows[terrain];
        return at(r.inches[scale], r.source, 'limbered siege gun');
      }
      return at('NA', SIEGE_GUN_MOVEMENT.closed.source, 'siege gun (woods and rough are closed to it)');
    }
    case 'fortress-gun':
      return at('NA', MOVEMENT_RULES.fortress.source, 'fortress gun (cannot move)');
    case 'leader': {
      const r = CAVALRY_MOVEMENT[scale].rows['road-column'];
      const found = at(r.rates[terrain].mounted, r.source, 'leader (cavalry road column, mounted)');
      found.steps.unshift({ step: 'leader rate', value: 'road-column', detail: 'Leaders move on the cavalry road column line.', source: MOVEMENT_RULES.leader.source });
      return found;
    }
  }
}

/**
 * Inches one action of movement carries a unit: the chart cell, then (in this order) two-terrain
 * averaging, disengage doubling, limber-horse halving, backwards halving, the attached leader's LB
 * and the 1-inch minimum. Rolled (routed) distances pass through unmodified.
 */
export function movementAllowance(query: MovementQuery, options: MovementOptions = DEFAULT_MOVEMENT_OPTIONS): MovementAllowance {
  const { scale, mover } = query;
  const trace: Trace = [];
  const terrains = typeof query.terrain === 'string' ? [query.terrain] : [...query.terrain];
  const refuse = (detail: string, source: string, abandon = false): MovementAllowance => {
    trace.push({ step: abandon ? 'guns abandoned' : 'not allowed', value: null, detail, source });
    return { allowed: false, inches: null, dice: null, abandon, trace };
  };

  if (query.disengage) {
    const routed = (mover.arm === 'infantry' || mover.arm === 'cavalry') && mover.row === 'routed';
    if ((mover.arm !== 'infantry' && mover.arm !== 'cavalry') || routed) {
      return refuse('Only unrouted infantry and cavalry disengage.', MOVEMENT_RULES.disengage.source);
    }
  }

  const cells = terrains.map((t) => {
    const found = movementCell(scale, mover, t, options, query.disengage ?? false);
    trace.push(...found.steps);
    return found.cell;
  });
  if (cells.includes('NA')) return refuse('The chart does not allow this move.', trace[trace.length - 1]?.source ?? MOVEMENT_RULES.twoTerrains.source);
  if (cells.includes('abandon')) return refuse('Routed artillery in rough ground abandons its guns.', ROUTED_ARTILLERY_MOVEMENT[scale].source, true);

  let cell: MoveCell;
  const [first, second] = cells;
  if (first === undefined) throw new Error('movementAllowance: no terrain given');
  if (second === undefined) {
    cell = first;
  } else if (typeof first === 'number' && typeof second === 'number') {
    cell = (first + second) / 2;
    trace.push({ step: 'two terrains', value: cell, unit: 'inches', detail: `Average of ${first} and ${second} inches.`, source: MOVEMENT_RULES.twoTerrains.source });
  } else {
    // A rolled move across two kinds of ground takes the slower of the two (our reading; see rules notes).
    cell = meanInches(first) <= meanInches(second) ? first : second;
    trace.push({ step: 'two terrains', value: cell, detail: 'A rolled move through two terrains uses the slower one.', source: adfLine(2168) });
  }

  if (isDice(cell)) {
    return { allowed: true, inches: null, dice: cell, abandon: false, trace };
  }
  if (typeof cell !== 'number') throw new Error(`movementAllowance: unexpected cell ${String(cell)}`);

  const printed = cell;
  let inches = printed;
  if (query.disengage) {
    inches *= MOVEMENT_RULES.disengage.multiple;
    trace.push({ step: 'disengage', value: inches, unit: 'inches', detail: 'Disengage moves at twice the disorder rate.', source: MOVEMENT_RULES.disengage.source });
  }
  if (mover.arm === 'artillery' && mover.limbered && mover.limberHorsesLost === 1) {
    inches *= MOVEMENT_RULES.limberHorses.oneLostMultiple;
    trace.push({ step: 'limber horses', value: inches, unit: 'inches', detail: 'One limber horse lost halves limbered movement.', source: MOVEMENT_RULES.limberHorses.source });
  }
  if (query.backwards) {
    inches *= MOVEMENT_RULES.backwards.multiple;
    trace.push({ step: 'backwards', value: inches, unit: 'inches', detail: 'Moving backwards while facing the enemy: half distance.', source: MOVEMENT_RULES.backwards.source });
  }
  const lb = query.attachedLeaderLb ?? 0;
  if (lb > 0) {
    inches += lb;
    trace.push({ step: 'attached leader', value: inches, unit: 'inches', detail: `Attached leader adds his LB of ${plural(lb, 'inch', 'inches')}.`, source: MOVEMENT_RULES.attachedLeader.source });
  }
  const minimum = MOVEMENT_RULES.minimumMove.inches;
  const liftsPrintedZero = options.minimumMove === 'always-one-inch';
  if (inches < minimum && (printed > 0 || liftsPrintedZero)) {
    inches = minimum;
    trace.push({ step: 'minimum move', value: inches, unit: 'inches', detail: 'Every unit may move at least 1 inch an action.', source: MOVEMENT_RULES.minimumMove.source });
  }
  if (inches === 0) return refuse('The chart gives no movement here.', trace[0]?.source ?? MOVEMENT_RULES.minimumMove.source);
  return { allowed: true, inches, dice: null, abandon: false, trace };
}

/**
 * Where two slowing terrains overlap (woods on a slope), a unit moves at the rate of the most
 * difficult (B:2168); the most difficult is the one this mover's chart makes slowest.
 */
export function slowestTerrain(scale: FigureScale, mover: Mover, terrains: readonly MovementTerrain[], options: MovementOptions = DEFAULT_MOVEMENT_OPTIONS): MovementTerrain {
  let slowest: MovementTerrain | undefined;
  let slowestMean = Infinity;
  for (const terrain of terrains) {
    const { cell } = movementCell(scale, mover, terrain, options);
    const mean = meanInches(cell);
    if (mean < slowestMean) {
      slowest = terrain;
      slowestMean = mean;
    }
  }
  if (slowest === undefined) throw new Error('slowestTerrain: no terrain given');
  return slowest;
}

// ---------------------------------------------------------------------------
// Charge bonus
// ---------------------------------------------------------------------------

export interface ChargeBonusOptions {
  /**
   * `half-routed` (default): half a rolled routed move, as five places say: the infantry chapter
   * (B:601, B:1053), the glossary (B:3063) and the "CB½" printed on every reference chart (B:2724).
   * `rules-summary-full`: Rules Summary 1 alone gives charging infantry the whole routed move (B:2435).
   * Mounted cavalry takes half either way (B:1657).
   */
  chargeBonus: 'half-routed' | 'rules-summary-full';
}
export const DEFAULT_CHARGE_BONUS_OPTIONS: ChargeBonusOptions = { chargeBonus: 'half-routed' };

/**
 * The charge bonus: the routed-move dice for the terrain charged through, and the fraction of
 * the rolled inches added to the charge. Dismounted cavalry uses the infantry bonus (B:1657).
 */
export function chargeBonus(
  scale: FigureScale,
  charger: { arm: 'infantry' } | { arm: 'cavalry'; mounted: boolean },
  terrain: MovementTerrain,
  options: ChargeBonusOptions = DEFAULT_CHARGE_BONUS_OPTIONS,
): { dice: MoveDice; fraction: number; trace: Trace } {
  const mountedCavalry = charger.arm === 'cavalry' && charger.mounted;
  const r = mountedCavalry ? CAVALRY_MOVEMENT[scale].rows.routed : INFANTRY_MOVEMENT[scale].rows.routed;
  const printed = mountedCavalry ? (r as CavalryChartRow).rates[terrain].mounted : (r as ChartRow).rates[terrain];
  if (!isDice(printed)) throw new Error(`chargeBonus: routed rate ${String(printed)} is not a roll`);
  const full = !mountedCavalry && options.chargeBonus === 'rules-summary-full';
  const fraction = full ? 1 : 0.5;
  return {
    dice: printed,
    fraction,
    trace: [
      { step: 'routed rate', value: printed, detail: `${scale} ${mountedCavalry ? 'mounted cavalry' : 'infantry'} routed move in ${terrain}.`, source: r.source },
      {
        step: 'charge bonus',
        value: fraction,
        detail: full ? 'Rules Summary 1: the whole rolled routed move.' : 'Half of the rolled routed move (CB½).',
        source: full ? adfLine(2435) : mountedCavalry ? adfLine(1657) : adfLine(601),
      },
    ],
  };
}

/** The inches a charge bonus adds: least, most and on average (each die 1–6, times the fraction). */
export function chargeBonusInches(bonus: { dice: MoveDice; fraction: number }): { min: number; max: number; mean: number } {
  const n = Number(bonus.dice[0]);
  return { min: n * bonus.fraction, max: 6 * n * bonus.fraction, mean: 3.5 * n * bonus.fraction };
}
