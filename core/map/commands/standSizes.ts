/**
 * The scenario's own stand sizes (map.standSizes) over Muster's defaults (core/map/stands.ts): the book
 * sets no base sizes, so a club that bases its 15mm regiments deeper than Muster's default says so here,
 * and every unit on the map, the SVG export and the print sheets are drawn on its bases.
 */
import type { Command, Patch } from '../../history';
import type { StandSizes } from '../../model/scenario.generated';
import { tabletopOf, type HasMap } from './features';

export type StandPart = keyof StandSizes;

export const STAND_PART_LABELS: Readonly<Record<StandPart, string>> = {
  infantry: 'Infantry stand',
  cavalryMounted: 'Mounted cavalry stand',
  gun: 'Gun',
  limber: 'Limber',
  leader: 'Leader',
  marker: 'Picket or dummy marker',
};

/** Sets one part's size, or with `undefined` goes back to Muster's default; the last one removed takes the table with it. */
export function setStandSize<D extends HasMap, P extends StandPart>(part: P, size: StandSizes[P] | undefined): Command<D> {
  return {
    label: `Change ${STAND_PART_LABELS[part].toLowerCase()} size`,
    patches: (doc): Patch[] => {
      const current = tabletopOf(doc).standSizes;
      const old = current?.[part];
      if (JSON.stringify(old) === JSON.stringify(size)) return [];
      if (size === undefined) {
        if (Object.keys(current ?? {}).length === 1) return [{ op: 'remove', path: ['map', 'standSizes'] }];
        return [{ op: 'remove', path: ['map', 'standSizes', part] }];
      }
      if (!current) return [{ op: 'set', path: ['map', 'standSizes'], value: { [part]: size } }];
      return [{ op: 'set', path: ['map', 'standSizes', part], value: size }];
    },
  };
}
