/**
 * Odds from where units stand: the map facts a player would point at across the table (the target is in
 * the orchard, behind the fence, in extended line, fired on from its full flank; two regiments stand by
 * in support; the brigadier is at its side; the enemy is within an inch) turned into the modifiers of the
 * existing fire and morale engines. Each derived modifier says which fact it comes from and can be
 * switched off or on by the designer; the engines' own trace then follows.
 */
import { distance, distanceToPolyline, segmentIntersection, type Point } from '../../map/geometry';
import { segmentTouches } from '../../map/spatialIndex';
import { SUPPORTING_DISTANCE } from '../../rules/adf/leaders';
import { fireOdds, type FireInput, type FireOdds } from '../../rules/adf/engine/fire';
import { modifiedMoralePoint, moraleOddsForSituation, type MoraleOdds, type MoraleUnitSituation } from '../../rules/adf/engine/morale';
import { impactOdds, type ImpactOdds } from '../../rules/adf/engine/charge';
import { passThroughOdds, passThroughZone, type PassThroughHit } from '../../rules/adf/engine/passThrough';
import { CHARGE_SITUATION_MODIFIERS, NET_CMM_SOURCE, netChargeMoraleModifier, type ChargeFormation, type ImpactTableId } from '../../rules/adf/charge';
import { FIRE_RESULTS, FIRE_RESULT_EFFECTS, TARGET_DRMS, type FirerCondition, type FirerState, type RangeBand, type TargetDrmId } from '../../rules/adf/fire';
import type { MovementTerrain } from '../../rules/adf/movement';
import { UNSUPPORTED_BATTERY_CHARGE_FACTOR, batteryBasicMoralePoint, chargeSupportModifier, situationalModifier, supportModifier, type ChargeRole, type MoraleModifier, type SituationalModifierId } from '../../rules/adf/morale';
import { ENFILADE, TERRAIN_EFFECTS, terrainMovesAs, type EnfiladeZone, type TerrainKind } from '../../rules/adf/terrain';
import { adfLine, type Trace } from '../../rules/trace';
import type { MoraleLevel } from '../../model/words';
import { rulesRowOf } from '../../rules/terrainKinds';
import { arcOf, centreOf, enfiladeTargetOf, enfiladeZoneOf, isMounted, rangeBand, rangeBetween, weaponRanges, type PreviewBand, type Range } from './range';
import { lineOfSight, sightFrom, type Sight, type SightOptions } from './sight';
import { isEnemyOf, ringHolds, type PreviewTable, type TableUnit } from './table';

/** A modifier the map gave, with the fact behind it. */
export interface DerivedModifier {
  /** A target DRM id, a situational morale modifier id, or a firer condition. */
  id: string;
  kind: 'target' | 'firer' | 'morale';
  label: string;
  /** The map fact, in the designer's words. */
  why: string;
  source: string;
  /** Whether it counts: derived and not switched off, or switched on by hand. */
  on: boolean;
  /** Set by hand rather than read from the map. */
  byHand?: boolean;
}

/** What the designer changes by hand: modifiers switched off or on, and the states the map cannot show. */
export interface PositionOverrides {
  off?: readonly string[];
  on?: readonly TargetDrmId[];
  band?: RangeBand;
  firerState?: FirerState;
  targetDisordered?: boolean;
  openingVolley?: boolean;
  /**
   * Other batteries (placement keys) firing with an artillery firer as one gun battalion (B:1292): each must
   * stand beside the firer, on its side, with guns reaching no shorter than the firer's (the shortest-ranged
   * battery fires, its range for all). The engine holds the battalion to three batteries, six sections, 18 FP.
   */
  battalion?: readonly string[];
}

export interface FireFromPositions {
  firer: TableUnit;
  target: TableUnit;
  sight: Sight;
  range: Range;
  band: PreviewBand | RangeBand | null;
  zone: EnfiladeZone | undefined;
  modifiers: DerivedModifier[];
  /** The fire as the engine takes it, when it can be made. */
  input: FireInput | undefined;
  odds: FireOdds | undefined;
  /** Why there is no fire: no sight, out of range, a unit that does not fire. */
  refusal: string | undefined;
  /**
   * The units close behind the target, one behind another, that the fire passes on into (B:2653, B:3143),
   * friends of the firer among them, with the odds on each.
   */
  passThrough: Array<{ unit: TableUnit; friendly: boolean; hit: PassThroughHit }>;
  trace: Trace;
}

/** Artillery is the firer's column of the target tables and morale modifiers. */
const columnOf = (u: TableUnit): 'artillery' | 'other' => (u.unit?.arm === 'artillery' ? 'artillery' : 'other');

/** A target "behind" a fence or wall has it within this distance in front of it, between it and the firer (S9). */
export const BEHIND_COVER_IN = 1;
/** Behind-skirmishers counts when the target is at least this far behind them (B:2668). */
export const BEHIND_SKIRMISHERS_IN = 2;

/** Cover DRM of an area kind a target stands in, by the chart row it plays as. */
const AREA_COVER: Partial<Record<TerrainKind, TargetDrmId>> = {
  'light-woods': 'light-woods',
  orchard: 'light-woods',
  'heavy-woods': 'heavy-woods',
  'farm-buildings': 'farms-or-villages',
};
/** Cover DRM of a line a target stands behind. */
const LINE_COVER: Partial<Record<TerrainKind, TargetDrmId>> = { 'wooden-fence': 'wood-fence', 'stone-wall': 'stone-wall' };

/** The enfilade DRM of a zone for each kind of target; the full rear gives none (B:1531). */
const ENFILADE_DRM: Record<string, Partial<Record<EnfiladeZone, TargetDrmId>>> = {
  lines: { 'partial-flank': 'line-partial-flank', 'full-flank': 'line-full-flank', 'rear-partial-flank': 'line-partial-flank' },
  'columns-and-limbered-artillery': { side: 'column-side', front: 'column-front-rear', rear: 'column-front-rear' },
  'limbered-artillery': { side: 'limbered-side', front: 'limbered-front-rear', rear: 'limbered-front-rear' },
  'unlimbered-artillery': { 'partial-flank': 'unlimbered-partial-flank', 'full-flank': 'unlimbered-full-flank' },
};

/** The enfilade morale modifier of a zone for each kind of target (B:2524–2533). */
const ENFILADE_MMP: Record<string, Partial<Record<EnfiladeZone, SituationalModifierId>>> = {
  lines: { 'partial-flank': 'enfilade-line-partial-flank', 'full-flank': 'enfilade-line-full-flank', 'rear-partial-flank': 'enfilade-line-partial-flank', rear: 'enfilade-line-rear' },
  'columns-and-limbered-artillery': { side: 'enfilade-column-side', front: 'enfilade-column-front', rear: 'enfilade-column-rear' },
  'unlimbered-artillery': { 'partial-flank': 'enfilade-unlimbered-artillery-partial-flank', 'full-flank': 'enfilade-unlimbered-artillery-full-flank', rear: 'enfilade-unlimbered-artillery-rear' },
};

/** The chart row each area feature holding a point plays as, with the feature. */
function areasAt(table: PreviewTable, p: Point): Array<{ id: string; name: string; row: TerrainKind }> {
  const found: Array<{ id: string; name: string; row: TerrainKind }> = [];
  for (const i of table.featureIndex.search({ minX: p.x, minY: p.y, maxX: p.x, maxY: p.y })) {
    const f = table.allFeatures[i]!;
    if (f.shape !== 'polygon' || f.points.length < 3) continue;
    const row = rulesRowOf(f.kind, table.input.map)?.row as TerrainKind | undefined;
    if (!row) continue;
    if (ringHolds(f.points, p)) found.push({ id: f.id, name: f.label ?? f.id, row });
  }
  return found;
}

/** The ground a unit stands on for supporting distance: the slowest of the areas at its front centre (B:1206–1208). */
export function groundOf(table: PreviewTable, unit: TableUnit): MovementTerrain {
  const order: MovementTerrain[] = ['road', 'trail', 'open', 'broken', 'light-woods', 'rough', 'heavy-woods'];
  let worst: MovementTerrain = 'open';
  for (const a of areasAt(table, unit.front.centre)) {
    const moves = terrainMovesAs(a.row, table.conditions).movesAs;
    if (moves === 'impassable' || moves === 'road' || moves === 'trail') continue;
    if (order.indexOf(moves) > order.indexOf(worst)) worst = moves;
  }
  return worst;
}

/** The gap between two units' nearest stands, in inches. */
export function gapBetween(a: TableUnit, b: TableUnit): number {
  // Table units are laid out once per placement (table.ts, and the playtest's table keeps each placement's
  // stands while it stays where it is), so the same two meet again and again from one state to the next:
  // the gap is kept for each pair of stand layouts (a unit that only lost figures keeps its stands).
  let known = GAPS.get(a.stands);
  if (!known) GAPS.set(a.stands, (known = new WeakMap()));
  const kept = known.get(b.stands);
  if (kept !== undefined) return kept;
  let best = Infinity;
  for (const s of a.stands) for (const t of b.stands) best = Math.min(best, ringGap(s.corners, t.corners));
  known.set(b.stands, best);
  return best;
}

const GAPS = new WeakMap<readonly unknown[], WeakMap<readonly unknown[], number>>();

/** The widest supporting distance the book gives at a scale, over any ground (B:1206–1208). */
const WIDEST = new Map<PreviewTable['scale'], number>();
const WIDEST_SUPPORT = (scale: PreviewTable['scale']): number => {
  let w = WIDEST.get(scale);
  if (w === undefined) WIDEST.set(scale, (w = Math.max(...Object.values(SUPPORTING_DISTANCE).map((d) => d.inches[scale]))));
  return w;
};

/** How far apart two boxes are (0 when they touch or overlap): never more than the gap between what they hold. */
const boxGap = (a: TableUnit['box'], b: TableUnit['box']): number => Math.hypot(Math.max(0, a.minX - b.maxX, b.minX - a.maxX), Math.max(0, a.minY - b.maxY, b.minY - a.maxY));

function ringGap(r: readonly Point[], s: readonly Point[]): number {
  if (r.some((p) => ringHolds(s, p)) || s.some((p) => ringHolds(r, p))) return 0;
  let best = Infinity;
  for (const p of r) best = Math.min(best, distanceToPolyline(p, s, true));
  for (const p of s) best = Math.min(best, distanceToPolyline(p, r, true));
  return best;
}

/** Whether two units stand adjacent: within supporting distance over the ground the first stands on. */
export function adjacent(table: PreviewTable, a: TableUnit, b: TableUnit): boolean {
  // Units whose boxes are further apart than the widest supporting distance are not adjacent on any
  // ground: answered without measuring the stands or reading the ground (the gap is at least the boxes').
  if (boxGap(a.box, b.box) > WIDEST_SUPPORT(table.scale) + 1e-6) return false;
  return gapBetween(a, b) <= SUPPORTING_DISTANCE[groundOf(table, a)].inches[table.scale] + 1e-9;
}

/** The target DRMs the map shows for this fire, each with its fact. */
export function derivedTargetDrms(table: PreviewTable, firer: TableUnit, target: TableUnit, range: Range, band: PreviewBand | RangeBand | null): { drms: DerivedModifier[]; zone: EnfiladeZone | undefined } {
  const drms: DerivedModifier[] = [];
  const add = (id: TargetDrmId, why: string): void => {
    if (drms.some((d) => d.id === id)) return;
    drms.push({ id, kind: 'target', label: TARGET_DRMS[id].label, why, source: TARGET_DRMS[id].source, on: true });
  };
  const u = target.unit;
  // Cover: an area the target stands in (any of its stands' centres), a fence or wall just in front.
  const centres = target.stands.map((s) => centreOf({ ...target, stands: [s] }));
  for (const c of [target.front.centre, ...centres]) {
    for (const a of areasAt(table, c)) {
      const id = AREA_COVER[a.row];
      if (id) add(id, `${target.name} stands in ${a.name}.`);
    }
  }
  for (const i of table.featureIndex.alongSegment(firer.front.centre, range.nearest)) {
    const f = table.allFeatures[i]!;
    if (f.shape !== 'polyline') continue;
    const row = rulesRowOf(f.kind, table.input.map)?.row as TerrainKind | undefined;
    const id = row ? LINE_COVER[row] : undefined;
    if (!id) continue;
    if (crossesNear(firer.front.centre, range.nearest, f.points, BEHIND_COVER_IN)) add(id, `${f.label ?? f.id} runs between them within ${BEHIND_COVER_IN}" of ${target.name}.`);
  }
  // The target's formation and quality.
  if (u && u.arm === 'artillery' && !['limbered', 'road-column', 'column'].includes(target.formation)) add('unlimbered-artillery', `${target.name} stands unlimbered.`);
  if (u && u.arm === 'infantry' && target.formation === 'extended-line') add('extended-line', `${target.name} stands in extended line.`);
  if (u && u.arm === 'infantry' && target.skirmishing) add('skirmishers', `${target.name} are out as skirmishers.`);
  if (u && u.arm === 'cavalry') {
    if (isMounted(target)) add('mounted-cavalry', `${target.name} are mounted.`);
    else if (target.skirmishing) add('dismounted-cavalry-skirmishers', `${target.name} skirmish dismounted.`);
    else add('dismounted-cavalry-line', `${target.name} stand dismounted in line.`);
  }
  if (target.formation === 'square') add('square', `${target.name} stand in square.`);
  if (u && 'quality' in u) {
    if (u.quality === 'elite') add('elite', `${target.name} are elite.`);
    if (u.quality === 'trained') add('trained', `${target.name} are trained.`);
    if (u.quality === 'green') add('green', `${target.name} are green.`);
  }
  if (u?.arm === 'artillery' && firer.unit?.arm === 'artillery') add('artillery-vs-rifled', `${target.name} is a battery; rifled guns add to fire on it.`);
  // Enemy skirmishers the fire passes through, with the target 2 inches or more behind them.
  for (const other of table.units) {
    if (other === target || other === firer || !other.skirmishing || other.side !== target.side || other.role !== 'combat') continue;
    const cross = lineMeetsUnit(firer.front.centre, range.nearest, other);
    if (cross !== undefined && distance(cross, range.nearest) >= BEHIND_SKIRMISHERS_IN) add('behind-skirmishers', `${target.name} stands ${BEHIND_SKIRMISHERS_IN}" or more behind ${other.name}'s skirmish line.`);
  }
  // Enfilade, from the firer's exact centre; none at long range or from or at skirmishers (B:2693).
  const kind = enfiladeTargetOf(target);
  const zone = kind ? enfiladeZoneOf(target, centreOf(firer)) : undefined;
  if (kind && zone && band !== 'long' && !firer.skirmishing && !target.skirmishing) {
    const table2 = kind === 'columns-and-limbered-artillery' && u?.arm === 'artillery' ? 'limbered-artillery' : kind;
    const id = ENFILADE_DRM[table2]?.[zone];
    if (id) add(id, `${firer.name}'s centre is in ${target.name}'s ${zone.replace(/-/g, ' ')} zone.`);
  }
  return { drms, zone };
}

/** Where the segment pq first meets one of a unit's stands, if it does. */
function lineMeetsUnit(p: Point, q: Point, unit: TableUnit): Point | undefined {
  let best: { t: number; point: Point } | undefined;
  for (const s of unit.stands) {
    const ring = s.corners;
    for (let i = 0; i < ring.length; i++) {
      const hit = segmentIntersection(p, q, ring[i]!, ring[(i + 1) % ring.length]!);
      if (hit && (!best || hit.t < best.t)) best = hit;
    }
  }
  return best?.point;
}

/** Whether the segment pq crosses or lies in a box. */
function lineMeetsBox(p: Point, q: Point, b: { minX: number; minY: number; maxX: number; maxY: number }): boolean {
  const inside = (r: Point) => r.x >= b.minX && r.x <= b.maxX && r.y >= b.minY && r.y <= b.maxY;
  if (inside(p) || inside(q)) return true;
  const c = [{ x: b.minX, y: b.minY }, { x: b.maxX, y: b.minY }, { x: b.maxX, y: b.maxY }, { x: b.minX, y: b.maxY }];
  return c.some((a, i) => segmentIntersection(p, q, a, c[(i + 1) % 4]!) !== undefined);
}

/** Whether a polyline crosses pq within `within` inches of q. */
function crossesNear(p: Point, q: Point, line: readonly Point[], within: number): boolean {
  for (let i = 1; i < line.length; i++) {
    const hit = segmentIntersection(p, q, line[i - 1]!, line[i]!);
    if (hit && distance(hit.point, q) <= within) return true;
  }
  return false;
}

/**
 * What the fire previews of one table have found for one firer and target. A table is the units where
 * they stand and the ground, neither of which changes once laid out, so the same question asked of it
 * again has the same answer: an opponent asks a unit's fire at its nearest enemies, then the fire command
 * asks again with the firer's state, and the enemy asks each reaction fire at an act after act that
 * moved nothing. The whole preview is kept per overrides and sight options; the target's modifiers and
 * the units behind it, which those do not change, per range band and pass-through zone.
 */
interface PairFacts {
  previews: Map<string, FireFromPositions>;
  drms: Map<string, { drms: DerivedModifier[]; zone: EnfiladeZone | undefined }>;
  behind: Map<number, TableUnit[]>;
}
const PAIR_FACTS = new WeakMap<PreviewTable, WeakMap<TableUnit, WeakMap<TableUnit, PairFacts>>>();
function pairFacts(table: PreviewTable, firer: TableUnit, target: TableUnit): PairFacts {
  let byFirer = PAIR_FACTS.get(table);
  if (!byFirer) PAIR_FACTS.set(table, (byFirer = new WeakMap()));
  let byTarget = byFirer.get(firer);
  if (!byTarget) byFirer.set(firer, (byTarget = new WeakMap()));
  let facts = byTarget.get(target);
  if (!facts) byTarget.set(target, (facts = { previews: new Map(), drms: new Map(), behind: new Map() }));
  return facts;
}

/**
 * The engine's odds of a fire depend on its input alone, and a game's fires come back to a few hundred
 * inputs (the same regiment at the same band on the same cover): each is worked out once. The answers
 * are only read, never changed, by the previews that share them. Bounded, as a long session asks many.
 */
const ODDS = new Map<string, FireOdds>();
const ODDS_KEPT = 5000;
function oddsOf(input: FireInput): FireOdds {
  const id = JSON.stringify(input);
  let odds = ODDS.get(id);
  if (!odds) {
    if (ODDS.size >= ODDS_KEPT) ODDS.clear();
    ODDS.set(id, (odds = fireOdds(input)));
  }
  return odds;
}

/** The fire of one unit at another from where they stand, with the odds when the fire can be made. */
export function fireFromPositions(table: PreviewTable, firer: TableUnit, target: TableUnit, overrides: PositionOverrides = {}, sightOptions: SightOptions = {}): FireFromPositions {
  const facts = pairFacts(table, firer, target);
  const id = JSON.stringify([overrides, sightOptions]);
  let preview = facts.previews.get(id);
  if (!preview) facts.previews.set(id, (preview = firePreview(table, firer, target, overrides, sightOptions, facts)));
  return preview;
}

function firePreview(table: PreviewTable, firer: TableUnit, target: TableUnit, overrides: PositionOverrides, sightOptions: SightOptions, facts: PairFacts): FireFromPositions {
  const sight = lineOfSight(table, firer, target, sightOptions);
  const range = rangeBetween(firer, target);
  const found = rangeBand(firer, range.distanceInches, table.scale);
  const band = overrides.band ?? found.band;
  const trace: Trace = [...range.trace, { step: 'range band', value: band, detail: overrides.band ? `Set by hand to ${overrides.band}.` : found.why, source: found.source }];
  let derived = facts.drms.get(String(band));
  if (!derived) facts.drms.set(String(band), (derived = derivedTargetDrms(table, firer, target, range, band)));
  const zone = derived.zone;
  // Each preview switches its own modifiers off and on: the kept ones are copied.
  const modifiers: DerivedModifier[] = derived.drms.map((d) => ({ ...d }));
  const u = firer.unit;
  // The firer's own circumstances the map shows.
  const condition = (id: FirerCondition, label: string, why: string, source: string): void => {
    modifiers.push({ id, kind: 'firer', label, why, source, on: true });
  };
  if (firer.skirmishing && u?.arm !== 'artillery') condition('skirmishing', 'firer in skirmishing formation', `${firer.name} are out as skirmishers.`, adfLine(2611));
  if (firer.formation === 'square') condition('square', 'firing from a formed square', `${firer.name} stand in square.`, adfLine(1779));
  if (u && u.arm !== 'artillery' && areasAt(table, firer.front.centre).some((a) => a.row === 'farm-buildings')) {
    condition('farms-or-villages', 'firing out of farms or villages', `${firer.name} fire out of the buildings.`, adfLine(2609));
  }
  if (u?.arm === 'artillery') {
    const artilleryLeader = table.units.find((l) => l.side === firer.side && l.leader?.role === 'artillery' && adjacent(table, firer, l));
    if (artilleryLeader) condition('artillery-leader', 'artillery leader adjacent', `${artilleryLeader.name} stands by the guns.`, adfLine(1931));
  }
  // Switches by hand.
  const off = new Set(overrides.off ?? []);
  for (const m of modifiers) if (off.has(m.id)) m.on = false;
  for (const id of overrides.on ?? []) {
    if (!modifiers.some((m) => m.id === id)) modifiers.push({ id, kind: 'target', label: TARGET_DRMS[id].label, why: 'Set by hand.', source: TARGET_DRMS[id].source, on: true, byHand: true });
    else modifiers.find((m) => m.id === id)!.on = true;
  }
  if (overrides.targetDisordered && !modifiers.some((m) => m.id === 'disorder')) {
    modifiers.push({ id: 'disorder', kind: 'target', label: TARGET_DRMS.disorder.label, why: `${target.name} is in disorder (set by hand).`, source: TARGET_DRMS.disorder.source, on: true, byHand: true });
  }
  for (const m of modifiers) trace.push({ step: m.kind === 'firer' ? 'firer, from the map' : 'target, from the map', value: m.label, detail: m.why, source: m.source, applied: m.on });

  const refuse = (refusal: string): FireFromPositions => ({ firer, target, sight, range, band, zone, modifiers, input: undefined, odds: undefined, refusal, passThrough: [], trace: [...sight.trace, ...trace] });
  if (!u || firer.role !== 'combat') return refuse(`${firer.name} is not a unit that fires.`);
  if (!sight.visible) return refuse(`${firer.name} cannot see ${target.name}.`);
  if (!band) return refuse(found.why);
  // Through or over friends (B:694): never through friendly skirmishers (they do not block sight, so the
  // sight line alone lets it by); a battery fires no canister over the heads of friendly units.
  // A skirmish line spreads its stands with gaps between (B:3167): the line of fire meets it anywhere in its frontage.
  // A unit whose box the line misses is not on it: asked first, as most of a side stands nowhere near the line.
  const aim = centreOf(target);
  const meets = (f: TableUnit): boolean =>
    segmentTouches(firer.front.centre.x, firer.front.centre.y, aim.x, aim.y, f.box.minX - 1e-6, f.box.minY - 1e-6, f.box.maxX + 1e-6, f.box.maxY + 1e-6) &&
    (f.skirmishing ? lineMeetsBox(firer.front.centre, aim, f.box) : lineMeetsUnit(firer.front.centre, aim, f) !== undefined);
  const friendsOnLine = table.units.filter((f) => f !== firer && f.side === firer.side && f.role === 'combat' && meets(f));
  const skirmishers = friendsOnLine.find((f) => f.skirmishing);
  if (skirmishers) {
    trace.push({ step: 'through friends', value: skirmishers.name, detail: `${skirmishers.name} are friendly skirmishers on the line of fire: no unit fires through them.`, source: adfLine(694) });
    return refuse(`${firer.name} cannot fire through friendly skirmishers (${skirmishers.name}).`);
  }
  const below = friendsOnLine.find((f) => !f.skirmishing);
  if (below && u.arm === 'artillery' && (band === 'canister' || band === 'pbf')) {
    trace.push({ step: 'over friends', value: below.name, detail: `${below.name} stands on the line of fire: a battery fires no canister over friendly heads.`, source: adfLine(694) });
    return refuse(`${firer.name} cannot fire canister over ${below.name}.`);
  }
  if (u.arm === 'engineers') return refuse(`${firer.name} are engineers; Muster has no fire table for them.`);
  // A gun battalion: the batteries beside the firer that may fire with it, and those the designer joined.
  const combinedWith: Array<{ weapon: string; sections: number }> = [];
  if (u.arm === 'artillery') {
    // Adjacent to the firer or to a battery that is: a line of guns side by side is one group.
    const batteries = table.units.filter((b) => b !== firer && b.side === firer.side && b.role === 'combat' && b.unit?.arm === 'artillery');
    const beside: TableUnit[] = [];
    for (let edge = [firer]; edge.length; ) {
      const found = batteries.filter((b) => !beside.includes(b) && edge.some((e) => adjacent(table, e, b)));
      beside.push(...found);
      edge = found;
    }
    if (beside.length > 0 && !overrides.battalion?.length) {
      trace.push({ step: 'gun battalion', value: beside.map((b) => b.name).join(', '), detail: `beside ${firer.name}: may fire with it as one gun battalion if all are in good order`, source: adfLine(1292), applied: false });
    }
    const reach = weaponRanges(firer, table.scale)?.long ?? 0;
    for (const key of overrides.battalion ?? []) {
      const b = table.unitsByKey.get(key);
      if (!b || !beside.includes(b) || b.unit?.arm !== 'artillery') return refuse(`${b?.name ?? key} is not a battery in line with ${firer.name}: a gun battalion is of adjacent batteries (B:1292).`);
      // "Up to three adjacent batteries, if all are in good order, can fire as one gun battalion" (B:1292).
      for (const battery of [firer, b]) {
        if (levelOf(battery) !== 'good') return refuse(`${battery.name} is in ${levelOf(battery)}: only batteries all in good order fire as one gun battalion (B:1292).`);
      }
      if ((weaponRanges(b, table.scale)?.long ?? 0) < reach) return refuse(`${b.name}'s guns reach less far than ${firer.name}'s: the battalion fires at the shortest-ranged battery's range, so ${b.name} fires and the others join it (B:1292).`);
      combinedWith.push({ weapon: b.unit.gun, sections: sectionsLeft(b) });
      trace.push({ step: 'gun battalion', value: b.name, detail: `fires with ${firer.name} as one gun battalion`, source: adfLine(1292) });
    }
  }
  if (!firer.rulesSide) return refuse(`${firer.name}'s side plays neither Union nor Confederate.`);
  // Outside its frontal arc a unit fires with at most two figures (B:533).
  const figures = 'figures' in u ? (range.arc === 'front' ? u.figures : Math.min(2, u.figures)) : undefined;
  if (range.arc !== 'front' && figures !== undefined) trace.push({ step: 'frontal arc', value: figures, detail: `${target.name} is outside ${firer.name}'s frontal arc: at most 2 figures fire.`, source: adfLine(533) });
  const input: FireInput = {
    scale: table.scale,
    arm: u.arm,
    weapon: u.arm === 'artillery' ? u.gun : u.weapon,
    ...(figures !== undefined ? { figures } : {}),
    ...(u.arm === 'artillery' ? { sections: sectionsLeft(firer) } : {}),
    quality: u.quality,
    side: firer.rulesSide,
    range: band,
    ...(overrides.firerState ? { state: overrides.firerState } : {}),
    ...(overrides.openingVolley ? { openingVolley: true } : {}),
    ...(isMounted(firer) ? { mounted: true } : {}),
    ...(combinedWith.length ? { combinedWith } : {}),
    // Cavalry in column fires as infantry (B:1643); skirmishers come in through their condition.
    ...(['road-column', 'attack-column', 'column'].includes(firer.formation) ? { formation: 'column' as const } : {}),
    conditions: modifiers.filter((m) => m.kind === 'firer' && m.on).map((m) => m.id as FirerCondition),
    targetDrms: modifiers.filter((m) => m.kind === 'target' && m.on).map((m) => m.id as TargetDrmId),
  };
  const odds = oddsOf(input);
  const artillery = u.arm === 'artillery';
  const zoneIn = passThroughZone(artillery, table.scale);
  let behindKept = facts.behind.get(zoneIn);
  if (!behindKept) facts.behind.set(zoneIn, (behindKept = unitsBehind(table, firer, target, zoneIn)));
  const behind = behindKept;
  const passThrough = passThroughOdds(odds, artillery, behind.length).map((hit) => {
    const unit = behind[hit.behind - 1]!;
    const friendly = unit.side === firer.side;
    hit.trace.unshift({ step: 'passes through into', value: unit.name, detail: `${unit.name}${friendly ? `, a friend of ${firer.name},` : ''} stands within ${passThroughZone(artillery, table.scale)}" behind ${hit.behind === 1 ? target.name : behind[hit.behind - 2]!.name} on the line of fire: at least one hit ${(100 * hit.hitChance).toFixed(1)}%`, source: adfLine(3143) });
    return { unit, friendly, hit };
  });
  return {
    firer,
    target,
    sight,
    range,
    band,
    zone,
    modifiers,
    input,
    odds,
    refusal: odds.allowed ? undefined : odds.trace[odds.trace.length - 1]?.detail,
    passThrough,
    trace: [...sight.trace, ...trace, ...odds.trace, ...passThrough.flatMap((p) => p.hit.trace)],
  };
}

/**
 * The combat units standing one behind another behind `target` on the firer's line of fire, each within
 * `zone` inches of the one in front (B:3143), nearest first: where a fire that hits may carry on.
 */
function unitsBehind(table: PreviewTable, firer: TableUnit, target: TableUnit, zone: number): TableUnit[] {
  const from = firer.front.centre;
  const to = centreOf(target);
  const length = distance(from, to);
  if (length === 0) return [];
  const dir = { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
  const along = (u: TableUnit): number => (centreOf(u).x - from.x) * dir.x + (centreOf(u).y - from.y) * dir.y;
  // Far enough past the target for three units' depth and their gaps.
  const far = { x: to.x + dir.x * 6 * (zone + 2), y: to.y + dir.y * 6 * (zone + 2) };
  // Only the units the index finds around the line are asked: the fire-odds overlay runs this for every pair.
  const near = table.unitIndex.search({ minX: Math.min(to.x, far.x), minY: Math.min(to.y, far.y), maxX: Math.max(to.x, far.x), maxY: Math.max(to.y, far.y) }).map((key) => table.unitsByKey.get(key)!);
  const onLine = near.filter((u) => u !== firer && u !== target && u.role === 'combat' && along(u) > along(target) && lineMeetsUnit(to, far, u) !== undefined);
  const chain: TableUnit[] = [];
  let last = target;
  for (;;) {
    const next = onLine.filter((u) => !chain.includes(u) && along(u) > along(last) && gapBetween(last, u) <= zone).sort((a, b) => along(a) - along(b))[0];
    if (!next) return chain;
    chain.push(next);
    last = next;
  }
}

export interface MoraleFromPositions {
  unit: TableUnit;
  modifiers: DerivedModifier[];
  situation: MoraleUnitSituation | undefined;
  odds: MoraleOdds | undefined;
  refusal: string | undefined;
}

/**
 * A morale check of a unit where it stands, caused by fire from `firer` when given: cover against that
 * fire, the enfilade penalty of the firer's zone, supports, the best adjacent leader, enemies within an
 * inch (B:2489–2542).
 */
/** A unit's adjacent supporters where it stands: friendly combat units, not skirmishing (B:1017, B:3169). */
function supportersOf(table: PreviewTable, unit: TableUnit): TableUnit[] {
  return table.units.filter((s) => s !== unit && s.side === unit.side && s.role === 'combat' && !s.skirmishing && adjacent(table, unit, s));
}

/**
 * `charge`: the unit's part in a charge and the other side's supporters, so its support is the net
 * difference of the two (B:2501, B:3169) and fewer supporters is a penalty.
 */
export function moraleFromPositions(
  table: PreviewTable,
  unit: TableUnit,
  firer?: TableUnit,
  off: readonly string[] = [],
  /** `close`: in a charge, the enemy whose nearness gives the +1 (and why), or null for none; left out, the map decides. */
  charge?: { role: ChargeRole; against: number; close?: { name: string; why: string } | null },
): MoraleFromPositions {
  const u = unit.unit;
  const modifiers: DerivedModifier[] = [];
  if (!u || unit.role !== 'combat') return { unit, modifiers, situation: undefined, odds: undefined, refusal: `${unit.name} does not take morale checks.` };
  const column = firer ? columnOf(firer) : 'other';
  const situational = (id: SituationalModifierId, why: string): void => {
    const m = situationalModifier(id, column);
    modifiers.push({ id, kind: 'morale', label: m.label, why, source: m.source ?? adfLine(2489), on: true });
  };
  // Cover counts only where it gives a protective target DRM against this fire (B:896–898).
  for (const a of areasAt(table, unit.front.centre)) {
    const drm = TERRAIN_EFFECTS[a.row]?.targetDrm;
    if (drm && drm[column] < 0) {
      situational('in-cover', `${unit.name} stands in ${a.name}.`);
      break;
    }
  }
  if (firer) {
    const kind = enfiladeTargetOf(unit);
    const zone = kind ? enfiladeZoneOf(unit, centreOf(firer)) : undefined;
    const id = kind && zone ? ENFILADE_MMP[kind]?.[zone] : undefined;
    const longRange = rangeBand(firer, rangeBetween(firer, unit).distanceInches, table.scale).band === 'long';
    if (id && !longRange && !firer.skirmishing && ENFILADE[kind!][zone!]?.mmp) situational(id, `${firer.name} fires from ${unit.name}'s ${zone!.replace(/-/g, ' ')} zone.`);
  }
  if (charge?.close !== undefined) {
    if (charge.close) situational('within-one-inch-of-enemy', charge.close.why);
  } else {
    const enemyClose = table.units.find((e) => isEnemyOf(e, unit.side) && !e.skirmishing && levelOf(e) !== 'shaken' && levelOf(e) !== 'routed' && gapBetween(unit, e) <= 1);
    if (enemyClose) situational('within-one-inch-of-enemy', `${enemyClose.name} stands within 1" of ${unit.name}.`);
  }
  const supporters = supportersOf(table, unit);
  const moraleMods: MoraleModifier[] = [];
  const support = (): MoraleModifier => (charge ? chargeSupportModifier(supporters.length, charge.against, charge.role) : supportModifier(supporters.length, false));
  if (supporters.length > 0 || (charge && charge.against > 0)) {
    const m = support();
    const own = supporters.length > 0 ? `${supporters.map((s) => s.name).join(', ')} ${supporters.length === 1 ? 'stands' : 'stand'} adjacent in support` : `${unit.name} has no support`;
    const why = charge ? `${own}; the other side has ${charge.against}.` : `${own}.`;
    modifiers.push({ id: 'support', kind: 'morale', label: m.label, why, source: m.source ?? adfLine(2505), on: true });
  }
  const leaders = table.units.filter((l) => l.side === unit.side && l.role === 'leader' && l.leader && adjacent(table, unit, l));
  const best = leaders.sort((a, b) => b.leader!.lb - a.leader!.lb)[0];
  if (best && best.leader!.lb > 0) {
    modifiers.push({ id: 'leader', kind: 'morale', label: `adjacent ${best.leader!.lb}LB leader`, why: `${best.name} stands adjacent to ${unit.name}.`, source: adfLine(2503), on: true });
  }
  const offSet = new Set(off);
  for (const m of modifiers) if (offSet.has(m.id)) m.on = false;
  for (const m of modifiers) {
    if (!m.on || m.id === 'leader') continue;
    if (m.id === 'support') moraleMods.push(support());
    else moraleMods.push(situationalModifier(m.id as SituationalModifierId, column));
  }
  const mounting = u.arm !== 'artillery' && u.stands === 3 ? 3 : 2;
  const situation: MoraleUnitSituation = {
    quality: u.quality,
    // A battery's BMP rises with each section it has lost (B:2548).
    ...(u.arm === 'artillery' && sectionsLostOf(unit) > 0 ? { bmp: batteryBasicMoralePoint(u.quality, sectionsLostOf(unit)) } : {}),
    standsLeft: u.arm === 'artillery' ? 2 : mounting,
    mounting,
    modifiers: moraleMods,
    ...(best && modifiers.find((m) => m.id === 'leader')?.on ? { leaderLb: best.leader!.lb } : {}),
  };
  return { unit, modifiers, situation, odds: moraleOddsForSituation(situation), refusal: undefined };
}

/** Gun sections a placed battery has lost before the scenario begins (its status, B:2653). */
function sectionsLostOf(t: TableUnit): number {
  return t.unit?.arm === 'artillery' ? Math.min(t.unit.sections, t.placement.status?.sectionsLost ?? 0) : 0;
}

/** The sections a battery still has: what fires, joins a battalion and meets a charge, not the printed number. */
function sectionsLeft(t: TableUnit): number {
  return t.unit?.arm === 'artillery' ? t.unit.sections - sectionsLostOf(t) : 0;
}

/** A placed unit's morale level: the one given (a playtest's), else its status in the file, else good order. */
const levelOf = (t: TableUnit, given?: MoraleLevel): MoraleLevel => given ?? t.placement.status?.morale ?? 'good';

/** Whether an enemy gives the +1 of being close to it: not shaken, routed or skirmishing (B:1119). */
const givesCloseness = (enemy: TableUnit, level: MoraleLevel): boolean => !enemy.skirmishing && level !== 'shaken' && level !== 'routed';

/** How close "close to the enemy" is: 1 inch, 2 at 25mm (B:1119). */
const closeInches = (table: PreviewTable): number => (table.scale === '25mm' ? 2 : 1);

/**
 * The batteries that meet a charge on `defender` as one gun battalion (B:1393): it and the batteries in a
 * line beside it, all in good order (B:1292), three at most. One battery alone is no battalion.
 */
function gunBattalionOf(table: PreviewTable, defender: TableUnit, defenderLevel: MoraleLevel): TableUnit[] {
  if (defender.unit?.arm !== 'artillery' || defenderLevel !== 'good') return [defender];
  const batteries = table.units.filter((b) => b !== defender && b.side === defender.side && b.role === 'combat' && b.unit?.arm === 'artillery' && levelOf(b) === 'good');
  const group = [defender];
  for (let edge = [defender]; edge.length && group.length < 3; ) {
    const found = batteries.filter((b) => !group.includes(b) && edge.some((e) => adjacent(table, e, b))).slice(0, 3 - group.length);
    group.push(...found);
    edge = found;
  }
  return group;
}

/** A placed unit's row of the charge morale modifiers (B:2809–2842), or undefined for what does not charge or stand a charge. */
export function chargeFormationOf(unit: TableUnit): ChargeFormation | undefined {
  const u = unit.unit;
  if (!u || unit.role !== 'combat') return undefined;
  if (u.arm === 'cavalry') {
    const f = unit.formation;
    const formation = f === 'skirmishing' || f === 'skirmishers' ? 'skirmishing' : f === 'double-line' ? 'double-line' : f === 'road-column' || f === 'column' ? 'road-column-or-leader' : 'cavalry-line';
    return { arm: 'cavalry', formation, mounted: isMounted(unit) };
  }
  // Batteries stand a charge as the book's artillery rules say (B:1389–1401); Muster reads them on the infantry rows (S12).
  const f = unit.formation;
  const formation = f === 'extended-line' ? 'extended-line' : f === 'skirmishers' ? 'skirmishers' : f === 'attack-column' || f === 'column' ? 'attack-column' : f === 'road-column' || f === 'limbered' ? 'road-column' : f === 'square' ? 'square' : 'battle-line';
  return { arm: 'infantry', formation };
}

export interface ChargeFromPositions {
  attacker: TableUnit;
  defender: TableUnit;
  /** The defender's fear-of-charge check at 1 inch (2 for mounted cavalry) with the +1 of the charger that close, the net CMM and the flank it is charged on. */
  fear: MoraleFromPositions;
  /** The dice-down impact, when both stand. */
  impact: ImpactOdds | undefined;
  /** Each side's impact MMP and unit impact value (figures, or sections for a battery), when both stand. */
  impactSides?: { attacker: { uiv: number; mmp: number }; defender: { uiv: number; mmp: number }; table: ImpactTableId };
  refusal: string | undefined;
  trace: Trace;
}

/** The flank a charge comes in on, from the attacker's centre against the defender's arcs (S8). */
const CHARGED_ON: Record<'infantry' | 'cavalry', Partial<Record<EnfiladeZone, SituationalModifierId>>> = {
  infantry: { 'partial-flank': 'charged-by-infantry-partial-flank', 'rear-partial-flank': 'charged-by-infantry-partial-flank', 'full-flank': 'charged-by-infantry-full-flank-or-rear', rear: 'charged-by-infantry-full-flank-or-rear', side: 'charged-by-infantry-full-flank-or-rear' },
  cavalry: { 'partial-flank': 'charged-by-cavalry-partial-flank', 'rear-partial-flank': 'charged-by-cavalry-partial-flank', 'full-flank': 'charged-by-cavalry-full-flank-or-rear', rear: 'charged-by-cavalry-full-flank-or-rear', side: 'charged-by-cavalry-full-flank-or-rear' },
};

/**
 * A charge of `attacker` on `defender` from where they stand: the defender's fear-of-charge check (net
 * CMM, B:1083–1085, the flank it is charged on, its cover, supports and leader), then the impact dice
 * down (FIV = 2D6 + figures − MMP, B:2462), each side's MMP with the charge situation modifiers
 * (B:1116–1121). Which results table: cavalry against infantry or cavalry, else infantry.
 */
export function chargeFromPositions(
  table: PreviewTable,
  attacker: TableUnit,
  defender: TableUnit,
  off: readonly string[] = [],
  /** The units' morale levels, where a playtest knows them (else each placement's status, else good order). */
  levels: { attacker?: MoraleLevel; defender?: MoraleLevel } = {},
): ChargeFromPositions {
  const trace: Trace = [];
  const attackerLevel = levelOf(attacker, levels.attacker);
  const defenderLevel = levelOf(defender, levels.defender);
  const a = chargeFormationOf(attacker);
  const d = chargeFormationOf(defender);
  // Support counts both ways in a charge (B:2501): each side's check and impact take the net difference.
  const attackerSupport = supportersOf(table, attacker).length;
  const defenderSupport = supportersOf(table, defender).length;
  // The check is taken when the charge comes within 1 inch (2 for mounted cavalry, B:1083), with the +1 of
  // an enemy that close (B:2574; "BMP of 8 plus 1", B:1399) where the charger is one that counts (B:1119).
  const checkAt = a?.arm === 'cavalry' && a.mounted ? 2 : 1;
  const chargerClose = checkAt <= closeInches(table) && givesCloseness(attacker, attackerLevel);
  const fearClose = chargerClose ? { name: attacker.name, why: `${defender.name} takes the check when ${attacker.name} comes within ${checkAt}" of it (B:2574).` } : null;
  const fear = moraleFromPositions(table, defender, undefined, off, { role: 'defender', against: attackerSupport, close: fearClose });
  const refuse = (refusal: string): ChargeFromPositions => ({ attacker, defender, fear, impact: undefined, refusal, trace });
  if (!a || !attacker.unit) return refuse(`${attacker.name} does not charge.`);
  if (attacker.unit.arm === 'artillery') return refuse(`${attacker.name} is a battery: guns do not charge.`);
  if (!d || !fear.situation || !defender.unit) return refuse(`${defender.name} cannot be charged as a unit.`);
  const net = netChargeMoraleModifier(d, a);
  const attackerNet = netChargeMoraleModifier(a, d);
  if (net === 'surrender' || attackerNet === 'surrender') return refuse('A routed unit in a charge surrenders (B:2816).');
  // The fear-of-charge check: net CMM outside the best-two limit, and the flank it comes in on.
  fear.modifiers.push({ id: 'net-cmm', kind: 'morale', label: net === 0 ? 'The charge itself: nothing added, the two formations weigh the same' : `The charge itself: ${net > 0 ? '+' : '−'}${Math.abs(net)} to the check for the two formations`, why: `${defender.name} (${d.formation}) charged by ${attacker.name} (${a.formation}).`, source: NET_CMM_SOURCE, on: !off.includes('net-cmm') });
  const zone = enfiladeZoneOf(defender, centreOf(attacker)) ?? (arcOf(defender, centreOf(attacker)) === 'front' ? undefined : 'full-flank');
  const flank = zone ? CHARGED_ON[a.arm === 'cavalry' ? 'cavalry' : 'infantry'][zone] : undefined;
  if (flank) fear.modifiers.push({ id: flank, kind: 'morale', label: situationalModifier(flank).label, why: `${attacker.name} comes in on ${defender.name}'s ${zone!.replace(/-/g, ' ')}.`, source: situationalModifier(flank).source ?? adfLine(2539), on: !off.includes(flank) });
  // Batteries side by side in good order meet the charge as one gun battalion: supported, their sections
  // added, the best morale point subtracted (B:1393).
  const possible = gunBattalionOf(table, defender, defenderLevel);
  const battalion = off.includes('gun-battalion') ? [defender] : possible;
  if (possible.length > 1) {
    fear.modifiers.push({ id: 'gun-battalion', kind: 'morale', label: `gun battalion of ${possible.length} batteries: supported, their sections added`, why: `${possible.map((b) => b.name).join(', ')} stand side by side in good order.`, source: adfLine(1393), on: !off.includes('gun-battalion') });
  }
  // A battery with no friend beside it stands the charge alone: its BMP doubled for the check and the impact (B:1389).
  const lone = defender.unit.arm === 'artillery' && defenderSupport === 0 && battalion.length === 1;
  if (lone) fear.modifiers.push({ id: 'unsupported-battery', kind: 'morale', label: `unsupported battery: BMP doubled`, why: `No friendly unit stands beside ${defender.name}.`, source: UNSUPPORTED_BATTERY_CHARGE_FACTOR.source, on: !off.includes('unsupported-battery') });
  const loneOn = lone && !off.includes('unsupported-battery');
  const loneBmp = loneOn ? { bmp: batteryBasicMoralePoint(defender.unit.quality, sectionsLostOf(defender), true) } : {};
  const extra: MoraleModifier[] = [];
  if (!off.includes('net-cmm')) extra.push({ label: 'net charge morale modifier', value: net, source: NET_CMM_SOURCE, outsideLimit: true });
  if (flank && !off.includes(flank)) extra.push(situationalModifier(flank));
  const fearSituation: MoraleUnitSituation = { ...fear.situation, ...loneBmp, modifiers: [...(fear.situation.modifiers ?? []), ...extra], level: defenderLevel };
  const fearOdds = moraleOddsForSituation(fearSituation);
  // At impact each side's MMP (B:1089, B:2451): its own with its net CMM (B:2543, B:1121), the charging
  // modifier for the attacker, support, and +1 in contact where the enemy is one that counts (B:1119) —
  // not an unsupported battery for the charger (B:2545).
  const inContact = { attacker: givesCloseness(defender, defenderLevel) && !loneOn, defender: givesCloseness(attacker, attackerLevel) };
  const impactMmp = (unit: TableUnit, charging: boolean): number | undefined => {
    const m = moraleFromPositions(table, unit, undefined, off, charging ? { role: 'attacker', against: defenderSupport, close: null } : { role: 'defender', against: attackerSupport, close: null });
    if (!m.situation) return undefined;
    const mods = [...(m.situation.modifiers ?? [])];
    if (!off.includes('net-cmm')) mods.push({ label: 'net charge morale modifier', value: charging ? attackerNet : net, source: adfLine(2543), outsideLimit: true });
    if (inContact[charging ? 'attacker' : 'defender']) mods.push({ label: 'in contact with the enemy', value: CHARGE_SITUATION_MODIFIERS.closeToEnemy.value, source: CHARGE_SITUATION_MODIFIERS.closeToEnemy.source });
    if (charging) mods.push({ label: `${a.arm} charging`, value: a.arm === 'cavalry' ? CHARGE_SITUATION_MODIFIERS.cavalryCharging.value : CHARGE_SITUATION_MODIFIERS.infantryCharging.value, source: CHARGE_SITUATION_MODIFIERS.infantryCharging.source });
    const level = charging ? attackerLevel : levelOf(unit, unit === defender ? levels.defender : undefined);
    return modifiedMoralePoint({ ...m.situation, ...(charging || unit !== defender ? {} : loneBmp), modifiers: mods, level }).mmp;
  };
  const aMmp = impactMmp(attacker, true);
  const battalionMmps = battalion.map((b) => impactMmp(b, false));
  if (aMmp === undefined || battalionMmps.some((m) => m === undefined)) return refuse('No morale point for one of the two units.');
  const dMmp = Math.min(...(battalionMmps as number[]));
  const uiv = (u: TableUnit): number => (u.unit!.arm === 'artillery' ? sectionsLeft(u) : (u.unit as { figures: number }).figures);
  const dUiv = battalion.reduce((sum, b) => sum + uiv(b), 0);
  if (battalion.length > 1) trace.push({ step: 'gun battalion', value: dUiv, detail: `${battalion.map((b) => `${b.name} ${uiv(b)}`).join(' + ')} sections; the best morale point, ${dMmp}, is subtracted`, source: adfLine(1393) });
  if (!inContact.attacker) trace.push({ step: 'attacker in contact', value: 0, detail: loneOn ? `no +1: ${defender.name} is an unsupported battery (B:2545)` : `no +1: ${defender.name} is ${defender.skirmishing ? 'skirmishing' : defenderLevel}`, source: loneOn ? adfLine(2545) : adfLine(1119) });
  if (!inContact.defender) trace.push({ step: 'defender in contact', value: 0, detail: `no +1: ${attacker.name} is ${attacker.skirmishing ? 'skirmishing' : attackerLevel}`, source: adfLine(1119) });
  const tableId: ImpactTableId = a.arm === 'cavalry' && a.mounted ? (d.arm === 'cavalry' ? 'cavalry-vs-cavalry' : 'cavalry-vs-infantry') : 'infantry';
  const impact = impactOdds({ attacker: { uiv: uiv(attacker), mmp: aMmp }, defender: { uiv: dUiv, mmp: dMmp }, table: tableId });
  trace.push(...fearOdds.trace.map((s) => ({ ...s, step: `fear of charge: ${s.step}` })), ...impact.trace);
  return {
    attacker,
    defender,
    fear: { ...fear, situation: fearSituation, odds: fearOdds },
    impact,
    impactSides: { attacker: { uiv: uiv(attacker), mmp: aMmp }, defender: { uiv: dUiv, mmp: dMmp }, table: tableId },
    refusal: undefined,
    trace,
  };
}

/** The best chance of hits on one enemy from a side's fire, and who fires it. */
export interface EnemyUnderFire {
  target: string;
  /** The chance that the best placed firer scores at least one hit. */
  hitChance: number;
  firer: string;
}

/**
 * The fire-odds overlay: for every enemy of `side` that some unit of the side sees within range, the
 * best chance of hits any one of them has on it (B:2649, the FCRT's hit rows), from where they stand.
 * What the designer watches while dragging, so sight is asked without the explanation.
 */
export function sideFireOdds(table: PreviewTable, side: string): EnemyUnderFire[] {
  const best = new Map<string, EnemyUnderFire>();
  for (const firer of table.units) {
    if (firer.side !== side || firer.role !== 'combat') continue;
    const reach = weaponRanges(firer, table.scale)?.long;
    if (reach === undefined) continue;
    // Only the enemies within long range of the firer's front are asked about, found through the index.
    const c = firer.front.centre;
    const inRange = table.unitIndex
      .search({ minX: c.x - reach, minY: c.y - reach, maxX: c.x + reach, maxY: c.y + reach })
      .map((key) => table.unitsByKey.get(key)!)
      .filter((target) => isEnemyOf(target, side) && rangeBand(firer, rangeBetween(firer, target).distanceInches, table.scale).band !== null);
    // Sight first: most enemies in range are hidden, and a fire that cannot be made needs no modifiers.
    const seen = sightFrom(table, firer, inRange);
    for (const [k, target] of inRange.entries()) {
      if (seen[k] === 0) continue;
      const fire = fireFromPositions(table, firer, target, {}, { explain: false });
      if (!fire.odds || fire.refusal) continue;
      const hitChance = FIRE_RESULTS.filter((r) => FIRE_RESULT_EFFECTS[r].hits > 0).reduce((s, r) => s + fire.odds!.results[r], 0);
      const now = best.get(target.key);
      if (!now || hitChance > now.hitChance) best.set(target.key, { target: target.key, hitChance, firer: firer.key });
    }
  }
  return [...best.values()];
}
