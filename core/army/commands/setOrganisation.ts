/** One field of an army file's `organisation` block: a `set` or `remove` of that field, making the block when the file has none. */
import { sameJson, type Command } from '../../history';
import type { ArmyOrganisation } from '../../muster/organisation';
import { isObject, organisationOf } from '../rules';
import type { ArmyFile } from '../types';

/** Sets (or with `undefined` removes) one field; the value it already has records nothing. */
export function setOrganisation<K extends keyof ArmyOrganisation>(field: K, value: ArmyOrganisation[K] | undefined, label: string): Command<ArmyFile> {
  return {
    label,
    patches: (doc) => {
      if (sameJson(organisationOf(doc)[field], value)) return [];
      if (!isObject(doc.organisation)) return value === undefined ? [] : [{ op: 'set', path: ['organisation'], value: { [field]: value } }];
      if (value === undefined) return field in doc.organisation ? [{ op: 'remove', path: ['organisation', field] }] : [];
      return [{ op: 'set', path: ['organisation', field], value }];
    },
  };
}
