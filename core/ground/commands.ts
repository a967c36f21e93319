/**
 * Edits the ground imports make, each one undoable edit: where the table lies on the Earth, the contours
 * and steep ground an elevation import made (added to the map, or in place of an earlier import of the
 * same prefix), features brought in from roads and streams data, marking a feature or contour reference
 * only and accepting it, and a map's reference images (add, set a field, order, control points, remove).
 */
import { getIn, inOrder, Refusal, setIn, setCreating, moveItem, removeItem, appendItem, type Command, type Patch } from '../history';
import { georeferenceProblem } from './georef';
import type { Contour, MusterMap, MusterScenario, ReferenceImage, TabletopMap, TerrainFeature, Georeference as GeoreferenceDoc } from '../model/scenario.generated';

interface HasMap {
  map: MusterMap;
}

function tabletop(doc: HasMap): TabletopMap {
  if (doc.map.kind !== 'tabletop') throw new Refusal('only a tabletop map takes ground imports and reference images');
  return doc.map as TabletopMap;
}

/**
 * Sets (or with undefined removes) where the scenario's table lies on the Earth; a georeference that
 * places nothing (a system Muster does not know, no ground scale) is refused with the reason.
 */
export function setGeoreference(georeference: GeoreferenceDoc | undefined): Command<MusterScenario> {
  const label = georeference ? 'Place the table on the Earth' : 'Remove the table\'s place on the Earth';
  return {
    label,
    patches: (doc) => {
      const problem = georeference ? georeferenceProblem(georeference) : undefined;
      if (problem) throw new Refusal(problem);
      return setIn<MusterScenario>(label, ['georeference'], georeference).patches(doc);
    },
  };
}

/** Ids of the items given, made unique against the list (a second import's `ground-1-1` becomes `ground-1-1.2`). */
function uniqueIds<T extends { id: string }>(existing: readonly { id: string }[], items: readonly T[]): T[] {
  const used = new Set(existing.map((e) => e.id));
  return items.map((item) => {
    let id = item.id;
    for (let n = 2; used.has(id); n++) id = `${item.id}.${n}`;
    used.add(id);
    return id === item.id ? item : { ...item, id };
  });
}

/** Appends many items to a list in one patch set (making the list when the map has none). */
function appendAll(path: (string | number)[], existing: readonly unknown[] | undefined, items: readonly unknown[]): Patch[] {
  if (items.length === 0) return [];
  if (existing === undefined) return [{ op: 'set', path, value: [...items] }];
  return items.map((value, i) => ({ op: 'insert', path: [...path, existing.length + i], value }));
}

/**
 * An elevation import applied: its contours and steep slopes added to the map. With `replacePrefix`, the
 * contours and features an earlier import made with that id prefix go first, so importing again at
 * another interval replaces rather than piles up.
 */
export function applyGroundImport<D extends HasMap>(label: string, made: { contours: readonly Contour[]; features: readonly TerrainFeature[] }, replacePrefix?: string): Command<D> {
  return {
    label,
    patches: (doc) => {
      const map = tabletop(doc);
      const patches: Patch[] = [];
      const keep = <T extends { id: string }>(list: readonly T[] | undefined, path: (string | number)[]): readonly T[] | undefined => {
        if (!list || replacePrefix === undefined) return list;
        const kept = list.filter((item) => !item.id.startsWith(`${replacePrefix}-`));
        if (kept.length !== list.length) patches.push({ op: 'set', path, value: kept });
        return kept;
      };
      const contours = keep(map.contours, ['map', 'contours']);
      const features = keep(map.features, ['map', 'features']) ?? [];
      patches.push(...appendAll(['map', 'contours'], contours, uniqueIds(contours ?? [], made.contours)));
      patches.push(...appendAll(['map', 'features'], features, uniqueIds(features, made.features)));
      return patches;
    },
  };
}

/** Marks a feature or contour reference only (drawn faded, never printed or played) or accepts it. */
export function setReferenceOnly<D extends HasMap>(list: 'features' | 'contours', id: string, referenceOnly: boolean): Command<D> {
  return {
    label: referenceOnly ? 'Mark as reference only' : 'Accept reference',
    patches: (doc) => {
      const items: readonly { id: string }[] = (list === 'features' ? tabletop(doc).features : tabletop(doc).contours) ?? [];
      const index = items.findIndex((item) => item.id === id);
      if (index === -1) throw new Refusal(`there is no ${list === 'features' ? 'feature' : 'contour'} '${id}'`);
      return setIn<D>('', ['map', list, index, 'referenceOnly'], referenceOnly ? true : undefined).patches(doc);
    },
  };
}

/** Accepts every reference-only feature and contour of the map at once. */
export function acceptAllReference<D extends HasMap>(): Command<D> {
  return {
    label: 'Accept all reference items',
    patches: (doc) => {
      const map = tabletop(doc);
      const patches: Patch[] = [];
      map.features.forEach((f, i) => f.referenceOnly && patches.push({ op: 'remove', path: ['map', 'features', i, 'referenceOnly'] }));
      (map.contours ?? []).forEach((c, i) => c.referenceOnly && patches.push({ op: 'remove', path: ['map', 'contours', i, 'referenceOnly'] }));
      return patches;
    },
  };
}

function imageIndex(doc: HasMap, id: string): number {
  const i = (tabletop(doc).referenceImages ?? []).findIndex((r) => r.id === id);
  if (i === -1) throw new Refusal(`there is no reference image '${id}'`);
  return i;
}

/** Adds a reference image at the top of the list (drawn over the others, under the terrain). */
export function addReferenceImage<D extends HasMap>(image: ReferenceImage): Command<D> {
  return {
    label: 'Add reference image',
    patches: (doc) => {
      const list = tabletop(doc).referenceImages ?? [];
      if (list.some((r) => r.id === image.id)) throw new Refusal(`there is already a reference image '${image.id}'`);
      return appendItem<D>('', ['map', 'referenceImages'], image).patches(doc);
    },
  };
}

type ImageField = 'name' | 'opacity' | 'hidden' | 'locked' | 'clip' | 'print' | 'placement' | 'controlPoints';
const IMAGE_FIELD_WORDS: Record<ImageField, string> = {
  name: 'Rename reference image',
  opacity: 'Set reference image opacity',
  hidden: 'Show or hide reference image',
  locked: 'Lock or unlock reference image',
  clip: 'Clip reference image to the table',
  print: 'Print reference image faded',
  placement: 'Place reference image',
  controlPoints: 'Set control points',
};

/** Sets one field of a reference image (undefined removes it: shown, unlocked, opaque …). */
export function setReferenceImageField<D extends HasMap, F extends ImageField>(id: string, field: F, value: ReferenceImage[F]): Command<D> {
  return {
    label: IMAGE_FIELD_WORDS[field],
    patches: (doc) => {
      const i = imageIndex(doc, id);
      if (field === 'opacity' && typeof value === 'number' && !(value >= 0 && value <= 1)) throw new Refusal('opacity runs from 0 to 1');
      const path = ['map', 'referenceImages', i, field];
      return (getIn(doc, path) === undefined && value === undefined ? [] : setIn<D>('', path, value === false ? undefined : value).patches(doc));
    },
  };
}

/** Moves a reference image up or down the drawing order. */
export function moveReferenceImage<D extends HasMap>(id: string, to: number): Command<D> {
  return { label: 'Reorder reference images', patches: (doc) => moveItem<D>('', ['map', 'referenceImages'], imageIndex(doc, id), to).patches(doc) };
}

/** Removes a reference image from the map (the file beside the scenario stays). */
export function removeReferenceImage<D extends HasMap>(id: string): Command<D> {
  return { label: 'Remove reference image', patches: (doc) => removeItem<D>('', ['map', 'referenceImages'], imageIndex(doc, id)).patches(doc) };
}

/** Sets the control points of a reference image (placing it by them). */
export function setControlPoints<D extends HasMap>(id: string, points: ReferenceImage['controlPoints']): Command<D> {
  return {
    label: 'Set control points',
    patches: (doc) => {
      const i = imageIndex(doc, id);
      return setCreating<D>('', ['map', 'referenceImages', i, 'controlPoints'], points && points.length > 0 ? points : undefined).patches(doc);
    },
  };
}

/**
 * A ground import as the one edit the app and the command line make: the scenario's georeference set to
 * where the data was laid, and what it made added (an elevation import replacing the last one's).
 */
export function importGroundEdit(label: 'Import elevation' | 'Import features', georeference: GeoreferenceDoc, made: { contours: readonly Contour[]; features: readonly TerrainFeature[] }, replacePrefix?: string): Command<MusterScenario> {
  return inOrder(label, [setGeoreference(georeference), applyGroundImport<MusterScenario>(label, made, replacePrefix)]);
}
