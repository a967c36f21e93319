/**
 * The part of a side's forces its scenario's budget buys. A side can have formations outside its
 * budget, listed in `forces.outsideBudget`: brought from the scenario before with their losses
 * (Mine Run 2's cavalry brigades come from Tan Yard Hill, B:2292), or named by the book beside the
 * points (the Richmond defenses' two brigades beside 48 points of field artillery, B:2214-2216).
 * The budget and the scenario's force limits look only at the rest.
 */
import { isFormation, type OobNode, type OrderOfBattle } from '../model/oob';

/** The order of battle without the formations and units the side has outside its budget. */
export function boughtForces(oob: OrderOfBattle, outsideBudget: readonly string[] | undefined): OrderOfBattle {
  if (!outsideBudget?.length) return oob;
  const outside = new Set(outsideBudget);
  const keep = (nodes: readonly OobNode[]): OobNode[] =>
    nodes.filter((n) => !outside.has(n.id)).map((n) => (isFormation(n) ? { ...n, children: keep(n.children) } : n));
  return { ...oob, children: keep(oob.children) };
}
