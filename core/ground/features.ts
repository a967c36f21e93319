/**
 * Roads, streams and woods from GeoJSON (longitude/latitude, RFC 7946) or OpenStreetMap XML, laid on the
 * table by the scenario's georeference: projected, clipped to the table (lines cut at its edge, areas by
 * polyclip-ts), simplified to within 0.05", small areas dropped, and given terrain kinds by the tags table
 * (`featureKinds.ts`). Pure: the file is read elsewhere.
 */
import { intersection, type Geom } from 'polyclip-ts';
import type { Point } from '../map/geometry';
import type { TerrainFeature } from '../model/scenario.generated';
import { simplifyLine, simplifyRing, ringArea } from './clean';
import { DEFAULT_FEATURE_KINDS, kindOfTags, type FeatureKindRow } from './featureKinds';
import { groundFrame, type Georeference, type TableSize } from './georef';
import { DEFAULT_MIN_ISLAND_SQ_IN, SIMPLIFY_TOLERANCE_IN } from './limits';
import { GroundImportError } from './elevation';

/** A feature of the data before it is placed: its tags and its lines or rings in longitude/latitude. */
export interface SourceFeature {
  tags: Record<string, unknown>;
  name?: string;
  lines: Array<Array<[number, number]>>;
  areas: Array<Array<[number, number]>>;
}

export interface FeatureImportOptions {
  kinds?: readonly FeatureKindRow[];
  minIslandSqIn?: number;
  /** Mark every feature made reference only (modern roads to trace the 1863 ones by). */
  referenceOnly?: boolean;
  idPrefix?: string;
}

export interface FeatureImport {
  features: TerrainFeature[];
  /** Features made, by kind. */
  kinds: Record<string, number>;
  skipped: { untagged: number; outside: number; small: number };
}

/** GeoJSON's features as source features; throws naming the place when it is not GeoJSON. */
export function geoJsonFeatures(json: unknown): SourceFeature[] {
  const doc = json as { type?: unknown; features?: unknown; geometry?: unknown; properties?: unknown };
  const list = doc?.type === 'FeatureCollection' && Array.isArray(doc.features) ? doc.features : doc?.type === 'Feature' ? [doc] : undefined;
  if (!list) throw new GroundImportError('is not GeoJSON: expected a FeatureCollection or a Feature at the top');
  return list.map((f, i) => {
    const feature = f as { geometry?: { type?: string; coordinates?: unknown } | null; properties?: Record<string, unknown> | null };
    const tags = feature?.properties ?? {};
    const out: SourceFeature = { tags, lines: [], areas: [], ...(typeof tags.name === 'string' ? { name: tags.name } : {}) };
    const g = feature?.geometry;
    if (!g) return out;
    const coords = g.coordinates as unknown;
    const pos = (p: unknown): [number, number] => {
      if (!Array.isArray(p) || typeof p[0] !== 'number' || typeof p[1] !== 'number') throw new GroundImportError(`feature ${i + 1}: a position is not [longitude, latitude]`);
      return [p[0], p[1]];
    };
    const ring = (r: unknown) => (Array.isArray(r) ? r.map(pos) : []);
    switch (g.type) {
      case 'LineString': out.lines.push(ring(coords)); break;
      case 'MultiLineString': for (const l of coords as unknown[]) out.lines.push(ring(l)); break;
      case 'Polygon': if (Array.isArray(coords) && coords[0]) out.areas.push(ring(coords[0])); break;
      case 'MultiPolygon': for (const p of coords as unknown[][]) if (p[0]) out.areas.push(ring(p[0])); break;
      default: break;
    }
    return out;
  });
}

/** OSM XML's ways (lines, or areas when closed and tagged as an area) as source features. */
export function osmXmlFeatures(xml: string): SourceFeature[] {
  if (!/<osm[\s>]/.test(xml)) throw new GroundImportError('is not OpenStreetMap XML: no <osm> element');
  const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const nodes = new Map<string, [number, number]>();
  for (const m of xml.matchAll(/<node\b[^>]*>/g)) {
    const id = attr(m[0], 'id');
    const lat = Number(attr(m[0], 'lat'));
    const lon = Number(attr(m[0], 'lon'));
    if (id && Number.isFinite(lat) && Number.isFinite(lon)) nodes.set(id, [lon, lat]);
  }
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const features: SourceFeature[] = [];
  for (const m of xml.matchAll(/<way\b[^>]*>([\s\S]*?)<\/way>/g)) {
    const body = m[1] ?? '';
    const refs = [...body.matchAll(/<nd\b[^>]*ref="([^"]*)"/g)].map((r) => r[1]!);
    const tags: Record<string, string> = {};
    for (const t of body.matchAll(/<tag\b[^>]*k="([^"]*)"[^>]*v="([^"]*)"/g)) tags[unescape(t[1]!)] = unescape(t[2]!);
    const points = refs.map((r) => nodes.get(r)).filter((p): p is [number, number] => p !== undefined);
    if (points.length < 2) continue;
    const closed = refs.length > 3 && refs[0] === refs[refs.length - 1];
    const area = closed && (tags.area === 'yes' || ['building', 'landuse', 'natural', 'leisure'].some((k) => k in tags)) && tags.natural !== 'tree_row';
    features.push({ tags, lines: area ? [] : [points], areas: area ? [points] : [], ...(tags.name ? { name: tags.name } : {}) });
  }
  return features;
}

/** Cuts a polyline at the table's edge (Liang–Barsky on each segment), keeping the pieces inside. */
export function clipLine(line: readonly Point[], table: TableSize): Point[][] {
  const pieces: Point[][] = [];
  let current: Point[] = [];
  const flush = () => {
    if (current.length >= 2) pieces.push(current);
    current = [];
  };
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i]!;
    const b = line[i + 1]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    let t0 = 0;
    let t1 = 1;
    const edges: Array<[number, number]> = [[-dx, a.x], [dx, table.widthIn - a.x], [-dy, a.y], [dy, table.heightIn - a.y]];
    let inside = true;
    for (const [p, q] of edges) {
      if (p === 0) {
        if (q < 0) inside = false;
      } else {
        const t = q / p;
        if (p < 0) t0 = Math.max(t0, t);
        else t1 = Math.min(t1, t);
      }
    }
    if (!inside || t0 > t1) {
      flush();
      continue;
    }
    const start = { x: a.x + t0 * dx, y: a.y + t0 * dy };
    const end = { x: a.x + t1 * dx, y: a.y + t1 * dy };
    if (current.length === 0 || t0 > 0) {
      flush();
      current.push(start);
    }
    current.push(end);
    if (t1 < 1) flush();
  }
  flush();
  return pieces;
}

/** The parts of an area inside the table (polyclip-ts), outer rings only. */
export function clipArea(ring: readonly Point[], table: TableSize): Point[][] {
  const subject: Geom = [[ring.map((p) => [p.x, p.y] as [number, number])]];
  const box: Geom = [[[[0, 0], [table.widthIn, 0], [table.widthIn, table.heightIn], [0, table.heightIn], [0, 0]]]];
  return intersection(subject, box).map((poly) => (poly[0] ?? []).map(([x, y]) => ({ x, y })));
}

/** The source features placed on the table with their kinds. */
export function importFeatures(source: readonly SourceFeature[], georef: Georeference, table: TableSize, options: FeatureImportOptions = {}): FeatureImport {
  const frame = groundFrame(georef, table, 'EPSG:4326');
  const kindsTable = options.kinds ?? DEFAULT_FEATURE_KINDS;
  const minIsland = options.minIslandSqIn ?? DEFAULT_MIN_ISLAND_SQ_IN;
  const prefix = options.idPrefix ?? 'data';
  const features: TerrainFeature[] = [];
  const kinds: Record<string, number> = {};
  const skipped = { untagged: 0, outside: 0, small: 0 };
  const place = (points: Array<[number, number]>) => points.map(([x, y]) => frame.toTable(x, y));
  for (const f of source) {
    const kind = kindOfTags(f.tags, kindsTable);
    if (!kind) {
      skipped.untagged++;
      continue;
    }
    let made = 0;
    const add = (shape: 'polygon' | 'polyline', points: Point[]) => {
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      made++;
      features.push({ id: `${prefix}-${features.length + 1}`, kind, shape, points, ...(f.name ? { label: f.name.slice(0, 200) } : {}), ...(options.referenceOnly ? { referenceOnly: true } : {}) });
    };
    let small = 0;
    for (const line of f.lines) {
      for (const piece of clipLine(place(line), table)) {
        const s = simplifyLine(piece, SIMPLIFY_TOLERANCE_IN);
        if (s.length >= 2) add('polyline', s.slice(0, 10000));
      }
    }
    for (const area of f.areas) {
      for (const part of clipArea(place(area), table)) {
        if (Math.abs(ringArea(part)) < minIsland) {
          small++;
          continue;
        }
        add('polygon', simplifyRing(part, SIMPLIFY_TOLERANCE_IN).slice(0, 10000));
      }
    }
    if (made === 0) {
      if (small > 0) skipped.small++;
      else skipped.outside++;
    }
  }
  return { features, kinds, skipped };
}
