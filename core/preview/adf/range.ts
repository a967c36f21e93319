/**
 * Range, arcs and enfilade from where units stand. Range runs from the front centre of the firing unit
 * to the nearest point of the target (B:1513); the firer's frontal arc is 45° off its front (B:533); the
 * enfilade zone is where the exact centre of the firing unit sits against the target's frontal arc, and
 * a doubtful case goes to the target (B:1475, B:1513). Zone boundaries as geometry: rules-notes S8.
 */
import { distance, dot, facingVector, rightOf, sub, type Point } from '../../map/geometry';
import { standsSpec } from '../../map/placements';
import { fieldArtilleryRanges, type ArtilleryRanges } from '../../rules/adf/artillery';
import { CAVALRY_FIREPOWER, INFANTRY_FIREPOWER, smallArmsRanges } from '../../rules/adf/firepower';
import type { RangeBand } from '../../rules/adf/fire';
import type { EnfiladeTarget, EnfiladeZone } from '../../rules/adf/terrain';
import type { FigureScale } from '../../model/words';
import { adfLine, type Trace } from '../../rules/trace';
import type { Formation } from '../../model/scenario.generated';
import { nearestPointOf, type TableUnit } from './table';

export const ARCS = ['front', 'flank', 'rear'] as const;
export type Arc = (typeof ARCS)[number];
export const ARC_LABELS: Readonly<Record<Arc, string>> = { front: 'frontal arc', flank: 'flank', rear: 'rear' };

/** The range bands a preview reports, nearest first (the CLI's `rangeBand`). */
export const PREVIEW_BANDS = ['pbf', 'canister', 'short', 'normal', 'long'] as const satisfies readonly RangeBand[];
export type PreviewBand = (typeof PREVIEW_BANDS)[number];

const RANGE_SOURCE = adfLine(1513);
const ARC_SOURCE = adfLine(533);

/** A point in a unit's own frame: `across` to the right of its front centre, `ahead` in front of it. */
function local(unit: TableUnit, p: Point): { across: number; ahead: number } {
  const d = sub(p, unit.front.centre);
  return { across: dot(d, rightOf(unit.placement.facingDeg)), ahead: dot(d, facingVector(unit.placement.facingDeg)) };
}

/**
 * Half the width of a unit's front and its depth, in inches. Asked of the same unit for every arc and range
 * it is measured in (each reading of a move, each fire preview), though it changes only with its stands and
 * facing: kept per table unit, which is made anew when either changes.
 */
function extent(unit: TableUnit): { half: number; depth: number } {
  const kept = EXTENTS.get(unit);
  if (kept) return kept;
  const half = distance(unit.front.left, unit.front.right) / 2;
  const ahead = facingVector(unit.placement.facingDeg);
  const backs = unit.stands.flatMap((s) => s.corners.map((c) => -dot(sub(c, unit.front.centre), ahead)));
  const made = Object.freeze({ half, depth: Math.max(0, ...backs) });
  EXTENTS.set(unit, made);
  return made;
}

const EXTENTS = new WeakMap<TableUnit, { half: number; depth: number }>();

/** The centre of a unit: the mean of its stands' corners. */
export function centreOf(unit: TableUnit): Point {
  // Asked again and again of the same stands (every fire and its line, every unit behind a target): kept per layout.
  const kept = CENTRES.get(unit.stands);
  if (kept) return kept;
  const corners = unit.stands.flatMap((s) => s.corners);
  const sum = corners.reduce((acc, c) => ({ x: acc.x + c.x, y: acc.y + c.y }), { x: 0, y: 0 });
  const centre = Object.freeze({ x: sum.x / corners.length, y: sum.y / corners.length });
  CENTRES.set(unit.stands, centre);
  return centre;
}

const CENTRES = new WeakMap<TableUnit['stands'], Point>();

/**
 * Which of a unit's arcs a point lies in: in front within 45° of the front's ends, behind within 45° of
 * the rear's ends, else on a flank. On a boundary the point counts as in front (the more generous arc).
 */
export function arcOf(unit: TableUnit, p: Point): Arc {
  const { across, ahead } = local(unit, p);
  const { half, depth } = extent(unit);
  const beyondEnd = Math.abs(across) - half;
  if (ahead >= 0 && beyondEnd <= ahead + 1e-9) return 'front';
  if (ahead <= -depth && beyondEnd <= -depth - ahead + 1e-9) return 'rear';
  return 'flank';
}

export interface Range {
  /** From the firer's front centre to the nearest point of the target, in inches. */
  distanceInches: number;
  nearest: Point;
  /** Where the target lies from the firer. */
  arc: Arc;
  trace: Trace;
}

export function rangeBetween(firer: TableUnit, target: TableUnit): Range {
  const nearest = nearestPointOf(target, firer.front.centre);
  const distanceInches = distance(firer.front.centre, nearest);
  const arc = arcOf(firer, nearest);
  return {
    distanceInches,
    nearest,
    arc,
    trace: [
      { step: 'range', value: round2(distanceInches), unit: 'inches', detail: `From ${firer.name}'s front centre to the nearest point of ${target.name}.`, source: RANGE_SOURCE },
      { step: 'arc', value: arc, detail: `${target.name} is in ${firer.name}'s ${ARC_LABELS[arc]}.`, source: ARC_SOURCE },
    ],
  };
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Whether a cavalry unit in this formation is mounted (as its stands are drawn). */
export function isMounted(unit: TableUnit): boolean {
  return unit.unit?.arm === 'cavalry' && standsSpec(unit.unit, unit.formation).kind === 'mounted-cavalry';
}

export interface WeaponRanges {
  kind: 'small-arms' | 'artillery';
  short: number;
  normal: number;
  long: number;
  /** Artillery only. */
  canister?: number;
  /** Weapons that fire only at point-blank (pistols, shotguns). */
  pbfOnly?: boolean;
  source: string;
}

/** The firing ranges of a placed unit at the scenario's scale, or undefined for what does not fire. */
export function weaponRanges(unit: TableUnit, scale: FigureScale): WeaponRanges | undefined {
  const u = unit.unit;
  if (!u) return undefined;
  if (u.arm === 'infantry') {
    const row = INFANTRY_FIREPOWER[u.weapon];
    return { kind: 'small-arms', ...smallArmsRanges(row, scale), ...(row.pbfOnly ? { pbfOnly: true } : {}), source: row.source[scale] };
  }
  if (u.arm === 'cavalry') {
    const row = CAVALRY_FIREPOWER[u.weapon];
    return { kind: 'small-arms', ...smallArmsRanges(row, scale), ...(row.pbfOnly ? { pbfOnly: true } : {}), source: row.source[scale] };
  }
  if (u.arm === 'artillery') {
    const r: ArtilleryRanges = fieldArtilleryRanges(u.gun, scale);
    return { kind: 'artillery', short: r.short, normal: r.normal, long: r.long, canister: r.canister, source: adfLine(1317) };
  }
  return undefined;
}

/**
 * The range band a distance falls in for this firer: small arms short under 1 inch, normal up to the
 * weapon's range, long to twice it (B:757–773); guns canister, short at half normal, normal, long
 * (B:1294–1306). Point-blank is fire at a charge only, so a standing target is never at `pbf`;
 * mounted cavalry fire only at short range (B:1653). Null: out of range, or a unit that does not fire.
 */
export function rangeBand(unit: TableUnit, distanceInches: number, scale: FigureScale): { band: PreviewBand | null; why: string; source: string } {
  const r = weaponRanges(unit, scale);
  if (!r) return { band: null, why: `${unit.name} does not fire.`, source: RANGE_SOURCE };
  const d = distanceInches;
  if (r.kind === 'artillery') {
    const band: PreviewBand | null = d <= r.canister! ? 'canister' : d <= r.short ? 'short' : d <= r.normal ? 'normal' : d <= r.long ? 'long' : null;
    const why = band ? `${round2(d)}" is ${band} range for the guns (canister ≤${r.canister}", short ≤${r.short}", normal ≤${r.normal}", long ≤${r.long}").` : `${round2(d)}" is beyond the guns' long range of ${r.long}".`;
    return { band, why, source: r.source };
  }
  if (r.pbfOnly) return { band: null, why: `${unit.name} fire only at point-blank, at a charge.`, source: r.source };
  if (isMounted(unit)) {
    const band = d < r.short ? 'short' : null;
    return { band, why: band ? `${round2(d)}" is short range.` : `Mounted, ${unit.name} fire only at short range, under ${r.short}".`, source: adfLine(1653) };
  }
  const band: PreviewBand | null = d < r.short ? 'short' : d <= r.normal ? 'normal' : d <= r.long ? 'long' : null;
  const why = band ? `${round2(d)}" is ${band} range (short <${r.short}", normal ≤${r.normal}", long ≤${r.long}").` : `${round2(d)}" is beyond long range (${r.long}").`;
  return { band, why, source: r.source };
}

const LINE_FORMATIONS: ReadonlySet<Formation> = new Set<Formation>(['battle-line', 'extended-line', 'cavalry-line', 'mounted', 'dismounted', 'double-line']);
const COLUMN_FORMATIONS: ReadonlySet<Formation> = new Set<Formation>(['column', 'attack-column', 'road-column', 'limbered']);

/** What kind of enfilade target a unit is in its formation, or undefined where no enfilade applies (skirmishers, squares, leaders). */
export function enfiladeTargetOf(unit: TableUnit): EnfiladeTarget | undefined {
  if (unit.role !== 'combat' || !unit.unit) return undefined;
  if (unit.unit.arm === 'artillery') return COLUMN_FORMATIONS.has(unit.formation) ? 'columns-and-limbered-artillery' : 'unlimbered-artillery';
  if (COLUMN_FORMATIONS.has(unit.formation)) return 'columns-and-limbered-artillery';
  if (LINE_FORMATIONS.has(unit.formation) || unit.formation === 'any') return 'lines';
  return undefined;
}

/**
 * The zone the firer's centre sits in against the target (S8): forward of the frontal arc, behind the
 * rear arc, or off an end of the line, where the 90° between those arcs splits into partial flank, full
 * flank (within 22.5° of the line's axis, firing down its length) and rear partial flank. Columns and
 * limbered batteries have front, side and rear.
 */
export function enfiladeZoneOf(target: TableUnit, firerCentre: Point): EnfiladeZone | undefined {
  const kind = enfiladeTargetOf(target);
  if (!kind) return undefined;
  const arc = arcOf(target, firerCentre);
  if (kind === 'columns-and-limbered-artillery') return arc === 'front' ? 'front' : arc === 'rear' ? 'rear' : 'side';
  if (arc === 'front') return 'forward';
  if (arc === 'rear') return 'rear';
  const { across, ahead } = local(target, firerCentre);
  const { half, depth } = extent(target);
  const angle = (Math.atan2(ahead + depth / 2, Math.abs(across) - half) * 180) / Math.PI;
  // Ties go to the zone less hurtful to the target.
  if (angle >= 22.5) return 'partial-flank';
  if (angle <= -22.5) return kind === 'lines' ? 'rear-partial-flank' : 'partial-flank';
  return 'full-flank';
}
