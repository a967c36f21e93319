/**
 * Morale in the playtest: the roll of 2D6 against a unit's MMP where it stands and in its state, read on
 * the results table (B:2576–2587) and applied (a new level, a figure or section won or lost, a fall back
 * or a rout moved on the board); the morale check or rally attempt as an act of its own (B:962), and the
 * pieces a fire's or a charge's check is made of.
 */
import { Refusal, type Command, type Patch } from '../../history';
import type { Unit } from '../../model/oob';
import { centreOf, moraleFromPositions, type PreviewTable, type TableUnit } from '../../preview/adf';
import { groundOf } from '../../preview/adf/positions';
import { isMounted } from '../../preview/adf/range';
import { modifiedMoralePoint, type MoraleUnitSituation } from '../../rules/adf/engine/morale';
import { batteryBasicMoralePoint, BATTERY_BMP_PER_SECTION_LOST, MORALE_RESULT_NAMES, MORALE_RESULTS, MOUNTED_CAVALRY_FALL_BACK, moraleEffect, moraleResultRow, type MoraleEffect, type MoraleResultRow } from '../../rules/adf/morale';
import { movementAllowance } from '../../rules/adf/movement';
import { adfLine, type Trace } from '../../rules/trace';
import { plural } from '../../model/plural';
import { MORALE_LEVEL_LABELS } from '../../model/words';
import { rollerAt, type Roller } from '../dice';
import { moverInState } from '../moves';
import { PLAYTEST_RULES, playtestTable, strengthOf, unitState, type Playtest, type PlaytestDice, type PlaytestGround, type PlaytestMove, type UnitState } from '../state';
import { afterHits, describeState, facesText, logWith, nearestEnemy, onBoard, placeAt, setDrawn, setUnit, shifted, spendAction, sum, unitAt, unitVector } from './common';

/**
 * The table a morale check reads: units that neither support the checking unit nor count as an enemy
 * close by are left off it — shaken and routed units (B:1017, B:2535) and, on its own side, depleted
 * ones (B:1017). The checking unit stays, and so does the firer for its enfilade zone.
 */
export function moraleTable(ground: PlaytestGround, playtest: Playtest, checking: string): PreviewTable {
  const side = unitAt(ground, playtest, checking).side;
  return playtestTable(ground, playtest, (key, state) => {
    if (key === checking) return false;
    if (state.level === 'shaken' || state.level === 'routed') return true;
    const other = unitAt(ground, playtest, key);
    return other.side === side && other.unit !== undefined && strengthOf(other.unit, state).depleted;
  });
}

export interface MoraleOutcome {
  mmp: number;
  faces: number[];
  roll: number;
  row: MoraleResultRow;
  effect: MoraleEffect;
  /** Fall back distance in inches after the mounted-cavalry multiplier. */
  fallBackIn: number;
  trace: Trace;
}

/** Rolls 2D6 against the MMP of `situation` and reads the results table (B:2576–2587). */
export function rollMorale(situation: MoraleUnitSituation, target: TableUnit, depleted: boolean, dice: Roller, scale: PlaytestGround['scale']): MoraleOutcome {
  const { mmp, trace } = modifiedMoralePoint(situation);
  const faces = dice.roll(2);
  const roll = sum(faces);
  const row = moraleResultRow(roll, mmp);
  const effect = moraleEffect(row, roll, mmp, { quality: situation.quality, level: situation.level ?? 'good', depleted });
  const mounted = isMounted(target);
  const factor = mounted ? (scale === '25mm' ? MOUNTED_CAVALRY_FALL_BACK.factor25mm : MOUNTED_CAVALRY_FALL_BACK.factor) : 1;
  const fallBackIn = effect.fallBack * factor;
  trace.push({ step: 'morale dice', value: `${facesText(faces)} = ${roll}`, detail: `2D6 against MMP ${mmp}`, source: adfLine(962) });
  trace.push({ step: `result: ${MORALE_RESULT_NAMES[row]}`, value: effect.level === 'removed' ? 'removed' : MORALE_LEVEL_LABELS[effect.level], detail: MORALE_RESULTS[row].effect, source: MORALE_RESULTS[row].source });
  if (fallBackIn > 0) trace.push({ step: 'fall back', value: fallBackIn, detail: `${fallBackIn} inches${mounted ? `: mounted cavalry fall back ${factor} times the inches failed by` : ''}`, source: mounted ? MOUNTED_CAVALRY_FALL_BACK.source : MORALE_RESULTS[row].source });
  return { mmp, faces, roll, row, effect, fallBackIn, trace };
}

/** A unit's state after a morale result: its new level, a figure or section recovered or lost, or gone. */
export function afterMorale(unit: Unit, state: UnitState, effect: MoraleEffect): UnitState {
  if (effect.level === 'removed') return { ...state, removed: true };
  let next: UnitState = { ...state, level: effect.level };
  if (effect.figures > 0) next = unit.arm === 'artillery' ? { ...next, sectionsLost: Math.max(0, next.sectionsLost - 1) } : { ...next, figuresLost: Math.max(0, next.figuresLost - 1) };
  if (effect.figures < 0) next = afterHits(unit, next, 1);
  return next;
}

/** The words of a morale result for the log. */
export function moraleWords(name: string, what: string, m: MoraleOutcome, before: UnitState, after: UnitState, unit: Unit): string {
  const same = after.level === before.level && after.figuresLost === before.figuresLost && after.sectionsLost === before.sectionsLost;
  const change = after.removed ? `${name} is removed` : same ? `${name} holds: ${describeState(unit, after).toLowerCase()}` : `${name} is now ${describeState(unit, after).toLowerCase()}`;
  const back = m.fallBackIn > 0 ? `; falls back ${m.fallBackIn}"` : '';
  const rout = !after.removed && after.level === 'routed' ? ` ${PLAYTEST_RULES.rout.text}` : '';
  return `${what}: MMP ${m.mmp}, rolled ${facesText(m.faces)} = ${m.roll}, ${MORALE_RESULT_NAMES[m.row].toLowerCase()}. ${change}${back}.${rout}`;
}

/** A morale result's words with the move the board made in place of the bare distance. */
export function withMove(text: string, words: string): string {
  if (!words) return text;
  const plain = text.replace(/; falls back [\d.]+"/, '').replace(` ${PLAYTEST_RULES.rout.text}`, '');
  return plain.replace(/\.$/, `${words}.`);
}

/** The situation of a morale check where the unit stands, in its playtest state. */
export function checkSituation(table: PreviewTable, target: TableUnit, firer: TableUnit | undefined, unit: Unit, state: UnitState, standsForCheck: number): { situation: MoraleUnitSituation; trace: Trace } {
  const m = moraleFromPositions(table, target, firer);
  if (!m.situation) throw new Refusal(m.refusal ?? `${target.name} does not take morale checks.`);
  const trace: Trace = m.modifiers.map((d) => ({ step: 'morale, from the map', value: d.label, detail: d.why, source: d.source, applied: d.on }));
  const situation: MoraleUnitSituation = { ...m.situation, level: state.level };
  if (unit.arm === 'artillery') {
    // A battery's BMP grows with each section it has lost before this check (B:2548).
    situation.bmp = batteryBasicMoralePoint(unit.quality, state.sectionsLost);
    if (state.sectionsLost) trace.push({ step: 'battery sections lost', value: situation.bmp, detail: `${plural(state.sectionsLost, 'section')} lost: +${BATTERY_BMP_PER_SECTION_LOST.value} BMP each`, source: BATTERY_BMP_PER_SECTION_LOST.source });
  } else {
    situation.standsLeft = standsForCheck;
  }
  return { situation, trace };
}

/**
 * What a morale result moves on the board (B:585, B:962): a unit that has just routed rolls its routed
 * move for the ground it stands in and runs that far directly away from the enemy; one told to fall back
 * falls back its inches (mounted cavalry's already multiplied) directly away. "The enemy" is the firer,
 * or the nearest enemy unit when the check had no firer.
 */
export function moraleMoves(ground: PlaytestGround, playtest: Playtest, key: string, firerKey: string | undefined, m: MoraleOutcome, before: UnitState, after: UnitState, dice: Roller): { patches: Patch[]; words: string; dice: PlaytestDice[]; trace: Trace; moves: PlaytestMove[] } {
  const none = { patches: [], words: '', dice: [], trace: [], moves: [] };
  if (after.removed) return none;
  const routs = after.level === 'routed' && before.level !== 'routed';
  if (!routs && m.fallBackIn <= 0) return none;
  const table = playtestTable(ground, playtest);
  const unit = table.unitsByKey.get(key);
  if (!unit) return none;
  const here = centreOf(unit);
  const enemy = firerKey ? table.unitsByKey.get(firerKey) : nearestEnemy(table, unit);
  if (!enemy) return none;
  const away = unitVector(centreOf(enemy), here);
  const placement = playtest.map.units![unitAt(ground, playtest, key).index]!;
  const trace: Trace = [];
  const rolled: PlaytestDice[] = [];
  let inches = m.fallBackIn;
  let words = `; falls back ${inches}" directly away from ${enemy.name}`;
  if (routs) {
    const mover = moverInState(unit, 'routed');
    const allowance = mover ? movementAllowance({ scale: ground.scale, mover, terrain: groundOf(table, unit) }) : undefined;
    if (!allowance?.dice) return none;
    const faces = dice.roll(Number(allowance.dice[0]));
    rolled.push({ what: 'rout', faces });
    inches = sum(faces);
    words = `; routs ${inches}" (${facesText(faces)}) directly away from ${enemy.name}`;
    trace.push(...allowance.trace.slice(0, 1), { step: 'rout move', value: inches, detail: `${unit.name} routs ${inches}" directly away from ${enemy.name}.`, source: adfLine(585) });
  } else {
    trace.push({ step: 'fall back move', value: inches, detail: `${unit.name} falls back ${inches}" directly away from ${enemy.name}.`, source: adfLine(962) });
  }
  const placed = placeAt(ground, playtest, key, onBoard(ground, shifted(placement.at, away, inches)));
  return { patches: placed.patches, words, dice: rolled, trace, moves: placed.move ? [placed.move] : [] };
}

/**
 * A morale check (a unit in good order or disorder: something near it broke, a leader fell) or a rally
 * attempt (a shaken or routed unit), where the unit stands, in its state: the same roll and table
 * (B:962); routed units rally by their own rules (B:981).
 */
export function moraleCheck(ground: PlaytestGround, key: string): Command<Playtest> {
  return {
    label: 'Morale check',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (!u.unit) throw new Refusal(`${u.name} does not take morale checks.`);
      const rally = state.level === 'shaken' || state.level === 'routed';
      const table = moraleTable(ground, playtest, key);
      const checking = table.unitsByKey.get(key)!;
      const strength = strengthOf(u.unit, state);
      const { situation, trace } = checkSituation(table, checking, undefined, u.unit, state, strength.standsLeft);
      const dice = rollerAt(playtest);
      const m = rollMorale(situation, checking, strength.depleted, dice, ground.scale);
      m.trace.unshift(...trace);
      const after = afterMorale(u.unit, state, m.effect);
      const what = rally ? `${u.name} tries to rally` : `${u.name} checks morale`;
      // A rally attempt is an action or the unit's reaction (B:401, B:427); a morale check forced by events costs nothing.
      const cost = rally && state.level === 'shaken' ? spendAction(ground, playtest, key, 1, 'rally') : [];
      const moves = moraleMoves(ground, playtest, key, undefined, m, state, after, dice);
      return [
        setUnit(key, after),
        ...moves.patches,
        setDrawn(dice.drawn()),
        ...cost,
        ...logWith(ground, playtest, [{ kind: rally ? 'rally' : 'morale', text: withMove(moraleWords(u.name, what, m, state, after, u.unit), moves.words), dice: [{ what: rally ? 'rally' : 'morale check', faces: m.faces }, ...moves.dice], trace: [...m.trace, ...moves.trace], units: [key], ...(moves.moves.length ? { moves: moves.moves } : {}) }], { do: 'morale', unit: key }),
      ];
    },
  };
}
