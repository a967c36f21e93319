/**
 * The table as the rules preview sees it: every placed unit as its stands with its front, every terrain
 * feature with the sight rule it plays by in the scenario's season, the hills by level, and two spatial
 * indexes (features and hills, units) that line of sight, ranges and checks query instead of scanning
 * the whole board. Built once per scenario state; a drag rebuilds only what it moves (`moveUnit`).
 */
import { boxOf, closestOnSegment, distance, facingVector, rightOf, sub, dot, type Box, type Point } from '../map/geometry';
import { featureTerrain } from '../map/conditions';
import { contourClosed } from '../map/contours';
import { placedStands, unitsByReference, type Placed } from '../map/placements';
import type { MapRenderInput } from '../map/scenarioMap';
import { SpatialIndex } from '../map/spatialIndex';
import type { Stand } from '../map/stands';
import { rulesRowOf } from '../map/terrainKinds';
import type { Leader, Unit } from '../oob/types';
import { DEFAULT_CONDITIONS, TERRAIN_EFFECTS, type TerrainConditions } from '../rules/adf/terrain';
import type { FigureScale, Side } from '../vocabulary/words';
import { adfLine } from '../rules/trace';
import type { Formation, TabletopPlacement, TerrainFeature } from '../scenario/types.generated';

/** How a feature limits sight, reduced to what the line-of-sight walk needs. */
export type SightRule =
  /** Seen into or out of this far along the line (light woods, orchards, brush; a scenario's own note). */
  | { kind: 'limits'; depthIn: number }
  /** Not seen through; a unit at its edge sees out (heavy woods, farms and villages). */
  | { kind: 'blocks' };

/** Sight reaches this little way into a feature that blocks it: a unit at the edge sees out (S2). */
export const EDGE_ALLOWANCE_IN = 0.1;

/** How much of a line a feature may hold and not block it: its depth, or the edge allowance of one that blocks outright. */
export const sightDepthOf = (rule: SightRule): number => (rule.kind === 'blocks' ? EDGE_ALLOWANCE_IN : rule.depthIn);

export interface SightFeature {
  id: string;
  /** The feature's kind as the map names it (a built-in kind or the map's own `custom-…`). */
  kind: string;
  name: string;
  points: readonly Point[];
  closed: boolean;
  box: Box;
  rule: SightRule;
  /** Where the rule comes from: the terrain chart's line, or the scenario's own note on the feature. */
  source: string;
  /** What the chart makes of the kind, for the cover a target in or behind it has (a chart row). */
  row: string | undefined;
}

/** Ground raised above the table: a closed contour or a hill feature with a height. */
export interface Hill {
  id: string;
  level: number;
  ring: readonly Point[];
  box: Box;
  /** A steep slope or crest line: sight is blocked more than 2 inches back from it (B:2165). */
  steep: boolean;
}

/** A crest line: a contour drawn as a sharp crest, or the edge of a steep slope. */
export interface Crest {
  id: string;
  level: number;
  points: readonly Point[];
  closed: boolean;
  box: Box;
}

export type TableUnitRole = 'combat' | 'leader' | 'marker' | 'unknown';

export interface TableUnit {
  /** `side` + NUL + `unit`, the key the map editor and placement problems use. */
  key: string;
  side: string;
  rulesSide: Side | undefined;
  /** The placement's reference: a unit's id or name in its side's order of battle. */
  ref: string;
  name: string;
  placement: TabletopPlacement;
  formation: Formation;
  role: TableUnitRole;
  unit: Unit | undefined;
  leader: Leader | undefined;
  stands: Stand[];
  box: Box;
  /** The ends and centre of the unit's front. */
  front: { left: Point; centre: Point; right: Point };
  /** In a skirmish formation: does not block sight, and counts only behind it as skirmishers (B:694). */
  skirmishing: boolean;
}

export interface PreviewTable {
  scale: FigureScale;
  board: { widthIn: number; heightIn: number };
  conditions: TerrainConditions;
  units: TableUnit[];
  unitsByKey: Map<string, TableUnit>;
  features: SightFeature[];
  /** Every feature, sight-limiting or not, for cover and movement. */
  allFeatures: readonly TerrainFeature[];
  /** Every feature's box, by its index in `allFeatures`: what stands where, and which fence is in front. */
  featureIndex: SpatialIndex<number>;
  hills: Hill[];
  crests: Crest[];
  /** The sight features, then the hills, then the crests, each numbered by its place in that order. */
  groundIndex: SpatialIndex<number>;
  unitIndex: SpatialIndex<string>;
  input: PreviewInput;
}

export interface PreviewInput extends MapRenderInput {
  conditions?: TerrainConditions;
}

const SKIRMISH_FORMATIONS: ReadonlySet<Formation> = new Set<Formation>(['skirmishers', 'skirmishing']);

/** The source every steep-slope crest rule cites. */
export const CREST_SOURCE = adfLine(2165);

/** Whether `u` is an enemy of `side`: a combat unit of another side, one that can be seen, fired on and charged. */
export const isEnemyOf = (u: TableUnit, side: string): boolean => u.side !== side && u.role === 'combat';

/** The enemies of `side` on the table, in its order (`isEnemyOf`). */
export const enemiesOf = (table: PreviewTable, side: string): TableUnit[] => table.units.filter((u) => isEnemyOf(u, side));

export const placementKey = (p: Pick<TabletopPlacement, 'side' | 'unit'>): string => `${p.side}\u0000${p.unit}`;

/** The sight rule of a feature: its own note in the map wins over the chart (B:2168, "unless uniquely defined by the scenario"). */
function sightRuleOf(feature: TerrainFeature, input: PreviewInput, conditions: TerrainConditions): { rule: SightRule; source: string } | undefined {
  const own = feature.los;
  const season = feature.season ?? conditions.season;
  if (own) {
    const source = `the map's own sight note on ${feature.label ?? feature.id}`;
    if (own.effect === 'none') return undefined;
    if (own.effect === 'blocks') return { rule: { kind: 'blocks' }, source };
    const depth = season === 'winter' ? (own.winterDepthIn ?? own.depthIn) : own.depthIn;
    return depth === undefined ? { rule: { kind: 'blocks' }, source } : { rule: { kind: 'limits', depthIn: depth }, source };
  }
  const terrain = featureTerrain(feature, input.map, conditions);
  if (!terrain.sight || !terrain.row) return undefined;
  const source = TERRAIN_EFFECTS[terrain.row as keyof typeof TERRAIN_EFFECTS]?.source ?? adfLine(2152);
  switch (terrain.sight.kind) {
    case 'restricted':
      return { rule: { kind: 'limits', depthIn: terrain.sight.inches }, source };
    case 'blocked':
    case 'blocked-see-out-from-edge':
      return { rule: { kind: 'blocks' }, source };
    default:
      // Clear ground, and slopes: slopes block by their height (hills below), not as features.
      return undefined;
  }
}

function frontOf(stands: readonly Stand[], at: Point, facingDeg: number): TableUnit['front'] {
  const right = rightOf(facingDeg);
  const ahead = facingVector(facingDeg);
  const corners = stands.flatMap((s) => s.corners);
  const aheadOf = (c: Point): number => dot(sub(c, at), ahead);
  const front = Math.max(...corners.map(aheadOf));
  const onFront = corners.filter((c) => aheadOf(c) > front - 0.01);
  const across = onFront.map((c) => dot(sub(c, at), right));
  const min = Math.min(...across);
  const max = Math.max(...across);
  const along = (k: number): Point => ({ x: at.x + right.x * k + ahead.x * front, y: at.y + right.y * k + ahead.y * front });
  return { left: along(min), centre: along((min + max) / 2), right: along(max) };
}

function roleOf(placed: Placed): TableUnitRole {
  return placed.kind === 'unit' ? 'combat' : placed.kind;
}

/** One placement as a unit on the table. */
export function tableUnit(placement: TabletopPlacement, input: PreviewInput, refs: Map<string, Map<string, Unit | Leader>>): TableUnit {
  const side = input.sides.find((s) => s.id === placement.side);
  const placed = placedStands(placement, refs.get(placement.side) ?? new Map(), { scale: input.scale, ...(input.map.standSizes ? { sizes: input.map.standSizes } : {}) });
  const unit = placed.kind === 'unit' ? placed.unit : undefined;
  const leader = placed.kind === 'leader' ? placed.leader : undefined;
  return {
    key: placementKey(placement),
    side: placement.side,
    rulesSide: side?.rulesSide,
    ref: placement.unit,
    name: unit?.name ?? leader?.name ?? placement.unit,
    placement,
    formation: placement.formation,
    role: roleOf(placed),
    unit,
    leader,
    stands: placed.stands,
    box: boxOf(placed.stands.flatMap((s) => s.corners)),
    front: frontOf(placed.stands, placement.at, placement.facingDeg),
    skirmishing: SKIRMISH_FORMATIONS.has(placement.formation),
  };
}

const REFS = new WeakMap<PreviewInput['sides'], Map<string, Map<string, Unit | Leader>>>();

/** Each side's units and leaders by reference, made once per sides. */
function refsOf(sides: PreviewInput['sides']): Map<string, Map<string, Unit | Leader>> {
  let refs = REFS.get(sides);
  if (!refs) REFS.set(sides, (refs = new Map(sides.map((s) => [s.id, unitsByReference(s.orderOfBattle)]))));
  return refs;
}

const PLACED = new WeakMap<TabletopPlacement, { sides: PreviewInput['sides']; scale: PreviewInput['scale']; sizes: unknown; unit: TableUnit }>();

/**
 * A placement's unit on the table, laid out once: a playtest makes a table for every state, in which
 * every placement but the one that moved is the same object as before.
 */
function placedOnce(placement: TabletopPlacement, input: PreviewInput, refs: Map<string, Map<string, Unit | Leader>>): TableUnit {
  const known = PLACED.get(placement);
  if (known && known.sides === input.sides && known.scale === input.scale && known.sizes === input.map.standSizes) return known.unit;
  const unit = tableUnit(placement, input, refs);
  PLACED.set(placement, { sides: input.sides, scale: input.scale, sizes: input.map.standSizes, unit });
  return unit;
}

/** The table's ground: what sight and movement read of the features and contours, with its indexes. */
interface TableGround {
  features: SightFeature[];
  hills: Hill[];
  crests: Crest[];
  groundIndex: SpatialIndex<number>;
  featureIndex: SpatialIndex<number>;
}

const GROUNDS = new WeakMap<object, Array<{ contours: unknown; kinds: unknown; conditions: string; ground: TableGround }>>();

/**
 * The ground of a map in its conditions, made once per map's features and contours and kept: a playtest
 * makes a table for every state, and only its units differ from one state to the next.
 */
function tableGround(input: PreviewInput, conditions: TerrainConditions): TableGround {
  const key = JSON.stringify(conditions);
  let known = GROUNDS.get(input.map.features);
  if (!known) GROUNDS.set(input.map.features, (known = []));
  const hit = known.find((k) => k.contours === input.map.contours && k.kinds === input.map.terrainKinds && k.conditions === key);
  if (hit) return hit.ground;
  const features: SightFeature[] = [];
  const hills: Hill[] = [];
  const crests: Crest[] = [];
  for (const f of input.map.features) {
    const sight = sightRuleOf(f, input, conditions);
    const row = rulesRowOf(f.kind, input.map)?.row;
    if (sight && f.points.length >= 2) {
      features.push({ id: f.id, kind: f.kind, name: f.label ?? f.id, points: f.points, closed: f.shape === 'polygon', box: boxOf(f.points), rule: sight.rule, source: sight.source, row });
    }
    if (f.height !== undefined && f.height > 0 && f.shape === 'polygon' && f.points.length >= 3) {
      const steep = row === 'steep-slope';
      hills.push({ id: f.id, level: f.height, ring: f.points, box: boxOf(f.points), steep });
      if (steep) crests.push({ id: f.id, level: f.height, points: f.points, closed: true, box: boxOf(f.points) });
    }
  }
  for (const c of input.map.contours ?? []) {
    if (c.points.length < 2) continue;
    if (c.crest) crests.push({ id: c.id, level: c.level, points: c.points, closed: contourClosed(c), box: boxOf(c.points) });
    else if (c.closed !== false && c.points.length >= 3) hills.push({ id: c.id, level: c.level, ring: c.points, box: boxOf(c.points), steep: false });
  }
  const all = [...features, ...hills, ...crests];
  const ground: TableGround = {
    features,
    hills,
    crests,
    groundIndex: SpatialIndex.of<number>(all.map((g, i) => [i, g.box] as const)),
    featureIndex: SpatialIndex.of<number>(input.map.features.flatMap((f, i) => (f.points.length > 0 ? [[i, boxOf(f.points)] as const] : []))),
  };
  // A map edited in place (the editor's features array is replaced on every edit, never mutated) keeps few entries.
  if (known.length > 8) known.shift();
  known.push({ contours: input.map.contours, kinds: input.map.terrainKinds, conditions: key, ground });
  return ground;
}

/** Builds the preview's table from a scenario's render input. */
export function previewTable(input: PreviewInput): PreviewTable {
  const conditions = input.conditions ?? DEFAULT_CONDITIONS;
  const refs = refsOf(input.sides);
  const units = (input.map.units ?? []).map((p) => placedOnce(p, input, refs));
  const { features, hills, crests, groundIndex, featureIndex } = tableGround(input, conditions);
  const unitIndex = SpatialIndex.of<string>(units.map((u) => [u.key, u.box] as const));
  return {
    scale: input.scale,
    board: input.board,
    conditions,
    units,
    unitsByKey: new Map(units.map((u) => [u.key, u])),
    features,
    allFeatures: input.map.features,
    featureIndex,
    hills,
    crests,
    groundIndex,
    unitIndex,
    input,
  };
}

/** The table with one unit moved (a drag): its stands are laid out again and its index entry moved. */
export function moveUnit(table: PreviewTable, key: string, at: Point, facingDeg?: number): PreviewTable {
  const old = table.unitsByKey.get(key);
  if (!old) return table;
  const placement = { ...old.placement, at, facingDeg: facingDeg ?? old.placement.facingDeg };
  const refs = new Map(table.input.sides.map((s) => [s.id, unitsByReference(s.orderOfBattle)]));
  const moved = tableUnit(placement, table.input, refs);
  const units = table.units.map((u) => (u.key === key ? moved : u));
  table.unitIndex.set(key, moved.box);
  return { ...table, units, unitsByKey: new Map(units.map((u) => [u.key, u])) };
}

/**
 * Finds a unit by its placement reference or by its name in its side's order of battle, as the CLI's
 * UNIT argument and the app's search do. A name that two sides share is ambiguous.
 */
export function findUnit(table: PreviewTable, ref: string): { ok: true; unit: TableUnit } | { ok: false; message: string } {
  const exact = table.units.filter((u) => u.ref === ref || u.unit?.id === ref || u.leader?.id === ref);
  const byName = exact.length ? exact : table.units.filter((u) => u.name === ref);
  const folded = byName.length ? byName : table.units.filter((u) => u.name.toLowerCase() === ref.toLowerCase());
  if (folded.length === 1) return { ok: true, unit: folded[0]! };
  if (folded.length > 1) return { ok: false, message: `'${ref}' names ${folded.length} units on the map (${folded.map((u) => `${u.name} of ${u.side}`).join(', ')}); use a unit id` };
  return { ok: false, message: `no unit '${ref}' is placed on the map` };
}

/**
 * The level of the ground at a point: the highest hill that holds it (0 off every hill). The hills'
 * boxes one by one: a table has tens of hills against thousands of features, and the ground index's
 * search would walk to the features too and hand back every key under the point.
 */
export function groundLevel(table: PreviewTable, p: Point): number {
  let level = 0;
  for (const hill of table.hills) {
    const { box } = hill;
    if (hill.level > level && p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY && ringHolds(hill.ring, p)) level = hill.level;
  }
  return level;
}

/** Even-odd point in polygon, without the boundary tolerance of geometry's (hot path). */
export function ringHolds(ring: readonly Point[], p: Point): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The nearest point of a unit's stands to `p` (p itself when it is inside a stand). */
export function nearestPointOf(unit: TableUnit, p: Point): Point {
  let best: Point = unit.front.centre;
  let bestD = Infinity;
  for (const s of unit.stands) {
    if (ringHolds(s.corners, p)) return p;
    for (let i = 0; i < s.corners.length; i++) {
      const q = closestOnSegment(p, s.corners[i]!, s.corners[(i + 1) % s.corners.length]!).point;
      const d = distance(p, q);
      if (d < bestD) {
        bestD = d;
        best = q;
      }
    }
  }
  return best;
}
