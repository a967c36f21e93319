/**
 * What the schema cannot say about a scenario's sides: an order of battle embedded in a side is priced
 * on the tables of that side's army (`rulesSide`), since every table lookup reads the army.
 */
import { SIDE_LABELS } from '../rules/adf/types';
import type { MusterScenario } from './types.generated';

export function scenarioSideProblems(doc: MusterScenario): Array<{ pointer: string; message: string }> {
  const problems: Array<{ pointer: string; message: string }> = [];
  doc.sides.forEach((side, i) => {
    const oob = side.forces.orderOfBattle;
    if (oob && oob.side !== side.rulesSide) {
      problems.push({
        pointer: `/sides/${i}/forces/orderOfBattle/side`,
        message: `the order of battle is priced on ${SIDE_LABELS[oob.side]} tables but the side plays as ${SIDE_LABELS[side.rulesSide]} (its rulesSide); they must agree`,
      });
    }
  });
  return problems;
}
