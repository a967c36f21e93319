/**
 * A charge of one unit on an enemy, as one action (B:2435), all of it moved on the board: the charge
 * bonus is rolled on the routed move of the slower ground of the two (half of it by default, B:601; the
 * whole as the named option, B:2435); with its regular move it decides whether the charger reaches.
 * Short, it ends its move that far toward the target. The defender may react with fire as the charger
 * closes (`defenderReaction: 'fire'`), or hold it for point-blank range after its fear-of-charge check
 * (`'point-blank'`); a charger broken by fire stops. Reaching, the charger arrives in disorder (B:2436),
 * the defender takes its fear-of-charge check (the net CMM, the flank, the net support counted both
 * ways, B:2501, shaken and routed units giving none, B:1017), and if it stands the impact (impact.ts) is
 * rolled. Each step is applied on a copy before the next reads the table (chargeRun.ts).
 */
import { Refusal, type Command } from '../../history';
import { chargeFromPositions, gapBetween, moverOf } from '../../preview/adf';
import { groundOf } from '../../preview/adf/positions';
import { chargeBonus, movementAllowance, type MovementTerrain } from '../../rules/adf/movement';
import { adfLine } from '../../rules/trace';
import { MORALE_LEVEL_LABELS } from '../../model/words';
import { rollerAt } from '../dice';
import { commandAndControl } from '../moves';
import { OUT_OF_COMMAND_COST } from '../../rules/adf/leaders';
import { activeSide, PLAYTEST_RULES, playtestTable, strengthOf, unitState, type Playtest, type PlaytestGround, type UnitState } from '../state';
import { bookLine, describeState, facesText, round1, spendAction, sum, triggered, unitAt, unitVector, useReaction } from './common';
import { counterChargeMoves, counterChargeRefusal } from './counterCharge';
import { broken, ChargeRun } from './chargeRun';
import { impact } from './impact';
import { afterMorale, moraleWords, rollMorale } from './morale';
import { CHARGE_RULES, DEFAULT_CHARGE_OPTIONS, SLOWNESS_ORDER, type ChargeOptions } from './rules';

const slower = (a: MovementTerrain, b: MovementTerrain): MovementTerrain => (SLOWNESS_ORDER.indexOf(a) >= SLOWNESS_ORDER.indexOf(b) ? a : b);

/** Why `attackerKey` may not charge `defenderKey` now, or undefined when it may (the checks the charge makes before any die). */
export function chargeRefusal(ground: PlaytestGround, playtest: Playtest, attackerKey: string, defenderKey: string): string | undefined {
  const a = unitAt(ground, playtest, attackerKey);
  const d = unitAt(ground, playtest, defenderKey);
  const aState = unitState(playtest, attackerKey);
  const dState = unitState(playtest, defenderKey);
  if (aState.removed) return `${a.name} has been removed.`;
  if (dState.removed) return `${d.name} has been removed.`;
  if (a.side === d.side) return `${a.name} and ${d.name} are on the same side.`;
  if (!a.unit || (a.unit.arm !== 'infantry' && a.unit.arm !== 'cavalry')) return `${a.name} does not charge: only infantry and cavalry charge.`;
  if (!d.unit) return `${d.name} cannot be charged as a unit.`;
  if (aState.level === 'shaken' || aState.level === 'routed') return `${a.name} is ${aState.level}: ${PLAYTEST_RULES.shakenNoCharge.text}`;
  const active = activeSide(ground, playtest);
  if (active !== undefined && a.side !== active) return `${a.name} is on the reacting side: only the active side charges; a reacting unit only counter-charges (${bookLine(adfLine(427))}).`;
  if (dState.level === 'routed') return `${d.name} is routed: routed units cannot be deliberately charged (${bookLine(adfLine(981))}).`;
  const table = playtestTable(ground, playtest);
  const A = table.unitsByKey.get(attackerKey)!;
  const D = table.unitsByKey.get(defenderKey)!;
  if (A.skirmishing && !D.skirmishing) return `${a.name} are skirmishers: ${PLAYTEST_RULES.skirmishersChargeSkirmishers.text}`;
  if (!moverOf(A)) return `${a.name} has no move to charge with.`;
  return undefined;
}

export function charge(ground: PlaytestGround, attackerKey: string, defenderKey: string, options: ChargeOptions = DEFAULT_CHARGE_OPTIONS): Command<Playtest> {
  return {
    label: 'Charge',
    patches: (playtest) => {
      const refused = chargeRefusal(ground, playtest, attackerKey, defenderKey) ?? (options.defenderReaction === 'counter-charge' ? counterChargeRefusal(ground, playtest, attackerKey, defenderKey) : undefined);
      if (refused) throw new Refusal(refused);
      const a = unitAt(ground, playtest, attackerKey);
      const d = unitAt(ground, playtest, defenderKey);
      const dState = unitState(playtest, defenderKey);
      const table = playtestTable(ground, playtest);
      const A = table.unitsByKey.get(attackerKey)!;
      const D = table.unitsByKey.get(defenderKey)!;
      const mover = moverOf(A)!;
      const reaction = options.defenderReaction ?? 'none';
      const run = new ChargeRun(ground, playtest, attackerKey, defenderKey);
      const action = { do: 'charge' as const, attacker: attackerKey, defender: defenderKey, ...(options !== DEFAULT_CHARGE_OPTIONS ? { options: { ...options } } : {}) };
      const finish = (text: string) => run.finish(text, action);
      // Out of command and control a charge costs two actions (B:1216).
      const command = commandAndControl(ground, playtest, attackerKey);
      run.apply(spendAction(ground, playtest, attackerKey, command.inCommand ? 1 : OUT_OF_COMMAND_COST.actions.charge, 'charge'));
      // The charge is the act the defender reacts to.
      run.apply(triggered(ground, run.cur, attackerKey, null));

      // 1. The move: the regular move and the bonus, over the slower of the two grounds.
      const terrain = slower(groundOf(table, A), groundOf(table, D));
      const regular = movementAllowance({ scale: ground.scale, mover, terrain });
      if (!regular.allowed || regular.inches === null) throw new Refusal(`${a.name} cannot move in ${terrain.replace('-', ' ')}: no charge.`);
      const mounted = mover.arm === 'cavalry' && mover.mounted;
      const bonus = chargeBonus(ground.scale, a.unit!.arm === 'cavalry' ? { arm: 'cavalry', mounted } : { arm: 'infantry' }, terrain, options);
      const bonusFaces = run.roll(Number(bonus.dice[0]));
      run.dice.push({ what: 'charge bonus', faces: bonusFaces });
      const bonusIn = sum(bonusFaces) * bonus.fraction;
      const reach = regular.inches + bonusIn;
      const gap = gapBetween(A, D);
      run.trace.push(regular.trace[0]!, ...bonus.trace, { step: 'charge move', value: reach, detail: `${regular.inches}" regular move + ${bonusIn}" bonus (${facesText(bonusFaces)}${bonus.fraction === 1 ? '' : ', halved'}) against a gap of ${round1(gap)}"`, source: PLAYTEST_RULES.chargeMove.source });
      run.way = unitVector(A.front.centre, D.front.centre);
      const head = `${a.name} charges ${d.name}, ${round1(gap)}" away (bonus ${facesText(bonusFaces)}: ${round1(reach)}" in all)`;

      // 2a. A counter-charge: both charges rolled, the units meet halfway in the overlap, the impact follows with no fear-of-charge check.
      if (reaction === 'counter-charge') {
        run.apply(useReaction(ground, run.cur, defenderKey, 'counter-charge'));
        const cc = counterChargeMoves(run, terrain, reach, gap, options);
        if (!cc.met) return finish(`${head}. ${cc.words}`);
        const aNow = run.level(attackerKey);
        run.setState(attackerKey, aNow.level === 'good' ? { ...aNow, level: 'disorder' } : aNow);
        run.trace.push({ step: 'charger in disorder', value: MORALE_LEVEL_LABELS.disorder, detail: PLAYTEST_RULES.chargeDisorder.text, source: PLAYTEST_RULES.chargeDisorder.source });
        const met = playtestTable(ground, run.cur, (key, state) => key !== attackerKey && key !== defenderKey && (state.level === 'shaken' || state.level === 'routed'));
        const c = chargeFromPositions(met, met.unitsByKey.get(attackerKey)!, met.unitsByKey.get(defenderKey)!, [], { attacker: run.level(attackerKey).level, defender: run.level(defenderKey).level });
        if (c.refusal || !c.impactSides) throw new Refusal(c.refusal ?? `${d.name} cannot be charged as a unit.`);
        return finish(`${head}. ${cc.words} ${impact(run, { attacker: a, defender: d }, run.level(defenderKey), c.impactSides, 0)}`);
      }

      // 2. The defender's reaction fire as the charger closes, with the charger 2" off (or where it stands if nearer).
      let moved = 0;
      if (reaction === 'fire' && Math.min(gap, reach) >= 0) {
        const closeTo = Math.max(0, Math.min(reach, gap - 2));
        if (closeTo > 0) run.moveBy(attackerKey, run.way, closeTo);
        moved = closeTo;
        if (run.reactionFire('closing')) {
          const after = run.level(attackerKey);
          if (broken(after)) {
            run.trace.push({ step: 'charge stopped', value: describeState(a.unit, after), detail: CHARGE_RULES.stoppedByFire.text, source: CHARGE_RULES.stoppedByFire.source });
            if (!after.removed && after.level === 'routed') run.rout(attackerKey, defenderKey);
            return finish(`${head}. ${d.name} fires as it closes: the charge is stopped; ${a.name} is ${describeState(a.unit, after).toLowerCase()}.`);
          }
        }
      }
      if (gap > reach) {
        run.moveBy(attackerKey, run.way, reach - moved);
        return finish(`${a.name} charges ${d.name} but falls short: ${round1(reach)}" of ${round1(gap)}" (bonus ${facesText(bonusFaces)}).`);
      }

      // 3. Contact: the charger closes the gap and arrives in disorder (B:2436).
      run.moveBy(attackerKey, run.way, gap - moved);
      const aNow = run.level(attackerKey);
      const chargerState: UnitState = aNow.level === 'good' ? { ...aNow, level: 'disorder' } : aNow;
      run.setState(attackerKey, chargerState);
      run.trace.push({ step: 'charger in disorder', value: MORALE_LEVEL_LABELS.disorder, detail: PLAYTEST_RULES.chargeDisorder.text, source: PLAYTEST_RULES.chargeDisorder.source });
      // Supports counted both ways (B:2501), from units that can give support: not shaken, routed or depleted (B:1017).
      const cur = run.cur;
      const contactTable = playtestTable(ground, cur, (key, state) => key !== attackerKey && key !== defenderKey && (state.level === 'shaken' || state.level === 'routed' || (() => {
        const u = unitAt(ground, cur, key);
        return u.unit !== undefined && strengthOf(u.unit, state).depleted;
      })()));
      const c = chargeFromPositions(contactTable, contactTable.unitsByKey.get(attackerKey)!, contactTable.unitsByKey.get(defenderKey)!, [], { attacker: chargerState.level, defender: dState.level });
      if (c.refusal || !c.fear.situation || !c.impactSides) throw new Refusal(c.refusal ?? `${d.name} cannot be charged as a unit.`);
      const unused = reach - gap;

      // 4. The defender's fear-of-charge check.
      const dStrength = strengthOf(d.unit!, dState);
      const fearDice = rollerAt(run.cur);
      const fear = rollMorale({ ...c.fear.situation, level: dState.level, ...(d.unit!.arm === 'artillery' ? {} : { standsLeft: dStrength.standsLeft }) }, contactTable.unitsByKey.get(defenderKey)!, dStrength.depleted, fearDice, ground.scale);
      run.apply([{ op: 'set', path: ['drawn'], value: fearDice.drawn() }]);
      run.dice.push({ what: 'fear of charge', faces: fear.faces });
      const afterFear = afterMorale(d.unit!, dState, fear.effect);
      run.trace.push(...c.fear.modifiers.map((m) => ({ step: 'fear of charge, from the map', value: m.label, detail: m.why, source: m.source, applied: m.on })), ...fear.trace);
      run.setState(defenderKey, afterFear);
      const fearText = moraleWords(d.name, `${d.name} takes its fear-of-charge check`, fear, dState, afterFear, d.unit!).replace(` ${PLAYTEST_RULES.rout.text}`, '');
      if (afterFear.removed || afterFear.level === 'routed') {
        const ran = afterFear.removed ? 0 : run.rout(defenderKey, attackerKey);
        const follow = afterFear.removed ? '' : run.followUp(unused, ran);
        return finish(`${head}, and arrives in disorder. ${fearText}${ran ? ` ${d.name} routs ${ran}".` : ''} No impact: the defender does not stand.${follow}`);
      }

      // 5. Point-blank fire, held for after the fear check.
      if (reaction === 'point-blank' && run.reactionFire('point-blank')) {
        const after = run.level(attackerKey);
        if (broken(after)) {
          run.trace.push({ step: 'charge stopped', value: describeState(a.unit, after), detail: CHARGE_RULES.stoppedByFire.text, source: CHARGE_RULES.stoppedByFire.source });
          const ran = !after.removed && after.level === 'routed' ? run.rout(attackerKey, defenderKey) : 0;
          return finish(`${head}, and arrives in disorder. ${fearText} ${d.name} fires point-blank: the charge is stopped; ${a.name} is ${describeState(a.unit, after).toLowerCase()}${ran ? ` and routs ${ran}"` : ''}.`);
        }
      }

      // 6. The impact, dice down, each side at the level it now has.
      const result = impact(run, { attacker: a, defender: d }, afterFear, c.impactSides, unused);
      return finish(`${head}, and arrives in disorder. ${fearText} ${result}`);
    },
  };
}
