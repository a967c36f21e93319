/**
 * The movement engine of Blue & Grey (6.0, B:161–220; 5.0 for reinforcements; 11.1 at night): a unit's
 * Movement Allowance, the MP a reinforcement stack pays to enter, and `pathCost`, the Movement Points a
 * unit spends along a path of hexes on a map, step by step, with every prohibition the move runs into.
 * The tables these apply are data in ../movement.ts.
 */
import { type HexCoord, hexDistance, sideBetween } from '../../../hexgrid';
import { type Trace, type TraceStep, bluegreyLine } from '../../trace';
import { type BgMapInput, bgIndex, coordOn, pathRowsBetween, readGround, readSide, unratedStep } from './mapRead';
import { NIGHT_MOVEMENT, NIGHT_ZOC_EXIT_SOURCE } from '../night';
import {
  BG_HEX_TERRAIN,
  BG_HEXSIDE_TERRAIN,
  BG_PATHS,
  type BgHexRowId,
  type BgHexsideRowId,
  type BgPathRowId,
  COST_COLUMN,
  TRAIL_CASE_THIRDS,
  TRAIL_ROUGH_ROWS,
  clearRowOfLevel,
  rowThirds,
} from '../terrain';
import { BG_UNIT_CLASS_LABELS, type BgMoraleState, type BgUnitClass, THIRDS, mpText } from '../types';
import { CAVALRY_MINIMUM_ALLOWANCE, DEFAULT_MOVEMENT_ALLOWANCE, ONE_HEX_ALWAYS_SOURCE, REINFORCEMENT_COLUMN, STRATEGIC_BONUS, STRATEGIC_RULES } from '../movement';
import { ZOC_RULES, controlledHexes } from './zoc';

// ---------------------------------------------------------------------------
// Movement Allowance, reinforcements
// ---------------------------------------------------------------------------

export interface AllowanceOptions {
  /** The counter's printed allowance, where the game prints one. */
  printed?: number;
  night?: boolean;
  strategic?: boolean;
}

/** A unit's Movement Points for one Movement Phase, with the trace of how they were found. */
export function movementAllowance(unitClass: BgUnitClass, options: AllowanceOptions = {}): { mp: number; trace: Trace } {
  const base = DEFAULT_MOVEMENT_ALLOWANCE[unitClass];
  const trace: Trace = [];
  let mp = options.printed ?? base.mp;
  trace.push(
    options.printed === undefined
      ? { step: 'movement allowance', value: mp, detail: `${BG_UNIT_CLASS_LABELS[unitClass]} where the counter prints none`, source: base.source }
      : { step: 'movement allowance', value: mp, detail: 'as printed on the counter' },
  );
  if (unitClass === 'cavalry' && mp < CAVALRY_MINIMUM_ALLOWANCE.mp) {
    mp = CAVALRY_MINIMUM_ALLOWANCE.mp;
    trace.push({ step: 'cavalry minimum', value: mp, detail: 'cavalry always have at least 8', source: CAVALRY_MINIMUM_ALLOWANCE.source });
  }
  if (options.night && Number.isFinite(mp)) {
    mp += NIGHT_MOVEMENT.allowanceChange;
    trace.push({ step: 'night', value: mp, detail: 'one Movement Point less at night', source: NIGHT_MOVEMENT.source });
  }
  if (options.strategic) {
    const bonus = STRATEGIC_BONUS[unitClass];
    if (bonus) {
      const extra = bonus.mp + (options.night ? NIGHT_MOVEMENT.strategicChange : 0);
      mp += extra;
      trace.push({ step: 'strategic movement', value: mp, detail: `+${extra}${options.night ? ' (one less at night)' : ''}`, source: options.night ? NIGHT_MOVEMENT.strategicSource : bonus.source });
    }
  }
  return { mp, trace };
}

/** The MP (in thirds) a stack pays to enter its edge hex: the hex's own cost plus the column's wait. `stack` counts from 1. */
export function reinforcementEntryThirds(entryThirds: number, stack: number, alongTurnpike = false): { thirds: number; trace: Trace } {
  const per = alongTurnpike ? REINFORCEMENT_COLUMN.turnpikeExtraThirds : REINFORCEMENT_COLUMN.extraThirds;
  const thirds = entryThirds + (stack - 1) * per;
  return {
    thirds,
    trace: [
      { step: 'entry hex', value: mpText(entryThirds), detail: 'the cost of entering the reinforcement hex' },
      { step: 'column of stacks', value: mpText(thirds), detail: `stack ${stack} waits on ${stack - 1} ahead of it, ${mpText(per)} MP each${alongTurnpike ? ' along the turnpike' : ''}`, source: REINFORCEMENT_COLUMN.source },
    ],
  };
}

// ---------------------------------------------------------------------------
// The cost of a path
// ---------------------------------------------------------------------------

export interface PathCostOptions {
  /** The counter's printed Movement Allowance, where the game prints one. */
  allowance?: number;
  night?: boolean;
  strategic?: boolean;
  morale?: BgMoraleState;
  /** Enemy units on the map: none may be entered (6.12), and their zones cost and stop the move (7.0). */
  enemies?: ReadonlyArray<{ hex: string; unitClass: BgUnitClass }>;
  /**
   * The hexes the enemies control, when the caller has them already (`controlledHexes(map, enemies)`):
   * a preview asking many paths against the same enemies works them out once.
   */
  enemyZoc?: ReadonlySet<string>;
  /** Hexes holding friendly infantry or cavalry: the only enemy-controlled hexes artillery may enter (7.3). */
  friendlyInfantryOrCavalry?: readonly string[];
  /**
   * The trail's rate: the chart's (2 MP, or the hex's own cost if less, B:840–847; the default) or
   * Case 6.24's (1 MP, 2 into woods, rough or swamp, B:195). See decision BG-M3.
   */
  trail?: 'chart' | 'case-6.24';
}

export interface PathStep {
  from: string;
  to: string;
  /** MP in thirds; null when the step is prohibited. */
  thirds: number | null;
  mp: string;
  /** What the hex was paid as: a path's rate or the terrain. */
  via: BgPathRowId | 'terrain';
  enemyZoc: boolean;
  /** Why the unit may not make this step. */
  prohibited?: string;
}

export interface PathCost {
  path: readonly string[];
  steps: PathStep[];
  /** The MP of the steps that may be made, in thirds and as a number. */
  thirds: number;
  total: number;
  totalText: string;
  /** No step is prohibited and the move may end where it does. */
  allowed: boolean;
  problems: string[];
  /** The allowance this move is made with (night, strategic movement applied). */
  allowance: number;
  /** The path fits the allowance, or is a single hex (6.16). */
  withinAllowance: boolean;
  trace: Trace;
}

const ARTILLERY_CLASSES = ZOC_RULES.artilleryNeedsCompany.classes;

/** Hexside rows that a bridge or ford hex's own chart row overrides (the chart's notes, B:865, B:872). */
const OVERRIDDEN_BY_HEX: Partial<Record<BgHexRowId, readonly BgHexsideRowId[]>> = { 'bridge-hex': ['bridge'], 'ford-hex': ['ford'] };
const CROSSINGS: readonly BgHexsideRowId[] = ['bridge', 'ford'];
const WATER: readonly BgHexsideRowId[] = ['creek', 'river', 'stream'];

/**
 * The Movement Points a unit of `unitClass` spends entering each hex of `path` (hex ids, the start first),
 * hexside costs added, path rates along connected roads, turnpikes and trails, enemy Zones of Control
 * at their minimum of 2; and everything that prohibits the move, each with the case that says so.
 */
export function pathCost(map: BgMapInput, unitClass: BgUnitClass, path: readonly string[], options: PathCostOptions = {}): PathCost {
  const ix = bgIndex(map);
  const column = COST_COLUMN[unitClass];
  const trace: Trace = [];
  const problems: string[] = [];
  const steps: PathStep[] = [];
  const enemies = options.enemies ?? [];
  const enemyHexes = new Set(enemies.map((e) => e.hex));
  const zoc: ReadonlySet<string> = unitClass === 'gunboat' ? new Set<string>() : (options.enemyZoc ?? controlledHexes(map, enemies));
  const friendsThere = new Set(options.friendlyInfantryOrCavalry ?? []);
  const { mp: allowance, trace: allowanceTrace } = movementAllowance(unitClass, { printed: options.allowance, night: options.night, strategic: options.strategic });
  trace.push(...allowanceTrace);

  const coords = path.map((id) => coordOn(ix, id));
  const start = coords[0];
  if (!start) problems.push(`${path[0] ?? 'the start'} is not a hex of this map`);
  let thirds = 0;
  let leftZocAtNight = false;
  let ended = false;

  for (let i = 1; i < path.length; i++) {
    const fromId = path[i - 1]!;
    const toId = path[i]!;
    const a = coords[i - 1];
    const b = coords[i];
    const step = (s: Omit<PathStep, 'from' | 'to' | 'mp'>): void => {
      const full: PathStep = { from: fromId, to: toId, mp: s.thirds === null ? '—' : mpText(s.thirds), ...s };
      steps.push(full);
      if (full.prohibited) problems.push(`${fromId}→${toId}: ${full.prohibited}`);
      else thirds += full.thirds!;
    };
    const refuse = (why: string, source: string, enemyZoc = false): void => {
      trace.push({ step: `${fromId}→${toId}`, value: null, detail: why, source });
      step({ thirds: null, via: 'terrain', enemyZoc, prohibited: why });
    };
    if (!a || !b) {
      refuse(`${a ? toId : fromId} is not a hex of this map`, bluegreyLine(185));
      continue;
    }
    if (sideBetween(ix.grid, a, b) === undefined) {
      refuse('the hexes do not touch: a move goes hex by adjacent hex', bluegreyLine(185));
      continue;
    }
    const to = readGround(ix, b);
    const inZoc = zoc.has(toId);

    // Gunboats: river hexes only, one MP each, Zones of Control ignored (9.62, 9.64; chart B:855).
    if (unitClass === 'gunboat') {
      if (to.row !== 'river-lake') refuse('gunboats move only through river hexes', bluegreyLine(411));
      else {
        const t = (BG_HEX_TERRAIN['river-lake'].gunboatsMp ?? 1) * THIRDS;
        trace.push({ step: `${fromId}→${toId}`, value: mpText(t), detail: 'a river hex, 1 MP for gunboats', source: BG_HEX_TERRAIN['river-lake'].notesSource });
        step({ thirds: t, via: 'terrain', enemyZoc: false });
      }
      continue;
    }

    if (ended) {
      refuse('the move ended on entering an enemy-controlled hex', ZOC_RULES.stopsMovement.source);
      continue;
    }
    if (enemyHexes.has(toId)) {
      refuse('a unit may never enter a hex holding an enemy unit', bluegreyLine(175));
      continue;
    }
    if (zoc.has(fromId)) {
      if (i > 1 || !options.night) {
        refuse('a unit may not leave an enemy-controlled hex in a Movement Phase', bluegreyLine(177));
        continue;
      }
      leftZocAtNight = true;
      trace.push({ step: 'leaves an enemy zone at night', value: 0, detail: 'a unit starting a night move in an enemy zone may leave it, at no extra cost', source: NIGHT_ZOC_EXIT_SOURCE });
    }
    if (inZoc && leftZocAtNight) {
      refuse('having left an enemy zone this night turn, the unit may not enter one again', NIGHT_ZOC_EXIT_SOURCE, true);
      continue;
    }
    if (inZoc && options.morale === 'routed') {
      refuse('a routed unit may not enter an enemy-controlled hex', bluegreyLine(519), true);
      continue;
    }
    if (inZoc && ARTILLERY_CLASSES.includes(unitClass) && !friendsThere.has(toId)) {
      refuse('artillery may enter an enemy-controlled hex only where friendly infantry or cavalry already are', ZOC_RULES.artilleryNeedsCompany.source, true);
      continue;
    }

    // The hex.
    const detail: TraceStep[] = [];
    let row: BgHexRowId = to.row ?? clearRowOfLevel(to.level);
    if (to.row === undefined) detail.push(unratedStep(ix, to.kind, toId));
    let rowCost = rowThirds(BG_HEX_TERRAIN[row].cost, column);
    if (rowCost === 'prohibited') {
      refuse(`${BG_HEX_TERRAIN[row].label}: may not be entered`, row === 'river-lake' ? bluegreyLine(199) : BG_HEX_TERRAIN[row].mpSource);
      continue;
    }
    if (rowCost === 'other-terrain') {
      const ground = clearRowOfLevel(to.level);
      detail.push({ step: BG_HEX_TERRAIN[row].label, value: null, detail: `costs the other terrain in the hex: ${BG_HEX_TERRAIN[ground].label}`, source: BG_HEX_TERRAIN[row].mpSource });
      row = ground;
      rowCost = rowThirds(BG_HEX_TERRAIN[ground].cost, column) as number;
    }
    const hexThirds = rowCost;
    detail.push({ step: BG_HEX_TERRAIN[row].label, value: mpText(hexThirds), detail: column === 'artillery' && BG_HEX_TERRAIN[row].cost.kind === 'mp' && 'artilleryMp' in BG_HEX_TERRAIN[row].cost ? 'the second cost, for artillery' : 'to enter the hex', source: BG_HEX_TERRAIN[row].mpSource });

    // The path's rate, if the move runs along one.
    let via: BgPathRowId | 'terrain' = 'terrain';
    let base = hexThirds;
    const paths = pathRowsBetween(ix, a, b);
    if (paths.length > 0) {
      if (inZoc) detail.push({ step: 'no path rate into an enemy zone', value: null, detail: `the ${paths.map((p) => BG_PATHS[p].label.toLowerCase()).join(' and ')} rate may not be used to enter an enemy-controlled hex`, source: ZOC_RULES.minimumEntryMp.pathRateSource });
      else {
        let best: { p: BgPathRowId; rate: number } | undefined;
        for (const p of paths) {
          const rate = pathThirds(p, row, hexThirds, options.trail ?? 'chart');
          if (!best || rate < best.rate) best = { p, rate };
        }
        if (best && best.rate <= hexThirds) {
          via = best.p;
          base = best.rate;
        }
        if (via !== 'terrain') {
          const p = BG_PATHS[via];
          detail.push({ step: `along the ${p.label.toLowerCase()}`, value: mpText(base), detail: pathDetail(via, row, hexThirds, base, options.trail ?? 'chart'), source: via === 'trail' && (options.trail ?? 'chart') === 'chart' ? p.mpSource : p.caseSource });
        }
      }
    }
    if (options.strategic && via === 'terrain') problems.push(`${fromId}→${toId}: Strategic Movement must be spent wholly along turnpikes, roads, railways and trails`);

    // An enemy zone costs at least 2 (7.2).
    if (inZoc && base < ZOC_RULES.minimumEntryMp.mp * THIRDS) {
      base = ZOC_RULES.minimumEntryMp.mp * THIRDS;
      detail.push({ step: 'enemy-controlled hex', value: mpText(base), detail: 'entering an enemy-controlled hex costs at least 2 MP', source: ZOC_RULES.minimumEntryMp.source });
    } else if (inZoc) detail.push({ step: 'enemy-controlled hex', value: mpText(base), detail: 'the hex already costs 2 MP or more: nothing is added', source: ZOC_RULES.minimumEntryMp.source });

    // The hexside.
    const side = readSide(ix, a, b);
    for (const kind of side.unrated) detail.push(unratedStep(ix, kind, `hexside ${fromId}–${toId}`));
    const overridden = OVERRIDDEN_BY_HEX[row] ?? [];
    const features = side.features.filter((f) => !overridden.includes(f.row));
    if (overridden.length && features.length < side.features.length)
      detail.push({ step: BG_HEX_TERRAIN[row].label, value: null, detail: 'the hexside’s own bridge or ford costs nothing more: the hex is the crossing', source: BG_HEX_TERRAIN[row].notesSource });
    const rows = features.map((f) => f.row);
    const crossing = rows.find((r) => CROSSINGS.includes(r));
    const closed = rows.find((r) => r === 'creek' || r === 'river');
    if (closed && !crossing) {
      refuse(`a ${BG_HEXSIDE_TERRAIN[closed].label.toLowerCase()} may be crossed only at a bridge or ford`, closed === 'creek' ? bluegreyLine(202) : bluegreyLine(199));
      continue;
    }
    let sideThirds = 0;
    for (const f of features) {
      const r = BG_HEXSIDE_TERRAIN[f.row];
      if (crossing && WATER.includes(f.row)) {
        detail.push({ step: r.label, value: 0, detail: `crossed at the ${BG_HEXSIDE_TERRAIN[crossing].label.toLowerCase()}, which alone is charged (Muster’s reading BG-M5)`, source: r.mpSource });
        continue;
      }
      if (f.row === 'slope-up' && via !== 'terrain') {
        detail.push({ step: r.label, value: 0, detail: `no climbing cost along the ${BG_PATHS[via].label.toLowerCase()}`, source: bluegreyLine(198) });
        continue;
      }
      const t = rowThirds(r.cost, column);
      if (typeof t !== 'number' || t === 0) continue;
      sideThirds += t;
      detail.push({ step: r.label, value: `+${mpText(t)}`, detail: f.reading ? `hexside cost, added (${f.reading})` : 'hexside cost, added to the hex', source: r.mpSource });
    }
    if (side.climbsWithoutSlope) {
      if (via !== 'terrain') detail.push({ step: 'up a level', value: 0, detail: `no climbing cost along the ${BG_PATHS[via].label.toLowerCase()}`, source: bluegreyLine(198) });
      else {
        sideThirds += THIRDS;
        detail.push({ step: 'up a level', value: '+1', detail: 'moving to terrain at a higher level crosses a slope: one MP more', source: bluegreyLine(198) });
      }
    }
    const stepThirds = base + sideThirds;
    trace.push({ step: `${fromId}→${toId}`, value: mpText(stepThirds), detail: detail.map((d) => `${d.step}: ${d.value ?? '—'}`).join('; ') });
    trace.push(...detail.map((d) => ({ ...d, step: `  ${d.step}` })));
    step({ thirds: stepThirds, via, enemyZoc: inZoc });
    if (inZoc) ended = true;
  }

  // Where the move ends, and Strategic Movement's distance from the enemy.
  const last = path[path.length - 1];
  const lastCoord = coords[coords.length - 1];
  if (path.length > 1 && lastCoord && unitClass !== 'gunboat') {
    const row = readGround(ix, lastCoord).row;
    if (row && BG_HEX_TERRAIN[row].mayNotEndMove) {
      problems.push(`${last}: a move may not end in a ${BG_HEX_TERRAIN[row].label.toLowerCase()}`);
      trace.push({ step: 'end of the move', value: null, detail: `may not end in a ${BG_HEX_TERRAIN[row].label.toLowerCase()}; the far bank must be reached in the same phase`, source: bluegreyLine(200) });
    }
  }
  if (options.strategic) {
    const enemyCoords = enemies.map((e) => coordOn(ix, e.hex)).filter((c): c is HexCoord => c !== undefined);
    path.forEach((id, i) => {
      const c = coords[i];
      if (!c) return;
      const near = enemyCoords.find((e) => hexDistance(ix.grid, c, e) < STRATEGIC_RULES.distance);
      if (near) problems.push(`${id}: Strategic Movement keeps three or more hexes from every enemy unit`);
    });
  }
  if (options.strategic && problems.some((p) => p.includes('Strategic')))
    trace.push({ step: 'strategic movement', value: null, detail: 'only along paths, starting and staying three or more hexes from every enemy unit', source: STRATEGIC_RULES.source });

  const allowed = problems.length === 0;
  const oneHex = steps.length === 1 && allowed;
  const withinAllowance = thirds <= allowance * THIRDS || oneHex;
  trace.push({ step: 'total', value: mpText(thirds), detail: `of ${Number.isFinite(allowance) ? allowance : 'unlimited'} MP${oneHex && thirds > allowance * THIRDS ? '; a unit may always move one hex' : ''}`, source: oneHex && thirds > allowance * THIRDS ? ONE_HEX_ALWAYS_SOURCE : undefined });
  return { path, steps, thirds, total: thirds / THIRDS, totalText: mpText(thirds), allowed, problems, allowance, withinAllowance, trace };
}

/** The rate along a path into a hex of a row (thirds). */
function pathThirds(p: BgPathRowId, row: BgHexRowId, hexThirds: number, trail: 'chart' | 'case-6.24'): number {
  if (p !== 'trail') return BG_PATHS[p].thirds;
  if (trail === 'case-6.24') return TRAIL_ROUGH_ROWS.includes(row) ? BG_PATHS.trail.roughThirds! : TRAIL_CASE_THIRDS;
  return Math.min(BG_PATHS.trail.thirds, hexThirds);
}

function pathDetail(p: BgPathRowId, row: BgHexRowId, hexThirds: number, rate: number, trail: 'chart' | 'case-6.24'): string {
  if (p === 'turnpike') return 'two-thirds of a Movement Point from turnpike hex to turnpike hex, whatever the terrain';
  if (p !== 'trail') return 'one Movement Point from hex to hex along it, whatever the terrain';
  if (trail === 'case-6.24') return TRAIL_ROUGH_ROWS.includes(row) ? 'two MP into woods, rough or swamp (Case 6.24)' : 'one MP into any other hex (Case 6.24)';
  return rate < BG_PATHS.trail.thirds ? `the hex’s own ${mpText(hexThirds)} MP, less than the trail’s 2 (the chart)` : 'the chart’s trail rate, 2 MP (Case 6.24 gives 1 outside woods, rough and swamp: Muster’s reading BG-M3)';
}

