/**
 * Where a scenario's table lies on the Earth: its centre in a coordinate system, a rotation and a ground
 * scale in yards per inch. Any point of any known system maps to the table through a plane frame in
 * metres: the georeference's own system when it is projected (UTM, Albers: its grid north is the table's
 * north, as a QGIS map canvas in that system shows it), or for longitude/latitude an azimuthal
 * equidistant projection about the table's centre (true north). So a projected DEM, a longitude/latitude
 * one and GeoJSON (always longitude/latitude) land on the same table.
 *
 * The rotation turns the ground clockwise on the table: 0 puts north at the top edge, 90 at the right.
 */
import type { Point } from '../map/geometry';
import { DEFAULT_CRS, converterBetween, crsProblem, knownCrs, parseCrsId, type Converter } from './crs';
import { metresPerInch } from './scale';

export interface Georeference {
  /** The table's centre in `crs` (longitude, latitude for a geographic one; easting, northing otherwise). */
  centre: Point;
  /** `EPSG:N`; absent, longitude/latitude (EPSG:4326). */
  crs?: string;
  /** Degrees the ground is turned clockwise on the table; absent, 0 (north up). */
  rotationDeg?: number;
  yardsPerInch: number;
}

export interface TableSize {
  widthIn: number;
  heightIn: number;
}

/** Why a georeference cannot place anything, in words; undefined when it can. */
export function georeferenceProblem(g: Georeference): string | undefined {
  const crsWhy = crsProblem(g.crs ?? DEFAULT_CRS);
  if (crsWhy) return crsWhy;
  if (!(g.yardsPerInch > 0) || !Number.isFinite(g.yardsPerInch)) return `the ground scale must be more than 0 yards per inch (it is ${g.yardsPerInch})`;
  if (!Number.isFinite(g.centre.x) || !Number.isFinite(g.centre.y)) return 'the table\'s centre is not a pair of numbers';
  return undefined;
}

/** A placing of the table: points of one coordinate system to table inches and back. */
export interface GroundFrame {
  /** A point in `system` (the frame's own) to table inches. */
  toTable(x: number, y: number): Point;
  /** Table inches to a point in `system`. */
  fromTable(p: Point): [number, number];
  system: string;
}

/**
 * The table placed by `g`, reading and giving points in `system` (the DEM's own, or longitude/latitude
 * for GeoJSON). Throws with the reason when a system is unknown.
 */
export function groundFrame(g: Georeference, table: TableSize, system: string = g.crs ?? DEFAULT_CRS): GroundFrame {
  const problem = georeferenceProblem(g) ?? crsProblem(system);
  if (problem) throw new Error(problem);
  const own = knownCrs(parseCrsId(g.crs ?? DEFAULT_CRS)!)!;
  let local: string;
  let origin: [number, number];
  if (own.geographic) {
    local = `+proj=aeqd +lat_0=${g.centre.y} +lon_0=${g.centre.x} +x_0=0 +y_0=0 ${own.proj.includes('NAD27') ? '+datum=NAD27' : '+datum=WGS84'} +units=m +no_defs`;
    origin = [0, 0];
  } else {
    local = own.proj;
    origin = [g.centre.x, g.centre.y];
  }
  const same = system === own.id || (parseCrsId(system) === own.code);
  const conv = same && !own.geographic ? { forward: (xy: [number, number]) => xy, inverse: (xy: [number, number]) => xy } : converterBetween(system, local);
  const m = metresPerInch(g.yardsPerInch);
  const theta = ((g.rotationDeg ?? 0) * Math.PI) / 180;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const cx = table.widthIn / 2;
  const cy = table.heightIn / 2;
  const toTableLocal = (e: number, n: number): Point => {
    // Unrotated, east is +x and north is −y (the table's y runs south); then turned clockwise by θ.
    const dx = (e - origin[0]) / m;
    const dy = -(n - origin[1]) / m;
    return { x: cx + dx * cos - dy * sin, y: cy + dx * sin + dy * cos };
  };
  const fromTableLocal = (p: Point): [number, number] => {
    const ux = p.x - cx;
    const uy = p.y - cy;
    const dx = ux * cos + uy * sin;
    const dy = -ux * sin + uy * cos;
    return [origin[0] + dx * m, origin[1] - dy * m];
  };
  return {
    system,
    toTable: (x, y) => {
      const [e, n] = conv.forward([x, y]);
      return toTableLocal(e, n);
    },
    fromTable: (p) => conv.inverse(fromTableLocal(p)),
  };
}

export type { Converter };
