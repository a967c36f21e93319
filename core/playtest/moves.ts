/**
 * Moves by the rules: what a proposed move of a unit costs and whether the book allows it, read while the
 * player drags. A unit has two actions in its side's active player turn (B:401); a move spends them at
 * the movement chart's rate of each ground it crosses (the preview's movement grid, which reads the
 * terrain chart with each feature's own season and weather), a facing change spends inches as the book
 * prices it (a line's wheel along its long arc, an attack column's turn, an about-face), and a creek or
 * a steep slope crossed puts the unit in disorder. `moveReader` does the slow part once per unit and
 * state (the grid), so each reading while dragging is a walk along the path of a few dozen cells.
 */
import { facingVector, type Point } from '../map/geometry';
import { adjacent, arcOf, gapBetween, MOVE_GROUNDS, movementGround, moverOf, type MovementGround, type PreviewTable, type TableUnit } from '../preview/adf';
import { OUT_OF_COMMAND_COST } from '../rules/adf/leaders';
import { commandAndControl } from './command';
import { CROSSING_OBSTACLE, obstacleCost, type ObstacleCrossing, type Stretch } from './obstacles';

import { rulesRowOf } from '../rules/terrainKinds';
import { TERRAIN_EFFECTS, type MovesAs, type TerrainKind } from '../rules/adf/terrain';
import { MOVEMENT_RULES, movementAllowance, type MovementQuery, type Mover } from '../rules/adf/movement';
import { adfLine, type Trace } from '../rules/trace';
import { FORMATION_LABELS } from '../map/labels';
import { plural } from '../model/plural';
import type { Formation } from '../model/scenario.generated';
import { activeSide, placementIndex, playtestTable, sideName, unitState, type Playtest, type PlaytestGround } from './state';

/** Actions a unit or unit group has in its side's active player turn (B:401, B:2423). */
export const ACTIONS_PER_TURN = 2;

/** The book's prices of a facing change and the rules a move is read by, each with its line. */
export const MOVE_RULES = {
  twoActions: { text: 'Each active unit performs two actions in its player turn: a move, a fire, a formation change, a rally, a charge.', source: adfLine(401) },
  wheel: { text: 'A line wheels by pivoting on one end of a stand, the move measured from the far end of the other stand, along the long arc.', source: adfLine(607) },
  wheelLongArc: { text: 'A wheel is always measured along its long arc.', source: adfLine(3197) },
  attackColumnTurn: { text: 'An attack column moves straight ahead or pays one inch for each turn.', source: adfLine(617), inches: 1 },
  roadColumnTurn: { text: 'A road column turns at no cost.', source: adfLine(617), inches: 0 },
  aboutFace: { text: 'Any unit may about-face for one inch of movement, in any formation.', source: adfLine(617), inches: 1 },
  skirmishersFace: { text: 'Skirmishers and squares face any way: the book prices no turn for them (our reading, rules notes).', source: adfLine(617), inches: 0 },
  minimumMove: { text: 'Every unit can always move at least one inch an action unless the ground is totally impassable.', source: adfLine(2168) },
  oblique: { text: 'A battle or extended line may move obliquely within its 45° frontal arc; out of it, the whole move is at the disorder rate.', source: adfLine(633) },
  disorderMove: { text: 'A disordered unit moves at the disorder rate, in any direction, and only as an action.', source: adfLine(597) },
  onlyActiveMoves: { text: 'Only the active side moves; a reacting unit may not move, except to disengage or counter-charge.', source: adfLine(427) },
  shakenNoAdvance: { text: 'A shaken unit may not advance toward the enemy or charge.', source: adfLine(3161) },
  routedRuns: { text: 'A routed unit runs with its first action (Rout: rolled, not dragged) and tries to rally with its second.', source: adfLine(981) },
} as const;

/** Why a move is refused, one word each for the UI to style by. */
export const MOVE_REFUSALS = ['removed', 'not-active', 'routed', 'no-move', 'actions-spent', 'impassable', 'beyond-allowance', 'shaken-advance'] as const;
export type MoveRefusalKind = (typeof MOVE_REFUSALS)[number];

export interface MoveRefusal {
  kind: MoveRefusalKind;
  /** The reason in the players' words, naming the unit and the numbers. */
  text: string;
  /** The book's line. */
  source: string;
}

/** A stretch of one kind of ground on the path. */
export interface GroundCrossed {
  ground: MovesAs;
  /** The feature that makes it (its label or kind), when not open ground. */
  feature: string | undefined;
  inches: number;
  /** Actions these inches cost at the chart's rate. */
  actions: number;
  /** Inches one action carries the unit here (null: closed to it). */
  rateIn: number | null;
}

/** What a facing change costs, as the book prices it. */
export interface FacingCost {
  /** Degrees turned, 0–180. */
  turnDeg: number;
  how: 'none' | 'wheel' | 'column-turn' | 'about-face' | 'free';
  /** Inches of movement the turn costs. */
  inches: number;
  text: string;
  source: string;
}

export interface MoveReading {
  key: string;
  name: string;
  allowed: boolean;
  refusal: MoveRefusal | undefined;
  /** The path's length in inches, from where the unit stands through `via` to the destination. */
  distanceIn: number;
  facing: FacingCost;
  /** Inches one action carries the unit in the ground it stands in: the allowance the player measures with. */
  allowanceIn: number | null;
  /** Actions the unit had spent this player turn before this move. */
  actionsBefore: number;
  /** Actions this move (and its turn) costs. */
  actionsCost: number;
  /** Actions left after it (may be negative: beyond the allowance). */
  actionsLeft: number;
  /** Inches still to go after this move, at the rate of the ground at the destination. */
  leftIn: number;
  crossed: GroundCrossed[];
  /** The disorder the move causes: the feature crossed and the rule. */
  disorder: { feature: string; text: string; source: string } | undefined;
  /** The 1-inch minimum (B:2168) lifted a charted rate on this path. */
  minimumMove: boolean;
  /** Moved backwards keeping its facing: half distance, so each inch costs twice (B:577). */
  backwards: boolean;
  /** A line moved out of its frontal arc: the whole move at the disorder rate (B:633). */
  oblique: boolean;
  /** Out of command and control: the move costs twice the actions (B:1216). */
  outOfCommand: boolean;
  /** The fences and walls crossed (B:637), priced by the crossing chosen. */
  obstacles: string[];
  trace: Trace;
}

/** Reads a move to `to` (the new centre of its front), ending facing `facingDeg`, through `via`, crossing fences and walls as `obstacle` says (B:637). */
export type MoveReader = (to: Point, facingDeg?: number, via?: readonly Point[], obstacle?: ObstacleCrossing) => MoveReading;

/** Actions a unit has spent in this player turn. */
export const actionsSpent = (playtest: Playtest, key: string): number => playtest.spent?.[key] ?? 0;

/** Where a unit stands in the player turn, for the board to show at a glance. */
export interface UnitTurn {
  /** Its side is active, reacting, or no side is active yet (the initiative to roll). */
  role: 'active' | 'reacting' | 'waiting';
  /** Actions it has left this player turn (an active unit's). */
  actionsLeft: number;
  /** What it did with its reaction this player turn (a reacting unit's), if it has reacted. */
  reacted: string | undefined;
  inCommand: boolean;
}

export function unitTurn(ground: PlaytestGround, playtest: Playtest, key: string): UnitTurn {
  const active = activeSide(ground, playtest);
  const side = playtest.map.units?.[placementIndex(playtest, key)]?.side;
  return {
    role: active === undefined ? 'waiting' : side === active ? 'active' : 'reacting',
    actionsLeft: Math.max(0, Math.round((ACTIONS_PER_TURN - actionsSpent(playtest, key)) * 100) / 100),
    reacted: playtest.reacted?.[key],
    inCommand: commandAndControl(ground, playtest, key).inCommand,
  };
}

/** The chart row a unit moves on in its playtest state: its formation's, or the disorder row (B:597). */
export function moverInState(unit: TableUnit, level: Playtest['units'][string]['level']): Mover | undefined {
  const mover = moverOf(unit);
  if (!mover || level === 'good') return mover;
  const row = level === 'disorder' ? 'disorder' : level === 'shaken' ? 'shaken' : 'routed';
  if (mover.arm === 'infantry') return { arm: 'infantry', row };
  if (mover.arm === 'cavalry') return { ...mover, row };
  return mover;
}

/** The lines that move obliquely only within their frontal arc (B:633). */
const OBLIQUE_LINES: ReadonlySet<Formation> = new Set<Formation>(['battle-line', 'extended-line']);
const LINES: ReadonlySet<Formation> = new Set<Formation>(['battle-line', 'extended-line', 'cavalry-line', 'double-line', 'unlimbered', 'dismounted', 'mounted', 'any']);
const FREE_TURNS: ReadonlySet<Formation> = new Set<Formation>(['road-column', 'column', 'limbered']);
const ANY_WAY: ReadonlySet<Formation> = new Set<Formation>(['skirmishers', 'skirmishing', 'square']);

const angleBetween = (a: number, b: number): number => {
  const d = Math.abs((((b - a) % 360) + 540) % 360 - 180);
  return Math.round(d * 1e6) / 1e6;
};
const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * What turning a unit from `fromDeg` to `toDeg` costs in inches: a line wheels, its far end travelling
 * the arc of its frontage (B:607, B:3197), or about-faces for an inch and wheels the rest, whichever is
 * less; an attack column pays an inch a turn, a road column nothing (B:617); skirmishers and squares face
 * freely (our reading). A leader turns freely.
 */
export function facingCost(unit: TableUnit, fromDeg: number, toDeg: number): FacingCost {
  const turnDeg = angleBetween(fromDeg, toDeg);
  if (turnDeg < 0.5) return { turnDeg, how: 'none', inches: 0, text: 'No turn.', source: MOVE_RULES.wheel.source };
  const f = unit.formation;
  if (unit.role === 'leader' || ANY_WAY.has(f)) return { turnDeg, how: 'free', inches: 0, text: `${unit.name} turns ${Math.round(turnDeg)}° freely: ${MOVE_RULES.skirmishersFace.text}`, source: MOVE_RULES.skirmishersFace.source };
  if (FREE_TURNS.has(f)) return { turnDeg, how: 'free', inches: 0, text: `${unit.name} turns ${Math.round(turnDeg)}° in road column at no cost.`, source: MOVE_RULES.roadColumnTurn.source };
  if (f === 'attack-column') {
    return turnDeg > 135
      ? { turnDeg, how: 'about-face', inches: MOVE_RULES.aboutFace.inches, text: `${unit.name} about-faces: 1 inch.`, source: MOVE_RULES.aboutFace.source }
      : { turnDeg, how: 'column-turn', inches: MOVE_RULES.attackColumnTurn.inches, text: `${unit.name} turns ${Math.round(turnDeg)}° in attack column: 1 inch.`, source: MOVE_RULES.attackColumnTurn.source };
  }
  const frontage = Math.hypot(unit.front.right.x - unit.front.left.x, unit.front.right.y - unit.front.left.y);
  const wheel = (deg: number): number => (frontage * deg * Math.PI) / 180;
  const byWheel = wheel(turnDeg);
  const byAboutFace = MOVE_RULES.aboutFace.inches + wheel(180 - turnDeg);
  if (LINES.has(f) && byWheel <= byAboutFace) {
    return { turnDeg, how: 'wheel', inches: round2(byWheel), text: `${unit.name} wheels ${Math.round(turnDeg)}°: its far end travels ${round2(byWheel)}" along the arc of its ${round2(frontage)}" front.`, source: MOVE_RULES.wheel.source };
  }
  const rest = 180 - turnDeg;
  return {
    turnDeg,
    how: 'about-face',
    inches: round2(byAboutFace),
    text: `${unit.name} about-faces for 1"${rest >= 0.5 ? ` and wheels ${Math.round(rest)}° back (${round2(wheel(rest))}")` : ''}.`,
    source: MOVE_RULES.aboutFace.source,
  };
}

interface ReaderBase {
  table: PreviewTable;
  unit: TableUnit;
  area: MovementGround | undefined;
}

const READERS = new WeakMap<Playtest, Map<string, { ground: PlaytestGround; reader: MoveReader }>>();

/**
 * A reader of moves of one unit from where it stands in `playtest`: call it on every pointer move with the
 * destination (the new centre of its front), the facing it will end with and any waypoints. The grid is
 * ground is read once per unit and state, cell by cell as paths cross it; readings are cheap.
 */
export function moveReader(ground: PlaytestGround, playtest: Playtest, key: string): MoveReader {
  let forState = READERS.get(playtest);
  if (!forState) READERS.set(playtest, (forState = new Map()));
  const cached = forState.get(key);
  if (cached?.ground === ground) return cached.reader;
  const reader = makeReader(ground, playtest, key);
  forState.set(key, { ground, reader });
  return reader;
}

/** One reading of a move (see `moveReader`). */
export const readMove = (ground: PlaytestGround, playtest: Playtest, key: string, to: Point, facingDeg?: number, via?: readonly Point[], obstacle?: ObstacleCrossing): MoveReading => moveReader(ground, playtest, key)(to, facingDeg, via, obstacle);

/**
 * The movement grid of a unit where it stands: it depends on the map's ground and the unit's place,
 * formation, state and actions left, never on where other units stand, so it is kept per map (the
 * features array no act changes) and found again for a unit that has not moved — an opponent asks for
 * every unit every turn, most of which stand still.
 */
const GRIDS = new WeakMap<PreviewTable['allFeatures'], Map<string, MovementGround | undefined>>();
const GRIDS_KEPT = 2000;
const GRID_KEY_HEADS = new WeakMap<PreviewTable, string>();
function gridOf(table: PreviewTable, unit: TableUnit, actions: number, mover: Mover): MovementGround | undefined {
  // A unit that has not moved is the same table unit from state to state (state.ts): its grids are kept
  // on it, found without writing the long key below for every reader of every unit after every act.
  let own = UNIT_GRIDS.get(unit);
  if (!own || own.features !== table.allFeatures || own.table !== gridKeyHead(table)) {
    own = { features: table.allFeatures, table: gridKeyHead(table), grids: new Map() };
    UNIT_GRIDS.set(unit, own);
  }
  const short = JSON.stringify([mover, actions]);
  if (own.grids.has(short)) return own.grids.get(short);
  const area = gridOnTable(table, unit, actions, mover);
  own.grids.set(short, area);
  return area;
}

/** The grids kept on a table unit, by mover and actions, with the features and the table key head they were read on. */
const UNIT_GRIDS = new WeakMap<TableUnit, { features: PreviewTable['allFeatures']; table: string; grids: Map<string, MovementGround | undefined> }>();

/** The table's part of a grid's key, the same for every unit of a state: written once per table. */
function gridKeyHead(table: PreviewTable): string {
  let head = GRID_KEY_HEADS.get(table);
  if (head === undefined) GRID_KEY_HEADS.set(table, (head = JSON.stringify([table.board.widthIn, table.board.heightIn, table.scale, table.conditions, table.input.map.contours?.length ?? 0])));
  return head;
}

function gridOnTable(table: PreviewTable, unit: TableUnit, actions: number, mover: Mover): MovementGround | undefined {
  let grids = GRIDS.get(table.allFeatures);
  if (!grids) GRIDS.set(table.allFeatures, (grids = new Map()));
  const id = gridKeyHead(table) + JSON.stringify([unit.front.centre, unit.placement.facingDeg, unit.formation, unit.unit?.arm ?? unit.role, mover, actions]);
  if (grids.has(id)) return grids.get(id);
  const area = movementGround(table, unit, actions, mover);
  if (grids.size >= GRIDS_KEPT) grids.clear();
  grids.set(id, area);
  return area;
}

/**
 * What a reader takes from the movement chart for a mover in a ground: its rate, and whether the 1-inch
 * minimum lifts it (B:2168). The chart's answer depends on the scale, the mover and the ground alone, and
 * every reader of every unit asked it again with its explanation in words that no reader reads: it is now
 * read once per scale, mover and ground.
 */
interface ChartRead { allowed: boolean; inches: number | null; lifted: boolean }
const CHART_READS = new Map<string, ChartRead>();
function chartRead(scale: PreviewTable['scale'], mover: Mover, terrain: MovementQuery['terrain']): ChartRead {
  const id = JSON.stringify([scale, mover, terrain]);
  let read = CHART_READS.get(id);
  if (!read) {
    const m = movementAllowance({ scale, mover, terrain });
    CHART_READS.set(id, (read = { allowed: m.allowed, inches: m.inches, lifted: m.trace.some((t) => t.step === 'minimum move') }));
  }
  return read;
}

function makeReader(ground: PlaytestGround, playtest: Playtest, key: string): MoveReader {
  const table = playtestTable(ground, playtest);
  const unit = table.unitsByKey.get(key);
  const state = unitState(playtest, key);
  const placement = playtest.map.units?.[placementIndex(playtest, key)];
  const name = unit?.name ?? placement?.unit ?? key;
  const mover = unit ? moverInState(unit, state.level) : undefined;
  const before = actionsSpent(playtest, key);
  const left = Math.max(0, ACTIONS_PER_TURN - before);
  const base: ReaderBase | undefined = unit ? { table, unit, area: mover ? gridOf(table, unit, Math.max(left, 0.01), mover) : undefined } : undefined;
  const active = activeSide(ground, playtest);
  const featureName = (i: number): string | undefined => {
    if (i < 0) return undefined;
    const f = table.allFeatures[i];
    return f ? (f.label ?? f.kind.replace(/-/g, ' ')) : undefined;
  };

  // Refusals that do not depend on where the unit goes.
  const fixed = ((): MoveRefusal | undefined => {
    if (!placement || !unit) return { kind: 'removed', text: `${name} is not on the table.`, source: MOVE_RULES.twoActions.source };
    if (state.removed) return { kind: 'removed', text: `${name} has been removed.`, source: MOVE_RULES.twoActions.source };
    if (active === undefined) return { kind: 'not-active', text: 'No side is active yet: roll for the initiative first.', source: adfLine(2419) };
    if (unit.side !== active) return { kind: 'not-active', text: `${name} is on the reacting side: ${sideName(ground, active)} is active. ${MOVE_RULES.onlyActiveMoves.text}`, source: MOVE_RULES.onlyActiveMoves.source };
    if (state.level === 'routed') return { kind: 'routed', text: `${name} is routed. ${MOVE_RULES.routedRuns.text}`, source: MOVE_RULES.routedRuns.source };
    if (!mover || !base?.area) return { kind: 'no-move', text: `${name} cannot move in its formation here.`, source: adfLine(2168) };
    if (left <= 0) return { kind: 'actions-spent', text: `${name} has spent both its actions this player turn.`, source: MOVE_RULES.twoActions.source };
    return undefined;
  })();

  // The disorder-rate grid, made only when a line first strays out of its frontal arc.
  let disorderGrid: MovementGround | undefined;
  const disorderArea = (): MovementGround | undefined => {
    if (!disorderGrid && base && mover?.arm === 'infantry') disorderGrid = movementGround(table, base.unit, Math.max(left, 0.01), { arm: 'infantry', row: 'disorder' });
    return disorderGrid ?? base?.area;
  };
  const command = commandAndControl(ground, playtest, key);
  const commandFactor = command.inCommand ? 1 : OUT_OF_COMMAND_COST.actions.move;
  const from = placement?.at ?? { x: 0, y: 0 };
  const fromFacing = placement?.facingDeg ?? 0;
  // Whether the 1-inch minimum (B:2168) lifts the chart's rate for this mover in a ground, read once per ground.
  const lifted = new Map<MovesAs, boolean>();
  const liftedIn = (g: MovesAs, as: Mover | undefined): boolean => {
    if (g === 'impassable' || !as) return false;
    let l = lifted.get(g);
    if (l === undefined) lifted.set(g, (l = chartRead(table.scale, as, g).lifted));
    return l;
  };

  // Which features are fences and walls (B:637), read once per feature.
  const obstacleFeature = new Map<number, boolean>();
  const isObstacle = (index: number): boolean => {
    if (index < 0) return false;
    let o = obstacleFeature.get(index);
    if (o === undefined) obstacleFeature.set(index, (o = CROSSING_OBSTACLE.kinds.includes(rulesRowOf(table.allFeatures[index]!.kind, table.input.map)?.row ?? '')));
    return o;
  };
  const brokenPerInch = (() => {
    const m = mover && state.level === 'good' ? chartRead(table.scale, mover, CROSSING_OBSTACLE.alternativeRate) : undefined;
    return m?.allowed && m.inches ? 1 / m.inches : undefined;
  })();

  return (to, facingDeg, via = [], obstacle = 'lose-inch') => {
    const points = [from, ...via, to];
    let distanceIn = 0;
    for (let i = 1; i < points.length; i++) distanceIn += Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
    const facing = unit ? facingCost(unit, fromFacing, facingDeg ?? fromFacing) : { turnDeg: 0, how: 'none' as const, inches: 0, text: 'No turn.', source: MOVE_RULES.wheel.source };
    const crossed: GroundCrossed[] = [];
    const trace: Trace = [];
    let actionsCost = 0;
    let disorder: MoveReading['disorder'];
    let offGrid = false;
    let closedAt: { ground: MovesAs; feature: string | undefined } | undefined;
    const stretches: Stretch[] = [];
    // Backwards, still facing the enemy: the path heads into the rear half and the unit ends facing as it began (B:577).
    const ahead = facingVector(fromFacing);
    const backwards = unit !== undefined && unit.role !== 'leader' && facing.how === 'none' && distanceIn > 0 && (to.x - from.x) * ahead.x + (to.y - from.y) * ahead.y < -1e-6;
    const pathFactor = backwards ? 1 / MOVEMENT_RULES.backwards.multiple : 1;
    // A line moving out of its 45° frontal arc moves all the way at the disorder rate (B:633).
    const oblique = unit !== undefined && !backwards && state.level === 'good' && OBLIQUE_LINES.has(unit.formation) && distanceIn > 0 && arcOf(unit, { x: unit.front.centre.x + to.x - from.x, y: unit.front.centre.y + to.y - from.y }) !== 'front';
    const area = oblique ? disorderArea() : base?.area;
    if (area) {
      const cellOf = (p: Point): number => area.cellOf(p);
      // The turn is paid at the rate of the ground the unit stands in.
      const startCell = cellOf(from);
      const startPerInch = startCell < 0 ? Infinity : area.cell(startCell).perInch;
      if (facing.inches > 0 && Number.isFinite(startPerInch)) actionsCost += facing.inches * startPerInch;
      const step = area.cellIn / 2;
      // A line whose crossing costs extra inches (B:2212's marshy creek) charges them once each time the path steps onto it.
      let tollFrom = startCell < 0 ? -1 : area.cell(startCell).toll;
      for (let i = 1; i < points.length; i++) {
        const a = points[i - 1]!;
        const b = points[i]!;
        const len = Math.hypot(b.x - a.x, b.y - a.y);
        const n = Math.max(1, Math.ceil(len / step));
        for (let k = 0; k < n; k++) {
          const t = (k + 0.5) / n;
          const cell = cellOf({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
          const inches = len / n;
          if (cell < 0) {
            offGrid = true;
            continue;
          }
          const here = area.cell(cell);
          const perInch = here.perInch * pathFactor;
          const groundHere = MOVE_GROUNDS[here.ground] ?? 'open';
          const feature = featureName(here.feature);
          if (!Number.isFinite(perInch)) {
            closedAt ??= { ground: groundHere, feature };
            continue;
          }
          actionsCost += inches * perInch;
          const strip = isObstacle(here.feature);
          const lastStretch = stretches.at(-1);
          if (lastStretch && lastStretch.ground === groundHere && lastStretch.feature === feature && lastStretch.obstacle === strip) {
            lastStretch.inches += inches;
            lastStretch.actions += inches * perInch;
          } else stretches.push({ ground: groundHere, feature, obstacle: strip, inches, actions: inches * perInch });
          const toll = here.toll;
          if (toll >= 0 && toll !== tollFrom) {
            const extraIn = table.allFeatures[toll]!.crossingExtraIn ?? 0;
            actionsCost += extraIn * perInch;
            crossed.push({ ground: groundHere, feature: `crossing ${featureName(toll) ?? 'the line'}`, inches: extraIn, actions: extraIn * perInch, rateIn: round2(1 / perInch) });
          }
          tollFrom = toll;
          const last = crossed.at(-1);
          if (last && last.ground === groundHere && last.feature === feature) {
            last.inches += inches;
            last.actions += inches * perInch;
          } else crossed.push({ ground: groundHere, feature, inches, actions: inches * perInch, rateIn: round2(1 / perInch) });
          const d = here.disorder;
          if (d >= 0 && !disorder) {
            const f = table.allFeatures[d]!;
            const row = rulesRowOf(f.kind, table.input.map)?.row as TerrainKind | undefined;
            const effects = row ? TERRAIN_EFFECTS[row] : undefined;
            const fname = featureName(d)!;
            disorder = {
              feature: fname,
              text: effects?.disorder === 'moving-up-or-down' ? `${name} moves on ${fname} and falls into disorder.` : `${name} crosses ${fname} and falls into disorder.`,
              source: effects?.source ?? adfLine(2163),
            };
          }
        }
      }
    }
    for (const c of crossed) {
      c.inches = round2(c.inches);
      c.actions = round2(c.actions);
      trace.push({ step: 'ground crossed', value: c.inches, detail: `${c.inches}" of ${c.feature ?? c.ground.replace('-', ' ')} (${c.ground.replace('-', ' ')}, ${c.rateIn}" an action): ${plural(c.actions, 'action')}.`, source: adfLine(2168) });
    }
    if (facing.inches > 0) trace.push({ step: 'facing', value: facing.inches, detail: facing.text, source: facing.source });
    if (oblique) trace.push({ step: 'oblique', value: 'disorder rate', detail: `${name} moves out of its 45° frontal arc: the whole move at the disorder rate.`, source: MOVE_RULES.oblique.source });
    if (backwards) trace.push({ step: 'backwards', value: MOVEMENT_RULES.backwards.multiple, detail: `${name} moves backwards, still facing the enemy: half the distance an action.`, source: MOVEMENT_RULES.backwards.source });
    const crossing = obstacleCost(stretches, obstacle, distanceIn, brokenPerInch === undefined ? undefined : brokenPerInch * pathFactor);
    actionsCost += crossing.delta;
    trace.push(...crossing.trace);
    if (!command.inCommand) trace.push(...command.trace);
    actionsCost = round2(actionsCost * commandFactor);
    const actionsLeft = round2(left - actionsCost);
    const endCell = area ? area.cellOf(to) : -1;
    const endPerInch = area && endCell >= 0 ? area.cell(endCell).perInch : Infinity;
    const leftIn = Number.isFinite(endPerInch) && actionsLeft > 0 ? round2(actionsLeft / (endPerInch * pathFactor * commandFactor)) : 0;
    const startCellRate = area ? (() => {
      const at = area.cellOf(from);
      return at >= 0 && Number.isFinite(area.cell(at).perInch) ? round2(1 / area.cell(at).perInch) : null;
    })() : null;
    const minimumMove = !oblique && crossed.some((c) => liftedIn(c.ground, mover));

    let refusal = fixed;
    if (!refusal && closedAt) refusal = { kind: 'impassable', text: `${name} cannot move through ${closedAt.feature ?? 'the edge of the table'}: ${closedAt.ground === 'impassable' ? 'it is impassable' : 'its formation cannot enter it'}.`, source: adfLine(2168) };
    if (!refusal && (offGrid || actionsLeft < -0.005)) {
      const spentWords = before > 0 ? ` after ${plural(before, 'action')} spent` : '';
      const cost = offGrid ? 'more than it has' : `${actionsCost} actions`;
      refusal = {
        kind: 'beyond-allowance',
        text: `${name} cannot move ${round2(distanceIn)}"${facing.inches > 0 ? ` and turn (${facing.inches}")` : ''}: that costs ${cost}, and it has ${round2(left)} left${spentWords} (${startCellRate ?? '–'}" an action where it stands).`,
        source: MOVE_RULES.twoActions.source,
      };
    }
    if (!refusal && state.level === 'shaken' && unit) {
      const nearer = table.units.some((e) => e.side !== unit.side && e.role === 'combat' && Math.hypot(e.front.centre.x - to.x, e.front.centre.y - to.y) < Math.hypot(e.front.centre.x - from.x, e.front.centre.y - from.y) - 0.05);
      if (nearer) refusal = { kind: 'shaken-advance', text: `${name} is shaken and this move takes it nearer the enemy. ${MOVE_RULES.shakenNoAdvance.text}`, source: MOVE_RULES.shakenNoAdvance.source };
    }
    if (state.level !== 'good' && mover) trace.unshift({ step: 'disorder rate', value: state.level, detail: MOVE_RULES.disorderMove.text, source: MOVE_RULES.disorderMove.source });
    if (minimumMove) trace.push({ step: 'minimum move', value: 1, detail: MOVE_RULES.minimumMove.text, source: MOVE_RULES.minimumMove.source });
    return {
      key,
      name,
      allowed: refusal === undefined,
      refusal,
      distanceIn: round2(distanceIn),
      facing,
      allowanceIn: startCellRate,
      actionsBefore: before,
      actionsCost,
      actionsLeft,
      leftIn,
      crossed,
      disorder,
      minimumMove,
      backwards,
      oblique,
      outOfCommand: !command.inCommand,
      obstacles: crossing.obstacles,
      trace,
    };
  };
}

/** A formation's name for the log. */
export const formationWords = (f: Formation): string => FORMATION_LABELS[f].toLowerCase();

export { commandAndControl };
