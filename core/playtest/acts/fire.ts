/**
 * Fire in the playtest: one unit's fire at another where they stand, rolled and applied (B:755): the
 * rules preview gives sight, range, band and the modifiers the map makes; the fire engine the
 * firepower, dice and net DRM; the FCRT the result; the hits come off and the morale check the result
 * calls for is rolled with the MMP the target has where it stands, and any fall back or rout it causes
 * is moved on the board.
 */
import { Refusal, type Command, type Patch } from '../../history';
import { fireFromPositions, type FireFromPositions } from '../../preview/adf';
import { rollFireDice } from '../../rules/adf/engine/fire';
import { FCRT, FIRE_RESULT_EFFECTS, fcrtResult, type FireResult, type FirerState } from '../../rules/adf/fire';
import { FIRE_RESULT_MORALE_MODIFIER } from '../../rules/adf/morale';
import { adfLine, type Trace } from '../../rules/trace';
import { plural } from '../../model/plural';
import type { MoraleLevel } from '../../model/words';
import { rollerAt, type Roller } from '../dice';
import { activeSide, PLAYTEST_RULES, playtestTable, strengthOf, unitState, type Playtest, type PlaytestGround, type Strength, type UnitState } from '../state';
import { afterHits, bookLine, facesText, logWith, round1, setDrawn, setUnit, signed, spendAction, sum, triggered, unitAt, type ActEvent } from './common';
import { afterMorale, checkSituation, moraleMoves, moraleTable, moraleWords, rollMorale, withMove, type MoraleOutcome } from './morale';

/** The firer's morale state as the fire tables read it: a depleted unit fires as disordered (B:531). */
function firerStateOf(level: MoraleLevel, strength: Strength | undefined): FirerState {
  if (level === 'shaken') return 'shaken';
  if (level === 'disorder' || strength?.depleted) return 'disorder';
  return 'good';
}

export interface FireOutcome {
  firer: string;
  target: string;
  fire: FireFromPositions;
  faces: number[];
  total: number;
  result: FireResult;
  hits: number;
  before: UnitState;
  /** The target after the hits and its morale check. */
  after: UnitState;
  morale: MoraleOutcome | undefined;
  /** Where the dice stream stands after the fire. */
  drawn: number;
  events: ActEvent[];
}

/**
 * One unit's fire at another where they stand, rolled: the rules preview works out sight, range, band
 * and the modifiers the map gives (the target's disorder and the firer's morale from their states), the
 * fire engine the firepower, dice and net DRM; the dice are rolled one by one from the playtest's stream,
 * the total read on the FCRT, the hits taken off, and the morale check the result calls for rolled with
 * the MMP the target has where it stands.
 */
export function resolveFire(ground: PlaytestGround, playtest: Playtest, firerKey: string, targetKey: string, pointBlank = false): FireOutcome {
  return resolveFireWith(ground, playtest, firerKey, targetKey, pointBlank ? 'point-blank' : 'by-range', rollerAt(playtest));
}

/**
 * How a fire is taken: at the range band where the units stand, point-blank at a charge that has closed
 * (B:1079; guns fire their close canister by range), or as desperation fire (B:3079).
 */
export type FireHow = 'by-range' | 'point-blank' | 'desperation';

/** `resolveFire` with the act's roller, so what follows the fire (a rout, a fall back) rolls on from where it stopped. */
export function resolveFireWith(ground: PlaytestGround, playtest: Playtest, firerKey: string, targetKey: string, how: FireHow, dice: Roller): FireOutcome {
  const f = unitAt(ground, playtest, firerKey);
  const t = unitAt(ground, playtest, targetKey);
  const firerState = unitState(playtest, firerKey);
  const before = unitState(playtest, targetKey);
  if (firerKey === targetKey) throw new Refusal('A unit does not fire on itself.');
  if (firerState.removed) throw new Refusal(`${f.name} has been removed.`);
  if (before.removed) throw new Refusal(`${t.name} has been removed.`);
  if (f.side === t.side) throw new Refusal(`${f.name} and ${t.name} are on the same side.`);
  if (firerState.level === 'routed') throw new Refusal(`${f.name} is routed. ${PLAYTEST_RULES.routedNeverFires.text}`);
  if (before.level === 'routed') throw new Refusal(`${t.name} is routed. ${PLAYTEST_RULES.routedNotTargeted.text}`);
  const table = playtestTable(ground, playtest);
  const firer = table.unitsByKey.get(firerKey)!;
  const target = table.unitsByKey.get(targetKey)!;
  if (!f.unit || !t.unit) throw new Refusal(`${!f.unit ? f.name : t.name} is not a unit that fires or is fired on.`);
  const firerStrength = strengthOf(f.unit, firerState);
  const targetStrength = strengthOf(t.unit, before);
  const fire = fireFromPositions(table, firer, target, {
    firerState: firerStateOf(firerState.level, firerStrength),
    targetDisordered: before.level === 'disorder' && !targetStrength.depleted,
    // Point-blank fire at a charge that has closed (B:1079); guns fire their close canister by range.
    ...(how === 'point-blank' && f.unit?.arm !== 'artillery' ? { band: 'pbf' as const } : how === 'desperation' ? { band: 'desperation' as const } : {}),
  });
  if (fire.refusal || !fire.odds) throw new Refusal(whyNoFire(fire));
  const odds = fire.odds;
  const trace: Trace = [...fire.trace];
  if (firerStrength.depleted && firerState.level === 'good') trace.push({ step: 'firer depleted', value: 'disorder', detail: PLAYTEST_RULES.depletedFiresDisordered.text, source: PLAYTEST_RULES.depletedFiresDisordered.source });
  if (targetStrength.depleted && before.level === 'disorder') trace.push({ step: 'target depleted', value: 0, detail: PLAYTEST_RULES.depletedNoTargetDisorder.text, source: PLAYTEST_RULES.depletedNoTargetDisorder.source, applied: false });

  const faces = rollFireDice(odds.dice, odds.desperation, dice.random);
  const pips = sum(faces);
  const total = odds.fp + pips + odds.drm;
  const result = fcrtResult(odds.row, total);
  const effects = FIRE_RESULT_EFFECTS[result];
  trace.push({ step: 'fire dice', value: facesText(faces), detail: `${plural(faces.length, 'die', 'dice')} rolled: ${pips}`, source: adfLine(755) });
  trace.push({ step: 'total', value: total, detail: `${odds.fp} FP + ${pips} on the dice ${signed(odds.drm)} net DRM`, source: adfLine(755) });
  trace.push({ step: 'fire combat result', value: result === 'none' ? 'no effect' : result, detail: `${total} on the ${odds.row} row`, source: FCRT[odds.row].source });

  const hit = afterHits(t.unit, before, effects.hits);
  const hitStrength = strengthOf(t.unit, hit);
  if (effects.hits > 0) {
    trace.push({ step: 'hits', value: effects.hits, detail: `${t.name} loses ${plural(effects.hits, targetStrength.noun)}: ${hitStrength.left} of ${hitStrength.full} left on ${plural(hitStrength.standsLeft, 'stand')}${hit.removed ? ', eliminated' : ''}`, source: adfLine(2653) });
  }
  const fireText = `${f.name} fires on ${t.name} at ${fire.band} range: ${odds.fp} FP, ${plural(faces.length, 'die', 'dice')} rolled ${facesText(faces)}, net DRM ${signed(odds.drm)}, total ${total}: ${result === 'none' ? 'no effect' : result}.${effects.hits ? ` ${t.name} loses ${plural(effects.hits, targetStrength.noun)}${hit.removed ? ' and is eliminated' : ''}.` : ''}`;
  const events: FireOutcome['events'] = [{ kind: 'fire', text: fireText, dice: [{ what: 'fire', faces }], trace, units: [firerKey, targetKey] }];

  let after = hit;
  let morale: MoraleOutcome | undefined;
  if (effects.moraleCheck && !hit.removed) {
    // A routed target never gets here (it cannot be fired on), so the check is never forced on a routed unit (B:962).
    const after1 = { ...playtest, units: { ...playtest.units, [targetKey]: hit } };
    const mt = moraleTable(ground, after1, targetKey);
    const checking = mt.unitsByKey.get(targetKey)!;
    // When this fire's hits leave the unit depleted, its check uses its stands before the hits (B:929).
    const preHit = hitStrength.depleted && !targetStrength.depleted;
    const { situation, trace: mtrace } = checkSituation(mt, checking, firer, t.unit, before, preHit ? targetStrength.standsLeft : hitStrength.standsLeft);
    if (preHit) mtrace.push({ step: 'depleted by this fire', value: targetStrength.standsLeft, detail: PLAYTEST_RULES.preHitStands.text, source: PLAYTEST_RULES.preHitStands.source });
    const caused = result as keyof typeof FIRE_RESULT_MORALE_MODIFIER.table;
    situation.fireResultModifier = FIRE_RESULT_MORALE_MODIFIER.table[caused];
    morale = rollMorale(situation, checking, hitStrength.depleted, dice, ground.scale);
    morale.trace.unshift(...mtrace);
    after = afterMorale(t.unit, hit, morale.effect);
    events.push({ kind: 'morale', text: moraleWords(t.name, `${t.name} checks morale (${result})`, morale, hit, after, t.unit), dice: [{ what: 'morale check', faces: morale.faces }], trace: morale.trace, units: [targetKey] });
  }
  return { firer: firerKey, target: targetKey, fire, faces, total, result, hits: effects.hits, before, after, morale, drawn: dice.drawn(), events };
}

/** Fire of one unit at another, rolled and applied (see `resolveFire`). */
export function fire(ground: PlaytestGround, firerKey: string, targetKey: string): Command<Playtest> {
  return {
    label: 'Fire',
    patches: (playtest) => {
      const active = activeSide(ground, playtest);
      const firer = unitAt(ground, playtest, firerKey);
      if (active !== undefined && firer.side !== active) {
        // A reaction fire is at the unit whose act triggered it (B:427).
        const trigger = playtest.trigger;
        const target = unitAt(ground, playtest, targetKey);
        if (!trigger) throw new Refusal(`${firer.name} is on the reacting side and no enemy has acted yet: a reaction follows an enemy fire, move or action (${bookLine(adfLine(417))}).`);
        if (trigger.unit !== targetKey) throw new Refusal(`${firer.name} may fire as a reaction only at the unit that triggered it, ${unitAt(ground, playtest, trigger.unit).name}, not ${target.name} (${bookLine(adfLine(427))}).`);
      }
      const dice = rollerAt(playtest);
      const outcome = resolveFireWith(ground, playtest, firerKey, targetKey, 'by-range', dice);
      const cost = spendAction(ground, playtest, firerKey, 1, 'fire');
      const { events, moved } = fireWithMoves(ground, playtest, outcome, dice);
      return [setUnit(targetKey, outcome.after), ...moved, setDrawn(dice.drawn()), ...cost, ...triggered(ground, playtest, firerKey, null), ...logWith(ground, playtest, events, { do: 'fire', firer: firerKey, target: targetKey })];
    },
  };
}

/** A fire's events with the fall back or rout its morale check caused moved on the board (and recorded on the check's event). */
export function fireWithMoves(ground: PlaytestGround, playtest: Playtest, outcome: FireOutcome, dice: Roller): { events: ActEvent[]; moved: Patch[] } {
  const events = [...outcome.events];
  if (!outcome.morale) return { events, moved: [] };
  const hit = afterHits(unitAt(ground, playtest, outcome.target).unit!, outcome.before, outcome.hits);
  const moves = moraleMoves(ground, playtest, outcome.target, outcome.firer, outcome.morale, hit, outcome.after, dice);
  if (!moves.patches.length) return { events, moved: [] };
  const check = events.at(-1)!;
  events[events.length - 1] = { ...check, text: withMove(check.text, moves.words), dice: [...(check.dice ?? []), ...moves.dice], trace: [...(check.trace ?? []), ...moves.trace], ...(moves.moves.length ? { moves: moves.moves } : {}) };
  return { events, moved: moves.patches };
}

/**
 * Why a fire cannot be made, in the rules preview's words: for a line of sight the first blocker and
 * where it lies on the line (B:694 and the blocker's own line), else the range band or the unit's reason.
 */
export function whyNoFire(fire: FireFromPositions): string {
  const f = fire.firer.name;
  const t = fire.target.name;
  if (!fire.sight.visible) {
    const b = fire.sight.blockedBy[0];
    if (!b) return `${f} cannot see ${t}.`;
    const along = Math.hypot(b.at.x - fire.sight.from.x, b.at.y - fire.sight.from.y);
    const length = Math.hypot(fire.sight.to.x - fire.sight.from.x, fire.sight.to.y - fire.sight.from.y);
    return `${f} cannot see ${t}: ${b.why.replace(/\.$/, '')}, ${round1(along)}" along the ${round1(length)}" line from ${f} (${bookLine(b.source)}).`;
  }
  const band = fire.trace.find((s) => s.step === 'range band');
  if (!fire.band && band) return `${f} cannot reach ${t}: ${band.detail}${band.source ? ` (${bookLine(band.source)})` : ''}`;
  return fire.refusal ?? `${f} cannot fire on ${t}.`;
}
