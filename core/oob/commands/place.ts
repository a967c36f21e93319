/**
 * Where things sit inside a document, as patch paths: the order of battle at `oobPath`, a node at
 * `[...oobPath, 'children', i, 'children', j]`, a leader in its formation's `leaders`. Every order-of-
 * battle command builds its small patches (a `set` of a name, a remove and insert of one node) from here.
 */
import { getIn, Refusal, type Path } from '../../history';
import { isFormation, type Formation, type Leader, type OobNode, type OrderOfBattle } from '../../model/oob';

/**
 * Where an order of battle sits in a document of type `D`: `ARMY_OOB_PATH` in an army file,
 * `['sides', i, 'forces', 'orderOfBattle']` in a scenario. The type says which document the commands
 * built on it edit.
 */
export type OobPath<D> = Path & { readonly __document?: D };

const isOrderOfBattle = (v: unknown): v is OrderOfBattle =>
  typeof v === 'object' && v !== null && Array.isArray((v as OrderOfBattle).children) && typeof (v as OrderOfBattle).side === 'string';

/** The order of battle at `oobPath`; a path with none there is a mistake in the caller, not a no-op. */
export function oobAt(doc: unknown, oobPath: Path): OrderOfBattle {
  const oob = getIn(doc, oobPath);
  if (!isOrderOfBattle(oob)) throw new Refusal(`no order of battle at ${oobPath.join('/') || 'the top'}`);
  return oob;
}

export interface NodePlace {
  node: OobNode;
  /** Path of the node from the order of battle. */
  path: Path;
  /** Path of the list it is in, and its index there. */
  list: Path;
  index: number;
  parent: Formation | null;
}

/** Finds the node `id`, with its path. */
export function nodePlace(oob: OrderOfBattle, id: string): NodePlace | undefined {
  const walk = (children: OobNode[], list: Path, parent: Formation | null): NodePlace | undefined => {
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (node.id === id) return { node, path: [...list, i], list, index: i, parent };
      if (isFormation(node)) {
        const found = walk(node.children, [...list, i, 'children'], node);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(oob.children, ['children'], null);
}

/** Path of the children list of formation `parentId` (null = the root). */
export function childrenPath(oob: OrderOfBattle, parentId: string | null): { path: Path; children: OobNode[] } {
  if (parentId === null) return { path: ['children'], children: oob.children };
  const at = nodePlace(oob, parentId);
  if (!at || !isFormation(at.node)) throw new Refusal(`no formation with id ${parentId}`);
  return { path: [...at.path, 'children'], children: at.node.children };
}

export interface LeaderPlace {
  leader: Leader;
  formation: Formation;
  path: Path;
  list: Path;
  index: number;
}

export function leaderPlace(oob: OrderOfBattle, id: string): LeaderPlace | undefined {
  const walk = (children: OobNode[], list: Path): LeaderPlace | undefined => {
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (!isFormation(node)) continue;
      const k = node.leaders.findIndex((l) => l.id === id);
      if (k !== -1) return { leader: node.leaders[k]!, formation: node, list: [...list, i, 'leaders'], path: [...list, i, 'leaders', k], index: k };
      const found = walk(node.children, [...list, i, 'children']);
      if (found) return found;
    }
    return undefined;
  };
  return walk(oob.children, ['children']);
}

/** Path of formation `id`'s leaders list. */
export function leadersPath(oob: OrderOfBattle, formationId: string): { path: Path; leaders: Leader[] } {
  const at = nodePlace(oob, formationId);
  if (!at || !isFormation(at.node)) throw new Refusal(`no formation with id ${formationId}`);
  return { path: [...at.path, 'leaders'], leaders: at.node.leaders };
}

/** An index to insert at: the end when none is given, else clamped into the list (as the pure edits do). */
export const insertIndex = (length: number, index?: number): number => (index === undefined ? length : Math.max(0, Math.min(index, length)));

/** `oobPath` followed by a path inside the order of battle. */
export const within = (oobPath: Path, path: Path): Path => [...oobPath, ...path];
