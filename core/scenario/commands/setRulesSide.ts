import type { Command } from '../../history/history';
import type { Patch } from '../../history/patch';
import { SIDE_LABELS, type Side } from '../../model/words';
import type { MusterScenario } from '../../model/scenario.generated';

/**
 * Which army a scenario side plays: its rules side and, when it embeds an order of battle, the tables
 * that price it, as one edit, so that the two never disagree (core/scenario/check.ts refuses a file
 * where they do).
 */
export function setRulesSide(sideIndex: number, side: Side): Command<MusterScenario> {
  return {
    label: `Play the side as ${SIDE_LABELS[side]}`,
    patches: (doc) => {
      const current = doc.sides[sideIndex];
      if (!current) return [];
      const patches: Patch[] = [];
      if (current.rulesSide !== side) patches.push({ op: 'set', path: ['sides', sideIndex, 'rulesSide'], value: side });
      const oob = current.forces.orderOfBattle;
      if (oob && oob.side !== side) patches.push({ op: 'set', path: ['sides', sideIndex, 'forces', 'orderOfBattle', 'side'], value: side });
      return patches;
    },
  };
}
