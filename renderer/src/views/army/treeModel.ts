/**
 * What the order-of-battle tree shows: the visible rows (leaders first under their formation, then
 * sub-formations and units in order), the muster points of every row from one `musterReport`, where a
 * dragged row may land, and the in-memory clipboard shared by every tree in the window.
 */
import type { FormationCost, ItemCost, MusterWarning, Severity, SideCost } from '../../../../core/muster';
import {
  isFormation,
  locate,
  locateLeader,
  type Formation,
  type Leader,
  type OobNode,
  type OrderOfBattle,
  type Unit,
} from '../../../../core/oob';
import { WEAPON_SHORT_NAMES } from '../../../../core/rules/adf/weapons';

export type Row =
  | { kind: 'formation'; id: string; depth: number; parentId: string | null; index: number; node: Formation; expandable: boolean }
  | { kind: 'unit'; id: string; depth: number; parentId: string | null; index: number; node: Unit }
  | { kind: 'leader'; id: string; depth: number; parentId: string; index: number; leader: Leader };

/** Rows in display order; the children of a collapsed formation are left out. */
export function visibleRows(oob: OrderOfBattle, collapsed: ReadonlySet<string>): Row[] {
  const rows: Row[] = [];
  const walk = (children: OobNode[], depth: number, parentId: string | null): void => {
    children.forEach((node, index) => {
      if (isFormation(node)) {
        rows.push({ kind: 'formation', id: node.id, depth, parentId, index, node, expandable: node.children.length + node.leaders.length > 0 });
        if (collapsed.has(node.id)) return;
        node.leaders.forEach((leader, li) => rows.push({ kind: 'leader', id: leader.id, depth: depth + 1, parentId: node.id, index: li, leader }));
        walk(node.children, depth + 1, node.id);
      } else {
        rows.push({ kind: 'unit', id: node.id, depth, parentId, index, node });
      }
    });
  };
  walk(oob.children, 0, null);
  return rows;
}

/** Muster points per formation, unit and leader id, read once from the side's cost. */
export interface Costs {
  formations: Map<string, FormationCost>;
  items: Map<string, ItemCost>;
}

export function indexCosts(cost: SideCost): Costs {
  const formations = new Map<string, FormationCost>();
  const items = new Map<string, ItemCost>();
  const walk = (f: FormationCost): void => {
    formations.set(f.formation.id, f);
    for (const l of f.leaders) items.set(l.id, l);
    for (const u of f.units) items.set(u.id, u);
    f.children.forEach(walk);
  };
  for (const u of cost.units) items.set(u.id, u);
  cost.formations.forEach(walk);
  return { formations, items };
}

/** The worst warning on each node, for the marker beside its name. */
export function warningsByNode(warnings: readonly MusterWarning[]): Map<string, Severity> {
  const out = new Map<string, Severity>();
  for (const w of warnings) {
    if (w.nodeId === null) continue;
    if (w.severity === 'error' || !out.has(w.nodeId)) out.set(w.nodeId, w.severity);
  }
  return out;
}

/** Ids of the formations above a node or leader, from the root down: expanded to reveal it. */
export function ancestorIds(oob: OrderOfBattle, id: string): string[] {
  const leader = locateLeader(oob, id);
  const at = locate(oob, leader ? leader.formation.id : id);
  if (!at) return [];
  const ids = at.ancestors.map((a) => a.id);
  return leader ? [...ids, leader.formation.id] : ids;
}

/** The formation new leaders and units go into for the current selection (null = the root). */
export function targetFormation(oob: OrderOfBattle, selectedId: string | null): Formation | null {
  if (!selectedId) return null;
  const leader = locateLeader(oob, selectedId);
  if (leader) return leader.formation;
  const at = locate(oob, selectedId);
  if (!at) return null;
  return isFormation(at.node) ? at.node : at.parent;
}

/** Where a new node goes for the current selection: inside a selected formation, or after a selected unit. */
export function insertionPoint(oob: OrderOfBattle, selectedId: string | null): { parentId: string | null; index?: number } {
  if (!selectedId) return { parentId: null };
  const leader = locateLeader(oob, selectedId);
  if (leader) return { parentId: leader.formation.id };
  const at = locate(oob, selectedId);
  if (!at) return { parentId: null };
  if (isFormation(at.node)) return { parentId: at.node.id };
  return { parentId: at.parent?.id ?? null, index: at.index + 1 };
}

export type DropPlace = 'before' | 'after' | 'inside';

export type DropAction =
  | { kind: 'node'; id: string; parentId: string | null; index?: number }
  | { kind: 'leader'; id: string; formationId: string; index?: number };

/**
 * What dropping `dragId` on `row` at `place` does, or null where it may not land: a formation never
 * goes into itself or below itself; a leader lands only on a formation or beside another leader.
 */
export function dropAction(oob: OrderOfBattle, dragId: string, row: Row, place: DropPlace): DropAction | null {
  if (dragId === row.id) return null;
  const leader = locateLeader(oob, dragId);
  if (leader) {
    if (row.kind === 'formation' && place === 'inside') return { kind: 'leader', id: dragId, formationId: row.id };
    if (row.kind !== 'leader') return null;
    let index = row.index + (place === 'after' ? 1 : 0);
    if (leader.formation.id === row.parentId && leader.index < index) index--;
    return { kind: 'leader', id: dragId, formationId: row.parentId, index };
  }
  const at = locate(oob, dragId);
  if (!at) return null;
  let parentId: string | null;
  let index: number | undefined;
  if (row.kind === 'leader') {
    // Beside a leader means first among the formation's own children.
    parentId = row.parentId;
    index = 0;
  } else if (place === 'inside') {
    if (row.kind !== 'formation') return null;
    parentId = row.id;
  } else {
    parentId = row.parentId;
    index = row.index + (place === 'after' ? 1 : 0);
    if ((at.parent?.id ?? null) === parentId && at.index < index) index--;
  }
  if (parentId !== null && isFormation(at.node)) {
    const target = locate(oob, parentId);
    if (parentId === dragId || target?.ancestors.some((a) => a.id === dragId)) return null;
  }
  return { kind: 'node', id: dragId, parentId, ...(index === undefined ? {} : { index }) };
}

/**
 * Where a catalogue entry dropped on `row` goes: a unit before or after the row, or into a formation; a
 * leader only into a formation. Null where it cannot go. `row` null is the tree's empty space: the end of
 * the top level, for a unit.
 */
export function catalogueDropPoint(row: Row | null, place: DropPlace, entryKind: 'unit' | 'leader'): { parentId: string | null; index?: number } | null {
  if (row === null) return entryKind === 'unit' ? { parentId: null } : null;
  if (entryKind === 'leader') return row.kind === 'formation' && place === 'inside' ? { parentId: row.id } : null;
  if (row.kind === 'leader') return { parentId: row.parentId, index: 0 };
  if (place === 'inside') return row.kind === 'formation' ? { parentId: row.id } : null;
  return { parentId: row.parentId, index: row.index + (place === 'after' ? 1 : 0) };
}

/** Copy and paste between trees (and between armies) in this window. */
export type ClipboardItem = { kind: 'node'; node: OobNode } | { kind: 'leader'; leader: Leader };

let clipboard: ClipboardItem | null = null;
export const clipboardItem = (): ClipboardItem | null => clipboard;
export const setClipboard = (item: ClipboardItem): void => {
  clipboard = structuredClone(item);
};

/** What the tree calls a thing: "regiment", "battery", "brigade". */
export function rowWord(row: Row): string {
  if (row.kind === 'leader') return 'leader';
  if (row.kind === 'formation') return row.node.level === 'artillery' ? 'artillery battalion' : row.node.level;
  return UNIT_WORDS[row.node.arm];
}

export const UNIT_WORDS: Readonly<Record<Unit['arm'], string>> = { infantry: 'regiment', cavalry: 'cavalry', artillery: 'battery', engineers: 'engineers' };

/** Short description shown after a unit's name in the tree: "6 R/M · veteran". */
export function unitSummary(unit: Unit): string {
  switch (unit.arm) {
    case 'infantry':
      return `${unit.figures} fig · ${WEAPON_SHORT_NAMES[unit.weapon]} · ${unit.quality}${unit.sharpshooters ? ' · SS' : ''}`;
    case 'cavalry':
      return `${unit.figures} fig · ${WEAPON_SHORT_NAMES[unit.weapon]} · ${unit.quality}`;
    case 'artillery':
      return `${unit.sections} sec · ${WEAPON_SHORT_NAMES[unit.gun]} · ${unit.quality}`;
    case 'engineers':
      return `${unit.figures} fig · ${unit.quality}`;
  }
}

