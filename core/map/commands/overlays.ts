/**
 * Edits of what a scenario lays over its terrain: set-up areas, objectives, contours, free labels and
 * arrows, and the dummy markers of a hidden set-up. The lists share one shape (items named by id, each with a point or an outline), so one set of
 * commands serves them all, named in the game's words by the list they edit ("Add set-up area",
 * "Move objective"). Patches address items by their place in the list and touch only the one named.
 */
import { inOrder, Refusal, type Command, type Patch } from '../../history';
import type { Contour, DummyMarker, MapArrow, MapLabel, MapPoint, Objective, SetupArea, TabletopMap } from '../../model/scenario.generated';
import { roundPoint } from '../geometry';
import type { LayerId } from '../render/styles';
import { tabletopOf, type HasMap } from './features';

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

/** A tabletop map seen as its overlay lists, so one list can be read by its name. */
type OverlayListsOf = { readonly [L in OverlayList]?: readonly OverlayItems[L][] };
const listOf = <L extends OverlayList>(map: TabletopMap, list: L): readonly OverlayItems[L][] => {
  const lists: OverlayListsOf = map;
  return lists[list] ?? [];
};
/** One field of an item by its name, for the edits that treat every list's points alike. */
const fieldOf = (item: object, field: string): unknown => (item as Readonly<Record<string, unknown>>)[field];

function indexOf(map: TabletopMap, list: OverlayList, id: string): number {
  const i = listOf(map, list).findIndex((item) => item.id === id);
  if (i === -1) throw new Refusal(`there is no ${OVERLAY_WORDS[list]} '${id}'`);
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
      if (items?.some((i) => i.id === item.id)) throw new Refusal(`a ${OVERLAY_WORDS[list]} '${item.id}' is already on the map`);
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
      const item = listOf(map, list)[i]!;
      const shift = (p: MapPoint) => roundPoint({ x: p.x + dx, y: p.y + dy });
      const patches: Patch[] = [];
      for (const field of ['at', 'arrowTo', 'area', 'points']) {
        const v = fieldOf(item, field);
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
      const old = fieldOf(listOf(map, list)[i]!, field);
      if (JSON.stringify(old) === JSON.stringify(value)) return [];
      const path = ['map', list, i, field];
      if (value === undefined) return old === undefined ? [] : [{ op: 'remove', path }];
      return [{ op: 'set', path, value: isPoint(value) ? roundPoint(value) : value }];
    },
  };
}

/** Where a label's new arrow points: a little to the east and south of the text, for the designer to drag. */
const ARROW_OFFSET: MapPoint = { x: 3, y: 2 };

/** Gives label `id` an arrow from its text (pointing a little south-east of it) or takes its arrow away. */
export function setLabelArrow<D extends HasMap>(id: string, on: boolean): Command<D> {
  return {
    label: on ? 'Add label arrow' : 'Remove label arrow',
    patches: (doc) => {
      const map = tabletopOf(doc);
      const i = indexOf(map, 'labels', id);
      const label = listOf(map, 'labels')[i]!;
      if ((label.arrowTo !== undefined) === on) return [];
      const path = ['map', 'labels', i, 'arrowTo'];
      return on ? [{ op: 'set', path, value: roundPoint({ x: label.at.x + ARROW_OFFSET.x, y: label.at.y + ARROW_OFFSET.y }) }] : [{ op: 'remove', path }];
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
  if (!spec) throw new Refusal(`a ${OVERLAY_WORDS[list]} has no outline`);
  const i = indexOf(map, list, id);
  const points = fieldOf(listOf(map, list)[i]!, spec.field) as readonly MapPoint[] | undefined;
  if (!points) throw new Refusal(`${OVERLAY_WORDS[list]} '${id}' has no outline drawn`);
  return { i, ...spec, points };
}

/** Moves one vertex of an item's outline (a corner of a set-up area, a bend of an arrow): one `set` of that point. */
export function moveOverlayVertex<D extends HasMap>(list: OverlayList, id: string, vertex: number, to: MapPoint): Command<D> {
  return {
    label: 'Move vertex',
    patches: (doc) => {
      const o = outlineOf(tabletopOf(doc), list, id);
      const old = o.points[vertex];
      if (!old) throw new Refusal(`${OVERLAY_WORDS[list]} '${id}' has no vertex #${vertex + 1}`);
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
      if (at < 0 || at > o.points.length) throw new Refusal(`${OVERLAY_WORDS[list]} '${id}' has no place #${at + 1} for a vertex`);
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
      if (!o.points[vertex]) throw new Refusal(`${OVERLAY_WORDS[list]} '${id}' has no vertex #${vertex + 1}`);
      if (o.points.length <= o.min) throw new Refusal(`a ${OVERLAY_WORDS[list]} needs at least ${o.min} points`);
      return [{ op: 'remove', path: ['map', list, o.i, o.field, vertex] }];
    },
  };
}

/**
 * A set-up area becomes the band within `distanceIn` inches of a board edge (its drawn outline goes in
 * the same edit, since the band replaces it), or, with no edge, stops being one. A band needs a
 * distance of more than 0 inches.
 */
export function setSetupAreaEdge<D extends HasMap>(id: string, edge: NonNullable<SetupArea['withinInOfEdge']>['edge'] | undefined, distanceIn: number): Command<D> {
  return {
    label: edge ? 'Set-up area along an edge' : 'Set-up area not along an edge',
    patches: (doc) => {
      if (!edge) return setOverlayField<D, 'setupAreas', 'withinInOfEdge'>('setupAreas', id, 'withinInOfEdge', undefined).patches(doc);
      if (!(distanceIn > 0)) throw new Refusal('The distance from the edge must be more than 0 inches.');
      return inOrder<D>('', [setOverlayField('setupAreas', id, 'withinInOfEdge', { edge, distanceIn }), setOverlayField('setupAreas', id, 'area', undefined)]).patches(doc);
    },
  };
}
