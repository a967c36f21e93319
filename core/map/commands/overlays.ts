/**
 * Edits of what a scenario lays over its terrain: set-up areas, objectives, contours and free labels.
 * The four lists share one shape (items named by id, each with a point or an outline), so one set of
 * commands serves them all, named in the game's words by the list they edit ("Add set-up area",
 * "Move objective"). Patches address items by their place in the list and touch only the one named.
 */
import type { Command, Patch } from '../../history';
import type { Contour, MapLabel, MapPoint, Objective, SetupArea, TabletopMap } from '../../scenario/types.generated';
import { roundPoint } from '../geometry';
import { tabletopOf, type HasMap } from './features';
import { MapEditError } from './moveVertex';

/** Each overlay list of a tabletop map and what an item of it is. */
export interface OverlayItems {
  setupAreas: SetupArea;
  objectives: Objective;
  contours: Contour;
  labels: MapLabel;
}
export type OverlayList = keyof OverlayItems;

/** The word for one item of each list, as the undo menu names it. */
export const OVERLAY_WORDS: Readonly<Record<OverlayList, string>> = {
  setupAreas: 'set-up area',
  objectives: 'objective',
  contours: 'contour',
  labels: 'label',
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
