/**
 * The scenario's georeference as the designer types it (the Table section's "Where the table lies on
 * the Earth"): the centre's two coordinates, the system by EPSG code, the rotation and the ground scale.
 * Read here into a georeference or into a reason per field, in the designer's words, so the app's form
 * and anything else that takes typed values refuse the same things. Pure: no DOM.
 */
import type { Georeference } from '../model/scenario.generated';
import { GEOREFERENCE_BOUNDS } from '../model/limits';
import { converterBetween, crsProblem, DEFAULT_CRS, knownCrs, parseCrsId } from './crs';
import { BOOK_GROUND_SCALE, BOOK_GROUND_SCALE_ABOUT, defaultYardsPerInch } from './scale';
import type { FigureScale } from '../model/words';
import { ADF_BOOK } from '../rules/trace';

/** A line of the book as the issue and the designer's notes cite it: B:321. */
const cite = (source: string): string => source.replace(`${ADF_BOOK}:`, 'B:');

/** The form's fields as typed. */
export interface GeoreferenceFields {
  x: string;
  y: string;
  crs: string;
  rotationDeg: string;
  yardsPerInch: string;
}

export type GeoreferenceField = keyof GeoreferenceFields;

export type GeoreferenceReading = { georeference: Georeference; problems?: undefined } | { georeference?: undefined; problems: Partial<Record<GeoreferenceField, string>> };

/** The fields for a scenario's georeference, or empty ones (the book's ground scale, north up) when it has none. */
export function georeferenceFields(g: Georeference | undefined, scale: string | undefined): GeoreferenceFields {
  return {
    x: g ? String(g.centre.x) : '',
    y: g ? String(g.centre.y) : '',
    crs: g?.crs ?? DEFAULT_CRS,
    rotationDeg: String(g?.rotationDeg ?? 0),
    yardsPerInch: String(g?.yardsPerInch ?? defaultYardsPerInch(scale)),
  };
}

/** What the centre's two numbers are in a system: longitude/latitude, or easting/northing. */
export function centreWords(crs: string): { x: string; y: string } {
  const code = parseCrsId(crs || DEFAULT_CRS);
  const known = code === undefined ? undefined : knownCrs(code);
  return known && !known.geographic ? { x: 'Easting (m)', y: 'Northing (m)' } : { x: 'Longitude (°)', y: 'Latitude (°)' };
}

/** A known system's name (`WGS 84 / UTM zone 18N`), or undefined. */
export function crsName(crs: string): string | undefined {
  const code = parseCrsId(crs);
  return code === undefined ? undefined : knownCrs(code)?.name;
}

/** The book's range of ground scales for a figure scale, in words with its source. */
export function bookScaleWords(scale: string | undefined): string {
  const row = scale !== undefined && scale in BOOK_GROUND_SCALE ? BOOK_GROUND_SCALE[scale as FigureScale] : undefined;
  if (!row) return `The book: about ${BOOK_GROUND_SCALE_ABOUT.yardsPerInch} yards an inch (${cite(BOOK_GROUND_SCALE_ABOUT.source)}).`;
  return `The book for ${scale}: ${row.yardsPerInch.min}–${row.yardsPerInch.max} yards an inch (${row.sources.map(cite).join(', ')}).`;
}

const numberOf = (text: string): number | undefined => {
  const t = text.trim().replace(/,/g, '');
  if (!t) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** Reads the typed fields: a georeference, or what is wrong with each field that is wrong. */
export function readGeoreferenceFields(fields: GeoreferenceFields, scale: string | undefined): GeoreferenceReading {
  const problems: Partial<Record<GeoreferenceField, string>> = {};
  const crsText = fields.crs.trim() || DEFAULT_CRS;
  const code = parseCrsId(crsText);
  const crs = code === undefined ? crsText : `EPSG:${code}`;
  const crsWhy = code === undefined ? `'${crsText}' is not a coordinate system code: write it EPSG:N (EPSG:4326 is longitude/latitude)` : crsProblem(crs);
  if (crsWhy) problems.crs = crsWhy.charAt(0).toUpperCase() + crsWhy.slice(1);
  const known = code === undefined ? undefined : knownCrs(code);
  const words = centreWords(crs);

  const x = numberOf(fields.x);
  const y = numberOf(fields.y);
  for (const [field, value, word] of [['x', x, words.x], ['y', y, words.y]] as const) {
    const name = word.replace(/ \(.*\)$/, '');
    if (value === undefined) problems[field] = `Give the table centre's ${name.toLowerCase()}.`;
    else if (Number.isNaN(value)) problems[field] = `'${fields[field].trim()}' is not a number.`;
    else if (Math.abs(value) > GEOREFERENCE_BOUNDS.coordinate) problems[field] = `${name} ${value} is past ±${GEOREFERENCE_BOUNDS.coordinate.toLocaleString('en-US')}.`;
  }
  if (known?.geographic) {
    if (problems.x === undefined && x !== undefined && Math.abs(x) > 180) problems.x = `Longitude ${x} is not between -180 and 180.`;
    if (problems.y === undefined && y !== undefined && Math.abs(y) > 90) problems.y = `Latitude ${y} is not between -90 and 90.`;
  } else if (known && problems.x === undefined && problems.y === undefined && x !== undefined && y !== undefined) {
    // A projected centre must be a place on the Earth: back to longitude/latitude and sane.
    let lonLat: [number, number] | undefined;
    try {
      lonLat = converterBetween(crs, DEFAULT_CRS).forward([x, y]);
    } catch {
      lonLat = undefined;
    }
    if (!lonLat || !lonLat.every(Number.isFinite) || Math.abs(lonLat[1]) > 90 || Math.abs(lonLat[0]) > 180) {
      problems.x = `Easting ${x}, northing ${y} is no place on the Earth in ${crs} (${known.name}).`;
    }
  }

  const rotation = numberOf(fields.rotationDeg) ?? 0;
  if (Number.isNaN(rotation)) problems.rotationDeg = `'${fields.rotationDeg.trim()}' is not a number of degrees.`;
  else if (Math.abs(rotation) > GEOREFERENCE_BOUNDS.rotationDeg) problems.rotationDeg = `The rotation must be degrees from -${GEOREFERENCE_BOUNDS.rotationDeg} to ${GEOREFERENCE_BOUNDS.rotationDeg}.`;

  const yards = numberOf(fields.yardsPerInch) ?? defaultYardsPerInch(scale);
  if (Number.isNaN(yards)) problems.yardsPerInch = `'${fields.yardsPerInch.trim()}' is not a number of yards.`;
  else if (!(yards > 0) || yards > GEOREFERENCE_BOUNDS.yardsPerInch) problems.yardsPerInch = `The ground scale must be more than 0 and at most ${GEOREFERENCE_BOUNDS.yardsPerInch.toLocaleString('en-US')} yards an inch.`;

  if (Object.keys(problems).length) return { problems };
  return {
    georeference: { centre: { x: x!, y: y! }, ...(crs !== DEFAULT_CRS ? { crs } : {}), ...(rotation ? { rotationDeg: rotation } : {}), yardsPerInch: yards },
  };
}
