/**
 * An order of battle transcribed from a book carries the prices and totals printed there. Muster shows
 * its own figure beside each one and flags every difference, so a misprint (T'ain't No Militia's Union
 * total, adfLine(2026)) is visible rather than silently copied or silently corrected.
 */
import { isFormation, type OrderOfBattle, type Unit } from '../model/oob';
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

/** A priced line (a unit or leader) with the price printed beside it, if any. */
interface PricedLine {
  stated: number | undefined;
  points: number;
}

/** The priced lines under `nodeId` (a formation and everything in it, or one unit or leader; null: the whole side). */
function linesUnder(oob: OrderOfBattle, cost: SideCost, nodeId: string | null): PricedLine[] | undefined {
  const all = (fc: FormationCost): PricedLine[] => {
    const f = fc.formation;
    const out: PricedLine[] = f.leaders.map((l, i) => ({ stated: l.statedCost, points: fc.leaders[i]!.points }));
    let ui = 0;
    let ci = 0;
    for (const node of f.children) {
      if (isFormation(node)) out.push(...all(fc.children[ci++]!));
      else out.push({ stated: node.statedCost, points: fc.units[ui++]!.points });
    }
    return out;
  };
  const find = (fc: FormationCost): PricedLine[] | undefined => {
    const f = fc.formation;
    if (f.id === nodeId) return all(fc);
    const leader = f.leaders.findIndex((l) => l.id === nodeId);
    if (leader >= 0) return [{ stated: f.leaders[leader]!.statedCost, points: fc.leaders[leader]!.points }];
    let ui = 0;
    let ci = 0;
    for (const node of f.children) {
      if (isFormation(node)) {
        const found = find(fc.children[ci++]!);
        if (found) return found;
      } else {
        const u = fc.units[ui++]!;
        if (node.id === nodeId) return [{ stated: node.statedCost, points: u.points }];
      }
    }
    return undefined;
  };
  const roots = oob.children.filter((n): n is Unit => !isFormation(n));
  const rootLines = roots.map((n, i) => ({ id: n.id, line: { stated: n.statedCost, points: cost.units[i]!.points } }));
  if (nodeId === null) return [...rootLines.map((r) => r.line), ...cost.formations.flatMap(all)];
  const root = rootLines.find((r) => r.id === nodeId);
  if (root) return [root.line];
  for (const fc of cost.formations) {
    const found = find(fc);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether an organisation warning is the source's own doing, not the designer's: every line it concerns
 * (the formation and all under it, the one unit or leader, or the whole side) still carries the price the
 * source prints beside it and still costs exactly that. Those lines are as the book prints them, so what
 * the warning finds (T'ain't No Militia's printed total of 138 against its lines' 136, four elite regiments
 * in the Iron Brigade) is the book's; a line edited since (its figures, quality or arms) no longer costs
 * its printed price, and the warning is the designer's again.
 */
export function causedBySource(oob: OrderOfBattle, cost: SideCost, nodeId: string | null): boolean {
  const lines = linesUnder(oob, cost, nodeId);
  return !!lines && lines.length > 0 && lines.every((l) => l.stated !== undefined && l.stated === l.points);
}
