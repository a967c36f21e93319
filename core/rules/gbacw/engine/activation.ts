/**
 * Who holds the Initiative (5.1), what a corps' Efficiency Marker becomes (5.22), how many AMs each
 * division gets (5.23–5.25), the Efficiency Transfer (5.4), and a brigade's activations (5.26, 5.36,
 * 13.23). The order the book's caps are taken in is reading G5 of docs/rules-notes/gbacw.md.
 */
import { difference, probabilityWhere, shift } from '../../../dice';
import type { Trace } from '../../trace';
import {
  BRIGADE_ACTIVATIONS,
  CORPS_EFFICIENCY_RATING,
  DIVISION_ACTIVATIONS,
  EFFICIENCY,
  EFFICIENCY_TRANSFER,
  INITIATIVE,
  MARCH_ACTIVATIONS,
  type EfficiencyRatingEffect,
} from '../command';
import { D10_SOURCE, d10, signed } from '../dice';
import { plural } from '../../../model/plural';

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

// ---------------------------------------------------------------------------
// Initiative
// ---------------------------------------------------------------------------

export interface InitiativeSide {
  /** Held the Initiative last turn. */
  heldLastTurn?: boolean;
  /** The OC's Initiative Rating. */
  commanderRating?: number;
  /** MPs the OC used in the last Commander Movement Phase. */
  commanderMovedMps?: number;
  /** At least one of his corps commanders is within his Command Range. */
  corpsCommanderInRange?: boolean;
}

/** A side's DRM on the Initiative roll (5.11). */
export function initiativeDrm(side: InitiativeSide): { drm: number; trace: Trace } {
  const trace: Trace = [];
  let drm = 0;
  if (side.heldLastTurn) {
    drm += INITIATIVE.heldLastTurn.drm;
    trace.push({ step: 'held the Initiative', value: INITIATIVE.heldLastTurn.drm, detail: 'Held the Initiative last turn.', source: INITIATIVE.heldLastTurn.source });
  }
  const rating = side.commanderRating ?? 0;
  if (rating !== 0) {
    const moved = side.commanderMovedMps ?? 0;
    const allowed = moved <= INITIATIVE.commanderRating.maxMpsMoved && side.corpsCommanderInRange === true;
    if (allowed) drm += rating;
    trace.push({
      step: "OC's Initiative Rating",
      value: allowed ? rating : 0,
      detail: allowed
        ? `The OC's rating ${signed(rating)}: he moved ${moved} MPs and has a corps commander in range.`
        : moved > INITIATIVE.commanderRating.maxMpsMoved
          ? `Not counted: the OC moved ${moved} MPs, more than ${INITIATIVE.commanderRating.maxMpsMoved}.`
          : 'Not counted: none of his corps commanders is within his Command Range.',
      source: INITIATIVE.commanderRating.source,
      applied: allowed,
    });
  }
  return { drm, trace };
}

/** The Initiative for two natural rolls: the higher total holds it, a tie gives it to no one (5.12). */
export function initiative(a: InitiativeSide, rollA: number, b: InitiativeSide, rollB: number): { holder: 'a' | 'b' | 'none'; totals: [number, number]; trace: Trace } {
  const da = initiativeDrm(a);
  const db = initiativeDrm(b);
  const totals: [number, number] = [rollA + da.drm, rollB + db.drm];
  const holder = totals[0] > totals[1] ? 'a' : totals[1] > totals[0] ? 'b' : 'none';
  return {
    holder,
    totals,
    trace: [
      { step: 'first player', value: totals[0], detail: `Rolls ${rollA}, ${signed(da.drm)}.`, source: D10_SOURCE },
      ...da.trace,
      { step: 'second player', value: totals[1], detail: `Rolls ${rollB}, ${signed(db.drm)}.`, source: D10_SOURCE },
      ...db.trace,
      holder === 'none'
        ? { step: 'tie', value: 'none', detail: 'A tie: no one holds the Initiative and every AM goes into the Pool.', source: INITIATIVE.tie.source }
        : { step: 'Initiative', value: holder, detail: `The ${holder === 'a' ? 'first' : 'second'} player holds the Initiative.`, source: INITIATIVE.tie.source },
    ],
  };
}

/** The exact chances that each player, or no one, holds the Initiative. */
export function initiativeOdds(a: InitiativeSide, b: InitiativeSide): { a: number; b: number; none: number } {
  const gap = difference(shift(d10(), initiativeDrm(a).drm), shift(d10(), initiativeDrm(b).drm));
  return { a: probabilityWhere(gap, (t) => t > 0), b: probabilityWhere(gap, (t) => t < 0), none: probabilityWhere(gap, (t) => t === 0) };
}

// ---------------------------------------------------------------------------
// Efficiency
// ---------------------------------------------------------------------------

/** A corps' Efficiency: its marker, +1 if the OC chose it for his rating, never below 1 or above 4 (5.21, 5.22). */
export function corpsEfficiency(marker: number, commanderBonus = false): { efficiency: number; trace: Trace } {
  if (!Number.isInteger(marker) || marker < EFFICIENCY.markers.min || marker > EFFICIENCY.markers.max) throw new RangeError(`an Efficiency Marker reads 1 to 4, not ${marker}`);
  const trace: Trace = [{ step: 'Efficiency Marker', value: marker, detail: `The corps draws an EM of ${marker}.`, source: EFFICIENCY.markers.source }];
  let efficiency = marker;
  if (commanderBonus) {
    efficiency += EFFICIENCY.commanderBonus.perCorps;
    trace.push({ step: "OC's bonus", value: EFFICIENCY.commanderBonus.perCorps, detail: 'The Overall Commander gives this in-range corps +1.', source: EFFICIENCY.commanderBonus.source });
  }
  const bounded = clamp(efficiency, EFFICIENCY.corpsBounds.min, EFFICIENCY.corpsBounds.max);
  if (bounded !== efficiency) trace.push({ step: 'bounds', value: bounded, detail: `${efficiency} is held to ${bounded}: a corps' Efficiency is 1 to 4.`, source: EFFICIENCY.corpsBounds.source });
  return { efficiency: bounded, trace };
}

export interface DivisionInput {
  id: string;
  /** The division leader is within his corps commander's Command Range (both on the map). */
  inCorpsRange: boolean;
  /** The division leader's Activation Rating. */
  activationRating: number;
  /** The division leader is on the map (or entering with his division); off it, his rating is not applied. */
  leaderOnMap?: boolean;
  /** Entering as reinforcements this turn: exempt from the out-of-range penalty and the off-map rule (9.71). */
  enteringReinforcement?: boolean;
  combatIneffective?: boolean;
  /** Of a +2 or +1 corps commander, what the player gives this division. */
  ratingBonus?: number;
}

export interface DivisionActivations {
  id: string;
  activations: number;
  trace: Trace;
}

/** How a corps commander's Efficiency Rating reads in the book; ratings the book does not print give nothing (G5). */
export function efficiencyRatingEffect(rating: number): EfficiencyRatingEffect | undefined {
  return CORPS_EFFICIENCY_RATING[String(rating) as keyof typeof CORPS_EFFICIENCY_RATING];
}

/**
 * The AMs of every division of a corps (5.23–5.25): the corps' Efficiency; the commander's rating for
 * the divisions in his range, or −1 out of it; the leader's Activation Rating; at most 2 if Combat
 * Ineffective; at most 3 out of range; always 1 to 4.
 */
export function corpsActivations(efficiency: number, commanderRating: number, divisions: readonly DivisionInput[]): { divisions: DivisionActivations[]; trace: Trace } {
  const effect = efficiencyRatingEffect(commanderRating);
  const trace: Trace = [];
  const given = divisions.reduce((n, d) => n + (d.ratingBonus ?? 0), 0);
  if (effect?.kind === 'distribute') {
    const bad = divisions.find((d) => (d.ratingBonus ?? 0) > effect.maxPerDivision || ((d.ratingBonus ?? 0) > 0 && !d.inCorpsRange && !d.enteringReinforcement));
    if (given > effect.total || bad) throw new RangeError(`a ${signed(commanderRating)} corps commander gives at most ${effect.total} (${effect.maxPerDivision} to one division) to divisions in his range`);
    trace.push({ step: 'Efficiency Rating', value: commanderRating, detail: `The corps commander may give ${effect.total === effect.maxPerDivision ? `+${effect.total} to one division` : `+${effect.maxPerDivision} to each of up to ${effect.total} divisions`} in his range; ${given} given.`, source: effect.source });
  } else if (given > 0) {
    throw new RangeError(`a corps commander rated ${signed(commanderRating)} has nothing to give`);
  }
  return { divisions: divisions.map((d) => divisionActivations(efficiency, commanderRating, d)), trace };
}

/** One division's AMs; see `corpsActivations`. */
export function divisionActivations(efficiency: number, commanderRating: number, d: DivisionInput): DivisionActivations {
  const trace: Trace = [{ step: 'corps Efficiency', value: efficiency, detail: `The division starts from its corps' Efficiency, ${efficiency}.`, source: DIVISION_ACTIVATIONS.fromCorps.source }];
  let n = efficiency;
  const inRange = d.inCorpsRange || d.enteringReinforcement === true;
  const effect = efficiencyRatingEffect(commanderRating);
  if (inRange) {
    if (effect?.kind === 'every-division') {
      n += effect.each;
      trace.push({ step: 'Efficiency Rating', value: effect.each, detail: `The corps commander's ${signed(commanderRating)} takes one from every division in his range.`, source: effect.source });
    } else if (effect?.kind === 'distribute' && (d.ratingBonus ?? 0) > 0) {
      n += d.ratingBonus!;
      trace.push({ step: 'Efficiency Rating', value: d.ratingBonus!, detail: `The corps commander gives this division ${signed(d.ratingBonus!)}.`, source: effect.source });
    } else if (effect === undefined && commanderRating !== 0) {
      trace.push({ step: 'Efficiency Rating', value: 0, detail: `The book gives no effect for a rating of ${signed(commanderRating)}; none applied.`, applied: false });
    }
  } else {
    n += DIVISION_ACTIVATIONS.outOfCorpsRange.drm;
    trace.push({ step: 'out of range', value: DIVISION_ACTIVATIONS.outOfCorpsRange.drm, detail: 'The division leader is out of his corps commander\'s range: one less.', source: DIVISION_ACTIVATIONS.outOfCorpsRange.source });
  }
  const onMap = d.leaderOnMap !== false || d.enteringReinforcement === true;
  if (d.activationRating !== 0) {
    if (onMap) n += d.activationRating;
    trace.push({
      step: 'Activation Rating',
      value: onMap ? d.activationRating : 0,
      detail: onMap ? `The division leader's Activation Rating, ${signed(d.activationRating)}.` : 'The division leader is off the map: his rating does not count.',
      source: DIVISION_ACTIVATIONS.activationRating.source,
      applied: onMap,
    });
  }
  if (d.combatIneffective && n > DIVISION_ACTIVATIONS.combatIneffective.max) {
    n = DIVISION_ACTIVATIONS.combatIneffective.max;
    trace.push({ step: 'Combat Ineffective', value: n, detail: 'A Combat Ineffective division has at most two activations.', source: DIVISION_ACTIVATIONS.combatIneffective.source });
  }
  if (!inRange && n > DIVISION_ACTIVATIONS.outOfCorpsRangeCap.max) {
    n = DIVISION_ACTIVATIONS.outOfCorpsRangeCap.max;
    trace.push({ step: 'out of range', value: n, detail: 'Out of its corps commander\'s range a division never has more than three AMs.', source: DIVISION_ACTIVATIONS.outOfCorpsRangeCap.source });
  }
  const bounded = clamp(n, DIVISION_ACTIVATIONS.bounds.min, DIVISION_ACTIVATIONS.bounds.max);
  if (bounded !== n) trace.push({ step: 'bounds', value: bounded, detail: `${n} is held to ${bounded}: a division has 1 to 4 AMs.`, source: DIVISION_ACTIVATIONS.bounds.source });
  trace.push({ step: 'AMs', value: bounded, detail: `${d.id} puts ${plural(bounded, 'AM')} in the Pool.` });
  return { id: d.id, activations: bounded, trace };
}

export interface TransferRequest {
  to: string;
  /** One division losing two, or two losing one each. */
  from: readonly [string] | readonly [string, string];
}

/**
 * The Efficiency Transfer (5.4): +1 to one division, paid by −2 from one other or −1 from two others,
 * once a turn, between divisions that trace a Chain of Command to the OC, none to 0 or above 4.
 */
export function efficiencyTransfer(
  activations: Readonly<Record<string, number>>,
  request: TransferRequest,
  options: { transfersThisTurn?: number; chainToCommander?: ReadonlySet<string> } = {},
): { ok: true; activations: Record<string, number>; trace: Trace } | { ok: false; reason: string; trace: Trace } {
  const refuse = (reason: string, source: string) => ({ ok: false as const, reason, trace: [{ step: 'Efficiency Transfer', value: 'refused', detail: reason, source }] });
  if ((options.transfersThisTurn ?? 0) >= EFFICIENCY_TRANSFER.perTurn.max) return refuse('A player makes only one Efficiency Transfer a turn.', EFFICIENCY_TRANSFER.perTurn.source);
  const ids = [request.to, ...request.from];
  if (new Set(ids).size !== ids.length) return refuse('The transfer moves activations between different divisions.', EFFICIENCY_TRANSFER.source);
  for (const id of ids) {
    if (activations[id] === undefined) return refuse(`${id} is not a division with AMs this turn.`, EFFICIENCY_TRANSFER.source);
    if (options.chainToCommander && !options.chainToCommander.has(id)) return refuse(`${id} cannot trace a Chain of Command to the Overall Commander.`, EFFICIENCY_TRANSFER.needsChainToCommander);
  }
  const cost = request.from.length === 1 ? 2 : 1;
  const next: Record<string, number> = { ...activations };
  next[request.to] = activations[request.to]! + EFFICIENCY_TRANSFER.gain;
  for (const id of request.from) next[id] = activations[id]! - cost;
  for (const id of ids) {
    if (next[id]! < EFFICIENCY_TRANSFER.bounds.min || next[id]! > EFFICIENCY_TRANSFER.bounds.max) {
      return refuse(`${id} would have ${next[id]} activations; a transfer never takes a division to 0 or above 4.`, EFFICIENCY_TRANSFER.bounds.source);
    }
  }
  return {
    ok: true,
    activations: next,
    trace: [
      {
        step: 'Efficiency Transfer',
        value: next[request.to]!,
        detail: `${request.to} gains one (${next[request.to]}); ${request.from.map((id) => `${id} loses ${cost} (${next[id]})`).join(', ')}.`,
        source: EFFICIENCY_TRANSFER.source,
      },
    ],
  };
}

export interface BrigadeActivationInput {
  /** Its division's AMs this turn. */
  divisionActivations: number;
  /** The brigadier began the turn outside his division leader's range (skips one AM). */
  brigadierOutOfRange?: boolean;
  combatIneffective?: boolean;
}

/** How many of its division's AMs a brigade may use (5.26, 5.27, 13.23). */
export function brigadeActivations(input: BrigadeActivationInput): { activations: number; trace: Trace } {
  let n = input.divisionActivations;
  const trace: Trace = [{ step: 'division AMs', value: n, detail: `The division has ${n} AMs.` }];
  if (input.brigadierOutOfRange) {
    n -= BRIGADE_ACTIVATIONS.brigadierOutOfRange.skips;
    trace.push({ step: 'out of range', value: n, detail: 'The brigadier began the turn out of his division leader\'s range: it skips one AM.', source: BRIGADE_ACTIVATIONS.brigadierOutOfRange.source });
  }
  if (input.combatIneffective && n > BRIGADE_ACTIVATIONS.combatIneffective.max) {
    n = BRIGADE_ACTIVATIONS.combatIneffective.max;
    trace.push({ step: 'Combat Ineffective', value: n, detail: 'A Combat Ineffective brigade activates at most twice.', source: BRIGADE_ACTIVATIONS.combatIneffective.source });
  }
  if (n < BRIGADE_ACTIVATIONS.atLeast.min) {
    n = BRIGADE_ACTIVATIONS.atLeast.min;
    trace.push({ step: 'at least once', value: n, detail: 'A brigade always activates at least once a turn.', source: BRIGADE_ACTIVATIONS.atLeast.source });
  }
  return { activations: n, trace };
}

/** Activation-equivalents on the March AM: four, or the division's AMs (at least one) the turn March is given on the map, or a reinforcement's fixed number (5.28, 5.35). */
export function marchEquivalents(options: { newlyOrderedWithDivisionAms?: number; specificAms?: number } = {}): { equivalents: number; trace: Trace } {
  if (options.specificAms !== undefined) {
    return { equivalents: options.specificAms, trace: [{ step: 'March', value: options.specificAms, detail: `A reinforcement limited to ${plural(options.specificAms, 'activation')}.`, source: MARCH_ACTIVATIONS.specificAm }] };
  }
  if (options.newlyOrderedWithDivisionAms !== undefined) {
    const n = Math.min(MARCH_ACTIVATIONS.max, Math.max(MARCH_ACTIVATIONS.newlyOrdered.min, options.newlyOrderedWithDivisionAms));
    return { equivalents: n, trace: [{ step: 'March', value: n, detail: 'Given March on the map this turn: as many equivalents as its division\'s AMs, at least one.', source: MARCH_ACTIVATIONS.newlyOrdered.source }] };
  }
  return { equivalents: MARCH_ACTIVATIONS.max, trace: [{ step: 'March', value: MARCH_ACTIVATIONS.max, detail: 'Up to four activation-equivalents on the March AM.', source: MARCH_ACTIVATIONS.source }] };
}
