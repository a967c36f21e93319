/**
 * Muster points per unit, leader, formation and side, for one era's tables.
 *
 * A formation's cost is cached on the formation object itself (a WeakMap), so after an edit only the
 * formations on the path to the change are re-costed: `core/oob/operations` shares every other branch.
 */
import type { Trace } from '../rules/trace';
import type { Era } from '../model/words';
import { batteryPrice, cavalryPrice, infantryPrice, leaderPrice, type LeaderPriceClass, type PriceAnswer } from '../rules/adf/musterPoints';
import { isFormation, type Formation, type Leader, type LeaderRole, type OrderOfBattle, type Unit, type UnitArm } from '../model/oob';

export interface CostOptions {
  era: Era;
  /**
   * The 1864–65 table drops flintlocks, smoothbores and mixed muskets, and the 1861–63 table has no Colt,
   * Sharps or Spencer rows. Off (the default), those have no price; on, the other era's row is used.
   */
  borrowOtherEra?: boolean;
}

/**
 * - `table`: priced from the book;
 * - `manual`: the user typed a cost (wins over the table);
 * - `no-price`: the book has no row, and no manual cost was given (counts 0);
 * - `not-available`: the book prints "-" for this option, and no manual cost was given (counts 0).
 */
export type CostStatus = 'table' | 'manual' | 'no-price' | 'not-available';

export interface ItemCost {
  id: string;
  name: string;
  /** Units only. */
  arm?: UnitArm;
  points: number;
  status: CostStatus;
  /** Why there is no table price, for the editor's hint. */
  reason?: string;
  source?: string;
  trace: Trace;
}

export interface FormationCost {
  formation: Formation;
  total: number;
  leaders: ItemCost[];
  /** Units directly in this formation. */
  units: ItemCost[];
  children: FormationCost[];
  /** Items in the whole subtree whose cost is manual / missing. */
  manualCount: number;
  unpricedCount: number;
}

export interface SideCost {
  total: number;
  /** Units at the root of the order of battle, outside any formation. */
  units: ItemCost[];
  formations: FormationCost[];
  manualCount: number;
  unpricedCount: number;
}

const LEADER_PRICE_CLASS: Readonly<Record<LeaderRole, LeaderPriceClass>> = {
  brigade: 'brigade',
  division: 'division-or-corps',
  corps: 'division-or-corps',
  // The book prices "Div/Corps" leaders only; a wing commander is a senior corps commander (adfLine(1948)).
  wing: 'division-or-corps',
  artillery: 'artillery',
};

const OTHER_ERA: Readonly<Record<Era, Era>> = { '1861-63': '1864-65', '1864-65': '1861-63' };

/** Prices are immutable, so answers are shared between units with the same choices. */
const priceMemo = new Map<string, PriceAnswer>();

export function unitPrice(unit: Unit, options: CostOptions): PriceAnswer {
  const key =
    unit.arm === 'infantry'
      ? `i|${options.era}|${options.borrowOtherEra ? 1 : 0}|${unit.weapon}|${unit.figures}|${unit.quality}|${unit.sharpshooters ? 1 : 0}`
      : unit.arm === 'cavalry'
        ? `c|${unit.weapon}|${unit.figures}|${unit.quality}`
        : unit.arm === 'artillery'
          ? `a|${unit.gun}|${unit.sections}|${unit.quality}`
          : 'e';
  let answer = priceMemo.get(key);
  if (!answer) {
    answer = lookUpPrice(unit, options);
    priceMemo.set(key, answer);
  }
  return answer;
}

function lookUpPrice(unit: Unit, options: CostOptions): PriceAnswer {
  switch (unit.arm) {
    case 'infantry': {
      const query = { era: options.era, weapon: unit.weapon, figures: unit.figures, quality: unit.quality, sharpshooters: unit.sharpshooters };
      const answer = infantryPrice(query);
      if (answer.kind === 'no-price' && options.borrowOtherEra) {
        const borrowed = infantryPrice({ ...query, era: OTHER_ERA[options.era] });
        if (borrowed.kind !== 'no-price') {
          const note = { step: 'borrowed era', value: OTHER_ERA[options.era], detail: `no ${options.era} row; priced from the ${OTHER_ERA[options.era]} table`, applied: true };
          return { ...borrowed, trace: [note, ...borrowed.trace] };
        }
      }
      return answer;
    }
    case 'cavalry':
      return cavalryPrice({ weapon: unit.weapon, figures: unit.figures, quality: unit.quality });
    case 'artillery':
      return batteryPrice({ gun: unit.gun, sections: unit.sections, quality: unit.quality });
    case 'engineers':
      return { kind: 'no-price', reason: 'the book gives no muster-point price for engineers', trace: [] };
  }
}

function itemCost(item: Unit | Leader, answer: PriceAnswer): ItemCost {
  const base = 'arm' in item ? { id: item.id, name: item.name, arm: item.arm } : { id: item.id, name: item.name };
  if (item.manualCost !== undefined) {
    const reason = answer.kind === 'priced' ? `manual cost replaces the table's ${answer.points} MP` : answer.reason;
    return { ...base, points: item.manualCost, status: 'manual', reason, trace: [{ step: 'manual cost', value: item.manualCost, detail: reason }] };
  }
  switch (answer.kind) {
    case 'priced':
      return { ...base, points: answer.points, status: 'table', source: answer.source, trace: answer.trace };
    case 'not-available':
      return { ...base, points: 0, status: 'not-available', reason: answer.reason, source: answer.source, trace: answer.trace };
    case 'no-price':
      return { ...base, points: 0, status: 'no-price', reason: answer.reason, trace: answer.trace };
  }
}

export const costUnit = (unit: Unit, options: CostOptions): ItemCost => itemCost(unit, unitPrice(unit, options));

export const costLeader = (leader: Leader): ItemCost => itemCost(leader, leaderPrice({ priceClass: LEADER_PRICE_CLASS[leader.role], lb: leader.lb }));

const optionsKey = (o: CostOptions): string => `${o.era}|${o.borrowOtherEra ? 1 : 0}`;
const formationCache = new WeakMap<Formation, { key: string; cost: FormationCost }>();

const counts = (items: ItemCost[]): { manual: number; unpriced: number } => {
  let manual = 0;
  let unpriced = 0;
  for (const i of items) {
    if (i.status === 'manual') manual++;
    else if (i.status !== 'table') unpriced++;
  }
  return { manual, unpriced };
};

export function costFormation(formation: Formation, options: CostOptions): FormationCost {
  const key = optionsKey(options);
  const cached = formationCache.get(formation);
  if (cached && cached.key === key) return cached.cost;
  const leaders = formation.leaders.map(costLeader);
  const units: ItemCost[] = [];
  const children: FormationCost[] = [];
  for (const node of formation.children) {
    if (isFormation(node)) children.push(costFormation(node, options));
    else units.push(costUnit(node, options));
  }
  const own = counts([...leaders, ...units]);
  let total = 0;
  for (const i of leaders) total += i.points;
  for (const i of units) total += i.points;
  let manualCount = own.manual;
  let unpricedCount = own.unpriced;
  for (const c of children) {
    total += c.total;
    manualCount += c.manualCount;
    unpricedCount += c.unpricedCount;
  }
  const cost: FormationCost = { formation, total, leaders, units, children, manualCount, unpricedCount };
  formationCache.set(formation, { key, cost });
  return cost;
}

export function costOrderOfBattle(oob: OrderOfBattle, options: CostOptions = { era: oob.era }): SideCost {
  const units: ItemCost[] = [];
  const formations: FormationCost[] = [];
  for (const node of oob.children) {
    if (isFormation(node)) formations.push(costFormation(node, options));
    else units.push(costUnit(node, options));
  }
  const own = counts(units);
  let total = units.reduce((s, u) => s + u.points, 0);
  let manualCount = own.manual;
  let unpricedCount = own.unpriced;
  for (const f of formations) {
    total += f.total;
    manualCount += f.manualCount;
    unpricedCount += f.unpricedCount;
  }
  return { total, units, formations, manualCount, unpricedCount };
}

/** Battery points in a formation's subtree (for the Federal attached-artillery allowance). */
export function artilleryPoints(cost: FormationCost): number {
  let sum = 0;
  for (const u of cost.units) if (u.arm === 'artillery') sum += u.points;
  for (const c of cost.children) sum += artilleryPoints(c);
  return sum;
}
