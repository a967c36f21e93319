/**
 * Desperation fire (B:3079, B:1079, B:2421): a reacting unit that has already used its reaction this
 * player turn may still fire 1D6 (a 6 earns a second die) at an enemy unit immediately after that unit
 * comes within 1 inch of it (2 inches at 25mm): once at each enemy unit, and never at a unit it has
 * already fired its reaction at. It costs no action and no reaction, and triggers nothing.
 */
import { Refusal, type Command } from '../../history';
import { fireFromPositions, gapBetween } from '../../preview/adf';
import { adfLine } from '../../rules/trace';
import type { FigureScale } from '../../model/words';
import { rollerAt } from '../dice';
import type { Reaction } from '../reactions';
import { activeSide, playtestTable, unitState, type Playtest, type PlaytestGround } from '../state';
import { bookLine, logWith, round1, setDrawn, setUnit, unitAt } from './common';
import { fireWithMoves, resolveFireWith } from './fire';

/** The desperation fire rules, each with its line. */
export const DESPERATION_RULES = {
  reactionUsed: { text: 'Desperation fire is a 1D6 fire by a non-active unit that has already performed its reaction this turn.', source: adfLine(3079) },
  within: { text: 'It is made immediately after an enemy unit comes within 1 inch of it (2 inches at 25mm).', source: adfLine(3079), inches: { '10mm': 1, '15mm': 1, '25mm': 2 } as Readonly<Record<FigureScale, number>> },
  extraDie: { text: 'If a 6 is rolled, the defender rolls a second 1D6 and adds it to the total.', source: adfLine(3079) },
  oncePerUnit: { text: 'A unit cannot perform more than one desperation fire against any one unit, nor one against a unit it has already reaction fired against.', source: adfLine(3079) },
} as const;

/** The log's events of the player turn under way: after the last new player turn or initiative roll. */
function thisPlayerTurn(playtest: Playtest): Playtest['log'] {
  let from = 0;
  playtest.log.forEach((e, i) => {
    if (e.action?.do === 'next-turn' || e.action?.do === 'initiative') from = i;
  });
  return playtest.log.slice(from);
}

/** Whether `firer` has fired at `target` this player turn: its reaction fire, its fire at a charge, or a desperation fire. */
function firedAt(playtest: Playtest, firer: string, target: string): 'reaction' | 'desperation' | undefined {
  for (const e of thisPlayerTurn(playtest)) {
    const a = e.action;
    if (a?.do === 'desperation-fire' && a.firer === firer && a.target === target) return 'desperation';
    if (a?.do === 'fire' && a.firer === firer && a.target === target) return 'reaction';
    if (a?.do === 'charge' && a.defender === firer && a.attacker === target && (a.options?.defenderReaction ?? 'none') !== 'none') return 'reaction';
  }
  return undefined;
}

/** Why `firer` may not fire desperation fire at `target` now, or undefined when it may. */
export function desperationRefusal(ground: PlaytestGround, playtest: Playtest, firer: string, target: string): string | undefined {
  const f = unitAt(ground, playtest, firer);
  const t = unitAt(ground, playtest, target);
  const active = activeSide(ground, playtest);
  if (active === undefined || f.side === active) return `${f.name} is not on the reacting side: ${DESPERATION_RULES.reactionUsed.text} (${bookLine(DESPERATION_RULES.reactionUsed.source)})`;
  if (!playtest.reacted?.[firer]) return `${f.name} still has its reaction: it fires at ${t.name} as its reaction, not in desperation (${bookLine(DESPERATION_RULES.reactionUsed.source)}).`;
  if (playtest.trigger?.unit !== target) return `${t.name} has not just come near ${f.name}: ${DESPERATION_RULES.within.text} (${bookLine(DESPERATION_RULES.within.source)})`;
  const before = firedAt(playtest, firer, target);
  if (before) return `${f.name} has already ${before === 'reaction' ? 'fired its reaction' : 'fired in desperation'} at ${t.name} this player turn: ${DESPERATION_RULES.oncePerUnit.text} (${bookLine(DESPERATION_RULES.oncePerUnit.source)})`;
  const table = playtestTable(ground, playtest);
  const reach = DESPERATION_RULES.within.inches[ground.scale];
  const gap = gapBetween(table.unitsByKey.get(firer)!, table.unitsByKey.get(target)!);
  if (gap > reach + 1e-9) return `${t.name} is ${round1(gap)}" from ${f.name}, beyond the ${reach}" of desperation fire (${bookLine(DESPERATION_RULES.within.source)}).`;
  return undefined;
}

/** A reacting unit's desperation fire at the enemy unit that has just come within an inch of it, rolled and applied. */
export function desperationFire(ground: PlaytestGround, firerKey: string, targetKey: string): Command<Playtest> {
  return {
    label: 'Desperation fire',
    patches: (playtest) => {
      const refused = desperationRefusal(ground, playtest, firerKey, targetKey);
      if (refused) throw new Refusal(refused);
      const dice = rollerAt(playtest);
      const outcome = resolveFireWith(ground, playtest, firerKey, targetKey, 'desperation', dice);
      const { events, moved } = fireWithMoves(ground, playtest, outcome, dice);
      const first = events[0]!;
      events[0] = { ...first, text: first.text.replace(' fires on ', ' fires in desperation on '), trace: [...(first.trace ?? []), { step: 'desperation fire', value: '1D6', detail: `${DESPERATION_RULES.reactionUsed.text} ${DESPERATION_RULES.extraDie.text}`, source: DESPERATION_RULES.reactionUsed.source }] };
      return [setUnit(targetKey, outcome.after), ...moved, setDrawn(dice.drawn()), ...logWith(ground, playtest, events, { do: 'desperation-fire', firer: firerKey, target: targetKey })];
    },
  };
}

/**
 * The desperation fires open to the reacting side after the last active act: each unit that has used its
 * reaction, is not routed, and has the unit that acted within reach, with the odds the rules preview gives.
 */
export function desperationOffers(ground: PlaytestGround, playtest: Playtest): Reaction[] {
  const trigger = playtest.trigger?.unit;
  if (trigger === undefined) return [];
  const table = playtestTable(ground, playtest);
  const t = table.unitsByKey.get(trigger);
  if (!t || t.role !== 'combat') return [];
  const out: Reaction[] = [];
  for (const u of table.units) {
    if (u.side === t.side || u.role !== 'combat' || !u.unit || !playtest.reacted?.[u.key]) continue;
    const state = unitState(playtest, u.key);
    if (state.removed || state.level === 'routed' || desperationRefusal(ground, playtest, u.key, trigger)) continue;
    const f = fireFromPositions(table, u, t, { band: 'desperation', targetDisordered: unitState(playtest, trigger).level === 'disorder' });
    if (f.refusal || !f.odds) continue;
    out.push({ unit: u.key, name: u.name, kind: 'desperation-fire', target: trigger, fire: f, text: `${u.name} may fire in desperation at ${t.name}, ${round1(gapBetween(u, t))}" off: ${f.odds.fp} FP + 1D6 (it has reacted this player turn).`, why: `${t.name} is ${round1(gapBetween(u, t))}" off; it has reacted this player turn`, source: DESPERATION_RULES.reactionUsed.source });
  }
  return out;
}
