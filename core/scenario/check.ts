/**
 * What the schema cannot say about a scenario's sides: an order of battle embedded in a side is priced
 * on the tables of that side's army (`rulesSide`), since every table lookup reads the army. A hex game's
 * counters are named once per side, and what names one (a counter's commander or replacement, a counter
 * on the map, a reinforcement) names one that side has.
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
    const counters = side.forces.counters;
    if (!counters) return;
    const ids = new Map<string, number>();
    counters.forEach((c, j) => {
      if (ids.has(c.id)) problems.push({ pointer: `/sides/${i}/forces/counters/${j}/id`, message: `the counter id '${c.id}' is used twice in ${side.name} (first at counters/${ids.get(c.id)})` });
      else ids.set(c.id, j);
    });
    const known = (id: string, pointer: string, what: string) => {
      if (!ids.has(id)) problems.push({ pointer, message: `${what} '${id}' is not a counter of ${side.name}` });
    };
    counters.forEach((c, j) => {
      for (const field of ['commander', 'replacement', 'mountedPair'] as const) {
        const ref = c[field];
        if (ref !== undefined) known(ref, `/sides/${i}/forces/counters/${j}/${field}`, `the ${field === 'mountedPair' ? 'mounted pair' : field}`);
      }
    });
    (side.entries ?? []).forEach((e, j) => (e.units ?? []).forEach((u, k) => known(u, `/sides/${i}/entries/${j}/units/${k}`, 'the reinforcement')));
    if (doc.map.kind === 'hex') {
      (doc.map.units ?? []).forEach((u, j) => {
        if (u.side === side.id) known(u.unit, `/map/units/${j}/unit`, 'the counter on the map');
      });
    }
  });
  return problems;
}
