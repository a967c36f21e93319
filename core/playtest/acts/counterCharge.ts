/**
 * The counter-charge (B:427, B:1701, B:2437): a charged unit that has its reaction may charge the charger
 * in turn — infantry only if elite or veteran and not shaken (B:427), mounted cavalry charged by mounted
 * cavalry whatever its quality (B:1701). Both charges are rolled; where they overlap the units meet
 * halfway in the overlap (B:2437), both arrive in disorder as chargers do (B:2436), and the impact is
 * rolled with the counter-charger standing as the defender (our reading, rules notes P24): no
 * fear-of-charge check, since it chose to charge. Too short to meet, each stops where its charge ends.
 */
import { moverOf } from '../../preview/adf';
import { chargeBonus, movementAllowance, type MovementTerrain } from '../../rules/adf/movement';
import { adfLine } from '../../rules/trace';
import { isMounted } from '../../preview/adf/range';
import type { Quality } from '../../model/words';
import { playtestTable, unitState, type Playtest, type PlaytestGround, type UnitState } from '../state';
import { facesText, round1, sum, unitAt } from './common';
import type { ChargeRun } from './chargeRun';
import type { ChargeOptions } from './rules';

/** The counter-charge rules, each with its line. */
export const COUNTER_CHARGE_RULES = {
  who: { text: 'A charged unit may counter-charge as its reaction: non-shaken veterans and elites only.', source: adfLine(427), qualities: ['elite', 'veteran'] as readonly Quality[] },
  cavalry: { text: 'Mounted cavalry charged by mounted cavalry that has not used its reaction may counter-charge with full charge benefits.', source: adfLine(1701) },
  meet: { text: 'In a charge-versus-charge situation, impact occurs at the halfway point in the overlap area.', source: adfLine(2437) },
} as const;

/** Why the defender may not counter-charge the attacker now, or undefined when it may. */
export function counterChargeRefusal(ground: PlaytestGround, playtest: Playtest, attackerKey: string, defenderKey: string): string | undefined {
  const d = unitAt(ground, playtest, defenderKey);
  const state = unitState(playtest, defenderKey);
  if (!d.unit || (d.unit.arm !== 'infantry' && d.unit.arm !== 'cavalry')) return `${d.name} does not counter-charge: only infantry and cavalry charge.`;
  if (state.level === 'shaken' || state.level === 'routed') return `${d.name} is ${state.level}: a shaken unit cannot charge or counter-charge (B:1701).`;
  const table = playtestTable(ground, playtest);
  const A = table.unitsByKey.get(attackerKey)!;
  const D = table.unitsByKey.get(defenderKey)!;
  const cavalryDuel = isMounted(A) && isMounted(D);
  if (!cavalryDuel && !COUNTER_CHARGE_RULES.who.qualities.includes(d.unit.quality)) return `${d.name} is ${d.unit.quality}: ${COUNTER_CHARGE_RULES.who.text} (B:427)`;
  if (!moverOf(D)) return `${d.name} has no move to counter-charge with.`;
  return undefined;
}

/**
 * The counter-charge's moves, from the attacker's reach (its regular move and bonus, already rolled):
 * the defender's own bonus rolled, and both moved to meet halfway in the overlap or as far as each
 * reaches. Returns whether they met, and the words for the charge's event.
 */
export function counterChargeMoves(run: ChargeRun, terrain: MovementTerrain, reach: number, gap: number, options: ChargeOptions): { met: boolean; words: string } {
  const { ground, attacker, defender } = run;
  const t = playtestTable(ground, run.cur);
  const D = t.unitsByKey.get(defender)!;
  const d = unitAt(ground, run.cur, defender);
  const mover = moverOf(D)!;
  // The slower of the two grounds, as for the charger (B:2435).
  const regular = movementAllowance({ scale: ground.scale, mover, terrain });
  const mounted = mover.arm === 'cavalry' && mover.mounted;
  const bonus = chargeBonus(ground.scale, d.unit!.arm === 'cavalry' ? { arm: 'cavalry', mounted } : { arm: 'infantry' }, terrain, options);
  const faces = run.roll(Number(bonus.dice[0]));
  run.dice.push({ what: `${d.name} counter-charge bonus`, faces });
  const theirs = (regular.inches ?? 0) + sum(faces) * bonus.fraction;
  run.trace.push({ step: 'counter-charge', value: round1(theirs), detail: `${d.name} counter-charges: ${regular.inches ?? 0}" regular move + ${sum(faces) * bonus.fraction}" bonus (${facesText(faces)}${bonus.fraction === 1 ? '' : ', halved'}).`, source: COUNTER_CHARGE_RULES.who.source });
  const back = { x: -run.way.x, y: -run.way.y };
  if (reach + theirs < gap) {
    run.moveBy(attacker, run.way, reach);
    run.moveBy(defender, back, theirs);
    return { met: false, words: `${d.name} counter-charges ${round1(theirs)}"; the charges do not meet (${round1(reach + theirs)}" of ${round1(gap)}").` };
  }
  // Halfway in the overlap: the attacker's charge covers [0, reach] from its front, the defender's [gap − theirs, gap].
  const meet = Math.min(reach, Math.max(0, (gap - theirs + reach) / 2));
  run.moveBy(attacker, run.way, meet);
  run.moveBy(defender, back, gap - meet);
  run.trace.push({ step: 'charges meet', value: round1(meet), detail: `${COUNTER_CHARGE_RULES.meet.text} ${round1(meet)}" from the charger, ${round1(gap - meet)}" from ${d.name}.`, source: COUNTER_CHARGE_RULES.meet.source });
  const dState = unitState(run.cur, defender);
  const dNow: UnitState = dState.level === 'good' ? { ...dState, level: 'disorder' } : dState;
  run.setState(defender, dNow);
  return { met: true, words: `${d.name} counter-charges ${round1(theirs)}" (bonus ${facesText(faces)}): they meet ${round1(meet)}" out, both in disorder.` };
}
