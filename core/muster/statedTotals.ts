/**
 * An order of battle transcribed from a book carries the prices and totals printed there. Muster shows
 * its own figure beside each one and flags every difference, so a misprint (T'ain't No Militia's Union
 * total, adfLine(2026)) is visible rather than silently copied or silently corrected.
 */
import { isFormation, type OrderOfBattle } from '../oob/types';
import type { FormationCost, ItemCost, SideCost } from './cost';

export interface StatedDifference {
  /** The formation, unit or leader; null for the side total. */
  nodeId: string | null;
  path: string;
  name: string;
  stated: number;
  computed: number;
}

const JOIN = ' > ';

/** Every stated price or total that differs from the computed one, in tree order, the side total last. */
export function statedDifferences(oob: OrderOfBattle, cost: SideCost): StatedDifference[] {
  const out: StatedDifference[] = [];
  const item = (stated: number | undefined, c: ItemCost, path: string): void => {
    if (stated !== undefined && stated !== c.points) out.push({ nodeId: c.id, path, name: c.name, stated, computed: c.points });
  };
  const walk = (fc: FormationCost, path: string): void => {
    const f = fc.formation;
    if (f.statedTotal !== undefined && f.statedTotal !== fc.total) {
      out.push({ nodeId: f.id, path, name: f.name, stated: f.statedTotal, computed: fc.total });
    }
    f.leaders.forEach((l, i) => item(l.statedCost, fc.leaders[i]!, path));
    let ui = 0;
    let ci = 0;
    for (const node of f.children) {
      if (isFormation(node)) walk(fc.children[ci++]!, `${path}${JOIN}${node.name}`);
      else item(node.statedCost, fc.units[ui++]!, `${path}${JOIN}${node.name}`);
    }
  };
  let ui = 0;
  let fi = 0;
  for (const node of oob.children) {
    if (isFormation(node)) walk(cost.formations[fi++]!, node.name);
    else item(node.statedCost, cost.units[ui++]!, node.name);
  }
  if (oob.statedTotal !== undefined && oob.statedTotal !== null && oob.statedTotal !== cost.total) {
    out.push({ nodeId: null, path: '', name: oob.name, stated: oob.statedTotal, computed: cost.total });
  }
  return out;
}

export function statedTotalWarnings(oob: OrderOfBattle, cost: SideCost): Array<{ rule: 'cost.stated-totals'; message: string; path: string; nodeId: string | null }> {
  return statedDifferences(oob, cost).map((d) => {
    const gap = d.stated - d.computed;
    const what = d.nodeId === null ? `the stated total of ${d.name}` : `the stated cost of ${d.name}`;
    return {
      rule: 'cost.stated-totals' as const,
      message: `${what} is ${d.stated} MP but the tables give ${d.computed} MP (stated is ${Math.abs(gap)} MP ${gap > 0 ? 'higher' : 'lower'})`,
      path: d.path,
      nodeId: d.nodeId,
    };
  });
}
