import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { clipArea, clipLine, geoJsonFeatures, importFeatures, kindOfTags, osmXmlFeatures } from '../../../core/ground';

const table = { widthIn: 72, heightIn: 54 };
const utm = '+proj=utm +zone=18 +datum=WGS84 +units=m +no_defs';
/** Longitude/latitude of a table point (inches) under a UTM 18N table centred at 310000, 4410000 at 100 yards an inch. */
const lonLat = (x: number, y: number): [number, number] => proj4(utm, 'EPSG:4326', [310000 + (x - 36) * 91.44, 4410000 - (y - 27) * 91.44]) as [number, number];
const georef = { centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', yardsPerInch: 100 };

describe('roads, streams and woods from vector data', () => {
  it('gives kinds by the tags table, first matching row winning', () => {
    expect(kindOfTags({ highway: 'primary' })).toBe('road');
    expect(kindOfTags({ highway: 'track' })).toBe('trail');
    expect(kindOfTags({ waterway: 'stream' })).toBe('stream');
    expect(kindOfTags({ landuse: 'forest' })).toBe('light-woods');
    expect(kindOfTags({ natural: 'wood' })).toBe('light-woods');
    expect(kindOfTags({ building: 'yes' })).toBe('farm-buildings');
    expect(kindOfTags({ amenity: 'bench' })).toBeUndefined();
    expect(kindOfTags({ highway: 'primary' }, [{ tag: 'highway', value: 'primary', kind: 'turnpike' }])).toBe('turnpike');
  });

  it('cuts lines at the table edge and areas to the table', () => {
    expect(clipLine([{ x: -10, y: 10 }, { x: 10, y: 10 }, { x: 10, y: 70 }], table)).toEqual([[{ x: 0, y: 10 }, { x: 10, y: 10 }, { x: 10, y: 54 }]]);
    const parts = clipArea([{ x: -5, y: -5 }, { x: 5, y: -5 }, { x: 5, y: 5 }, { x: -5, y: 5 }], table);
    expect(parts).toHaveLength(1);
    const xs = parts[0]!.map((p) => p.x);
    expect(Math.min(...xs)).toBe(0);
    expect(Math.max(...xs)).toBe(5);
  });

  it('lays a road, a stream and a wood from GeoJSON where the georeference puts them', () => {
    const geojson = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { highway: 'secondary', name: 'Emmitsburg Road' }, geometry: { type: 'LineString', coordinates: [lonLat(-10, 20), lonLat(30, 20), lonLat(80, 20)] } },
        { type: 'Feature', properties: { waterway: 'stream' }, geometry: { type: 'LineString', coordinates: [lonLat(40, 0), lonLat(40, 54)] } },
        { type: 'Feature', properties: { landuse: 'forest' }, geometry: { type: 'Polygon', coordinates: [[lonLat(50, 30), lonLat(60, 30), lonLat(60, 40), lonLat(50, 40), lonLat(50, 30)]] } },
        { type: 'Feature', properties: { amenity: 'bench' }, geometry: { type: 'Point', coordinates: lonLat(1, 1) } },
      ],
    };
    const made = importFeatures(geoJsonFeatures(geojson), georef, table, { referenceOnly: true });
    expect(made.kinds).toEqual({ road: 1, stream: 1, 'light-woods': 1 });
    expect(made.skipped.untagged).toBe(1);
    const road = made.features.find((f) => f.kind === 'road')!;
    expect(road.label).toBe('Emmitsburg Road');
    expect(road.referenceOnly).toBe(true);
    // Cut at both edges and simplified to its straight line at y = 20".
    expect(road.points).toHaveLength(2);
    expect(road.points[0]!.x).toBeCloseTo(0, 2);
    expect(road.points[1]!.x).toBeCloseTo(72, 2);
    for (const p of road.points) expect(p.y).toBeCloseTo(20, 2);
    const wood = made.features.find((f) => f.kind === 'light-woods')!;
    expect(wood.shape).toBe('polygon');
    expect(wood.points).toHaveLength(4);
    for (const p of wood.points) {
      expect([50, 60].some((x) => Math.abs(p.x - x) < 0.01)).toBe(true);
      expect([30, 40].some((y) => Math.abs(p.y - y) < 0.01)).toBe(true);
    }
  });

  it('reads OSM XML ways: open ones as lines, closed tagged areas as areas', () => {
    const [a, b, c, d] = [lonLat(10, 10), lonLat(20, 10), lonLat(20, 20), lonLat(10, 20)];
    const xml = `<?xml version="1.0"?><osm version="0.6">
      <node id="1" lat="${a[1]}" lon="${a[0]}"/><node id="2" lat="${b[1]}" lon="${b[0]}"/><node id="3" lat="${c[1]}" lon="${c[0]}"/><node id="4" lat="${d[1]}" lon="${d[0]}"/>
      <way id="10"><nd ref="1"/><nd ref="2"/><tag k="highway" v="track"/></way>
      <way id="11"><nd ref="1"/><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="1"/><tag k="natural" v="wood"/></way>
    </osm>`;
    const made = importFeatures(osmXmlFeatures(xml), georef, table);
    expect(made.features.map((f) => [f.kind, f.shape])).toEqual([['trail', 'polyline'], ['light-woods', 'polygon']]);
    expect(made.features[0]!.points[1]!.x).toBeCloseTo(20, 2);
  });

  it('refuses what is not GeoJSON', () => {
    expect(() => geoJsonFeatures({ type: 'Topology' })).toThrow(/is not GeoJSON/);
  });
});
