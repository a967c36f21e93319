/**
 * What players do in a playtest, as named commands on the playtest's state: end a player turn, roll for
 * the initiative, fire one unit at another, take a morale check or rally attempt, move a unit, set a
 * unit's state by hand, take a unit off. Each is a `Command<Playtest>` like the documents' (core/history):
 * its patches are worked out once, from the state as it stands (the dice come from the state's seeded
 * stream), so undo and redo are the history's and replay exactly. Every number comes from the engines:
 * the rules preview gives the fire and the MMP from where the units stand, the fire engine the dice and
 * the FCRT, the morale tables the result; this file only rolls, applies and logs.
 */
import { rollDie } from '../dice';
import { applyPatches, Refusal, type Command, type Patch } from '../history';
import { placeUnits } from '../map/commands';
import { unitsByReference } from '../map/placements';
import type { Point } from '../map/geometry';
import type { Unit } from '../model/oob';
import { centreOf, chargeFromPositions, fireFromPositions, gapBetween, moraleFromPositions, moverOf, placementKey, type FireFromPositions, type PreviewTable, type TableUnit } from '../preview/adf';
import { groundOf } from '../preview/adf/positions';
import { finalImpactValue, IMPACT_RESULTS } from '../rules/adf/charge';
import { formationChangeCost, DEFAULT_FORMATION_CHANGE_OPTIONS, type ChangeCost, type FormationChange, type FormationChangeOptions } from '../rules/adf/formations';
import { chargeBonus, movementAllowance, DEFAULT_CHARGE_BONUS_OPTIONS, type ChargeBonusOptions, type MovementTerrain } from '../rules/adf/movement';
import type { Formation } from '../model/scenario.generated';
import { isMounted } from '../preview/adf/range';
import { rollFireDice } from '../rules/adf/engine/fire';
import { modifiedMoralePoint, type MoraleUnitSituation } from '../rules/adf/engine/morale';
import { FCRT, FIRE_RESULT_EFFECTS, fcrtResult, type FireResult, type FirerState } from '../rules/adf/fireTables';
import {
  batteryBasicMoralePoint,
  BATTERY_BMP_PER_SECTION_LOST,
  FIRE_RESULT_MORALE_MODIFIER,
  MORALE_RESULT_NAMES,
  MORALE_RESULTS,
  MOUNTED_CAVALRY_FALL_BACK,
  moraleEffect,
  moraleResultRow,
  type MoraleEffect,
  type MoraleResultRow,
} from '../rules/adf/morale';
import { MORALE_LEVEL_LABELS, type MoraleLevel } from '../model/words';
import { adfLine, type Trace } from '../rules/trace';
import { plural } from '../model/plural';
import { diceStream, rollDice } from './dice';
import type { DefenderReaction, PlaytestAction } from './actions';
import { reactionRefusal } from './reactions';
import { ACTIONS_PER_TURN, actionsSpent, commandAndControl, facingCost, formationWords, moveReader, moverInState, MOVE_RULES } from './moves';
import { OUT_OF_COMMAND_COST } from '../rules/adf/leaders';
import {
  activeSide,
  initiativeWithoutDice,
  playtestTable,
  PLAYTEST_RULES,
  sideName,
  sidesInOrder,
  strengthOf,
  unitState,
  type Playtest,
  type PlaytestDice,
  type PlaytestEvent,
  type PlaytestGround,
  type Strength,
  type UnitState,
} from './state';

// ── helpers ──────────────────────────────────────────────────────────────────

const sum = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);
const signed = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`);
const facesText = (faces: readonly number[]): string => faces.join(' + ');

const REFERENCES = new WeakMap<PlaytestGround, Map<string, ReturnType<typeof unitsByReference>>>();
/** Each side's units and leaders by reference, read once per ground (a morale check asks for every unit on the table). */
function referencesOf(ground: PlaytestGround): Map<string, ReturnType<typeof unitsByReference>> {
  let refs = REFERENCES.get(ground);
  if (!refs) REFERENCES.set(ground, (refs = new Map(ground.sides.map((s) => [s.id, unitsByReference(s.orderOfBattle)]))));
  return refs;
}

/** The unit or leader a placement names in its side's order of battle, and its name. */
export function unitAt(ground: PlaytestGround, playtest: Playtest, key: string): { name: string; unit: Unit | undefined; side: string; index: number } {
  const units = playtest.map.units ?? [];
  const index = units.findIndex((p) => placementKey(p) === key);
  const p = units[index];
  if (!p) throw new Refusal('That unit is not on the table.');
  const item = referencesOf(ground).get(p.side)?.get(p.unit);
  const unit = item && 'arm' in item ? item : undefined;
  return { name: item?.name ?? p.unit, unit, side: p.side, index };
}

function setUnit(key: string, state: UnitState): Patch {
  return { op: 'set', path: ['units', key], value: state };
}

function setDrawn(drawn: number): Patch {
  return { op: 'set', path: ['drawn'], value: drawn };
}

/** What a change of state looks like in words: "Disorder, 2 figures lost". */
export function describeState(unit: Unit | undefined, state: UnitState): string {
  if (state.removed) return 'removed';
  const parts: string[] = [MORALE_LEVEL_LABELS[state.level]];
  if (unit?.arm === 'artillery' ? state.sectionsLost : state.figuresLost) {
    parts.push(unit?.arm === 'artillery' ? `${plural(state.sectionsLost, 'section')} lost` : `${plural(state.figuresLost, 'figure')} lost`);
  }
  return parts.join(', ');
}

/** A unit's state after `hits` figures or sections more are lost; with nothing left it is eliminated. */
function afterHits(unit: Unit, state: UnitState, hits: number): UnitState {
  if (hits === 0) return state;
  if (unit.arm === 'artillery') {
    const sectionsLost = Math.min(unit.sections, state.sectionsLost + hits);
    return { ...state, sectionsLost, removed: sectionsLost >= unit.sections };
  }
  const figuresLost = Math.min(unit.figures, state.figuresLost + hits);
  return { ...state, figuresLost, removed: figuresLost >= unit.figures };
}

/** The firer's morale state as the fire tables read it: a depleted unit fires as disordered (B:531). */
function firerStateOf(level: MoraleLevel, strength: Strength | undefined): FirerState {
  if (level === 'shaken') return 'shaken';
  if (level === 'disorder' || strength?.depleted) return 'disorder';
  return 'good';
}

/**
 * The table a morale check reads: units that neither support the checking unit nor count as an enemy
 * close by are left off it — shaken and routed units (B:1017, B:2535) and, on its own side, depleted
 * ones (B:1017). The checking unit stays, and so does the firer for its enfilade zone.
 */
function moraleTable(ground: PlaytestGround, playtest: Playtest, checking: string): PreviewTable {
  const side = unitAt(ground, playtest, checking).side;
  return playtestTable(ground, playtest, (key, state) => {
    if (key === checking) return false;
    if (state.level === 'shaken' || state.level === 'routed') return true;
    const other = unitAt(ground, playtest, key);
    return other.side === side && other.unit !== undefined && strengthOf(other.unit, state).depleted;
  });
}

// ── morale ───────────────────────────────────────────────────────────────────

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
function rollMorale(situation: MoraleUnitSituation, target: TableUnit, depleted: boolean, random: () => number, scale: PlaytestGround['scale']): MoraleOutcome {
  const { mmp, trace } = modifiedMoralePoint(situation);
  const faces = [rollDie(random), rollDie(random)];
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
function afterMorale(unit: Unit, state: UnitState, effect: MoraleEffect): UnitState {
  if (effect.level === 'removed') return { ...state, removed: true };
  let next: UnitState = { ...state, level: effect.level };
  if (effect.figures > 0) next = unit.arm === 'artillery' ? { ...next, sectionsLost: Math.max(0, next.sectionsLost - 1) } : { ...next, figuresLost: Math.max(0, next.figuresLost - 1) };
  if (effect.figures < 0) next = afterHits(unit, next, 1);
  return next;
}

/** The words of a morale result for the log. */
function moraleWords(name: string, what: string, m: MoraleOutcome, before: UnitState, after: UnitState, unit: Unit): string {
  const same = after.level === before.level && after.figuresLost === before.figuresLost && after.sectionsLost === before.sectionsLost;
  const change = after.removed ? `${name} is removed` : same ? `${name} holds: ${describeState(unit, after).toLowerCase()}` : `${name} is now ${describeState(unit, after).toLowerCase()}`;
  const back = m.fallBackIn > 0 ? `; falls back ${m.fallBackIn}"` : '';
  const rout = !after.removed && after.level === 'routed' ? ` ${PLAYTEST_RULES.rout.text}` : '';
  return `${what}: MMP ${m.mmp}, rolled ${facesText(m.faces)} = ${m.roll}, ${MORALE_RESULT_NAMES[m.row].toLowerCase()}. ${change}${back}.${rout}`;
}

/** A morale result's words with the move the board made in place of the bare distance. */
function withMove(text: string, words: string): string {
  if (!words) return text;
  const plain = text.replace(/; falls back [\d.]+"/, '').replace(` ${PLAYTEST_RULES.rout.text}`, '');
  return plain.replace(/\.$/, `${words}.`);
}

/** The situation of a morale check where the unit stands, in its playtest state. */
function situationOf(table: PreviewTable, target: TableUnit, firer: TableUnit | undefined, unit: Unit, state: UnitState, standsForCheck: number): { situation: MoraleUnitSituation; trace: Trace } {
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
function moraleMoves(ground: PlaytestGround, playtest: Playtest, key: string, firerKey: string | undefined, m: MoraleOutcome, before: UnitState, after: UnitState, drawn: number): { patches: Patch[]; drawn: number; words: string; dice: PlaytestDice[]; trace: Trace } {
  const none = { patches: [], drawn, words: '', dice: [], trace: [] };
  if (after.removed) return none;
  const routs = after.level === 'routed' && before.level !== 'routed';
  if (!routs && m.fallBackIn <= 0) return none;
  const table = playtestTable(ground, playtest);
  const unit = table.unitsByKey.get(key);
  if (!unit) return none;
  const here = centreOf(unit);
  const enemy = firerKey ? table.unitsByKey.get(firerKey) : table.units.filter((e) => e.side !== unit.side && e.role === 'combat').map((e) => ({ e, d: Math.hypot(centreOf(e).x - here.x, centreOf(e).y - here.y) })).sort((a, b) => a.d - b.d)[0]?.e;
  if (!enemy) return none;
  const away = unitVector(centreOf(enemy), here);
  const placement = playtest.map.units![unitAt(ground, playtest, key).index]!;
  const trace: Trace = [];
  const dice: PlaytestDice[] = [];
  let inches = m.fallBackIn;
  let words = `; falls back ${inches}" directly away from ${enemy.name}`;
  if (routs) {
    const mover = moverInState(unit, 'routed');
    const allowance = mover ? movementAllowance({ scale: ground.scale, mover, terrain: groundOf(table, unit) }) : undefined;
    if (!allowance?.dice) return none;
    const r = rollDice(playtest.seed, drawn, Number(allowance.dice[0]));
    drawn = r.drawn;
    dice.push({ what: 'rout', faces: r.faces });
    inches = sum(r.faces);
    words = `; routs ${inches}" (${facesText(r.faces)}) directly away from ${enemy.name}`;
    trace.push(...allowance.trace.slice(0, 1), { step: 'rout move', value: inches, detail: `${unit.name} routs ${inches}" directly away from ${enemy.name}.`, source: adfLine(585) });
  } else {
    trace.push({ step: 'fall back move', value: inches, detail: `${unit.name} falls back ${inches}" directly away from ${enemy.name}.`, source: adfLine(962) });
  }
  const at = onBoard(ground, shifted(placement.at, away, inches));
  return { patches: placeUnits<Playtest>([{ ...placement, at }]).patches(playtest), drawn, words, dice, trace };
}

// ── fire ─────────────────────────────────────────────────────────────────────

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
  events: Array<Omit<PlaytestEvent, 'turn' | 'side' | 'act'>>;
}

/**
 * One unit's fire at another where they stand, rolled: the rules preview works out sight, range, band
 * and the modifiers the map gives (the target's disorder and the firer's morale from their states), the
 * fire engine the firepower, dice and net DRM; the dice are rolled one by one from the playtest's stream,
 * the total read on the FCRT, the hits taken off, and the morale check the result calls for rolled with
 * the MMP the target has where it stands.
 */
export function resolveFire(ground: PlaytestGround, playtest: Playtest, firerKey: string, targetKey: string, pointBlank = false): FireOutcome {
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
    ...(pointBlank && f.unit?.arm !== 'artillery' ? { band: 'pbf' as const } : {}),
  });
  if (fire.refusal || !fire.odds) throw new Refusal(whyNoFire(fire));
  const odds = fire.odds;
  const trace: Trace = [...fire.trace];
  if (firerStrength.depleted && firerState.level === 'good') trace.push({ step: 'firer depleted', value: 'disorder', detail: PLAYTEST_RULES.depletedFiresDisordered.text, source: PLAYTEST_RULES.depletedFiresDisordered.source });
  if (targetStrength.depleted && before.level === 'disorder') trace.push({ step: 'target depleted', value: 0, detail: PLAYTEST_RULES.depletedNoTargetDisorder.text, source: PLAYTEST_RULES.depletedNoTargetDisorder.source, applied: false });

  const stream = diceStream(playtest.seed, playtest.drawn);
  const faces = rollFireDice(odds.dice, odds.desperation, stream.random);
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
    const { situation, trace: mtrace } = situationOf(mt, checking, firer, t.unit, before, preHit ? targetStrength.standsLeft : hitStrength.standsLeft);
    if (preHit) mtrace.push({ step: 'depleted by this fire', value: targetStrength.standsLeft, detail: PLAYTEST_RULES.preHitStands.text, source: PLAYTEST_RULES.preHitStands.source });
    const caused = result as keyof typeof FIRE_RESULT_MORALE_MODIFIER.table;
    situation.fireResultModifier = FIRE_RESULT_MORALE_MODIFIER.table[caused];
    morale = rollMorale(situation, checking, hitStrength.depleted, stream.random, ground.scale);
    morale.trace.unshift(...mtrace);
    after = afterMorale(t.unit, hit, morale.effect);
    events.push({ kind: 'morale', text: moraleWords(t.name, `${t.name} checks morale (${result})`, morale, hit, after, t.unit), dice: [{ what: 'morale check', faces: morale.faces }], trace: morale.trace, units: [targetKey] });
  }
  return { firer: firerKey, target: targetKey, fire, faces, total, result, hits: effects.hits, before, after, morale, drawn: stream.drawn(), events };
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
      const outcome = resolveFire(ground, playtest, firerKey, targetKey);
      const cost = spendAction(ground, playtest, firerKey, 1, 'fire');
      const events = [...outcome.events];
      let drawn = outcome.drawn;
      let moved: Patch[] = [];
      if (outcome.morale) {
        const hit = afterHits(unitAt(ground, playtest, targetKey).unit!, outcome.before, outcome.hits);
        const moves = moraleMoves(ground, playtest, targetKey, firerKey, outcome.morale, hit, outcome.after, drawn);
        if (moves.patches.length) {
          drawn = moves.drawn;
          moved = moves.patches;
          const check = events.at(-1)!;
          events[events.length - 1] = { ...check, text: withMove(check.text, moves.words), dice: [...(check.dice ?? []), ...moves.dice], trace: [...(check.trace ?? []), ...moves.trace] };
        }
      }
      return [setUnit(targetKey, outcome.after), ...moved, setDrawn(drawn), ...cost, ...triggered(ground, playtest, firerKey, null), ...logWith(ground, playtest, events, { do: 'fire', firer: firerKey, target: targetKey })];
    },
  };
}

// ── morale check or rally attempt ────────────────────────────────────────────

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
      const { situation, trace } = situationOf(table, checking, undefined, u.unit, state, strength.standsLeft);
      const stream = diceStream(playtest.seed, playtest.drawn);
      const m = rollMorale(situation, checking, strength.depleted, stream.random, ground.scale);
      m.trace.unshift(...trace);
      const after = afterMorale(u.unit, state, m.effect);
      const what = rally ? `${u.name} tries to rally` : `${u.name} checks morale`;
      // A rally attempt is an action or the unit's reaction (B:401, B:427); a morale check forced by events costs nothing.
      const cost = rally && state.level === 'shaken' ? spendAction(ground, playtest, key, 1, 'rally') : [];
      const moves = moraleMoves(ground, playtest, key, undefined, m, state, after, stream.drawn());
      return [
        setUnit(key, after),
        ...moves.patches,
        setDrawn(moves.drawn),
        ...cost,
        ...logWith(ground, playtest, [{ kind: rally ? 'rally' : 'morale', text: withMove(moraleWords(u.name, what, m, state, after, u.unit), moves.words), dice: [{ what: rally ? 'rally' : 'morale check', faces: m.faces }, ...moves.dice], trace: [...m.trace, ...moves.trace], units: [key] }], { do: 'morale', unit: key }),
      ];
    },
  };
}

// ── turns and initiative ─────────────────────────────────────────────────────

/**
 * Ends the active side's player turn: the next side becomes active and the others react (B:2423); after
 * every side has been active the turn ends and the next begins, its initiative decided again (the same
 * side, the most leadership now on the table, or rolled for when the scenario says so).
 */
export function nextPlayerTurn(ground: PlaytestGround): Command<Playtest> {
  return {
    label: 'Next player turn',
    patches: (playtest) => {
      if (!playtest.initiative) throw new Refusal('Roll for the initiative first.');
      const order = sidesInOrder(ground, playtest);
      if (playtest.playerTurn + 1 < order.length) {
        const next = { ...playtest, playerTurn: playtest.playerTurn + 1 };
        const active = activeSide(ground, next)!;
        return [{ op: 'set', path: ['playerTurn'], value: next.playerTurn }, ...clearTurn(playtest), ...logWith(ground, next, [{ kind: 'phase', text: `Turn ${playtest.turn}: ${sideName(ground, active)} active, ${reacting(ground, next)} reacting.` }], { do: 'next-turn' })];
      }
      const turn = playtest.turn + 1;
      const decided = initiativeWithoutDice(ground, playtest);
      const next: Playtest = { ...playtest, turn, playerTurn: 0, initiative: decided?.side ?? null };
      const over = turn > ground.turns ? ` The scenario lasts ${plural(ground.turns, 'turn')}: play on as you wish.` : '';
      const text = decided
        ? `Turn ${turn}: ${sideName(ground, decided.side)} has the initiative and is active, ${reacting(ground, next)} reacting.${over}`
        : `Turn ${turn}: roll for the initiative.${over}`;
      return [
        { op: 'set', path: ['turn'], value: turn },
        { op: 'set', path: ['playerTurn'], value: 0 },
        { op: 'set', path: ['initiative'], value: next.initiative },
        ...clearTurn(playtest),
        ...logWith(ground, next, [{ kind: 'phase', text, ...(decided ? { trace: [{ step: 'initiative', value: sideName(ground, decided.side), detail: decided.why, source: decided.source }] } : {}) }], { do: 'next-turn' }),
      ];
    },
  };
}

const reacting = (ground: PlaytestGround, playtest: Playtest): string => {
  const active = activeSide(ground, playtest);
  return sidesInOrder(ground, playtest).filter((s) => s !== active).map((s) => sideName(ground, s)).join(' and ');
};

/**
 * Rolls for the initiative when the scenario has it rolled each turn: each side rolls a die, the highest
 * is active first, ties roll again (the book's competitive die roll for meeting engagements; its own
 * scenarios all name the side, B:395).
 */
export function rollInitiative(ground: PlaytestGround): Command<Playtest> {
  return {
    label: 'Roll for the initiative',
    patches: (playtest) => {
      if (playtest.initiative) throw new Refusal(`${sideName(ground, playtest.initiative)} already has the initiative this turn.`);
      if (ground.initiative?.rule !== 'roll-each-turn') throw new Refusal('The scenario does not have the initiative rolled for.');
      const sides = ground.sides.map((s) => s.id);
      let drawn = playtest.drawn;
      const dice: PlaytestDice[] = [];
      let contenders = sides;
      for (;;) {
        const rolled = contenders.map((side) => {
          const r = rollDice(playtest.seed, drawn, 1);
          drawn = r.drawn;
          dice.push({ what: sideName(ground, side), faces: r.faces });
          return { side, die: r.faces[0]! };
        });
        const best = Math.max(...rolled.map((r) => r.die));
        contenders = rolled.filter((r) => r.die === best).map((r) => r.side);
        if (contenders.length === 1) break;
      }
      const side = contenders[0]!;
      const next: Playtest = { ...playtest, initiative: side, playerTurn: 0 };
      const rolls = dice.map((d) => `${d.what} ${d.faces[0]}`).join(', ');
      return [
        { op: 'set', path: ['initiative'], value: side },
        setDrawn(drawn),
        ...logWith(ground, next, [{ kind: 'initiative', text: `Turn ${playtest.turn}: ${rolls}. ${sideName(ground, side)} has the initiative and is active, ${reacting(ground, next)} reacting.`, dice, trace: [{ step: 'initiative', value: sideName(ground, side), detail: `Each side rolls a die; the highest is active first, ties roll again: ${rolls}.`, source: PLAYTEST_RULES.initiativeByScenario.source }] }], { do: 'initiative' }),
      ];
    },
  };
}

// ── by hand ──────────────────────────────────────────────────────────────────

/**
 * Moves a unit by the rules to `at` (the new centre of its front), ending facing `facingDeg`, through
 * `via`: the move is read as the board reads it while dragging (`readMove`, moves.ts) and refused with
 * the reading's reason (beyond the allowance, a reacting side's unit, impassable ground …), or made: the
 * actions it costs are spent and the disorder the ground causes is taken.
 */
export function moveUnit(ground: PlaytestGround, key: string, at: Point, facingDeg?: number, via: readonly Point[] = []): Command<Playtest> {
  return {
    label: 'Move',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const reading = moveReader(ground, playtest, key)(at, facingDeg, via);
      if (reading.refusal) throw new Refusal(`${reading.refusal.text} (${bookLine(reading.refusal.source)})`);
      const placement = playtest.map.units![u.index]!;
      const moved = { ...placement, at, facingDeg: facingDeg ?? placement.facingDeg };
      const patches = placeUnits<Playtest>([moved]).patches(playtest);
      if (patches.length === 0) return [];
      const state = unitState(playtest, key);
      const disordered = reading.disorder && state.level === 'good';
      const ground_ = reading.crossed.map((c) => `${c.inches}" ${c.feature ?? c.ground.replace('-', ' ')}`).join(', ');
      const text = `${u.name} moves ${reading.distanceIn}"${ground_ ? ` (${ground_})` : ''}${reading.facing.inches > 0 ? `, ${reading.facing.text.replace(`${u.name} `, '')}` : ''}: ${reading.actionsCost} of its actions, ${Math.max(0, reading.actionsLeft)} left.${disordered ? ` ${reading.disorder!.text}` : ''}`;
      return [
        ...patches,
        ...setSpent(playtest, key, reading.actionsBefore + reading.actionsCost),
        ...(disordered ? [setUnit(key, { ...state, level: 'disorder' as const })] : []),
        ...triggered(ground, playtest, key, reading.distanceIn),
        ...logWith(ground, playtest, [{ kind: 'move', text, trace: reading.trace, units: [key] }], { do: 'move', unit: key, at, ...(facingDeg !== undefined ? { facingDeg } : {}), ...(via.length ? { via: [...via] } : {}) }),
      ];
    },
  };
}

/**
 * Places a unit by hand where the rules do not move it for the players: a routed unit's run, a fall back,
 * a correction. Costs no actions and is logged as done by hand.
 */
export function placeUnit(ground: PlaytestGround, key: string, at: Point, facingDeg?: number): Command<Playtest> {
  return {
    label: 'Place by hand',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      if (unitState(playtest, key).removed) throw new Refusal(`${u.name} has been removed.`);
      const placement = playtest.map.units![u.index]!;
      const moved = { ...placement, at, facingDeg: facingDeg ?? placement.facingDeg };
      const patches = placeUnits<Playtest>([moved]).patches(playtest);
      if (patches.length === 0) return [];
      const text = `${u.name} placed by hand at (${round1(at.x)}", ${round1(at.y)}") facing ${Math.round(moved.facingDeg)}°.`;
      return [...patches, ...logWith(ground, playtest, [{ kind: 'move', text, units: [key] }], { do: 'place', unit: key, at, ...(facingDeg !== undefined ? { facingDeg } : {}) })];
    },
  };
}

/**
 * Turns a unit in place to `facingDeg`, at the book's price (`facingCost`: a wheel, a column's turn, an
 * about-face) in inches of its movement; a reacting unit may change facing as its reaction (B:427).
 */
export function faceUnit(ground: PlaytestGround, key: string, facingDeg: number): Command<Playtest> {
  return {
    label: 'Change facing',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (state.level === 'routed') throw new Refusal(`${u.name} is routed. ${MOVE_RULES.routedRuns.text} (${bookLine(MOVE_RULES.routedRuns.source)})`);
      const placement = playtest.map.units![u.index]!;
      const table = playtestTable(ground, playtest);
      const unit = table.unitsByKey.get(key)!;
      const cost = facingCost(unit, placement.facingDeg, facingDeg);
      if (cost.how === 'none') return [];
      const active = activeSide(ground, playtest);
      const patches = placeUnits<Playtest>([{ ...placement, facingDeg }]).patches(playtest);
      if (u.side !== active) {
        return [...patches, ...useReaction(ground, playtest, key, 'facing change'), ...logWith(ground, playtest, [{ kind: 'facing', text: `${cost.text} As its reaction.`, trace: [{ step: 'facing', value: cost.inches, detail: cost.text, source: cost.source }], units: [key] }], { do: 'face', unit: key, facingDeg })];
      }
      const reading = moveReader(ground, playtest, key)(placement.at, facingDeg);
      if (reading.refusal) throw new Refusal(`${reading.refusal.text} (${bookLine(reading.refusal.source)})`);
      const text = `${cost.text} ${reading.actionsCost} of its actions, ${Math.max(0, reading.actionsLeft)} left.`;
      return [...patches, ...setSpent(playtest, key, reading.actionsBefore + reading.actionsCost), ...triggered(ground, playtest, key, 0), ...logWith(ground, playtest, [{ kind: 'facing', text, trace: reading.trace, units: [key] }], { do: 'face', unit: key, facingDeg })];
    },
  };
}

/** Which of the book's formation changes takes a unit from one formation to another. */
export function formationChangeOf(arm: Unit['arm'], from: Formation, to: Formation): FormationChange | undefined {
  if (from === to) return undefined;
  if (to === 'square') return 'form-square';
  if (arm === 'artillery') return (from === 'limbered') !== (to === 'limbered') ? 'limber-unlimber' : undefined;
  if (arm === 'cavalry' && MOUNTED_FORMATIONS.has(from) !== MOUNTED_FORMATIONS.has(to)) return 'mount-dismount';
  const pair = new Set([from, to]);
  if (pair.has('road-column') && (pair.has('battle-line') || pair.has('cavalry-line'))) return 'front-to-flank';
  return 'change-formation';
}

/** The formations a unit of each arm may take in the playtest; cavalry has its mounted and its dismounted ones (B:1616). */
export const FORMATION_CHOICES: Readonly<Record<Unit['arm'], readonly Formation[]>> = {
  infantry: ['battle-line', 'extended-line', 'skirmishers', 'attack-column', 'road-column', 'square'],
  engineers: ['battle-line', 'extended-line', 'skirmishers', 'attack-column', 'road-column'],
  cavalry: ['cavalry-line', 'double-line', 'skirmishing', 'road-column', 'battle-line', 'skirmishers'],
  artillery: ['unlimbered', 'limbered'],
};

export interface FormationOption {
  formation: Formation;
  change: FormationChange;
  /** Actions it costs an active unit. */
  actions: number;
  /** Whether a reacting unit may make it as its reaction. */
  asReaction: boolean;
  /** Whether the unit may make it now, and if not why. */
  allowed: boolean;
  why: string | undefined;
  text: string;
  source: string;
}

/** The formation changes open to a unit now, each with its price by the book and whether it can be paid (for the board's menu). */
export function formationOptions(ground: PlaytestGround, playtest: Playtest, key: string, options: FormationChangeOptions = DEFAULT_FORMATION_CHANGE_OPTIONS): FormationOption[] {
  const u = unitAt(ground, playtest, key);
  const state = unitState(playtest, key);
  if (!u.unit || state.removed) return [];
  const placement = playtest.map.units![u.index]!;
  const active = activeSide(ground, playtest);
  const reacting = u.side !== active;
  const left = ACTIONS_PER_TURN - actionsSpent(playtest, key);
  return FORMATION_CHOICES[u.unit.arm].flatMap((formation) => {
    const change = formationChangeOf(u.unit!.arm, placement.formation, formation);
    if (!change) return [];
    const cost = formationChangeCost(change, u.unit!.quality, options);
    const actions = CHANGE_ACTIONS[cost.cost];
    const why =
      state.level === 'routed'
        ? `${u.name} is routed.`
        : active === undefined
          ? 'No side is active yet.'
          : reacting
            ? !cost.asReaction
              ? 'Not as a reaction.'
              : playtest.reacted?.[key]
                ? `${u.name} has already reacted.`
                : undefined
            : actions > left + 0.005
              ? `${u.name} has ${Math.max(0, left)} of its ${ACTIONS_PER_TURN} actions left.`
              : undefined;
    return [{ formation, change, actions, asReaction: cost.asReaction, allowed: why === undefined, why, text: `${formationWords(formation)}: ${CHANGE_WORDS[cost.cost]}${reacting ? ', as its reaction' : ''}`, source: cost.trace[0]?.source ?? '' }];
  });
}

/** Actions a formation change costs: half of one movement action, one action, two actions (B:581, B:1659, B:1416). */
const CHANGE_ACTIONS: Readonly<Record<ChangeCost, number>> = { 'half-move': 0.5, 'full-action': 1, 'two-actions': 2 };

/**
 * Changes a unit's formation at the book's price by its quality (formations.ts: B:581 change of
 * formation, B:621 front-to-flank, B:1362 limber, B:1659 mount, B:1779 square): half of one movement
 * action, a whole action, or two; as a reaction where the book allows it (B:427).
 */
export function changeFormation(ground: PlaytestGround, key: string, formation: Formation, options: FormationChangeOptions = DEFAULT_FORMATION_CHANGE_OPTIONS): Command<Playtest> {
  return {
    label: 'Change formation',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (!u.unit) throw new Refusal(`${u.name} has no formations.`);
      if (state.level === 'routed') throw new Refusal(`${u.name} is routed. ${MOVE_RULES.routedRuns.text} (${bookLine(MOVE_RULES.routedRuns.source)})`);
      const placement = playtest.map.units![u.index]!;
      const change = formationChangeOf(u.unit.arm, placement.formation, formation);
      if (!change) return [];
      const cost = formationChangeCost(change, u.unit.quality, options);
      const patches = placeUnits<Playtest>([{ ...placement, formation }]).patches(playtest);
      const base = `${u.name} changes from ${formationWords(placement.formation)} to ${formationWords(formation)} (${change.replace(/-/g, ' ')}): ${CHANGE_WORDS[cost.cost]} for a ${u.unit.quality} unit`;
      const action: PlaytestAction = { do: 'formation', unit: key, formation };
      if (u.side !== activeSide(ground, playtest)) {
        if (!cost.asReaction) throw new Refusal(`${u.name} cannot make this change as a reaction (${bookLine(cost.trace[0]?.source ?? '')}).`);
        return [...patches, ...useReaction(ground, playtest, key, 'formation change'), ...logWith(ground, playtest, [{ kind: 'formation', text: `${base}, as its reaction.`, trace: cost.trace, units: [key] }], action)];
      }
      const spend = spendAction(ground, playtest, key, CHANGE_ACTIONS[cost.cost], 'formation change');
      return [...patches, ...spend, ...triggered(ground, playtest, key, 0), ...logWith(ground, playtest, [{ kind: 'formation', text: `${base}.`, trace: cost.trace, units: [key] }], action)];
    },
  };
}

/** Reforms a disordered unit into good order: an action or a reaction, no dice (B:985). */
export function reform(ground: PlaytestGround, key: string): Command<Playtest> {
  return {
    label: 'Reform',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (state.level !== 'disorder') throw new Refusal(`${u.name} is ${MORALE_LEVEL_LABELS[state.level].toLowerCase()}: only a disordered unit reforms; shaken and routed ones rally (${bookLine(adfLine(985))}).`);
      const spend = u.side === activeSide(ground, playtest) ? spendAction(ground, playtest, key, 1, 'reform') : useReaction(ground, playtest, key, 'reform');
      return [setUnit(key, { ...state, level: 'good' }), ...spend, ...logWith(ground, playtest, [{ kind: 'reform', text: `${u.name} reforms into good order.`, trace: [{ step: 'reform', value: 'good', detail: 'A disordered unit reforms by spending an action or reaction, without a die roll.', source: adfLine(985) }], units: [key] }], { do: 'reform', unit: key })];
    },
  };
}

/**
 * A routed unit's run in its own player turn: its first action, its routed move rolled for the ground it
 * stands in, directly away from the nearest enemy (B:981, B:585).
 */
export function rout(ground: PlaytestGround, key: string): Command<Playtest> {
  return {
    label: 'Rout',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (state.level !== 'routed') throw new Refusal(`${u.name} is not routed.`);
      if (u.side !== activeSide(ground, playtest)) throw new Refusal(`${u.name} runs in its own side's player turn (${bookLine(adfLine(981))}).`);
      const spend = spendAction(ground, playtest, key, 1, 'rout');
      const table = playtestTable(ground, playtest);
      const unit = table.unitsByKey.get(key)!;
      const here = centreOf(unit);
      const enemy = table.units.filter((e) => e.side !== unit.side && e.role === 'combat').map((e) => ({ e, d: Math.hypot(centreOf(e).x - here.x, centreOf(e).y - here.y) })).sort((a, b) => a.d - b.d)[0]?.e;
      if (!enemy) throw new Refusal(`${u.name} has no enemy to run from.`);
      const mover = moverInState(unit, 'routed');
      const allowance = mover ? movementAllowance({ scale: ground.scale, mover, terrain: groundOf(table, unit) }) : undefined;
      if (!allowance?.dice) throw new Refusal(`${u.name} has no routed move in ${groundOf(table, unit).replace('-', ' ')}.`);
      const r = rollDice(playtest.seed, playtest.drawn, Number(allowance.dice[0]));
      const inches = sum(r.faces);
      const placement = playtest.map.units![u.index]!;
      const at = onBoard(ground, shifted(placement.at, unitVector(centreOf(enemy), here), inches));
      const trace: Trace = [...allowance.trace.slice(0, 1), { step: 'rout move', value: inches, detail: `${u.name} runs ${inches}" directly away from ${enemy.name}.`, source: adfLine(585) }];
      return [
        ...placeUnits<Playtest>([{ ...placement, at }]).patches(playtest),
        setDrawn(r.drawn),
        ...spend,
        ...triggered(ground, playtest, key, inches),
        ...logWith(ground, playtest, [{ kind: 'move', text: `${u.name} routs ${inches}" (${facesText(r.faces)}) directly away from ${enemy.name}.`, dice: [{ what: 'rout', faces: r.faces }], trace, units: [key] }], { do: 'rout', unit: key }),
      ];
    },
  };
}

/** What disengaging does to a unit's morale: one level worse, never worse than shaken (B:589). */
const AFTER_DISENGAGE: Readonly<Record<MoraleLevel, MoraleLevel>> = { good: 'disorder', disorder: 'shaken', shaken: 'shaken', routed: 'routed' };

/**
 * Disengages a unit, as an action or its reaction (B:589): it moves directly away from the nearest enemy
 * at twice the disorder rate of the ground it stands in, and ends one morale level worse, never worse
 * than shaken. A routed unit cannot disengage.
 */
export function disengage(ground: PlaytestGround, key: string): Command<Playtest> {
  return {
    label: 'Disengage',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (state.level === 'routed') throw new Refusal(`${u.name} is routed: a routed unit may not disengage (${bookLine(adfLine(589))}).`);
      if (!u.unit || (u.unit.arm !== 'infantry' && u.unit.arm !== 'cavalry')) throw new Refusal(`${u.name} does not disengage: only infantry and cavalry do (${bookLine(adfLine(589))}).`);
      const table = playtestTable(ground, playtest);
      const unit = table.unitsByKey.get(key)!;
      const here = centreOf(unit);
      const enemies = table.units.filter((e) => e.side !== unit.side && e.role === 'combat' && !unitState(playtest, e.key).removed);
      const nearest = enemies.map((e) => ({ e, d: Math.hypot(centreOf(e).x - here.x, centreOf(e).y - here.y) })).sort((a, b) => a.d - b.d)[0];
      if (!nearest) throw new Refusal(`${u.name} has no enemy to disengage from.`);
      const mover = moverOf(unit);
      const terrain = groundOf(table, unit);
      const allowance = mover ? movementAllowance({ scale: ground.scale, mover, terrain, disengage: true }) : undefined;
      if (!allowance?.allowed || allowance.inches === null) throw new Refusal(`${u.name} cannot disengage in ${terrain.replace('-', ' ')} (${bookLine(adfLine(589))}).`);
      const spend = u.side === activeSide(ground, playtest) ? spendAction(ground, playtest, key, 1, 'disengage') : useReaction(ground, playtest, key, 'disengage');
      const placement = playtest.map.units![u.index]!;
      const at = onBoard(ground, shifted(placement.at, unitVector(centreOf(nearest.e), here), allowance.inches));
      const level = AFTER_DISENGAGE[state.level];
      const text = `${u.name} disengages ${allowance.inches}" directly away from ${nearest.e.name} and is now ${MORALE_LEVEL_LABELS[level].toLowerCase()}.`;
      const trace: Trace = [...allowance.trace, { step: 'disengage', value: MORALE_LEVEL_LABELS[level], detail: 'A disengaging unit ends one morale level worse, never worse than shaken; fire at it loses one die.', source: adfLine(589) }];
      return [
        ...placeUnits<Playtest>([{ ...placement, at }]).patches(playtest),
        setUnit(key, { ...state, level }),
        ...spend,
        ...triggered(ground, playtest, key, allowance.inches),
        ...logWith(ground, playtest, [{ kind: 'move', text, trace, units: [key] }], { do: 'disengage', unit: key }),
      ];
    },
  };
}

const CHANGE_WORDS: Readonly<Record<ChangeCost, string>> = { 'half-move': 'half of one movement action', 'full-action': 'one action', 'two-actions': 'two actions' };

/** "B:2168" for a source: the short form the rules preview shows. */
export const bookLine = (source: string): string => {
  const m = /^000_e4b3381100cae796\.txt:(\d+)$/.exec(source);
  return m ? `B:${m[1]}` : source;
};

function setSpent(playtest: Playtest, key: string, actions: number): Patch[] {
  return [{ op: 'set', path: ['spent'], value: { ...(playtest.spent ?? {}), [key]: Math.round(actions * 100) / 100 } }];
}

/**
 * The patches that spend `actions` of an active unit's two, or its one reaction when its side is not
 * active (B:417); refused when it has none left.
 */
function spendAction(ground: PlaytestGround, playtest: Playtest, key: string, actions: number, what: string): Patch[] {
  const u = unitAt(ground, playtest, key);
  const active = activeSide(ground, playtest);
  if (active === undefined) return [];
  if (u.side !== active) return useReaction(ground, playtest, key, what);
  const spent = actionsSpent(playtest, key);
  if (spent + actions > ACTIONS_PER_TURN + 0.005) throw new Refusal(`${u.name} has ${Math.max(0, ACTIONS_PER_TURN - spent)} of its ${ACTIONS_PER_TURN} actions left this player turn; a ${what} needs ${actions} (${bookLine(MOVE_RULES.twoActions.source)}).`);
  return setSpent(playtest, key, spent + actions);
}

/** The patches that use a reacting unit's one reaction this player turn (B:417), refused when it has reacted already. */
function useReaction(ground: PlaytestGround, playtest: Playtest, key: string, what: string): Patch[] {
  const refused = reactionRefusal(ground, playtest, key);
  if (refused) throw new Refusal(refused);
  return [{ op: 'set', path: ['reacted'], value: { ...(playtest.reacted ?? {}), [key]: what } }];
}

/** The patches that start a player turn afresh: no actions spent, no reactions used. */
function clearTurn(playtest: Playtest): Patch[] {
  return [
    ...(playtest.spent ? [{ op: 'set' as const, path: ['spent'], value: {} }] : []),
    ...(playtest.reacted ? [{ op: 'set' as const, path: ['reacted'], value: {} }] : []),
    ...(playtest.trigger ? [{ op: 'remove' as const, path: ['trigger'] }] : []),
  ];
}

/**
 * The patch that makes an active unit's act the one the reacting side may react to (B:417): `movedIn`
 * inches moved, null for a fire or a charge (always a trigger), 0 for a change in place. A reacting
 * unit's own act triggers nothing.
 */
function triggered(ground: PlaytestGround, playtest: Playtest, key: string, movedIn: number | null): Patch[] {
  const active = activeSide(ground, playtest);
  if (active === undefined || unitAt(ground, playtest, key).side !== active) return [];
  return [{ op: 'set', path: ['trigger'], value: { unit: key, movedIn } }];
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

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Sets a unit's morale level or losses by hand (what the sandbox cannot roll: a charge, a rout off the table). */
export function setUnitState(ground: PlaytestGround, key: string, change: Partial<Omit<UnitState, 'removed'>>): Command<Playtest> {
  return {
    label: 'Set unit state',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const before = unitState(playtest, key);
      if (before.removed) throw new Refusal(`${u.name} has been removed.`);
      const full = u.unit ? (u.unit.arm === 'artillery' ? u.unit.sections : u.unit.figures) : 0;
      const lost = (n: number | undefined, was: number) => (n === undefined ? was : Math.max(0, Math.min(full, Math.round(n))));
      const next: UnitState = { ...before, ...change, figuresLost: lost(change.figuresLost, before.figuresLost), sectionsLost: lost(change.sectionsLost, before.sectionsLost) };
      // Losses that leave nothing take the unit off, as hits would.
      if (u.unit) next.removed = (u.unit.arm === 'artillery' ? next.sectionsLost : next.figuresLost) >= full;
      if (JSON.stringify(next) === JSON.stringify(before)) return [];
      return [setUnit(key, next), ...logWith(ground, playtest, [{ kind: next.removed ? 'remove' : 'status', text: `${u.name} set by hand: ${describeState(u.unit, next)}.`, units: [key] }], { do: 'set-state', unit: key, change: { ...change } })];
    },
  };
}

/** Takes a unit off the table (surrendered, routed off the edge, disintegrated): it stays in the log. */
export function removeUnit(ground: PlaytestGround, key: string): Command<Playtest> {
  return {
    label: 'Remove unit',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const before = unitState(playtest, key);
      if (before.removed) return [];
      return [setUnit(key, { ...before, removed: true }), ...logWith(ground, playtest, [{ kind: 'remove', text: `${u.name} is taken off the table.`, units: [key] }], { do: 'remove', unit: key })];
    },
  };
}

/** The patches that append events to the log as one action, on the active side of `playtest`; the first event carries what the player did, for replay. */
function logWith(ground: PlaytestGround, playtest: Playtest, events: ReadonlyArray<Omit<PlaytestEvent, 'turn' | 'side' | 'act'>>, action?: PlaytestAction): Patch[] {
  const act = (playtest.log.at(-1)?.act ?? 0) + 1;
  const side = activeSide(ground, playtest) ?? null;
  return events.map((e, i): Patch => ({ op: 'insert', path: ['log', playtest.log.length + i], value: { turn: playtest.turn, side, act, ...e, ...(i === 0 && action ? { action } : {}) } }));
}

// ── mount and dismount ───────────────────────────────────────────────────────

/** The formation cavalry takes on mounting or dismounting: skirmishers stay skirmishers, every other formation forms line (B:1616). */
const MOUNTED_FORMATIONS: ReadonlySet<Formation> = new Set<Formation>(['mounted', 'cavalry-line', 'skirmishing', 'double-line', 'road-column', 'column']);
function remounted(formation: Formation): { formation: Formation; mounting: boolean } {
  if (MOUNTED_FORMATIONS.has(formation) || formation === 'any') return { formation: formation === 'skirmishing' ? 'skirmishers' : 'battle-line', mounting: false };
  return { formation: formation === 'skirmishers' ? 'skirmishing' : 'cavalry-line', mounting: true };
}

/**
 * Mounts dismounted cavalry or dismounts mounted cavalry, at the cost the cavalry chapter gives by
 * quality (B:1659: half of one movement action for elite and veteran troopers, a whole action for
 * trained and green ones; any of them may do it as a reaction), logged with that cost.
 */
export function mountOrDismount(ground: PlaytestGround, key: string, options: FormationChangeOptions = DEFAULT_FORMATION_CHANGE_OPTIONS): Command<Playtest> {
  return {
    label: 'Mount or dismount',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (u.unit?.arm !== 'cavalry') throw new Refusal(`${u.name} is not cavalry: only cavalry mounts and dismounts.`);
      if (state.level === 'routed') throw new Refusal(`${u.name} is routed: ${PLAYTEST_RULES.routedNeverFires.text}`);
      const placement = playtest.map.units![u.index]!;
      const next = remounted(placement.formation);
      const cost = formationChangeCost('mount-dismount', u.unit.quality, options);
      const costWords = cost.cost === 'half-move' ? 'half of one movement action' : cost.cost === 'full-action' ? 'a whole action' : 'two actions';
      const patches = placeUnits<Playtest>([{ ...placement, formation: next.formation }]).patches(playtest);
      const reacting = u.side !== activeSide(ground, playtest);
      const spend = reacting ? useReaction(ground, playtest, key, 'mount or dismount') : spendAction(ground, playtest, key, CHANGE_ACTIONS[cost.cost], 'mount or dismount');
      const text = `${u.name} ${next.mounting ? 'mounts' : 'dismounts'} (${next.formation.replace('-', ' ')}): ${reacting ? 'as its reaction' : `${costWords} for ${u.unit.quality} cavalry`}.`;
      return [...patches, ...spend, ...logWith(ground, playtest, [{ kind: 'formation', text, trace: cost.trace, units: [key] }], { do: 'mount', unit: key })];
    },
  };
}

// ── charge ───────────────────────────────────────────────────────────────────

const SLOWNESS_ORDER: readonly MovementTerrain[] = ['road', 'trail', 'open', 'broken', 'light-woods', 'rough', 'heavy-woods'];
const slower = (a: MovementTerrain, b: MovementTerrain): MovementTerrain => (SLOWNESS_ORDER.indexOf(a) >= SLOWNESS_ORDER.indexOf(b) ? a : b);
const unitVector = (from: Point, to: Point): Point => {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const d = Math.hypot(dx, dy) || 1;
  return { x: dx / d, y: dy / d };
};
const shifted = (p: Point, v: Point, by: number): Point => ({ x: Math.round((p.x + v.x * by) * 100) / 100, y: Math.round((p.y + v.y * by) * 100) / 100 });

export interface ChargeOptions extends ChargeBonusOptions {
  defenderReaction?: DefenderReaction;
}
export const DEFAULT_CHARGE_OPTIONS: ChargeOptions = { ...DEFAULT_CHARGE_BONUS_OPTIONS };

/** The charge rules the board applies beyond the engines', each with its line. */
export const CHARGE_RULES = {
  reactionFire: { text: 'As the charger comes within range the defender may make its one reaction fire, with immediate results; it is taken here with the charger 2 inches off, inside the 2-inch trigger and outside desperation range.', source: adfLine(2441) },
  pointBlank: { text: 'A defender that holds its fire may fire point-blank once it has passed its fear-of-charge check.', source: adfLine(1079) },
  fearAtOneInch: { text: 'The defender takes its fear-of-charge check when the charger is within 1 inch, before any point-blank fire.', source: adfLine(2445) },
  stoppedByFire: { text: 'A charger shaken, routed or destroyed by fire is stopped: a shaken unit cannot charge.', source: adfLine(3161) },
  routMove: { text: 'A unit that routs rolls its routed move at once and runs that many inches directly away from the enemy.', source: adfLine(585) },
  followUp: { text: 'The winner goes on into the ground the loser gave up, as far as its charge distance left allows, stopping an inch short of the loser (our reading, rules notes P11).', source: adfLine(1053) },
  noSupportFromShaken: PLAYTEST_RULES.noSupportFromShaken,
} as const;

/**
 * A charge of one unit on an enemy, as one action (B:2435), all of it moved on the board: the charge
 * bonus is rolled on the routed move of the slower ground of the two (half of it by default, B:601; the
 * whole as the named option, B:2435); with its regular move it decides whether the charger reaches.
 * Short, it ends its move that far toward the target. The defender may react with fire as the charger
 * closes (`defenderReaction: 'fire'`), or hold it for point-blank range after its fear-of-charge check
 * (`'point-blank'`); a charger broken by fire stops. Reaching, the charger arrives in disorder (B:2436),
 * the defender takes its fear-of-charge check (the net CMM, the flank, the net support counted both
 * ways, B:2501, shaken and routed units giving none, B:1017), and if it stands the impact is rolled dice
 * down (B:2462): the loser's lead unit loses the row's figures, takes its level (an attacker at worst
 * shaken, B:1130), and falls back the margin directly away — in half-inches for an attacker (B:1130). A
 * loser that routs rolls its routed move and runs (B:585); the winner follows into the ground given up
 * with the charge distance it has left. Melee is the players' to fire; the log says when.
 */
export function charge(ground: PlaytestGround, attackerKey: string, defenderKey: string, options: ChargeOptions = DEFAULT_CHARGE_OPTIONS): Command<Playtest> {
  return {
    label: 'Charge',
    patches: (playtest) => {
      const a = unitAt(ground, playtest, attackerKey);
      const d = unitAt(ground, playtest, defenderKey);
      const aState = unitState(playtest, attackerKey);
      const dState = unitState(playtest, defenderKey);
      if (aState.removed) throw new Refusal(`${a.name} has been removed.`);
      if (dState.removed) throw new Refusal(`${d.name} has been removed.`);
      if (a.side === d.side) throw new Refusal(`${a.name} and ${d.name} are on the same side.`);
      if (!a.unit || (a.unit.arm !== 'infantry' && a.unit.arm !== 'cavalry')) throw new Refusal(`${a.name} does not charge: only infantry and cavalry charge.`);
      if (!d.unit) throw new Refusal(`${d.name} cannot be charged as a unit.`);
      if (aState.level === 'shaken' || aState.level === 'routed') throw new Refusal(`${a.name} is ${aState.level}: ${PLAYTEST_RULES.shakenNoCharge.text}`);
      const active = activeSide(ground, playtest);
      if (active !== undefined && a.side !== active) throw new Refusal(`${a.name} is on the reacting side: only the active side charges; a reacting unit only counter-charges (${bookLine(adfLine(427))}).`);
      if (dState.level === 'routed') throw new Refusal(`${d.name} is routed: routed units cannot be deliberately charged (${bookLine(adfLine(981))}).`);
      const table = playtestTable(ground, playtest);
      const A = table.unitsByKey.get(attackerKey)!;
      const D = table.unitsByKey.get(defenderKey)!;
      if (A.skirmishing && !D.skirmishing) throw new Refusal(`${a.name} are skirmishers: ${PLAYTEST_RULES.skirmishersChargeSkirmishers.text}`);
      const mover = moverOf(A);
      if (!mover) throw new Refusal(`${a.name} has no move to charge with.`);
      const reaction = options.defenderReaction ?? 'none';

      // The charge is worked out step by step on a copy: each step's patches applied before the next reads the table.
      let cur = playtest;
      const out: Patch[] = [];
      const apply = (ps: Patch[]): void => {
        cur = applyPatches(cur, ps).doc;
        out.push(...ps);
      };
      // Out of command and control a charge costs two actions (B:1216).
      const command = commandAndControl(ground, playtest, attackerKey);
      apply(spendAction(ground, playtest, attackerKey, command.inCommand ? 1 : OUT_OF_COMMAND_COST.actions.charge, 'charge'));
      // The charge is the act the defender reacts to.
      apply(triggered(ground, cur, attackerKey, null));
      const trace: Trace = [];
      const dice: PlaytestDice[] = [];
      const events: Array<Omit<PlaytestEvent, 'turn' | 'side' | 'act'>> = [];
      const roll = (n: number): number[] => {
        const r = rollDice(cur.seed, cur.drawn, n);
        apply([setDrawn(r.drawn)]);
        return r.faces;
      };
      const placementOf = (key: string) => cur.map.units![unitAt(ground, cur, key).index]!;
      const moveBy = (key: string, way: Point, inches: number): Point => {
        const p = placementOf(key);
        const at = onBoard(ground, shifted(p.at, way, inches));
        apply(placeUnits<Playtest>([{ ...p, at }]).patches(cur));
        return at;
      };
      const finish = (text: string): Patch[] => {
        events.unshift({ kind: 'charge', text, dice, trace, units: [attackerKey, defenderKey] });
        return [...out, ...logWith(ground, playtest, events, { do: 'charge', attacker: attackerKey, defender: defenderKey, ...(options !== DEFAULT_CHARGE_OPTIONS ? { options: { ...options } } : {}) })];
      };
      /** A routed unit's run (B:585): its routed move rolled on the ground it stands in, directly away from `from`. */
      const rout = (key: string, from: string): number => {
        const t = playtestTable(ground, cur);
        const unit = t.unitsByKey.get(key)!;
        const enemy = t.unitsByKey.get(from)!;
        const m = moverInState(unit, 'routed');
        if (!m) return 0;
        const allowance = movementAllowance({ scale: ground.scale, mover: m, terrain: groundOf(t, unit) });
        if (!allowance.dice) return 0;
        const faces = roll(Number(allowance.dice[0]));
        dice.push({ what: `${unit.name} rout`, faces });
        const inches = sum(faces);
        moveBy(key, awayFrom(enemy, unit), inches);
        trace.push(...allowance.trace.slice(0, 1), { step: 'rout move', value: inches, detail: `${unit.name} routs ${inches}" (${facesText(faces)}) directly away from ${enemy.name}.`, source: CHARGE_RULES.routMove.source });
        return inches;
      };
      /** The defender fires at the charger as its reaction; false when it cannot (it says why in the trace). */
      const reactionFire = (how: 'closing' | 'point-blank'): boolean => {
        try {
          const reacted = useReaction(ground, cur, defenderKey, 'fire at the charge');
          const f = resolveFire(ground, cur, defenderKey, attackerKey, how === 'point-blank');
          apply([...reacted, setUnit(attackerKey, f.after), setDrawn(f.drawn)]);
          const rule = how === 'closing' ? CHARGE_RULES.reactionFire : CHARGE_RULES.pointBlank;
          trace.push({ step: how === 'closing' ? 'reaction fire' : 'point-blank fire', value: f.result === 'none' ? 'no effect' : f.result, detail: rule.text, source: rule.source });
          events.push(...f.events);
          return true;
        } catch (e) {
          if (!(e instanceof Refusal)) throw e;
          trace.push({ step: how === 'closing' ? 'reaction fire' : 'point-blank fire', value: null, detail: `${d.name} does not fire: ${e.message}`, source: CHARGE_RULES.reactionFire.source });
          return false;
        }
      };
      /** Directly away from an enemy: centre to centre (fronts in contact touch), else along the charge. */
      const awayFrom = (enemy: TableUnit, unit: TableUnit): Point => {
        const from = centreOf(enemy);
        const to = centreOf(unit);
        if (Math.hypot(to.x - from.x, to.y - from.y) < 1e-6) return unit.key === defenderKey ? way : { x: -way.x, y: -way.y };
        return unitVector(from, to);
      };
      const broken = (s: UnitState): boolean => s.removed || s.level === 'shaken' || s.level === 'routed';

      // 1. The move: the regular move and the bonus, over the slower of the two grounds.
      const terrain = slower(groundOf(table, A), groundOf(table, D));
      const regular = movementAllowance({ scale: ground.scale, mover, terrain });
      if (!regular.allowed || regular.inches === null) throw new Refusal(`${a.name} cannot move in ${terrain.replace('-', ' ')}: no charge.`);
      const mounted = mover.arm === 'cavalry' && mover.mounted;
      const bonus = chargeBonus(ground.scale, a.unit.arm === 'cavalry' ? { arm: 'cavalry', mounted } : { arm: 'infantry' }, terrain, options);
      const bonusFaces = roll(Number(bonus.dice[0]));
      dice.push({ what: 'charge bonus', faces: bonusFaces });
      const bonusIn = sum(bonusFaces) * bonus.fraction;
      const reach = regular.inches + bonusIn;
      const gap = gapBetween(A, D);
      trace.push(regular.trace[0]!, ...bonus.trace, { step: 'charge move', value: reach, detail: `${regular.inches}" regular move + ${bonusIn}" bonus (${facesText(bonusFaces)}${bonus.fraction === 1 ? '' : ', halved'}) against a gap of ${round1(gap)}"`, source: PLAYTEST_RULES.chargeMove.source });
      const way = unitVector(A.front.centre, D.front.centre);
      const head = `${a.name} charges ${d.name}, ${round1(gap)}" away (bonus ${facesText(bonusFaces)}: ${round1(reach)}" in all)`;

      // 2. The defender's reaction fire as the charger closes, with the charger 2" off (or where it stands if nearer).
      let moved = 0;
      if (reaction === 'fire' && Math.min(gap, reach) >= 0) {
        const closeTo = Math.max(0, Math.min(reach, gap - 2));
        if (closeTo > 0) moveBy(attackerKey, way, closeTo);
        moved = closeTo;
        if (reactionFire('closing')) {
          const after = unitState(cur, attackerKey);
          if (broken(after)) {
            trace.push({ step: 'charge stopped', value: describeState(a.unit, after), detail: CHARGE_RULES.stoppedByFire.text, source: CHARGE_RULES.stoppedByFire.source });
            if (!after.removed && after.level === 'routed') rout(attackerKey, defenderKey);
            return finish(`${head}. ${d.name} fires as it closes: the charge is stopped; ${a.name} is ${describeState(a.unit, after).toLowerCase()}.`);
          }
        }
      }
      if (gap > reach) {
        moveBy(attackerKey, way, reach - moved);
        return finish(`${a.name} charges ${d.name} but falls short: ${round1(reach)}" of ${round1(gap)}" (bonus ${facesText(bonusFaces)}).`);
      }

      // 3. Contact: the charger closes the gap and arrives in disorder (B:2436).
      moveBy(attackerKey, way, gap - moved);
      const aNow = unitState(cur, attackerKey);
      const chargerState: UnitState = aNow.level === 'good' ? { ...aNow, level: 'disorder' } : aNow;
      apply([setUnit(attackerKey, chargerState)]);
      trace.push({ step: 'charger in disorder', value: MORALE_LEVEL_LABELS.disorder, detail: PLAYTEST_RULES.chargeDisorder.text, source: PLAYTEST_RULES.chargeDisorder.source });
      // Supports counted both ways (B:2501), from units that can give support: not shaken, routed or depleted (B:1017).
      const contactTable = playtestTable(ground, cur, (key, state) => key !== attackerKey && key !== defenderKey && (state.level === 'shaken' || state.level === 'routed' || (() => {
        const u = unitAt(ground, cur, key);
        return u.unit !== undefined && strengthOf(u.unit, state).depleted;
      })()));
      const c = chargeFromPositions(contactTable, contactTable.unitsByKey.get(attackerKey)!, contactTable.unitsByKey.get(defenderKey)!, [], { attacker: chargerState.level, defender: dState.level });
      if (c.refusal || !c.fear.situation || !c.impactSides) throw new Refusal(c.refusal ?? `${d.name} cannot be charged as a unit.`);
      const unused = reach - gap;

      // 4. The defender's fear-of-charge check.
      const dStrength = strengthOf(d.unit, dState);
      const fearStream = diceStream(cur.seed, cur.drawn);
      const fear = rollMorale({ ...c.fear.situation, level: dState.level, ...(d.unit.arm === 'artillery' ? {} : { standsLeft: dStrength.standsLeft }) }, contactTable.unitsByKey.get(defenderKey)!, dStrength.depleted, fearStream.random, ground.scale);
      apply([setDrawn(fearStream.drawn())]);
      dice.push({ what: 'fear of charge', faces: fear.faces });
      const afterFear = afterMorale(d.unit, dState, fear.effect);
      trace.push(...c.fear.modifiers.map((m) => ({ step: 'fear of charge, from the map', value: m.label, detail: m.why, source: m.source, applied: m.on })), ...fear.trace);
      apply([setUnit(defenderKey, afterFear)]);
      const fearText = moraleWords(d.name, `${d.name} takes its fear-of-charge check`, fear, dState, afterFear, d.unit).replace(` ${PLAYTEST_RULES.rout.text}`, '');
      /** The winner follows the loser that ran `ran` inches, with what is left of its charge, an inch short of it. */
      const followUp = (ran: number): string => {
        const go = Math.max(0, Math.min(unused, ran - 1));
        if (go <= 0) return '';
        moveBy(attackerKey, way, go);
        trace.push({ step: 'follow up', value: round1(go), detail: CHARGE_RULES.followUp.text, source: CHARGE_RULES.followUp.source });
        return ` ${a.name} follows ${round1(go)}".`;
      };
      if (afterFear.removed || afterFear.level === 'routed') {
        const ran = afterFear.removed ? 0 : rout(defenderKey, attackerKey);
        const follow = afterFear.removed ? '' : followUp(ran);
        return finish(`${head}, and arrives in disorder. ${fearText}${ran ? ` ${d.name} routs ${ran}".` : ''} No impact: the defender does not stand.${follow}`);
      }

      // 5. Point-blank fire, held for after the fear check.
      if (reaction === 'point-blank' && reactionFire('point-blank')) {
        const after = unitState(cur, attackerKey);
        if (broken(after)) {
          trace.push({ step: 'charge stopped', value: describeState(a.unit, after), detail: CHARGE_RULES.stoppedByFire.text, source: CHARGE_RULES.stoppedByFire.source });
          const ran = !after.removed && after.level === 'routed' ? rout(attackerKey, defenderKey) : 0;
          return finish(`${head}, and arrives in disorder. ${fearText} ${d.name} fires point-blank: the charge is stopped; ${a.name} is ${describeState(a.unit, after).toLowerCase()}${ran ? ` and routs ${ran}"` : ''}.`);
        }
      }

      // 6. The impact, dice down, each side at the level it now has.
      const aBefore = unitState(cur, attackerKey);
      const impactTable = playtestTable(ground, cur, (key, state) => key !== attackerKey && key !== defenderKey && (state.level === 'shaken' || state.level === 'routed'));
      const atImpact = chargeFromPositions(impactTable, impactTable.unitsByKey.get(attackerKey)!, impactTable.unitsByKey.get(defenderKey)!, [], { attacker: aBefore.level, defender: afterFear.level });
      const sides = atImpact.impactSides ?? c.impactSides;
      const aFaces = roll(2);
      const dFaces = roll(2);
      dice.push({ what: `${a.name} impact`, faces: aFaces }, { what: `${d.name} impact`, faces: dFaces });
      const aFiv = finalImpactValue(sum(aFaces), sides.attacker.uiv, sides.attacker.mmp);
      const dFiv = finalImpactValue(sum(dFaces), sides.defender.uiv, sides.defender.mmp);
      const margin = aFiv - dFiv;
      const row = IMPACT_RESULTS[sides.table].find((r) => Math.abs(margin) >= r.min && Math.abs(margin) <= r.max)!;
      trace.push(...atImpact.trace.filter((s) => !s.step.startsWith('fear of charge')), { step: 'impact', value: `${aFiv} − ${dFiv}`, detail: `${a.name} FIV ${sum(aFaces)} + ${sides.attacker.uiv} − ${sides.attacker.mmp} = ${aFiv}; ${d.name} FIV ${sum(dFaces)} + ${sides.defender.uiv} − ${sides.defender.mmp} = ${dFiv}`, source: row.source });
      let outcome: string;
      if (!row.sided) {
        outcome = 'No winner: melee. Fire the melee with Fire at melee range.';
      } else {
        const attackerLost = margin < 0;
        const loserKey = attackerLost ? attackerKey : defenderKey;
        const winnerKey = attackerLost ? defenderKey : attackerKey;
        const loser = attackerLost ? a : d;
        let lost = afterHits(loser.unit!, unitState(cur, loserKey), row.leadFiguresLost);
        const levels: readonly MoraleLevel[] = ['good', 'disorder', 'shaken', 'routed'];
        if (row.losers === 'surrender') lost = { ...lost, removed: true };
        else if (row.losers !== 'stops-short' && row.losers !== 'melee') {
          const wanted: MoraleLevel = attackerLost && row.losers === 'routed' ? 'shaken' : row.losers;
          if (levels.indexOf(wanted) > levels.indexOf(lost.level)) lost = { ...lost, level: wanted };
        }
        apply([setUnit(loserKey, lost)]);
        const back = row.fallsBack && !lost.removed ? (attackerLost ? Math.abs(margin) / 2 : Math.abs(margin)) : 0;
        let ran = 0;
        if (back > 0) {
          const t = playtestTable(ground, cur);
          moveBy(loserKey, awayFrom(t.unitsByKey.get(winnerKey)!, t.unitsByKey.get(loserKey)!), back);
          trace.push({ step: 'fall back', value: back, detail: `${loser.name} falls back ${back}" directly away${attackerLost ? ' (half-inches: the attacker lost)' : ''}`, source: attackerLost ? PLAYTEST_RULES.attackerLoserShaken.source : row.source });
        }
        if (!lost.removed && lost.level === 'routed') ran = rout(loserKey, winnerKey);
        const follow = attackerLost ? '' : followUp(back + ran);
        const winnerName = attackerLost ? d.name : a.name;
        outcome = `${winnerName} wins by ${Math.abs(margin)}: ${loser.name} ${lost.removed ? 'surrenders' : `is now ${describeState(loser.unit, lost).toLowerCase()}`}${back > 0 ? ` and falls back ${back}"` : ''}${ran > 0 ? `, then routs ${ran}"` : ''}${row.losers === 'stops-short' ? ' (the attacker stops short; both may fire)' : ''}.${follow}`;
      }
      return finish(`${head}, and arrives in disorder. ${fearText} Impact: ${aFiv} against ${dFiv}. ${outcome}`);
    },
  };
}

/** A point kept on the table: a unit driven off the edge stops at it. */
function onBoard(ground: PlaytestGround, p: Point): Point {
  return { x: Math.min(ground.board.widthIn, Math.max(0, p.x)), y: Math.min(ground.board.heightIn, Math.max(0, p.y)) };
}
