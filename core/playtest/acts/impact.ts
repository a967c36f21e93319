/**
 * A charge's impact, dice down (B:2462), each side at the level it has when the charger arrives: each
 * side's final impact value, the margin read on the book's rows (B:2453–2460), and the result applied —
 * the loser's lead unit loses the row's figures, takes its level (an attacker at worst shaken, B:1130),
 * and falls back the margin directly away, in half-inches for an attacker (B:1130). A loser that routs
 * rolls its routed move and runs (B:585); the winner follows into the ground given up with the charge
 * distance it has left. Melee is the players' to fire; the words say when.
 */
import type { Unit } from '../../model/oob';
import { chargeFromPositions, type ChargeFromPositions } from '../../preview/adf';
import { finalImpactValue, IMPACT_RESULTS } from '../../rules/adf/charge';
import type { MoraleLevel } from '../../model/words';
import { PLAYTEST_RULES, playtestTable, type UnitState } from '../state';
import { afterHits, describeState, sum } from './common';
import type { ChargeRun } from './chargeRun';
import { LEVEL_ORDER } from './rules';

type Named = { name: string; unit: Unit | undefined };

/** Rolls and applies the impact; returns its words for the charge's event. */
export function impact(run: ChargeRun, units: { attacker: Named; defender: Named }, defenderState: UnitState, atContact: NonNullable<ChargeFromPositions['impactSides']>, unused: number): string {
  const { ground, attacker: attackerKey, defender: defenderKey } = run;
  const a = units.attacker;
  const d = units.defender;
  const aBefore = run.level(attackerKey);
  const impactTable = playtestTable(ground, run.cur, (key, state) => key !== attackerKey && key !== defenderKey && (state.level === 'shaken' || state.level === 'routed'));
  const atImpact = chargeFromPositions(impactTable, impactTable.unitsByKey.get(attackerKey)!, impactTable.unitsByKey.get(defenderKey)!, [], { attacker: aBefore.level, defender: defenderState.level });
  const sides = atImpact.impactSides ?? atContact;
  const aFaces = run.roll(2);
  const dFaces = run.roll(2);
  run.dice.push({ what: `${a.name} impact`, faces: aFaces }, { what: `${d.name} impact`, faces: dFaces });
  const aFiv = finalImpactValue(sum(aFaces), sides.attacker.uiv, sides.attacker.mmp);
  const dFiv = finalImpactValue(sum(dFaces), sides.defender.uiv, sides.defender.mmp);
  const margin = aFiv - dFiv;
  const row = IMPACT_RESULTS[sides.table].find((r) => Math.abs(margin) >= r.min && Math.abs(margin) <= r.max)!;
  run.trace.push(...atImpact.trace.filter((s) => !s.step.startsWith('fear of charge')), { step: 'impact', value: `${aFiv} − ${dFiv}`, detail: `${a.name} FIV ${sum(aFaces)} + ${sides.attacker.uiv} − ${sides.attacker.mmp} = ${aFiv}; ${d.name} FIV ${sum(dFaces)} + ${sides.defender.uiv} − ${sides.defender.mmp} = ${dFiv}`, source: row.source });
  const head = `Impact: ${aFiv} against ${dFiv}.`;
  if (!row.sided) return `${head} No winner: melee. Fire the melee with Fire at melee range.`;
  const attackerLost = margin < 0;
  const loserKey = attackerLost ? attackerKey : defenderKey;
  const winnerKey = attackerLost ? defenderKey : attackerKey;
  const loser = attackerLost ? a : d;
  let lost = afterHits(loser.unit!, run.level(loserKey), row.leadFiguresLost);
  if (row.losers === 'surrender') lost = { ...lost, removed: true };
  else if (row.losers !== 'stops-short' && row.losers !== 'melee') {
    const wanted: MoraleLevel = attackerLost && row.losers === 'routed' ? 'shaken' : row.losers;
    if (LEVEL_ORDER.indexOf(wanted) > LEVEL_ORDER.indexOf(lost.level)) lost = { ...lost, level: wanted };
  }
  run.setState(loserKey, lost);
  const back = row.fallsBack && !lost.removed ? (attackerLost ? Math.abs(margin) / 2 : Math.abs(margin)) : 0;
  let ran = 0;
  if (back > 0) {
    const t = playtestTable(ground, run.cur);
    run.moveBy(loserKey, run.awayFrom(t.unitsByKey.get(winnerKey)!, t.unitsByKey.get(loserKey)!), back);
    run.trace.push({ step: 'fall back', value: back, detail: `${loser.name} falls back ${back}" directly away${attackerLost ? ' (half-inches: the attacker lost)' : ''}`, source: attackerLost ? PLAYTEST_RULES.attackerLoserShaken.source : row.source });
  }
  if (!lost.removed && lost.level === 'routed') ran = run.rout(loserKey, winnerKey);
  const follow = attackerLost ? '' : run.followUp(unused, back + ran);
  const winnerName = attackerLost ? d.name : a.name;
  return `${head} ${winnerName} wins by ${Math.abs(margin)}: ${loser.name} ${lost.removed ? 'surrenders' : `is now ${describeState(loser.unit, lost).toLowerCase()}`}${back > 0 ? ` and falls back ${back}"` : ''}${ran > 0 ? `, then routs ${ran}"` : ''}${row.losers === 'stops-short' ? ' (the attacker stops short; both may fire)' : ''}.${follow}`;
}
