/**
 * The coordinate systems Muster knows, by EPSG code, as proj4 definitions: longitude/latitude on the
 * datums US elevation and road data come in, the UTM zones (WGS 84, NAD83, NAD27), Web Mercator and the
 * CONUS Albers of the national elevation products. A code outside these is named in the error, so the
 * designer can reproject the file (or place an image by control points instead).
 */
import proj4 from 'proj4';

/** What a missing `crs` means: longitude and latitude (WGS 84). */
export const DEFAULT_CRS = 'EPSG:4326';

const FIXED: Record<number, { name: string; proj: string }> = {
  4326: { name: 'WGS 84 longitude/latitude', proj: '+proj=longlat +datum=WGS84 +no_defs' },
  4269: { name: 'NAD83 longitude/latitude', proj: '+proj=longlat +datum=NAD83 +no_defs' },
  4267: { name: 'NAD27 longitude/latitude', proj: '+proj=longlat +datum=NAD27 +no_defs' },
  3857: { name: 'Web Mercator', proj: '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs' },
  5070: { name: 'NAD83 / CONUS Albers', proj: '+proj=aea +lat_0=23 +lon_0=-96 +lat_1=29.5 +lat_2=45.5 +x_0=0 +y_0=0 +datum=NAD83 +units=m +no_defs' },
  6350: { name: 'NAD83(2011) / CONUS Albers', proj: '+proj=aea +lat_0=23 +lon_0=-96 +lat_1=29.5 +lat_2=45.5 +x_0=0 +y_0=0 +ellps=GRS80 +units=m +no_defs' },
};

/** UTM zones by EPSG range: the first code, the zones it has, the datum and whether south. */
const UTM_RANGES: Array<{ first: number; zones: number; datum: string; south: boolean; name: string }> = [
  { first: 32601, zones: 60, datum: '+datum=WGS84', south: false, name: 'WGS 84 / UTM zone {z}N' },
  { first: 32701, zones: 60, datum: '+datum=WGS84', south: true, name: 'WGS 84 / UTM zone {z}S' },
  { first: 26901, zones: 23, datum: '+datum=NAD83', south: false, name: 'NAD83 / UTM zone {z}N' },
  { first: 26701, zones: 22, datum: '+datum=NAD27', south: false, name: 'NAD27 / UTM zone {z}N' },
];

export interface KnownCrs {
  code: number;
  /** `EPSG:N`, as files and the command line name it. */
  id: string;
  name: string;
  proj: string;
  geographic: boolean;
}

/** A coordinate system Muster knows by its EPSG code, or undefined. */
export function knownCrs(code: number): KnownCrs | undefined {
  const fixed = FIXED[code];
  if (fixed) return { code, id: `EPSG:${code}`, name: fixed.name, proj: fixed.proj, geographic: fixed.proj.startsWith('+proj=longlat') };
  for (const r of UTM_RANGES) {
    const zone = code - r.first + 1;
    if (zone >= 1 && zone <= r.zones) {
      return { code, id: `EPSG:${code}`, name: r.name.replace('{z}', String(zone)), proj: `+proj=utm +zone=${zone}${r.south ? ' +south' : ''} ${r.datum} +units=m +no_defs`, geographic: false };
    }
  }
  return undefined;
}

/** The systems Muster knows, in words, for an error about one it does not. */
export const KNOWN_CRS_WORDS = 'longitude/latitude (EPSG:4326, 4269, 4267), UTM zones (EPSG:326NN and 327NN on WGS 84, 269NN on NAD83, 267NN on NAD27), Web Mercator (EPSG:3857) and CONUS Albers (EPSG:5070, 6350)';

/** Reads `EPSG:N` (or a bare N); undefined when it is not that shape. */
export function parseCrsId(text: string): number | undefined {
  const m = /^(?:EPSG:)?(\d{4,6})$/i.exec(text.trim());
  return m ? Number(m[1]) : undefined;
}

/** Why a CRS id cannot be used, in words; undefined when Muster knows it. */
export function crsProblem(id: string): string | undefined {
  const code = parseCrsId(id);
  if (code === undefined) return `'${id}' is not a coordinate system code (write it EPSG:N)`;
  if (!knownCrs(code)) return `EPSG:${code} is a coordinate system Muster does not know; it knows ${KNOWN_CRS_WORDS}`;
  return undefined;
}

export type Converter = (xy: [number, number]) => [number, number];

/** Converters between two known systems (forward and inverse); throws on an unknown one, as crsProblem says. */
export function converterBetween(from: string, to: string): { forward: Converter; inverse: Converter } {
  const a = definitionOf(from);
  const b = definitionOf(to);
  const conv = proj4(a, b);
  return { forward: (xy) => conv.forward(xy) as [number, number], inverse: (xy) => conv.inverse(xy) as [number, number] };
}

/** A proj4 definition for an `EPSG:N` id or a proj4 string (for the local frame). */
function definitionOf(id: string): string {
  if (id.startsWith('+proj=')) return id;
  const problem = crsProblem(id);
  if (problem) throw new Error(problem);
  return knownCrs(parseCrsId(id)!)!.proj;
}
