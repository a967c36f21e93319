/**
 * Edits of the terrain features of a tabletop map: add, delete, move, change, reorder, and the vertices
 * of one feature. Features are named by id (the selection holds ids, and ids survive reordering); the
 * patches address them by their place in the list, and each edit touches only the features it names,
 * so a drag of one wood on a board of thousands stays a few small patches.
 */
import { Refusal, type Command, type Patch } from '../../history';
import type { MapPoint, TabletopMap, TerrainFeature } from '../../model/scenario.generated';
import { roundPoint } from '../geometry';

export interface HasMap {
  map: { kind: string };
}

export function tabletopOf(doc: HasMap): TabletopMap {
  if (doc.map.kind !== 'tabletop') throw new Refusal('only a tabletop map has terrain features');
  return doc.map as TabletopMap;
}

/** Where each named feature is in the list; an id that is not there is refused, naming it. */
function indexesOf(map: TabletopMap, ids: readonly string[]): number[] {
  const at = new Map(map.features.map((f, i) => [f.id, i]));
  return ids.map((id) => {
    const i = at.get(id);
    if (i === undefined) throw new Refusal(`there is no terrain feature '${id}'`);
    return i;
  });
}

const plural = (n: number, one: string, many: string): string => (n === 1 ? one : `${n} ${many}`);

/** An id not yet used by any feature of the map: `wood-1`, `wood-2`, … */
export function freshFeatureId(map: TabletopMap, prefix: string): string {
  const used = new Set(map.features.map((f) => f.id));
  const base = prefix.replace(/[^A-Za-z0-9_.:-]/g, '-').replace(/^[^A-Za-z0-9]+/, '') || 'feature';
  let n = 1;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Adds features on top of the others (or at `index`); an id already in use is refused. */
export function addFeatures<D extends HasMap>(features: readonly TerrainFeature[], label = features.length === 1 ? 'Add terrain' : `Add ${features.length} features`): Command<D> {
  return {
    label,
    patches: (doc) => {
      const map = tabletopOf(doc);
      const used = new Set(map.features.map((f) => f.id));
      for (const f of features) {
        if (used.has(f.id)) throw new Refusal(`a terrain feature '${f.id}' is already on the map`);
        used.add(f.id);
      }
      return features.map((f, k): Patch => ({ op: 'insert', path: ['map', 'features', map.features.length + k], value: { ...f, points: f.points.map(roundPoint) } }));
    },
  };
}

/** Deletes features; removing from the end first keeps every index right. */
export function removeFeatures<D extends HasMap>(ids: readonly string[]): Command<D> {
  return {
    label: `Delete ${plural(ids.length, 'feature', 'features')}`,
    patches: (doc) =>
      indexesOf(tabletopOf(doc), ids)
        .sort((a, b) => b - a)
        .map((i): Patch => ({ op: 'remove', path: ['map', 'features', i] })),
  };
}

/** Moves features by (dx, dy) inches: one `set` of each moved feature's points. */
export function moveFeatures<D extends HasMap>(ids: readonly string[], dx: number, dy: number): Command<D> {
  return {
    label: `Move ${plural(ids.length, 'feature', 'features')}`,
    patches: (doc) => {
      if (dx === 0 && dy === 0) return [];
      const map = tabletopOf(doc);
      return indexesOf(map, ids).map((i): Patch => ({
        op: 'set',
        path: ['map', 'features', i, 'points'],
        value: map.features[i]!.points.map((p) => roundPoint({ x: p.x + dx, y: p.y + dy })),
      }));
    },
  };
}

/** Replaces the points of features wholesale (a rotation or scaling computed by a tool). */
export function reshapeFeatures<D extends HasMap>(shapes: ReadonlyArray<{ id: string; points: readonly MapPoint[] }>, label: string): Command<D> {
  return {
    label,
    patches: (doc) => {
      const map = tabletopOf(doc);
      const at = indexesOf(map, shapes.map((s) => s.id));
      return shapes.map((s, k): Patch => ({ op: 'set', path: ['map', 'features', at[k]!, 'points'], value: s.points.map(roundPoint) }));
    },
  };
}

/** The fields of a feature a designer sets in the properties panel. */
export type FeatureFields = Pick<TerrainFeature, 'kind' | 'label' | 'widthIn' | 'crossingExtraIn' | 'height' | 'los' | 'season' | 'weather' | 'notes'>;

const FIELD_WORDS: Readonly<Record<keyof FeatureFields, string>> = {
  kind: 'kind',
  label: 'label',
  widthIn: 'width',
  crossingExtraIn: 'extra inches to cross',
  height: 'height',
  los: 'line of sight',
  season: 'season',
  weather: 'weather',
  notes: 'notes',
};

/** Sets (or, with `undefined`, clears) one field of features; unchanged features record nothing. */
export function setFeatureField<D extends HasMap, K extends keyof FeatureFields>(ids: readonly string[], field: K, value: FeatureFields[K] | undefined): Command<D> {
  return {
    label: `Change ${FIELD_WORDS[field]}`,
    patches: (doc) => {
      const map = tabletopOf(doc);
      return indexesOf(map, ids).flatMap((i): Patch[] => {
        const old = map.features[i]![field];
        if (JSON.stringify(old) === JSON.stringify(value)) return [];
        const path = ['map', 'features', i, field];
        if (value === undefined) return [{ op: 'remove', path }];
        return [{ op: 'set', path, value }];
      });
    },
  };
}

/** Brings features to the front (drawn last) or sends them to the back, keeping their order among themselves. */
export function restackFeatures<D extends HasMap>(ids: readonly string[], to: 'front' | 'back'): Command<D> {
  return {
    label: to === 'front' ? 'Bring to front' : 'Send to back',
    patches: (doc) => {
      const map = tabletopOf(doc);
      const moving = new Set(indexesOf(map, ids));
      const kept = map.features.filter((_, i) => !moving.has(i));
      const moved = map.features.filter((_, i) => moving.has(i));
      const next = to === 'front' ? [...kept, ...moved] : [...moved, ...kept];
      if (next.every((f, i) => f === map.features[i])) return [];
      // Remove the moved ones (from the end) and insert them at their new places: small patches, exact undo.
      const patches: Patch[] = [...moving].sort((a, b) => b - a).map((i) => ({ op: 'remove', path: ['map', 'features', i] }));
      const start = to === 'front' ? kept.length : 0;
      moved.forEach((f, k) => patches.push({ op: 'insert', path: ['map', 'features', start + k], value: f }));
      return patches;
    },
  };
}

/** Puts a new vertex before `index` of a feature (a designer clicks on an edge to bend it). */
export function insertVertex<D extends HasMap>(id: string, index: number, at: MapPoint): Command<D> {
  return {
    label: 'Add vertex',
    patches: (doc) => {
      const map = tabletopOf(doc);
      const [i] = indexesOf(map, [id]);
      const points = map.features[i!]!.points;
      if (index < 0 || index > points.length) throw new Refusal(`${id} has no place ${index + 1} for a vertex`);
      return [{ op: 'insert', path: ['map', 'features', i!, 'points', index], value: roundPoint(at) }];
    },
  };
}

/** Removes a vertex, unless the feature would be left with fewer than it needs (3 for an area, 2 for a line). */
export function removeVertex<D extends HasMap>(id: string, index: number): Command<D> {
  return {
    label: 'Delete vertex',
    patches: (doc) => {
      const map = tabletopOf(doc);
      const [i] = indexesOf(map, [id]);
      const feature = map.features[i!]!;
      const minimum = feature.shape === 'polygon' ? 3 : 2;
      if (feature.points.length <= minimum) throw new Refusal(`${feature.label ?? id} needs at least ${minimum} vertices`);
      if (!feature.points[index]) throw new Refusal(`${feature.label ?? id} has no vertex #${index + 1}`);
      return [{ op: 'remove', path: ['map', 'features', i!, 'points', index] }];
    },
  };
}
