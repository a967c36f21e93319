/**
 * Pure edits of an order of battle. Each takes an OOB and returns a new one; only the formations on the
 * path to the change are copied, every other branch is shared, so an undo stack can keep old versions
 * for free and per-formation caches (costs, warnings) survive edits elsewhere in the tree.
 * A mistake in the request (unknown id, moving a formation into itself) throws `Refusal`.
 */
import { countedUpName } from '../model/countUp';
import { isFormation, type Formation, type Leader, type OobNode, type OrderOfBattle, type Unit } from '../model/oob';
import { Refusal } from '../history';

/** Where a node sits: its ancestors from the root down and its index among its parent's children. */
export interface NodeLocation {
  node: OobNode;
  ancestors: Formation[];
  parent: Formation | null;
  index: number;
}

export function locate(oob: OrderOfBattle, id: string): NodeLocation | undefined {
  const walk = (children: OobNode[], ancestors: Formation[]): NodeLocation | undefined => {
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (node.id === id) return { node, ancestors, parent: ancestors[ancestors.length - 1] ?? null, index: i };
      if (isFormation(node)) {
        const found = walk(node.children, [...ancestors, node]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(oob.children, []);
}

export interface LeaderLocation {
  leader: Leader;
  formation: Formation;
  index: number;
}

export function locateLeader(oob: OrderOfBattle, id: string): LeaderLocation | undefined {
  for (const formation of formations(oob)) {
    const index = formation.leaders.findIndex((l) => l.id === id);
    if (index !== -1) return { leader: formation.leaders[index]!, formation, index };
  }
  return undefined;
}

/** Every formation, depth first, parents before children. */
export function formations(oob: OrderOfBattle): Formation[] {
  const out: Formation[] = [];
  const walk = (children: OobNode[]): void => {
    for (const node of children) {
      if (isFormation(node)) {
        out.push(node);
        walk(node.children);
      }
    }
  };
  walk(oob.children);
  return out;
}

/** Every unit, in tree order. */
export function units(oob: OrderOfBattle | Formation): Unit[] {
  const out: Unit[] = [];
  const walk = (children: OobNode[]): void => {
    for (const node of children) {
      if (isFormation(node)) walk(node.children);
      else out.push(node);
    }
  };
  walk(oob.children);
  return out;
}

/** Every id in use (formations, units and leaders): ids are unique across all three. */
export function allIds(oob: OrderOfBattle): Set<string> {
  const ids = new Set<string>();
  for (const f of formations(oob)) {
    ids.add(f.id);
    for (const l of f.leaders) ids.add(l.id);
  }
  for (const u of units(oob)) ids.add(u.id);
  return ids;
}

/** Rebuilds the path from the root to the formation `parentId` (null = root), changing only its children. */
function withChildren(oob: OrderOfBattle, parentId: string | null, change: (children: OobNode[]) => OobNode[]): OrderOfBattle {
  if (parentId === null) return { ...oob, children: change(oob.children) };
  const at = locate(oob, parentId);
  if (!at || !isFormation(at.node)) throw new Refusal(`no formation with id ${parentId}`);
  return replaceNode(oob, at, { ...at.node, children: change(at.node.children) });
}

/** Puts `replacement` where `at.node` was, copying its ancestors. */
function replaceNode(oob: OrderOfBattle, at: NodeLocation, replacement: OobNode): OrderOfBattle {
  let node: OobNode = replacement;
  let index = at.index;
  for (let depth = at.ancestors.length - 1; depth >= 0; depth--) {
    const parent = at.ancestors[depth]!;
    const children = parent.children.slice();
    children[index] = node;
    node = { ...parent, children };
    index = depth === 0 ? oob.children.indexOf(parent) : at.ancestors[depth - 1]!.children.indexOf(parent);
  }
  const children = oob.children.slice();
  children[index] = node;
  return { ...oob, children };
}

const insertAt = <T>(list: T[], item: T, index?: number): T[] => {
  const out = list.slice();
  const at = index === undefined ? out.length : Math.max(0, Math.min(index, out.length));
  out.splice(at, 0, item);
  return out;
};

function assertFreshIds(oob: OrderOfBattle, node: OobNode | Leader): void {
  const used = allIds(oob);
  const check = (id: string): void => {
    if (used.has(id)) throw new Refusal(`id ${id} is already in use`);
    used.add(id);
  };
  const walk = (n: OobNode | Leader): void => {
    check(n.id);
    if ('kind' in n && n.kind === 'formation') {
      n.leaders.forEach((l) => check(l.id));
      n.children.forEach(walk);
    }
  };
  walk(node);
}

/** Adds a formation or unit under `parentId` (null = the root), at `index` or at the end. */
export function addNode(oob: OrderOfBattle, parentId: string | null, node: OobNode, index?: number): OrderOfBattle {
  assertFreshIds(oob, node);
  return withChildren(oob, parentId, (children) => insertAt(children, node, index));
}

export function addLeader(oob: OrderOfBattle, formationId: string, leader: Leader, index?: number): OrderOfBattle {
  assertFreshIds(oob, leader);
  return updateFormation(oob, formationId, (f) => ({ leaders: insertAt(f.leaders, leader, index) }));
}

/** Omit over each member of a union, so a unit patch may name any arm's fields. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Patch<T> = Partial<DistributiveOmit<T, 'id'>> | ((current: T) => Partial<DistributiveOmit<T, 'id'>>);
const applyPatch = <T>(current: T, patch: Patch<T>): T => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) });

export function updateUnit(oob: OrderOfBattle, id: string, patch: Patch<Unit>): OrderOfBattle {
  const at = locate(oob, id);
  if (!at || isFormation(at.node)) throw new Refusal(`no unit with id ${id}`);
  const next = applyPatch<Unit>(at.node, patch);
  if (next.arm !== at.node.arm) throw new Refusal(`cannot change the arm of ${at.node.name}; remove it and add a new unit`);
  return replaceNode(oob, at, next);
}

export function updateFormation(oob: OrderOfBattle, id: string, patch: Patch<Omit<Formation, 'kind' | 'children'>>): OrderOfBattle {
  const at = locate(oob, id);
  if (!at || !isFormation(at.node)) throw new Refusal(`no formation with id ${id}`);
  const current = at.node;
  const changes = typeof patch === 'function' ? patch(current) : patch;
  return replaceNode(oob, at, { ...current, ...changes, kind: 'formation', children: current.children });
}

export function updateLeader(oob: OrderOfBattle, id: string, patch: Patch<Leader>): OrderOfBattle {
  const at = locateLeader(oob, id);
  if (!at) throw new Refusal(`no leader with id ${id}`);
  const leaders = at.formation.leaders.slice();
  leaders[at.index] = applyPatch(at.leader, patch);
  return updateFormation(oob, at.formation.id, { leaders });
}

/**
 * Moves a formation or unit under `toParentId` (null = root) at `index` (in the target's children after
 * the node has been taken out), or at the end.
 */
export function moveNode(oob: OrderOfBattle, id: string, toParentId: string | null, index?: number): OrderOfBattle {
  const at = locate(oob, id);
  if (!at) throw new Refusal(`nothing with id ${id}`);
  if (toParentId !== null) {
    const target = locate(oob, toParentId);
    if (!target || !isFormation(target.node)) throw new Refusal(`no formation with id ${toParentId}`);
    if (toParentId === id || target.ancestors.some((a) => a.id === id)) {
      throw new Refusal(`cannot move ${at.node.name} into itself`);
    }
  }
  const removed = withChildren(oob, at.parent?.id ?? null, (children) => children.filter((c) => c.id !== id));
  return withChildren(removed, toParentId, (children) => insertAt(children, at.node, index));
}

/** Moves a node to `index` among its current siblings. */
export function reorder(oob: OrderOfBattle, id: string, index: number): OrderOfBattle {
  const at = locate(oob, id);
  if (!at) throw new Refusal(`nothing with id ${id}`);
  return moveNode(oob, id, at.parent?.id ?? null, index);
}

export function moveLeader(oob: OrderOfBattle, id: string, toFormationId: string, index?: number): OrderOfBattle {
  const at = locateLeader(oob, id);
  if (!at) throw new Refusal(`no leader with id ${id}`);
  const removed = updateFormation(oob, at.formation.id, (f) => ({ leaders: f.leaders.filter((l) => l.id !== id) }));
  return updateFormation(removed, toFormationId, (f) => ({ leaders: insertAt(f.leaders, at.leader, index) }));
}

/** A fresh id near `base`: `base-copy`, `base-copy-2`, … */
export function freshId(base: string, used: Set<string>): string {
  let candidate = `${base}-copy`;
  for (let n = 2; used.has(candidate); n++) candidate = `${base}-copy-${n}`;
  used.add(candidate);
  return candidate;
}

function cloneWithIds(node: OobNode, used: Set<string>, makeId: (old: string, used: Set<string>) => string): OobNode {
  if (!isFormation(node)) return { ...node, id: makeId(node.id, used) };
  return {
    ...node,
    id: makeId(node.id, used),
    leaders: node.leaders.map((l) => ({ ...l, id: makeId(l.id, used) })),
    children: node.children.map((c) => cloneWithIds(c, used, makeId)),
  };
}

export interface Duplicated {
  oob: OrderOfBattle;
  /** Id of the copy, for selecting it in the editor. */
  id: string;
}

/**
 * Copies a formation (with its leaders and everything under it) or a unit, and places the copy right
 * after the original. The copy's name counts up among its siblings' ("6th Wisconsin 2"), so CSV paths,
 * which name each node by its place among its siblings, stay unambiguous.
 */
export function duplicateNode(oob: OrderOfBattle, id: string, makeId: (old: string, used: Set<string>) => string = freshId): Duplicated {
  const at = locate(oob, id);
  if (!at) throw new Refusal(`nothing with id ${id}`);
  const copy = cloneWithIds(at.node, allIds(oob), makeId);
  const siblings = at.parent ? at.parent.children : oob.children;
  const named = { ...copy, name: countedUpName(at.node.name, siblings.map((n) => n.name)) };
  return { oob: withChildren(oob, at.parent?.id ?? null, (children) => insertAt(children, named, at.index + 1)), id: named.id };
}

/** Pastes a copied node (from any OOB) under `parentId`, renewing ids that clash. */
export function pasteNode(oob: OrderOfBattle, parentId: string | null, node: OobNode, index?: number): Duplicated {
  const used = allIds(oob);
  const copy = cloneWithIds(node, used, (old, u) => (u.has(old) ? freshId(old, u) : (u.add(old), old)));
  return { oob: withChildren(oob, parentId, (children) => insertAt(children, copy, index)), id: copy.id };
}

export function removeNode(oob: OrderOfBattle, id: string): OrderOfBattle {
  const at = locate(oob, id);
  if (!at) throw new Refusal(`nothing with id ${id}`);
  return withChildren(oob, at.parent?.id ?? null, (children) => children.filter((c) => c.id !== id));
}

export function removeLeader(oob: OrderOfBattle, id: string): OrderOfBattle {
  const at = locateLeader(oob, id);
  if (!at) throw new Refusal(`no leader with id ${id}`);
  return updateFormation(oob, at.formation.id, (f) => ({ leaders: f.leaders.filter((l) => l.id !== id) }));
}
