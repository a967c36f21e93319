/**
 * Editing a unit's, formation's or leader's fields: a `set` (or `remove`, for a field set to
 * `undefined`) of each field that changes, and nothing else.
 */
import { Refusal, sameJson, type Command, type Patch, type Path } from '../../history';
import type * as ops from '../operations';
import { isFormation, type Formation, type Leader, type Unit } from '../../model/oob';
import { leaderPlace, nodePlace, oobAt, within, type OobPath } from './place';

export type UnitChanges = Parameters<typeof ops.updateUnit>[2];
export type FormationChanges = Parameters<typeof ops.updateFormation>[2];
export type LeaderChanges = Parameters<typeof ops.updateLeader>[2];

/** The patches that turn `current` into `current` with `changes` applied; `undefined` removes a field. */
function fieldPatches(path: Path, current: object, changes: object, fixed: readonly string[]): Patch[] {
  const old = current as Record<string, unknown>;
  const out: Patch[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (fixed.includes(key)) continue;
    if (value === undefined) {
      if (key in old) out.push({ op: 'remove', path: [...path, key] });
    } else if (!sameJson(old[key], value)) {
      out.push({ op: 'set', path: [...path, key], value });
    }
  }
  return out;
}

export function updateUnit<D>(oobPath: OobPath<D>, id: string, changes: UnitChanges, label = 'Edit unit'): Command<D> {
  return {
    label,
    patches: (doc) => {
      const at = nodePlace(oobAt(doc, oobPath), id);
      if (!at || isFormation(at.node)) throw new Refusal(`no unit with id ${id}`);
      const unit: Unit = at.node;
      const patch = typeof changes === 'function' ? changes(unit) : changes;
      if ('arm' in patch && patch.arm !== undefined && patch.arm !== unit.arm) throw new Refusal(`cannot change the arm of ${unit.name}; remove it and add a new unit`);
      return fieldPatches(within(oobPath, at.path), unit, patch, ['id', 'arm']);
    },
  };
}

export function updateFormation<D>(oobPath: OobPath<D>, id: string, changes: FormationChanges, label = 'Edit formation'): Command<D> {
  return {
    label,
    patches: (doc) => {
      const at = nodePlace(oobAt(doc, oobPath), id);
      if (!at || !isFormation(at.node)) throw new Refusal(`no formation with id ${id}`);
      const formation: Formation = at.node;
      const patch = typeof changes === 'function' ? changes(formation) : changes;
      return fieldPatches(within(oobPath, at.path), formation, patch, ['id', 'kind', 'children']);
    },
  };
}

export function updateLeader<D>(oobPath: OobPath<D>, id: string, changes: LeaderChanges, label = 'Edit leader'): Command<D> {
  return {
    label,
    patches: (doc) => {
      const at = leaderPlace(oobAt(doc, oobPath), id);
      if (!at) throw new Refusal(`no leader with id ${id}`);
      const leader: Leader = at.leader;
      const patch = typeof changes === 'function' ? changes(leader) : changes;
      return fieldPatches(within(oobPath, at.path), leader, patch, ['id']);
    },
  };
}
