/**
 * Exact odds of a charge impact "dice down": each side's FIV distribution
 * (2D6 + UIV − MMP + attached leader LB, floored at 0), the distribution of the attacker's FIV
 * minus the defender's, and the chance of each row of the impact results table for either side.
 */
import { diceSum, difference, outcomes, shift, type Distribution } from '../../../dice';
import type { Trace } from '../../trace';
import { MMP_BOUNDS, UNSUPPORTED_BATTERY_CHARGE_FACTOR, chargeSupportModifier, type SupportOptions } from '../morale';
import {
  ATTACKER_LOSER_LIMITS,
  CHARGE_SITUATION_MODIFIERS,
  FINAL_IMPACT_VALUE,
  fivMaximum,
  IMPACT_RESULTS,
  MELEE_SUPPORTER_LOSSES,
  type FivBoundsReading,
  type ImpactResultRow,
  type ImpactTableId,
} from '../charge';

export interface ImpactSide {
  /** Figures (infantry, cavalry) or sections (battery). */
  uiv: number;
  /** The lead unit's MMP for the impact, CMM and SMMs included. */
  mmp: number;
  /** An attached leader's LB, added to the 2D6. Do not also take it off the MMP. */
  leaderLb?: number;
  /**
   * Contiguous supporting units. When either side gives them, the MMP above is taken without support
   * and each side gets the net support of the charge (B:2501): fewer supporters is a penalty.
   */
  supporters?: number;
  /** The side's part of the charge situation, each added to `mmp` with its own line in the trace. */
  situation?: ChargeSideSituation;
}

/**
 * What the charge situation adds to a side's impact MMP (B:1116–1121), beyond the support netted above:
 * the charging modifier, the enemy within 1 inch and a battery standing alone (B:1389).
 */
export interface ChargeSideSituation {
  /** The side charges: −1 for infantry (dismounted cavalry charges as infantry, B:1699), −2 for cavalry (B:1118). */
  charging?: 'infantry' | 'cavalry';
  /** Within 1 inch (2 at 25mm) of unshaken, unrouted, non-skirmishing enemy: +1 (B:1119). */
  withinOneInch?: boolean;
  /**
   * A battery with no unshaken, non-skirmishing friend adjacent: `mmp` is then its BMP, doubled before the
   * other modifiers for the fear-of-charge check and this impact (B:1389; B:1399 doubles 4 to 8, then adds 1).
   */
  unsupportedBattery?: boolean;
}

export interface ImpactInput {
  attacker: ImpactSide;
  defender: ImpactSide;
  table?: ImpactTableId;
  fivBounds?: FivBoundsReading;
  supportOptions?: SupportOptions;
}

export interface ImpactOdds {
  /** The no-winner row (melee). */
  tie: number;
  attacker: Record<string, number>;
  defender: Record<string, number>;
  /** P(attacker FIV − defender FIV = m), ascending m. */
  margin: Array<[number, number]>;
  trace: Trace;
}

/** Folds the mass outside [min, max] onto the bounds. */
function bound(d: Distribution, min: number, max: number | null): Distribution {
  const top = max ?? Math.max(min, d.offset + d.p.length - 1);
  const lo = Math.max(min, Math.min(top, d.offset));
  const p = new Array<number>(top - lo + 1).fill(0);
  d.p.forEach((q, i) => {
    const v = Math.min(top, Math.max(lo, d.offset + i));
    p[v - lo]! += q;
  });
  return { offset: lo, p };
}

/** Exact distribution of one side's FIV. */
export function finalImpactDistribution(side: ImpactSide, reading: FivBoundsReading = 'floor-only'): Distribution {
  const raw = shift(diceSum(FINAL_IMPACT_VALUE.dice), side.uiv - side.mmp + (side.leaderLb ?? 0));
  return bound(raw, FINAL_IMPACT_VALUE.min, fivMaximum(reading));
}

const clampMmp = (n: number): number => Math.min(MMP_BOUNDS.max, Math.max(MMP_BOUNDS.min, n));

export function impactOdds(input: ImpactInput): ImpactOdds {
  const table = input.table ?? 'infantry';
  const reading = input.fivBounds ?? 'floor-only';
  const rows = IMPACT_RESULTS[table];
  const trace: Trace = [];

  const withSupport = input.attacker.supporters !== undefined || input.defender.supporters !== undefined;
  const sides = (['attacker', 'defender'] as const).map((name) => {
    const side = input[name];
    let given = side.mmp;
    const situation = side.situation ?? {};
    const add = (step: string, value: number, why: string, source: string): void => {
      trace.push({ step: `${name} ${step}`, value, detail: `${why}: MMP ${given} ${value >= 0 ? '+' : '−'} ${Math.abs(value)} = ${given + value}`, source });
      given += value;
    };
    if (situation.unsupportedBattery) {
      if ((side.supporters ?? 0) > 0) throw new RangeError(`the ${name} cannot be an unsupported battery with ${side.supporters} supporting units: a friend adjacent supports a battery (${UNSUPPORTED_BATTERY_CHARGE_FACTOR.source})`);
      const doubled = given * UNSUPPORTED_BATTERY_CHARGE_FACTOR.value;
      trace.push({ step: `${name} unsupported battery`, value: doubled, detail: `no friend adjacent: BMP ${given} doubled to ${doubled}`, source: UNSUPPORTED_BATTERY_CHARGE_FACTOR.source });
      given = doubled;
    }
    if (situation.charging === 'infantry') add('charging', CHARGE_SITUATION_MODIFIERS.infantryCharging.value, 'infantry charging', CHARGE_SITUATION_MODIFIERS.infantryCharging.source);
    if (situation.charging === 'cavalry') add('charging', CHARGE_SITUATION_MODIFIERS.cavalryCharging.value, 'cavalry charging', CHARGE_SITUATION_MODIFIERS.cavalryCharging.source);
    if (situation.withinOneInch) add('within 1 inch', CHARGE_SITUATION_MODIFIERS.closeToEnemy.value, 'unshaken enemy within 1 inch', CHARGE_SITUATION_MODIFIERS.closeToEnemy.source);
    if (withSupport) {
      const other = input[name === 'attacker' ? 'defender' : 'attacker'];
      const net = chargeSupportModifier(side.supporters ?? 0, other.supporters ?? 0, name, input.supportOptions);
      trace.push({ step: `${name} support`, value: net.value, detail: `${net.label}: MMP ${given} ${net.value >= 0 ? '+' : '−'} ${Math.abs(net.value)} = ${given + net.value}`, source: net.source });
      given += net.value;
    }
    const mmp = clampMmp(given);
    const lb = side.leaderLb ?? 0;
    const dist = finalImpactDistribution({ ...side, mmp }, reading);
    const floorChance = outcomes(dist)[0]![0] === FINAL_IMPACT_VALUE.min ? outcomes(dist)[0]![1] : 0;
    trace.push({
      step: `${name} FIV`,
      value: `2D6 ${formatSigned(side.uiv - mmp + lb)}`,
      detail: `2D6 + UIV ${side.uiv} − MMP ${mmp}${lb ? ` + leader ${lb}LB` : ''}; FIV 0 with chance ${floorChance.toFixed(4)}`,
      source: FINAL_IMPACT_VALUE.source,
    });
    return dist;
  });
  trace.push({ step: 'FIV floor', value: FINAL_IMPACT_VALUE.min, detail: 'an FIV is never below 0', source: FINAL_IMPACT_VALUE.floorSource });
  if (reading === 'glossary-cap-12') {
    trace.push({ step: 'FIV cap', value: FINAL_IMPACT_VALUE.glossaryCap.max, detail: 'glossary reading: an FIV is never above 12', source: FINAL_IMPACT_VALUE.glossaryCap.source });
  }

  const margin = difference(sides[0]!, sides[1]!);
  const odds: ImpactOdds = { tie: 0, attacker: {}, defender: {}, margin: outcomes(margin), trace };
  for (const row of rows) {
    if (row.sided) {
      odds.attacker[row.id] = 0;
      odds.defender[row.id] = 0;
    }
  }
  for (const [m, q] of odds.margin) {
    const size = Math.abs(m);
    const row = rows.find((r) => size >= r.min && size <= r.max)!;
    if (!row.sided) odds.tie += q;
    else if (m > 0) odds.attacker[row.id]! += q;
    else odds.defender[row.id]! += q;
  }
  for (const row of rows) {
    if (!row.sided) {
      trace.push({ step: `result: ${row.id}`, value: odds.tie, detail: 'melee', source: row.source });
      const supporters = MELEE_SUPPORTER_LOSSES[table === 'infantry' ? 'infantry' : 'cavalry'];
      trace.push({
        step: 'melee losses',
        value: null,
        detail: `lead units take the full fire result; supporting units lose ${supporters.loss} (the book gives each arm its own rule)`,
        source: supporters.source,
      });
    }
    else {
      trace.push({ step: `attacker wins by ${row.id}`, value: odds.attacker[row.id]!, detail: loserDetail(row, 'defender', table), source: row.source });
      trace.push({ step: `defender wins by ${row.id}`, value: odds.defender[row.id]!, detail: loserDetail(row, 'attacker', table), source: row.source });
    }
  }
  return odds;
}

/** What the row does to the losing side, with the attacking loser's limits (B:2460). */
function loserDetail(row: ImpactResultRow, loser: 'attacker' | 'defender', table: ImpactTableId): string {
  if (row.losers === 'stops-short') return 'attacker stops short 1D6 half-inches; both sides fire a free disordered volley';
  if (row.losers === 'surrender') return `losing ${loser} units surrender`;
  // The cavalry-vs-infantry table keeps the listed morale for both sides (B:1751).
  const morale = loser === 'attacker' && row.losers === 'routed' && table !== 'cavalry-vs-infantry' ? `${ATTACKER_LOSER_LIMITS.worstMorale} (attacker's drop limited)` : row.losers;
  const fallBack = row.fallsBack ? `, fall back the margin in ${loser === 'attacker' ? 'half-inches' : 'inches'}` : '';
  return `losing ${loser} ${morale}${fallBack}, lead unit loses ${row.leadFiguresLost}`;
}

const formatSigned = (n: number): string => (n >= 0 ? `+ ${n}` : `− ${-n}`);
