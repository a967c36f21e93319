/** New formations, units and leaders with sensible first choices, fresh ids for them, and the words for them in labels. */
import * as ops from '../operations';
import {
  isFormation,
  type Formation,
  type FormationLevel,
  type Leader,
  type LeaderRole,
  type OrderOfBattle,
  type Unit,
  type UnitArm,
} from '../../model/oob';

/** What the user calls a thing in an "Add …" / "Delete …" label. */
export const UNIT_WORD: Readonly<Record<UnitArm, string>> = { infantry: 'regiment', cavalry: 'cavalry', artillery: 'battery', engineers: 'engineers' };

export function nodeWord(oob: OrderOfBattle, id: string): string {
  if (ops.locateLeader(oob, id)) return 'leader';
  const at = ops.locate(oob, id);
  if (!at) return 'item';
  return isFormation(at.node) ? at.node.level : UNIT_WORD[at.node.arm];
}

/** An id not yet used in the OOB: `prefix-1`, `prefix-2`, … (ids match the schema's pattern). */
export function nextId(oob: OrderOfBattle, prefix: string): string {
  const used = ops.allIds(oob);
  let n = 1;
  while (used.has(`${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
}

/**
 * A new unit of an arm: the common case (a six-figure trained regiment with rifle-muskets, a two-section
 * battery of Napoleons), which the book prices in both eras, so a new unit never starts unpriced.
 */
export function newUnit(arm: UnitArm, id: string, name: string): Unit {
  switch (arm) {
    case 'infantry':
      return { id, name, arm, figures: 6, weapon: 'rifle-musket', quality: 'trained', sharpshooters: false, stands: 2 };
    case 'cavalry':
      return { id, name, arm, unitType: 'regiment', figures: 6, weapon: 'other-bl-carbine', quality: 'trained', mountedInfantry: false, stands: 2 };
    case 'artillery':
      return { id, name, arm, sections: 2, gun: '12pdr-napoleon', quality: 'trained', stands: 1 };
    case 'engineers':
      return { id, name, arm, figures: 4, quality: 'trained', stands: 2 };
  }
}

export const newFormation = (level: FormationLevel, id: string, name: string): Formation => ({ id, kind: 'formation', level, name, leaders: [], children: [] });

/** The leader a formation of this level wants (the `leaders.required` rule reads the role). */
export const LEADER_ROLE_FOR_LEVEL: Readonly<Record<FormationLevel, LeaderRole>> = {
  army: 'wing',
  wing: 'wing',
  corps: 'corps',
  division: 'division',
  brigade: 'brigade',
  artillery: 'artillery',
};

export const newLeader = (role: LeaderRole, id: string, name: string): Leader => ({ id, name, role, lb: 1 });
