/**
 * `muster odds charge`: exact odds of each infantry charge impact result.
 *
 *   muster odds charge --attacker-figures N --attacker-mmp N --defender-figures N --defender-mmp N
 *                      [--attacker-supporters N --defender-supporters N] [--attacker-leader LB --defender-leader LB]
 *                      [--attacker-within-inch] [--defender-within-inch] [--unsupported-battery] [--table T]
 *                      [--charger infantry|mounted-cavalry|dismounted-cavalry --scale S --terrain T [--bonus half-routed|rules-summary-full]] [--json]
 *
 * Each MMP is the lead unit's MMP with its CMM and other modifiers, but not the charge situation the flags
 * name (charging, within 1 inch, support, a lone battery's doubling): those the engine adds, each traced.
 * Figures are the unit impact value (sections for a battery).
 */
import { CliUsageError, type CliIo } from '../../command';
import { flag, hasFlag, intFlag, parseFlags, type ParsedArgs } from '../../args';
import { FIGURE_SCALES, type FigureScale } from '../../../core/model/words';
import { MOVEMENT_TERRAINS, chargeBonus, chargeBonusInches, type MovementTerrain } from '../../../core/rules/adf/movement';
import type { Trace } from '../../../core/rules/trace';
import { MMP_BOUNDS } from '../../../core/rules/adf/morale';
import { IMPACT_RESULTS, IMPACT_TABLES, type ImpactTableId } from '../../../core/rules/adf/charge';
import { impactOdds, type ChargeSideSituation, type ImpactOdds } from '../../../core/rules/adf/engine/charge';
import { formatTrace } from './morale';

export const ODDS_CHARGE_USAGE = [
  'muster odds charge --attacker-figures N --attacker-mmp N --defender-figures N --defender-mmp N',
  '                   [--attacker-supporters N --defender-supporters N] [--attacker-leader LB --defender-leader LB]',
  '                   [--attacker-within-inch] [--defender-within-inch] [--unsupported-battery] [--table ' + IMPACT_TABLES.join('|') + ']',
  '                   [--charger infantry|mounted-cavalry|dismounted-cavalry --scale 10mm|15mm|25mm --terrain T',
  '                    [--bonus half-routed|rules-summary-full]] [--json]',
  '  --*-supporters  contiguous supporting units; the MMPs are then given without support and each side takes',
  '                  the net support of the charge (fewer supporters is a penalty)',
  '  --*-leader      an attached leader\'s LB, added to that side\'s 2D6',
  '  --*-within-inch unshaken, non-skirmishing enemy within 1 inch (2 at 25mm): +1 to that side\'s MMP; not for the',
  '                  attacker of an unsupported battery (B:2545)',
  '  --unsupported-battery  the defender is a battery with no friend adjacent: --defender-mmp is its BMP, doubled',
  '  --charger       the charging arm (infantry −1, cavalry −2 to the attacker\'s MMP; dismounted cavalry charges as',
  '                  infantry) and the charge bonus: part of a rolled routed move through --terrain (' + MOVEMENT_TERRAINS.join(' ') + ')',
].join('\n');

const SPEC = {
  'attacker-figures': {},
  'attacker-mmp': {},
  'defender-figures': {},
  'defender-mmp': {},
  'attacker-supporters': {},
  'defender-supporters': {},
  'attacker-leader': {},
  'defender-leader': {},
  'attacker-within-inch': { boolean: true },
  'defender-within-inch': { boolean: true },
  'unsupported-battery': { boolean: true },
  table: { choices: IMPACT_TABLES },
  charger: { choices: ['infantry', 'mounted-cavalry', 'dismounted-cavalry'] },
  scale: { choices: FIGURE_SCALES },
  terrain: { choices: MOVEMENT_TERRAINS },
  bonus: { choices: ['half-routed', 'rules-summary-full'] },
  json: { boolean: true },
} as const;

/** A regiment with an attached stand fires at most 16 figures (B:1009); 24 leaves room for scenario units. */
const MAX_FIGURES = 24;

function required(args: ParsedArgs, name: string, min: number, max: number): number {
  const n = intFlag(args, name, min, max);
  if (n === undefined) throw new CliUsageError(`--${name} is required; use a whole number from ${min} to ${max}`);
  return n;
}

/** An attached leader's LB on the impact roll, as the Odds panel takes it (B:1192–1194). */
const MAX_LEADER_LB = 2;

/** Most supporters a side can usefully count: the −3 cap (B:1120). */
const MAX_SUPPORTERS = 6;

export interface ChargeBonusJson {
  dice: string;
  fraction: number;
  /** Inches added to the charge: least, most and on average. */
  min: number;
  max: number;
  mean: number;
  trace: Trace;
}

/** The charge bonus the flags ask for, or undefined without --charger. */
function bonusOf(args: ParsedArgs): ChargeBonusJson | undefined {
  const charger = flag(args, 'charger');
  if (charger === undefined) {
    for (const f of ['scale', 'terrain', 'bonus']) if (hasFlag(args, f)) throw new CliUsageError(`--${f} needs --charger: the charge bonus is the charger's`);
    return undefined;
  }
  const scale = flag(args, 'scale') as FigureScale | undefined;
  // --charger alone gives the charging modifier and no bonus; the bonus needs the scale and the ground.
  if (!scale && !hasFlag(args, 'terrain') && !hasFlag(args, 'bonus')) return undefined;
  if (!scale) throw new CliUsageError(`--charger needs --scale: one of ${FIGURE_SCALES.join(', ')}`);
  const terrain = flag(args, 'terrain') as MovementTerrain | undefined;
  if (!terrain) throw new CliUsageError(`--charger needs --terrain: one of ${MOVEMENT_TERRAINS.join(', ')}`);
  const who = charger === 'infantry' ? { arm: 'infantry' as const } : { arm: 'cavalry' as const, mounted: charger === 'mounted-cavalry' };
  let got: ReturnType<typeof chargeBonus>;
  try {
    got = chargeBonus(scale, who, terrain, { chargeBonus: (flag(args, 'bonus') as 'half-routed' | 'rules-summary-full' | undefined) ?? 'half-routed' });
  } catch {
    throw new CliUsageError(`--terrain ${terrain}: a ${charger.replace('-', ' ')} charger has no routed move there to take a bonus from`);
  }
  return { dice: got.dice, fraction: got.fraction, ...chargeBonusInches(got), trace: got.trace };
}

function formatText(odds: ImpactOdds, bonus: ChargeBonusJson | undefined, table: ImpactTableId): string {
  const percent = (p: number): string => `${(100 * p).toFixed(2).padStart(6)}%`;
  const fraction = (f: number) => (f === 1 ? 'all' : '½');
  return [
    ...(bonus ? [`Charge bonus: ${fraction(bonus.fraction)} of ${bonus.dice} inches, ${bonus.min} to ${bonus.max}, on average ${bonus.mean}`, ''] : []),
    `  ${'wins by'.padEnd(8)}  ${'attacker'.padStart(8)}  ${'defender'.padStart(8)}  losers`,
    `  ${'tie'.padEnd(8)}  ${percent(odds.tie).padStart(8)}  ${''.padStart(8)}  melee`,
    ...IMPACT_RESULTS[table].filter((row) => row.sided).map(
      (row) => `  ${row.id.padEnd(8)}  ${percent(odds.attacker[row.id]!).padStart(8)}  ${percent(odds.defender[row.id]!).padStart(8)}  ${row.losers}`,
    ),
    '',
    'Trace:',
    ...formatTrace([...(bonus?.trace ?? []), ...odds.trace]),
  ].join('\n');
}

export function runOddsCharge(argv: string[], io: CliIo): number {
  try {
    const args = parseFlags(argv, SPEC);
    if (args.positionals.length > 0) throw new CliUsageError(`unexpected argument ${args.positionals[0]}; usage: ${ODDS_CHARGE_USAGE}`);
    const attackerSupporters = intFlag(args, 'attacker-supporters', 0, MAX_SUPPORTERS);
    const defenderSupporters = intFlag(args, 'defender-supporters', 0, MAX_SUPPORTERS);
    const table = (flag(args, 'table') as ImpactTableId | undefined) ?? 'infantry';
    const charger = flag(args, 'charger');
    // A dismounted cavalry charge is resolved as an infantry charge (B:1699).
    const attackerSituation: ChargeSideSituation = {
      ...(charger ? { charging: charger === 'mounted-cavalry' ? ('cavalry' as const) : ('infantry' as const) } : {}),
      ...(hasFlag(args, 'attacker-within-inch') ? { withinOneInch: true } : {}),
    };
    const defenderSituation: ChargeSideSituation = {
      ...(hasFlag(args, 'defender-within-inch') ? { withinOneInch: true } : {}),
      ...(hasFlag(args, 'unsupported-battery') ? { unsupportedBattery: true } : {}),
    };
    // "The +1 MMP modifier does not apply if the enemy unit is an unsupported artillery battery" (B:2545).
    if (defenderSituation.unsupportedBattery && attackerSituation.withinOneInch) {
      throw new CliUsageError('--attacker-within-inch with --unsupported-battery: the +1 for being within 1 inch of the enemy does not apply when the enemy is an unsupported battery (B:2545); leave --attacker-within-inch out');
    }
    if (defenderSituation.unsupportedBattery && (defenderSupporters ?? 0) > 0) {
      throw new CliUsageError(`--unsupported-battery with --defender-supporters ${defenderSupporters}: a battery with a friend adjacent is supported (B:1389)`);
    }
    const side = (name: 'attacker' | 'defender', supporters: number | undefined, situation: ChargeSideSituation) => {
      const leaderLb = intFlag(args, `${name}-leader`, 0, MAX_LEADER_LB);
      return {
        uiv: required(args, `${name}-figures`, 1, MAX_FIGURES),
        mmp: required(args, `${name}-mmp`, MMP_BOUNDS.min, MMP_BOUNDS.max),
        ...(supporters !== undefined ? { supporters } : {}),
        ...(leaderLb ? { leaderLb } : {}),
        situation,
      };
    };
    const odds = impactOdds({ attacker: side('attacker', attackerSupporters, attackerSituation), defender: side('defender', defenderSupporters, defenderSituation), table });
    const bonus = bonusOf(args);
    if (hasFlag(args, 'json')) io.out(JSON.stringify({ tie: odds.tie, attacker: odds.attacker, defender: odds.defender, trace: odds.trace, ...(bonus ? { bonus } : {}) }));
    else io.out(formatText(odds, bonus, table));
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(`muster odds charge: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
