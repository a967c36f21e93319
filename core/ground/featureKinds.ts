/**
 * Which terrain kind a road, stream or wood of OpenStreetMap or GeoJSON data becomes, by its tags: one
 * row per tag value (`*` for any value), the first row that matches a feature wins. The designer edits it
 * (a JSON list of the same rows, `--kinds` on the command line); this is the table Muster starts from.
 */
export interface FeatureKindRow {
  /** An OSM tag key, or a GeoJSON property name. */
  tag: string;
  /** The tag's value, or `*` for any. */
  value: string;
  /** The terrain kind it becomes (a built-in kind or a map's `custom-` kind); `skip` leaves it out. */
  kind: string;
}

export const DEFAULT_FEATURE_KINDS: readonly FeatureKindRow[] = [
  { tag: 'highway', value: 'track', kind: 'trail' },
  { tag: 'highway', value: 'path', kind: 'trail' },
  { tag: 'highway', value: 'footway', kind: 'trail' },
  { tag: 'highway', value: 'bridleway', kind: 'trail' },
  { tag: 'highway', value: 'cycleway', kind: 'trail' },
  { tag: 'highway', value: 'steps', kind: 'skip' },
  { tag: 'highway', value: '*', kind: 'road' },
  { tag: 'railway', value: 'rail', kind: 'railroad' },
  { tag: 'railway', value: 'abandoned', kind: 'railroad' },
  { tag: 'waterway', value: 'river', kind: 'river' },
  { tag: 'waterway', value: 'stream', kind: 'stream' },
  { tag: 'waterway', value: 'brook', kind: 'stream' },
  { tag: 'waterway', value: 'creek', kind: 'creek' },
  { tag: 'waterway', value: 'ditch', kind: 'stream' },
  { tag: 'natural', value: 'water', kind: 'pond' },
  { tag: 'landuse', value: 'reservoir', kind: 'pond' },
  { tag: 'landuse', value: 'forest', kind: 'light-woods' },
  { tag: 'natural', value: 'wood', kind: 'light-woods' },
  { tag: 'natural', value: 'scrub', kind: 'brush' },
  { tag: 'natural', value: 'wetland', kind: 'marsh' },
  { tag: 'landuse', value: 'orchard', kind: 'orchard' },
  { tag: 'landuse', value: 'farmland', kind: 'plowed-field' },
  { tag: 'barrier', value: 'wall', kind: 'stone-wall' },
  { tag: 'barrier', value: 'fence', kind: 'wooden-fence' },
  { tag: 'building', value: '*', kind: 'farm-buildings' },
];

/** The kind a feature's tags give by the table, or undefined when no row matches (or the row says skip). */
export function kindOfTags(tags: Readonly<Record<string, unknown>>, table: readonly FeatureKindRow[] = DEFAULT_FEATURE_KINDS): string | undefined {
  for (const row of table) {
    const v = tags[row.tag];
    if (v === undefined || v === null || v === 'no') continue;
    if (row.value === '*' || String(v) === row.value) return row.kind === 'skip' ? undefined : row.kind;
  }
  return undefined;
}

/** Why a designer's table cannot be used, naming the row; undefined when it can. */
export function featureKindsProblem(rows: unknown): string | undefined {
  if (!Array.isArray(rows)) return 'the kinds table must be a JSON list of {"tag","value","kind"} rows';
  for (const [i, row] of rows.entries()) {
    const r = row as Partial<FeatureKindRow> | null;
    if (!r || typeof r.tag !== 'string' || typeof r.value !== 'string' || typeof r.kind !== 'string' || !r.tag || !r.value || !r.kind) return `row ${i + 1}: needs "tag", "value" and "kind", each a word`;
  }
  return undefined;
}
