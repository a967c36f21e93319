/**
 * Changing a brigade's orders by the die (6.2), what a Loose Cannon does (6.24), and Brigade
 * Coordination (5.34): each answer with its trace, and the exact chance of every result.
 */
import { outcomes, probabilityWhere, shift } from '../../../dice';
import type { Trace } from '../../trace';
import {
  BRIGADE_COORDINATION,
  COORDINATION_EFFECTS,
  COORDINATION_RESULTS,
  LOOSE_CANNON,
  MARCH_AGGRESSIVE_LOOSE_CANNON,
  ORDERS_CHANGE,
  ORDERS_CHANGE_EFFECTS,
  ORDERS_CHANGE_RESULTS,
  UNRELIABLE_PROFILE,
  type CoordinationResult,
  type LooseCannonEffect,
  type OrdersChangeResult,
} from '../command';
import { D10_SOURCE, bandText, d10, inBand, rowFor, signed } from '../dice';
import type { ActionProfile } from '../types';

export interface OrdersChangeInput {
  /** The brigadier's Orders Rating, a DRM. */
  ordersRating: number;
  /** His division leader is stacked with him. */
  divisionLeaderStacked?: boolean;
  /** His corps commander and/or the Overall Commander is stacked with him. */
  corpsOrArmyCommanderStacked?: boolean;
}

/** The DRM on an orders change roll: the rating, +1 for the division leader, +2 for the corps or army commander, both if both (6.22). */
export function ordersChangeDrm(input: OrdersChangeInput): { drm: number; trace: Trace } {
  const { drms } = ORDERS_CHANGE;
  const trace: Trace = [{ step: 'Orders Rating', value: input.ordersRating, detail: `The brigadier's Orders Rating, ${signed(input.ordersRating)}.`, source: drms.ordersRating }];
  let drm = input.ordersRating;
  if (input.divisionLeaderStacked) {
    drm += drms.divisionLeaderStacked.drm;
    trace.push({ step: 'division leader stacked', value: drms.divisionLeaderStacked.drm, detail: 'His division leader is stacked with him.', source: drms.divisionLeaderStacked.source });
  }
  if (input.corpsOrArmyCommanderStacked) {
    drm += drms.corpsOrArmyCommanderStacked.drm;
    trace.push({ step: 'commander stacked', value: drms.corpsOrArmyCommanderStacked.drm, detail: 'His corps commander or the Overall Commander is stacked with him.', source: drms.corpsOrArmyCommanderStacked.source });
  }
  trace.push({ step: 'total DRM', value: drm, detail: `The roll is adjusted by ${signed(drm)}.` });
  return { drm, trace };
}

export interface OrdersChangeOutcome {
  adjusted: number;
  result: OrdersChangeResult;
  /** The brigade may switch to Attack or Advance. */
  change: boolean;
  /** Its In Command units spend no MPs this Action Phase. */
  stand: boolean;
  looseCannon: boolean;
  trace: Trace;
}

/** The Orders Change Table (6.23) for a natural roll of the d10. */
export function ordersChange(input: OrdersChangeInput, roll: number): OrdersChangeOutcome {
  const { drm, trace } = ordersChangeDrm(input);
  const adjusted = roll + drm;
  const row = rowFor(ORDERS_CHANGE.rows, adjusted);
  const effect = ORDERS_CHANGE_EFFECTS[row.result];
  return {
    adjusted,
    result: row.result,
    change: effect.change,
    stand: effect.stand,
    looseCannon: effect.looseCannon,
    trace: [
      { step: 'die', value: roll, detail: `The d10 reads ${roll}.`, source: D10_SOURCE },
      ...trace,
      { step: 'Orders Change Table', value: row.result, detail: `Adjusted ${adjusted}, the row "${bandText(row)}".`, source: row.source },
    ],
  };
}

/** The exact chance of each Orders Change result for this brigadier. */
export function ordersChangeOdds(input: OrdersChangeInput): { chances: Record<OrdersChangeResult, number>; trace: Trace } {
  const { drm, trace } = ordersChangeDrm(input);
  const adjusted = shift(d10(), drm);
  const chances = Object.fromEntries(
    ORDERS_CHANGE_RESULTS.map((result) => [result, probabilityWhere(adjusted, (t) => ORDERS_CHANGE.rows.some((r) => r.result === result && inBand(r, t)))]),
  ) as Record<OrdersChangeResult, number>;
  return { chances, trace: [...trace, { step: 'Orders Change Table', value: null, detail: 'Every face of the d10, adjusted, read on the table.', source: ORDERS_CHANGE.source }] };
}

export interface LooseCannonOptions {
  /** The brigade is under March Orders, rolling on the March AM (6.25). */
  march?: boolean;
  /** For an Unreliable brigadier, the natural roll that says how he behaves. */
  unreliableRoll?: number;
}

/** What a Loose Cannon makes the brigade do, by its brigadier's Action Profile (6.24); no profile is a Retain. */
export function looseCannon(profile: ActionProfile | undefined, options: LooseCannonOptions = {}): { behaves: ActionProfile | 'none'; effect: LooseCannonEffect; trace: Trace } {
  const trace: Trace = [];
  let behaves: ActionProfile | 'none' = profile ?? 'none';
  if (behaves === 'U') {
    if (options.unreliableRoll === undefined) {
      return { behaves, effect: LOOSE_CANNON.U, trace: [{ step: 'Unreliable', value: null, detail: 'An Unreliable brigadier rolls again to see how he behaves.', source: LOOSE_CANNON.U.source }] };
    }
    const row = rowFor(UNRELIABLE_PROFILE, options.unreliableRoll);
    behaves = row.profile;
    trace.push({ step: 'Unreliable', value: row.profile, detail: `He rolls ${options.unreliableRoll}: he behaves as ${row.profile}.`, source: row.source });
  }
  let effect = LOOSE_CANNON[behaves];
  if (options.march && effect.kind === 'aggressive') {
    effect = { kind: 'retain', source: MARCH_AGGRESSIVE_LOOSE_CANNON };
    trace.push({ step: 'March', value: 'retain', detail: 'Under March Orders an Aggressive Loose Cannon is a Retain.', source: MARCH_AGGRESSIVE_LOOSE_CANNON });
  } else {
    trace.push({ step: 'Loose Cannon', value: effect.kind, detail: looseCannonText(effect), source: effect.source });
  }
  return { behaves, effect, trace };
}

const looseCannonText = (e: LooseCannonEffect): string =>
  ({
    aggressive: 'Attack Orders and a charge if any In Command unit is within reach of the enemy, else Advance Orders and a march towards him.',
    retain: 'The brigade keeps its orders.',
    cautious: 'Each In Command non-artillery unit falls back a hex; the brigade goes to Advance Orders and does nothing more.',
    unreliable: 'He rolls again.',
  })[e.kind];

/** For an Unreliable brigadier, the chance he behaves as each profile (L652–655). */
export function unreliableOdds(): Record<Exclude<ActionProfile, 'U'>, number> {
  const die = d10();
  return Object.fromEntries(UNRELIABLE_PROFILE.map((r) => [r.profile, probabilityWhere(die, (t) => t >= r.min && t <= r.max)])) as Record<Exclude<ActionProfile, 'U'>, number>;
}

export interface CoordinationOutcome {
  adjusted: number;
  result: CoordinationResult;
  /** How many brigades act as one; 'all' for every eligible brigade; 0 when none. */
  brigades: number | 'all';
  trace: Trace;
}

/** The Brigade Coordination Table (5.34) for the division leader's Coordination Rating and a natural roll. */
export function brigadeCoordination(rating: number, roll: number): CoordinationOutcome {
  const adjusted = roll + rating;
  const row = rowFor(BRIGADE_COORDINATION.rows, adjusted);
  return {
    adjusted,
    result: row.result,
    brigades: row.result === 'all' ? 'all' : (row.brigades ?? 0),
    trace: [
      { step: 'die', value: roll, detail: `The d10 reads ${roll}.`, source: D10_SOURCE },
      { step: 'Coordination Rating', value: rating, detail: `The division leader's Coordination Rating, ${signed(rating)}.`, source: BRIGADE_COORDINATION.drm.source },
      { step: 'Brigade Coordination Table', value: row.result, detail: `Adjusted ${adjusted}, the row "${bandText(row)}": ${COORDINATION_EFFECTS[row.result].text}`, source: row.source },
    ],
  };
}

/** The exact chance of each coordination result, and of at least that many brigades acting as one. */
export function coordinationOdds(rating: number): Record<CoordinationResult, number> {
  const adjusted = shift(d10(), rating);
  const out = Object.fromEntries(COORDINATION_RESULTS.map((r) => [r, 0])) as Record<CoordinationResult, number>;
  for (const [total, p] of outcomes(adjusted)) out[rowFor(BRIGADE_COORDINATION.rows, total).result] += p;
  return out;
}
