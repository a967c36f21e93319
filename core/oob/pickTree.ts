/**
 * The order of battle as a tree to pick units from (set-up instructions and entries name the units they
 * bring): each formation, leader and unit a row, indented under its formation; a search keeps the rows
 * whose name holds every word of it and the formations above them, so a picked regiment is seen in its
 * brigade.
 */
import { foldForSearch } from './catalogue';
import { isFormation, type OobNode, type OrderOfBattle } from '../model/oob';

export interface PickRow {
  id: string;
  name: string;
  kind: 'formation' | 'leader' | 'unit';
  depth: number;
  /** The ids of the formations above the row, outermost first. */
  within: string[];
}

export function pickRows(oob: OrderOfBattle | undefined, query = ''): PickRow[] {
  if (!oob) return [];
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  const matches = (name: string) => words.every((w) => foldForSearch(name).includes(w));
  const out: PickRow[] = [];
  const visit = (node: OobNode, within: string[]): boolean => {
    const depth = within.length;
    if (!isFormation(node)) {
      if (!matches(node.name)) return false;
      out.push({ id: node.id, name: node.name, kind: 'unit', depth, within });
      return true;
    }
    const at = out.length;
    const self = matches(node.name);
    const inner = [...within, node.id];
    let any = false;
    for (const leader of node.leaders) {
      if (!self && !matches(leader.name)) continue;
      out.push({ id: leader.id, name: leader.name, kind: 'leader', depth: depth + 1, within: inner });
      any = true;
    }
    for (const child of node.children) {
      // A formation that matches shows all it holds; otherwise only what matches inside it.
      if (self) visitAll(child, inner);
      else any = visit(child, inner) || any;
    }
    if (!self && !any) return false;
    out.splice(at, 0, { id: node.id, name: node.name, kind: 'formation', depth, within });
    return true;
  };
  const visitAll = (node: OobNode, within: string[]): void => {
    out.push({ id: node.id, name: node.name, kind: isFormation(node) ? 'formation' : 'unit', depth: within.length, within });
    if (!isFormation(node)) return;
    const inner = [...within, node.id];
    for (const leader of node.leaders) out.push({ id: leader.id, name: leader.name, kind: 'leader', depth: inner.length, within: inner });
    for (const child of node.children) visitAll(child, inner);
  };
  for (const node of oob.children) visit(node, []);
  return out;
}
