/**
 * Undoable commands for the order-of-battle editor: each wraps one pure edit from `operations.ts` in a
 * `Command` for `core/history`. The patch replaces the whole order of battle at `oobPath` with the
 * edited one; since the edits share every untouched branch, the undo stack keeps old versions for the
 * price of the copied path, and undo puts back the very same object (so per-formation caches survive).
 *
 * `oobPath` is where the OOB sits in the document: `['orderOfBattle']` in an army file, somewhere under
 * `sides` in a scenario. Every command takes it first so the tree editor works in both.
 */
import type { Command, Path } from '../history';
import { getIn } from '../history';
import type { Era, FigureScale, Side } from '../rules/adf/types';
import * as ops from './operations';
import {
  isFormation,
  type Formation,
  type FormationLevel,
  type Leader,
  type LeaderRole,
  type OobNode,
  type OrderOfBattle,
  type Unit,
  type UnitArm,
} from './types';

export const ARMY_OOB_PATH: Path = ['orderOfBattle'];

const isOrderOfBattle = (v: unknown): v is OrderOfBattle =>
  typeof v === 'object' && v !== null && Array.isArray((v as OrderOfBattle).children) && typeof (v as OrderOfBattle).side === 'string';

/**
 * The adapter every OOB command is built on: the patch sets the OOB at `oobPath` to `edit(old)`.
 * An edit that returns the same object records nothing; one that throws (`OobEditError`) leaves the
 * document untouched, since the history applies nothing when `patches` throws.
 */
export function oobCommand<D = unknown>(label: string, oobPath: Path, edit: (oob: OrderOfBattle) => OrderOfBattle): Command<D> {
  return {
    label,
    patches: (doc) => {
      const old = getIn(doc, oobPath);
      if (!isOrderOfBattle(old)) throw new ops.OobEditError(`no order of battle at ${oobPath.join('/') || 'the top'}`);
      const next = edit(old);
      return next === old ? [] : [{ op: 'set', path: oobPath, value: next }];
    },
  };
}

/** What the user calls a thing in an "Add …" / "Delete …" label. */
const UNIT_WORD: Readonly<Record<UnitArm, string>> = { infantry: 'regiment', cavalry: 'cavalry', artillery: 'battery', engineers: 'engineers' };

export function nodeWord(oob: OrderOfBattle, id: string): string {
  if (ops.locateLeader(oob, id)) return 'leader';
  const at = ops.locate(oob, id);
  if (!at) return 'item';
  return isFormation(at.node) ? at.node.level : UNIT_WORD[at.node.arm];
}

export const addUnit = <D = unknown>(oobPath: Path, parentId: string | null, unit: Unit, index?: number): Command<D> =>
  oobCommand(`Add ${UNIT_WORD[unit.arm]}`, oobPath, (oob) => ops.addNode(oob, parentId, unit, index));

export const addFormation = <D = unknown>(oobPath: Path, parentId: string | null, formation: Formation, index?: number): Command<D> =>
  oobCommand(`Add ${formation.level}`, oobPath, (oob) => ops.addNode(oob, parentId, formation, index));

export const addLeader = <D = unknown>(oobPath: Path, formationId: string, leader: Leader, index?: number): Command<D> =>
  oobCommand('Add leader', oobPath, (oob) => ops.addLeader(oob, formationId, leader, index));

/** Renames a formation, unit or leader; the same name records nothing. */
export const rename = <D = unknown>(oobPath: Path, id: string, name: string): Command<D> =>
  oobCommand('Rename', oobPath, (oob) => {
    const current = ops.locateLeader(oob, id)?.leader.name ?? ops.locate(oob, id)?.node.name;
    return current === name ? oob : ops.rename(oob, id, name);
  });

type UnitChanges = Parameters<typeof ops.updateUnit>[2];
type FormationChanges = Parameters<typeof ops.updateFormation>[2];
type LeaderChanges = Parameters<typeof ops.updateLeader>[2];

/** Fields set to `undefined` are removed, so "no manual cost" is an edit like any other. */
const dropUndefined = <T extends object>(o: T): T => {
  const out = { ...o } as Record<string, unknown>;
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out as T;
};

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts `replacement` exactly where the node `id` is (not merged, so a field the user cleared is gone);
 * the node keeps its id, so ids stay unique.
 */
function replaceNodeExactly(oob: OrderOfBattle, id: string, replacement: OobNode): OrderOfBattle {
  const at = ops.locate(oob, id);
  if (!at) throw new ops.OobEditError(`nothing with id ${id}`);
  return ops.addNode(ops.removeNode(oob, id), at.parent?.id ?? null, replacement, at.index);
}

export const updateUnit = <D = unknown>(oobPath: Path, id: string, changes: UnitChanges, label = 'Edit unit'): Command<D> =>
  oobCommand(label, oobPath, (oob) => {
    const at = ops.locate(oob, id);
    if (!at || isFormation(at.node)) throw new ops.OobEditError(`no unit with id ${id}`);
    const patch = typeof changes === 'function' ? changes(at.node) : changes;
    const next = dropUndefined({ ...at.node, ...patch, id } as Unit);
    if (next.arm !== at.node.arm) throw new ops.OobEditError(`cannot change the arm of ${at.node.name}; remove it and add a new unit`);
    return sameJson(next, at.node) ? oob : replaceNodeExactly(oob, id, next);
  });

export const updateFormation = <D = unknown>(oobPath: Path, id: string, changes: FormationChanges, label = 'Edit formation'): Command<D> =>
  oobCommand(label, oobPath, (oob) => {
    const at = ops.locate(oob, id);
    if (!at || !isFormation(at.node)) throw new ops.OobEditError(`no formation with id ${id}`);
    const patch = typeof changes === 'function' ? changes(at.node) : changes;
    const next: Formation = dropUndefined({ ...at.node, ...patch, id, kind: 'formation' as const, children: at.node.children });
    const shallow = (f: Formation) => ({ ...f, children: f.children.map((c) => c.id) });
    return sameJson(shallow(next), shallow(at.node)) ? oob : replaceNodeExactly(oob, id, next);
  });

export const updateLeader = <D = unknown>(oobPath: Path, id: string, changes: LeaderChanges, label = 'Edit leader'): Command<D> =>
  oobCommand(label, oobPath, (oob) => {
    const at = ops.locateLeader(oob, id);
    if (!at) throw new ops.OobEditError(`no leader with id ${id}`);
    const patch = typeof changes === 'function' ? changes(at.leader) : changes;
    const next = dropUndefined({ ...at.leader, ...patch });
    if (sameJson(next, at.leader)) return oob;
    const leaders = at.formation.leaders.slice();
    leaders[at.index] = next;
    return ops.updateFormation(oob, at.formation.id, { leaders });
  });

/** Moves a formation or unit under another formation (null = the root); one drag is one command. */
export const moveNode = <D = unknown>(oobPath: Path, id: string, toParentId: string | null, index?: number): Command<D> =>
  oobCommand('Move', oobPath, (oob) => {
    const at = ops.locate(oob, id);
    if (at && (at.parent?.id ?? null) === toParentId && (index === undefined ? at.index === (at.parent?.children ?? oob.children).length - 1 : at.index === index)) return oob;
    return ops.moveNode(oob, id, toParentId, index);
  });

export const moveLeader = <D = unknown>(oobPath: Path, id: string, toFormationId: string, index?: number): Command<D> =>
  oobCommand('Move leader', oobPath, (oob) => {
    const at = ops.locateLeader(oob, id);
    if (at && at.formation.id === toFormationId && (index === undefined ? at.index === at.formation.leaders.length - 1 : at.index === index)) return oob;
    return ops.moveLeader(oob, id, toFormationId, index);
  });

export const reorder = <D = unknown>(oobPath: Path, id: string, index: number): Command<D> =>
  oobCommand('Reorder', oobPath, (oob) => (ops.locate(oob, id)?.index === index ? oob : ops.reorder(oob, id, index)));

/**
 * Duplicates a formation or unit after the original. The copy's id is what `ops.duplicateNode` gives on
 * the current document, so the editor can select it: `duplicatedId(oob, id)`.
 */
export const duplicate = <D = unknown>(oobPath: Path, id: string): Command<D> =>
  oobCommand('Duplicate', oobPath, (oob) => ops.duplicateNode(oob, id).oob);

export const duplicatedId = (oob: OrderOfBattle, id: string): string => ops.duplicateNode(oob, id).id;

/** Pastes a copied formation or unit (from any OOB) under `parentId`; clashing ids are renewed. */
export const paste = <D = unknown>(oobPath: Path, parentId: string | null, node: OobNode, index?: number): Command<D> =>
  oobCommand('Paste', oobPath, (oob) => ops.pasteNode(oob, parentId, node, index).oob);

export const pastedId = (oob: OrderOfBattle, parentId: string | null, node: OobNode, index?: number): string =>
  ops.pasteNode(oob, parentId, node, index).id;

/** Pastes a copied leader into a formation, with a fresh id if its own is taken. */
export const pasteLeader = <D = unknown>(oobPath: Path, formationId: string, leader: Leader, index?: number): Command<D> =>
  oobCommand('Paste leader', oobPath, (oob) => ops.addLeader(oob, formationId, { ...leader, id: pastedLeaderId(oob, leader) }, index));

export const pastedLeaderId = (oob: OrderOfBattle, leader: Leader): string => {
  const used = ops.allIds(oob);
  return used.has(leader.id) ? ops.freshId(leader.id, used) : leader.id;
};

/** Deletes a formation (with everything under it), a unit or a leader; `what` names it in "Undo Delete …". */
export const remove = <D = unknown>(oobPath: Path, id: string, what = 'item'): Command<D> =>
  oobCommand(`Delete ${what}`, oobPath, (oob) => (ops.locateLeader(oob, id) ? ops.removeLeader(oob, id) : ops.removeNode(oob, id)));

/** The order of battle's own settings. */
type OobField = 'name' | 'side' | 'era' | 'scale' | 'notes' | 'statedTotal';
const FIELD_LABEL: Readonly<Record<OobField, string>> = {
  name: 'Rename army',
  side: 'Change side',
  era: 'Change era',
  scale: 'Change figure scale',
  notes: 'Edit notes',
  statedTotal: 'Change stated total',
};

export function setOobField<D = unknown, K extends OobField = OobField>(oobPath: Path, field: K, value: OrderOfBattle[K] | undefined): Command<D> {
  return oobCommand(FIELD_LABEL[field], oobPath, (oob) => {
    if (sameJson(oob[field], value)) return oob;
    const next = { ...oob } as Record<string, unknown>;
    if (value === undefined) delete next[field];
    else next[field] = value;
    return next as unknown as OrderOfBattle;
  });
}

export const setEra = <D = unknown>(oobPath: Path, era: Era): Command<D> => setOobField(oobPath, 'era', era);
export const setSide = <D = unknown>(oobPath: Path, side: Side): Command<D> => setOobField(oobPath, 'side', side);
export const setScale = <D = unknown>(oobPath: Path, scale: FigureScale | undefined): Command<D> => setOobField(oobPath, 'scale', scale);

/** Replaces the whole order of battle (a CSV import): one undo entry takes it back. */
export const replaceOrderOfBattle = <D = unknown>(oobPath: Path, next: OrderOfBattle, label = 'Import CSV'): Command<D> =>
  oobCommand(label, oobPath, () => next);

// ── new items with sensible first choices ────────────────────────────────

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
