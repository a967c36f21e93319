/**
 * Edits of what a scenario lays over its terrain: set-up areas, objectives, contours, free labels and
 * arrows, and the dummy markers of a hidden set-up. The lists share one shape (items named by id, each with a point or an outline), so one set of
 * commands serves them all, named in the game's words by the list they edit ("Add set-up area",
 * "Move objective"). Patches address items by their place in the list and touch only the one named.
 */
import type { Command, Patch } from '../../history';
import type { Contour, DummyMarker, MapArrow, MapLabel, MapPoint, Objective, SetupArea, TabletopMap } from '../../scenario/types.generated';
import { roundPoint } from '../geometry';
import type { LayerId } from '../render/styles';
import { tabletopOf, type HasMap } from './features';
import { MapEditError } from './moveVertex';

/** Each overlay list of a tabletop map and what an item of it is. */
export interface OverlayItems {
  setupAreas: SetupArea;
  objectives: Objective;
  contours: Contour;
  labels: MapLabel;
  arrows: MapArrow;
  dummies: DummyMarker;
}
export type OverlayList = keyof OverlayItems;

/** The word for one item of each list, as the undo menu names it. */
export const OVERLAY_WORDS: Readonly<Record<OverlayList, string>> = {
  setupAreas: 'set-up area',
  objectives: 'objective',
  contours: 'contour',
  labels: 'label',
  arrows: 'arrow',
  dummies: 'dummy marker',
};

/** The editor layer each list is drawn on, hidden and locked with. */
export const OVERLAY_LAYERS: Readonly<Record<OverlayList, LayerId>> = {
  setupAreas: 'setup',
  objectives: 'setup',
  arrows: 'setup',
  contours: 'contours',
  labels: 'labels',
  dummies: 'units',
};

const listOf = <L extends OverlayList>(map: TabletopMap, list: L): readonly OverlayItems[L][] => (map[list] ?? []) as unknown as readonly OverlayItems[L][];

function indexOf(map: TabletopMap, list: OverlayList, id: string): number {
  const i = listOf(map, list).findIndex((item) => item.id === id);
  if (i === -1) throw new MapEditError(`there is no ${OVERLAY_WORDS[list]} '${id}'`);
  return i;
}

/** An id not yet used in the list: `objective-1`, `objective-2`, … */
export function freshOverlayId(map: TabletopMap, list: OverlayList, prefix: string): string {
  const used = new Set(listOf(map, list).map((item) => item.id));
  const base = prefix.replace(/[^A-Za-z0-9_.:-]/g, '-').replace(/^[^A-Za-z0-9]+/, '') || 'item';
  let n = 1;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Rounds every point of an item to a thousandth of an inch, as features are. */
function tidy<T extends object>(item: T): T {
  const out: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  for (const [k, v] of Object.entries(out)) {
    if (Array.isArray(v) && v.every(isPoint)) out[k] = v.map((p: MapPoint) => roundPoint(p));
    else if (isPoint(v)) out[k] = roundPoint(v);
  }
  return out as T;
}
const isPoint = (v: unknown): v is MapPoint => typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as MapPoint).x === 'number' && typeof (v as MapPoint).y === 'number';

/** Adds an item at the end of its list (creating the list); an id already in it is refused. */
export function addOverlay<D extends HasMap, L extends OverlayList>(list: L, item: OverlayItems[L]): Command<D> {
  return {
    label: `Add ${OVERLAY_WORDS[list]}`,
    patches: (doc) => {
      const map = tabletopOf(doc);
      const items = map[list];
      if (items?.some((i) => i.id === item.id)) throw new MapEditError(`a ${OVERLAY_WORDS[list]} '${item.id}' is already on the map`);
      if (!items) return [{ op: 'set', path: ['map', list], value: [tidy(item)] }];
      return [{ op: 'insert', path: ['map', list, items.length], value: tidy(item) }];
    },
  };
}

/** Removes an item; the last one takes its empty list with it, so the file stays as it was before. */
export function removeOverlay<D extends HasMap>(list: OverlayList, id: string): Command<D> {
  return {
    label: `Delete ${OVERLAY_WORDS[list]}`,
    patches: (doc) => {
      const map = tabletopOf(doc);
      const i = indexOf(map, list, id);
      if (listOf(map, list).length === 1) return [{ op: 'remove', path: ['map', list] }];
      return [{ op: 'remove', path: ['map', list, i] }];
    },
  };
}

/** Moves an item by (dx, dy) inches: its point, its outline and an arrow's head together. */
export function moveOverlay<D extends HasMap>(list: OverlayList, id: string, dx: number, dy: number): Command<D> {
  return {
    label: `Move ${OVERLAY_WORDS[list]}`,
    patches: (doc) => {
      if (dx === 0 && dy === 0) return [];
      const map = tabletopOf(doc);
      const i = indexOf(map, list, id);
      const item = listOf(map, list)[i]! as unknown as Record<string, unknown>;
      const shift = (p: MapPoint) => roundPoint({ x: p.x + dx, y: p.y + dy });
      const patches: Patch[] = [];
      for (const field of ['at', 'arrowTo', 'area', 'points']) {
        const v = item[field];
        if (Array.isArray(v)) patches.push({ op: 'set', path: ['map', list, i, field], value: (v as MapPoint[]).map(shift) });
        else if (isPoint(v)) patches.push({ op: 'set', path: ['map', list, i, field], value: shift(v) });
      }
      return patches;
    },
  };
}

const FIELD_WORDS: Readonly<Record<string, string>> = {
  side: 'side',
  label: 'label',
  name: 'name',
  text: 'text',
  withinInOfEdge: 'edge distance',
  level: 'level',
  crest: 'crest',
  closed: 'closed',
  points: 'victory points',
  arrowTo: 'arrow',
  facingDeg: 'facing',
};

/**
 * Sets (or, with `undefined`, clears) one field of an item: a set-up area's side or "within N inches of
 * an edge", an objective's name, a contour's level or crest, a label's text. The same value records nothing.
 */
export function setOverlayField<D extends HasMap, L extends OverlayList, K extends Exclude<keyof OverlayItems[L] & string, 'id'>>(
  list: L,
  id: string,
  field: K,
  value: OverlayItems[L][K] | undefined,
): Command<D> {
  return {
    label: `Change ${OVERLAY_WORDS[list]} ${FIELD_WORDS[field] ?? field}`,
    patches: (doc) => {
      const map = tabletopOf(doc);
      const i = indexOf(map, list, id);
      const old = (listOf(map, list)[i] as unknown as Record<string, unknown>)[field];
      if (JSON.stringify(old) === JSON.stringify(value)) return [];
      const path = ['map', list, i, field];
      if (value === undefined) return old === undefined ? [] : [{ op: 'remove', path }];
      return [{ op: 'set', path, value: isPoint(value) ? roundPoint(value) : value }];
    },
  };
}

/**
 * Makes a set-up area the band along an edge of the board ("within 6 inches of the north edge"), its drawn
 * outline dropped in the same undo step; `band` undefined gives the band up (the area then has its outline,
 * if it kept one, or none until one is drawn).
 */
export function setSetupAreaEdge<D extends HasMap>(id: string, band: SetupArea['withinInOfEdge']): Command<D> {
  return {
    label: 'Set-up area along an edge',
    patches: (doc) => {
      const map = tabletopOf(doc);
      const i = indexOf(map, 'setupAreas', id);
      const area = listOf(map, 'setupAreas')[i]!;
      if (!band) return area.withinInOfEdge ? [{ op: 'remove', path: ['map', 'setupAreas', i, 'withinInOfEdge'] }] : [];
      if (!(band.distanceIn > 0)) throw new MapEditError('The distance from the edge must be more than 0 inches.');
      const patches: Patch[] = [];
      if (JSON.stringify(area.withinInOfEdge) !== JSON.stringify(band)) patches.push({ op: 'set', path: ['map', 'setupAreas', i, 'withinInOfEdge'], value: { ...band } });
      if (area.area) patches.push({ op: 'remove', path: ['map', 'setupAreas', i, 'area'] });
      return patches;
    },
  };
}

/** The outline or line of an item that has one: a set-up area's or objective's `area`, a contour's or arrow's `points`. */
const OUTLINE_FIELD: Readonly<Partial<Record<OverlayList, { field: 'area' | 'points'; min: number }>>> = {
  setupAreas: { field: 'area', min: 3 },
  objectives: { field: 'area', min: 3 },
  contours: { field: 'points', min: 2 },
  arrows: { field: 'points', min: 2 },
};

function outlineOf(map: TabletopMap, list: OverlayList, id: string): { i: number; field: 'area' | 'points'; min: number; points: readonly MapPoint[] } {
  const spec = OUTLINE_FIELD[list];
  if (!spec) throw new MapEditError(`a ${OVERLAY_WORDS[list]} has no outline`);
  const i = indexOf(map, list, id);
  const points = (listOf(map, list)[i] as unknown as Record<string, MapPoint[] | undefined>)[spec.field];
  if (!points) throw new MapEditError(`${OVERLAY_WORDS[list]} '${id}' has no outline drawn`);
  return { i, ...spec, points };
}

/** Moves one vertex of an item's outline (a corner of a set-up area, a bend of an arrow): one `set` of that point. */
export function moveOverlayVertex<D extends HasMap>(list: OverlayList, id: string, vertex: number, to: MapPoint): Command<D> {
  return {
    label: 'Move vertex',
    patches: (doc) => {
      const o = outlineOf(tabletopOf(doc), list, id);
      const old = o.points[vertex];
      if (!old) throw new MapEditError(`${OVERLAY_WORDS[list]} '${id}' has no vertex #${vertex + 1}`);
      const p = roundPoint(to);
      if (old.x === p.x && old.y === p.y) return [];
      return [{ op: 'set', path: ['map', list, o.i, o.field, vertex], value: p }];
    },
  };
}

/** Adds a vertex to an item's outline before index `at` (at the end when `at` is its length). */
export function insertOverlayVertex<D extends HasMap>(list: OverlayList, id: string, at: number, point: MapPoint): Command<D> {
  return {
    label: 'Add vertex',
    patches: (doc) => {
      const o = outlineOf(tabletopOf(doc), list, id);
      if (at < 0 || at > o.points.length) throw new MapEditError(`${OVERLAY_WORDS[list]} '${id}' has no place #${at + 1} for a vertex`);
      return [{ op: 'insert', path: ['map', list, o.i, o.field, at], value: roundPoint(point) }];
    },
  };
}

/** Removes a vertex; an outline keeps at least three corners (an area) or two points (a line). */
export function removeOverlayVertex<D extends HasMap>(list: OverlayList, id: string, vertex: number): Command<D> {
  return {
    label: 'Remove vertex',
    patches: (doc) => {
      const o = outlineOf(tabletopOf(doc), list, id);
      if (!o.points[vertex]) throw new MapEditError(`${OVERLAY_WORDS[list]} '${id}' has no vertex #${vertex + 1}`);
      if (o.points.length <= o.min) throw new MapEditError(`a ${OVERLAY_WORDS[list]} needs at least ${o.min} points`);
      return [{ op: 'remove', path: ['map', list, o.i, o.field, vertex] }];
    },
  };
}
