/**
 * Elevation to hills: a DEM sampled over the table (bilinear, through the scenario's georeference),
 * contoured at the designer's interval with d3-contour (the first level one interval above the lowest
 * ground on the table), each closed contour simplified to within 0.05" and cleaned, small islands dropped;
 * optionally the hilltops marked as crests and ground steeper than a gradient marked as steep slope.
 * Pure: the file is read elsewhere (electron/services/ground).
 */
import { contours as d3Contours } from 'd3-contour';
import type { Point } from '../map/geometry';
import type { Contour, TerrainFeature } from '../model/scenario.generated';
import { demSampler, type Dem } from './dem';
import { groundFrame, type Georeference, type TableSize } from './georef';
import { metresPerInch } from './scale';
import { DEFAULT_MIN_ISLAND_SQ_IN, GROUND_LIMITS, SIMPLIFY_TOLERANCE_IN } from './limits';
import { insideRing, ringArea, simplifyRing } from './clean';

export interface ElevationOptions {
  intervalMetres: number;
  /** Closed contours (and steep patches) smaller than this are dropped; default 0.25 sq in. */
  minIslandSqIn?: number;
  /** Mark each hill's top contour as a crest line. */
  crests?: boolean;
  /** Mark ground steeper than this rise over run (0.25 is 1 in 4) as steep slope. */
  steepGradient?: number;
  /** Prefix of the new contours' and features' ids (made unique by the command that applies them). */
  idPrefix?: string;
  /** Called now and then with the share done (0–1); returning false cancels the import. */
  progress?: (done: number) => boolean | void;
}

export interface ElevationLevel {
  level: number;
  metres: number;
  contours: number;
}

export interface ElevationHill {
  /** The hill's top contour. */
  contour: string;
  level: number;
  /** The highest ground inside it, in metres, and where. */
  topMetres: number;
  top: Point;
}

export interface ElevationImport {
  contours: Contour[];
  steep: TerrainFeature[];
  levels: ElevationLevel[];
  hills: ElevationHill[];
  lowestMetres: number;
  highestMetres: number;
  /** The table's corners (north-west, north-east, south-east, south-west) in the DEM's coordinates. */
  extent: Array<[number, number]>;
  /** Size of one sample of the grid the contours were traced on, in inches. */
  cellIn: number;
  dropped: { islands: number; holes: number };
}

/** An import that cannot be made, with the reason in the designer's words (the caller adds the file's name). */
export class GroundImportError extends Error {}

/** Thrown when `progress` returns false. */
export class GroundImportCancelled extends Error {}

/** Heights over the table's grid: sample i, j at the centre of its cell. */
export interface TableGrid {
  nx: number;
  ny: number;
  cellW: number;
  cellH: number;
  values: Float64Array;
}

/** The table's grid of samples: square cells about `cellIn` inches, at most GROUND_LIMITS.gridCells of them. */
export function tableGrid(table: TableSize, cellIn?: number): Omit<TableGrid, 'values'> {
  const minCell = Math.sqrt((table.widthIn * table.heightIn) / GROUND_LIMITS.gridCells);
  const cell = Math.max(cellIn ?? 0.1, minCell);
  const nx = Math.max(2, Math.ceil(table.widthIn / cell));
  const ny = Math.max(2, Math.ceil(table.heightIn / cell));
  return { nx, ny, cellW: table.widthIn / nx, cellH: table.heightIn / ny };
}

/** Samples the DEM over the table; throws with how much of the table it does not cover or holds NoData. */
export function sampleTable(dem: Dem, georef: Georeference, table: TableSize, progress?: (done: number) => boolean | void): TableGrid {
  const frame = groundFrame(georef, table, dem.crs);
  const sample = demSampler(dem);
  const grid = tableGrid(table);
  const { nx, ny, cellW, cellH } = grid;
  const values = new Float64Array(nx * ny);
  let missing = 0;
  for (let j = 0; j < ny; j++) {
    if (j % 32 === 0 && progress?.(j / ny) === false) throw new GroundImportCancelled('cancelled');
    for (let i = 0; i < nx; i++) {
      const [x, y] = frame.fromTable({ x: (i + 0.5) * cellW, y: (j + 0.5) * cellH });
      const v = sample(x, y);
      if (Number.isNaN(v)) missing++;
      values[j * nx + i] = v;
    }
  }
  if (missing > 0) {
    const share = (missing / (nx * ny)) * 100;
    const holesOnly = coversCorners(dem, frame, table);
    throw new GroundImportError(
      holesOnly
        ? `it has NoData holes under ${share.toFixed(1)}% of the table; fill them (gdal_fillnodata) or move the table`
        : `it does not cover the table: ${share.toFixed(1)}% of the table is outside it or NoData; move the table's centre, pick a smaller ground scale or use a larger DEM`,
    );
  }
  return { ...grid, values };
}

/** Whether the table's four corners lie inside the DEM's footprint (so any gap is a hole, not an edge). */
function coversCorners(dem: Dem, frame: ReturnType<typeof groundFrame>, table: TableSize): boolean {
  const [t0, t1, t2, t3, t4, t5] = dem.transform;
  const det = t1 * t5 - t2 * t4;
  return [{ x: 0, y: 0 }, { x: table.widthIn, y: 0 }, { x: table.widthIn, y: table.heightIn }, { x: 0, y: table.heightIn }].every((p) => {
    const [x, y] = frame.fromTable(p);
    const col = (t5 * (x - t0) - t2 * (y - t3)) / det;
    const row = (-t4 * (x - t0) + t1 * (y - t3)) / det;
    return col >= 0 && row >= 0 && col <= dem.width && row <= dem.height;
  });
}

/** The whole import: contours, levels, hills, steep ground and the table's extent in the DEM's coordinates. */
export function importElevation(dem: Dem, georef: Georeference, table: TableSize, options: ElevationOptions): ElevationImport {
  if (!(options.intervalMetres > 0)) throw new GroundImportError(`the contour interval must be more than 0 metres (it is ${options.intervalMetres})`);
  const progress = options.progress;
  const grid = sampleTable(dem, georef, table, progress ? (d) => progress(d * 0.7) : undefined);
  return contourGrid(grid, georef, table, dem, options);
}

function contourGrid(grid: TableGrid, georef: Georeference, table: TableSize, dem: Dem, options: ElevationOptions): ElevationImport {
  const { nx, ny, cellW, cellH, values } = grid;
  let lowest = Infinity;
  let highest = -Infinity;
  for (const v of values) {
    if (v < lowest) lowest = v;
    if (v > highest) highest = v;
  }
  const interval = options.intervalMetres;
  const thresholds: number[] = [];
  for (let k = 1; lowest + k * interval < highest; k++) {
    if (k > GROUND_LIMITS.levels) {
      throw new GroundImportError(`an interval of ${interval} m makes more than ${GROUND_LIMITS.levels} levels between ${lowest.toFixed(1)} m and ${highest.toFixed(1)} m; pick a larger interval`);
    }
    thresholds.push(lowest + k * interval);
  }
  const minIsland = options.minIslandSqIn ?? DEFAULT_MIN_ISLAND_SQ_IN;
  const prefix = options.idPrefix ?? 'ground';
  const toInches = (ring: number[][]): Point[] => ring.map(([gx, gy]) => ({ x: gx! * cellW, y: gy! * cellH }));
  const generator = d3Contours().size([nx, ny]).thresholds(thresholds);
  const contours: Contour[] = [];
  const rings: Array<{ id: string; level: number; ring: Point[] }> = [];
  const levels: ElevationLevel[] = [];
  let islands = 0;
  let holes = 0;
  thresholds.forEach((t, index) => {
    if (options.progress?.(0.7 + (0.25 * index) / thresholds.length) === false) throw new GroundImportCancelled('cancelled');
    const level = index + 1;
    const shape = generator.contour(values as unknown as number[], t);
    let count = 0;
    for (const polygon of shape.coordinates) {
      holes += polygon.length - 1;
      const outer = polygon[0];
      if (!outer) continue;
      const raw = toInches(outer);
      if (Math.abs(ringArea(raw)) < minIsland) {
        islands++;
        continue;
      }
      const ring = simplifyRing(raw, SIMPLIFY_TOLERANCE_IN);
      const id = `${prefix}-${level}-${++count}`;
      rings.push({ id, level, ring });
      contours.push({ id, level, closed: true, label: `${Math.round(t)} m`, points: ring });
    }
    levels.push({ level, metres: t, contours: count });
  });
  const hills = hilltops(rings, grid);
  if (options.crests) {
    const tops = new Set(hills.map((h) => h.contour));
    for (const c of contours) if (tops.has(c.id)) c.crest = true;
  }
  const steep = options.steepGradient !== undefined ? steepGround(grid, georef, options.steepGradient, minIsland, prefix) : [];
  const frame = groundFrame(georef, table, dem.crs);
  const extent = [{ x: 0, y: 0 }, { x: table.widthIn, y: 0 }, { x: table.widthIn, y: table.heightIn }, { x: 0, y: table.heightIn }].map((p) => frame.fromTable(p));
  options.progress?.(1);
  return { contours, steep, levels, hills, lowestMetres: lowest, highestMetres: highest, extent, cellIn: Math.max(cellW, cellH), dropped: { islands, holes } };
}

/** The contours with no higher contour inside them: each is a hill's top, with the highest sample in it. */
function hilltops(rings: Array<{ id: string; level: number; ring: Point[] }>, grid: TableGrid): ElevationHill[] {
  const hasHigher = new Set<string>();
  for (const inner of rings) {
    for (const outer of rings) {
      if (outer.level === inner.level - 1 && insideRing(inner.ring[0]!, outer.ring)) hasHigher.add(outer.id);
    }
  }
  const { nx, ny, cellW, cellH, values } = grid;
  return rings
    .filter((r) => !hasHigher.has(r.id))
    .map((r) => {
      const xs = r.ring.map((p) => p.x);
      const ys = r.ring.map((p) => p.y);
      const i0 = Math.max(0, Math.floor(Math.min(...xs) / cellW));
      const i1 = Math.min(nx - 1, Math.ceil(Math.max(...xs) / cellW));
      const j0 = Math.max(0, Math.floor(Math.min(...ys) / cellH));
      const j1 = Math.min(ny - 1, Math.ceil(Math.max(...ys) / cellH));
      let best = -Infinity;
      let top: Point = r.ring[0]!;
      for (let j = j0; j <= j1; j++) {
        for (let i = i0; i <= i1; i++) {
          const v = values[j * nx + i]!;
          const p = { x: (i + 0.5) * cellW, y: (j + 0.5) * cellH };
          if (v > best && insideRing(p, r.ring)) {
            best = v;
            top = p;
          }
        }
      }
      return { contour: r.id, level: r.level, topMetres: best, top: { x: Math.round(top.x * 1000) / 1000, y: Math.round(top.y * 1000) / 1000 } };
    });
}

/** Ground steeper than `gradient` (rise over run): the slope of the table's grid contoured at that value. */
function steepGround(grid: TableGrid, georef: Georeference, gradient: number, minIsland: number, prefix: string): TerrainFeature[] {
  const { nx, ny, cellW, cellH, values } = grid;
  const m = metresPerInch(georef.yardsPerInch);
  const slope = new Float64Array(nx * ny);
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const l = values[j * nx + Math.max(0, i - 1)]!;
      const r = values[j * nx + Math.min(nx - 1, i + 1)]!;
      const u = values[Math.max(0, j - 1) * nx + i]!;
      const d = values[Math.min(ny - 1, j + 1) * nx + i]!;
      const gx = (r - l) / (((Math.min(nx - 1, i + 1) - Math.max(0, i - 1)) || 1) * cellW * m);
      const gy = (d - u) / (((Math.min(ny - 1, j + 1) - Math.max(0, j - 1)) || 1) * cellH * m);
      slope[j * nx + i] = Math.hypot(gx, gy);
    }
  }
  const shape = d3Contours().size([nx, ny]).contour(slope as unknown as number[], gradient);
  const features: TerrainFeature[] = [];
  for (const polygon of shape.coordinates) {
    const outer = polygon[0];
    if (!outer) continue;
    const raw = outer.map(([gx, gy]) => ({ x: gx! * cellW, y: gy! * cellH }));
    if (Math.abs(ringArea(raw)) < minIsland) continue;
    features.push({ id: `${prefix}-steep-${features.length + 1}`, kind: 'steep-slope', shape: 'polygon', points: simplifyRing(raw, SIMPLIFY_TOLERANCE_IN) });
  }
  return features;
}
