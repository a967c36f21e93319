/** The order of battle's own settings (name, side, era, scale, notes, stated total): one `set` or `remove`. */
import { sameJson, type Command } from '../../history';
import type { Era, FigureScale, Side } from '../../model/words';
import type { OrderOfBattle } from '../../model/oob';
import { oobAt, within, type OobPath } from './place';

export type OobField = 'name' | 'side' | 'era' | 'scale' | 'notes' | 'statedTotal';

const FIELD_LABEL: Readonly<Record<OobField, string>> = {
  name: 'Rename army',
  side: 'Change side',
  era: 'Change era',
  scale: 'Change figure scale',
  notes: 'Edit notes',
  statedTotal: 'Change stated total',
};

/** `undefined` removes the field; the same value records nothing. */
export function setOobField<D, K extends OobField = OobField>(oobPath: OobPath<D>, field: K, value: OrderOfBattle[K] | undefined): Command<D> {
  return {
    label: FIELD_LABEL[field],
    patches: (doc) => {
      const oob = oobAt(doc, oobPath);
      if (sameJson(oob[field], value)) return [];
      const path = within(oobPath, [field]);
      if (value === undefined) return field in oob ? [{ op: 'remove', path }] : [];
      return [{ op: 'set', path, value }];
    },
  };
}

export const setEra = <D>(oobPath: OobPath<D>, era: Era): Command<D> => setOobField(oobPath, 'era', era);
export const setSide = <D>(oobPath: OobPath<D>, side: Side): Command<D> => setOobField(oobPath, 'side', side);
export const setScale = <D>(oobPath: OobPath<D>, scale: FigureScale | undefined): Command<D> => setOobField(oobPath, 'scale', scale);
