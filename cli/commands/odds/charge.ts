/**
 * `muster odds charge`: exact odds of each infantry charge impact result.
 *
 *   muster odds charge --attacker-figures N --attacker-mmp N --defender-figures N --defender-mmp N
 *                      [--attacker-supporters N --defender-supporters N] [--charger infantry|mounted-cavalry|dismounted-cavalry
 *                      --scale S --terrain T [--bonus half-routed|rules-summary-full]] [--json]
 *
 * Each MMP is the lead unit's impact MMP (CMM and situational modifiers already in it);
 * figures are the unit impact value (sections for a battery).
 */
import { CliUsageError, type CliIo } from '../../command';
import { flag, hasFlag, intFlag, parseFlags, type ParsedArgs } from '../../args';
import { FIGURE_SCALES, type FigureScale } from '../../../core/vocabulary/words';
import { MOVEMENT_TERRAINS, chargeBonus, chargeBonusInches, type MovementTerrain } from '../../../core/rules/adf/movement';
import type { Trace } from '../../../core/rules/trace';
import { MMP_BOUNDS } from '../../../core/rules/adf/morale';
import { IMPACT_RESULTS } from '../../../core/rules/adf/charge';
import { impactOdds, type ImpactOdds } from '../../../core/rules/adf/engine/charge';
import { formatTrace } from './morale';

export const ODDS_CHARGE_USAGE = [
  'muster odds charge --attacker-figures N --attacker-mmp N --defender-figures N --defender-mmp N',
  '                   [--attacker-supporters N --defender-supporters N]',
  '                   [--charger infantry|mounted-cavalry|dismounted-cavalry --scale 10mm|15mm|25mm --terrain T',
  '                    [--bonus half-routed|rules-summary-full]] [--json]',
  '  --*-supporters  contiguous supporting units; the MMPs are then given without support and each side takes',
  '                  the net support of the charge (fewer supporters is a penalty)',
  '  --charger       shows the charge bonus: part of a rolled routed move through --terrain (' + MOVEMENT_TERRAINS.join(' ') + ')',
].join('\n');

const SPEC = {
  'attacker-figures': {},
  'attacker-mmp': {},
  'defender-figures': {},
  'defender-mmp': {},
  'attacker-supporters': {},
  'defender-supporters': {},
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

const INFANTRY_ROWS = IMPACT_RESULTS.infantry.filter((row) => row.sided);

function formatText(odds: ImpactOdds, bonus: ChargeBonusJson | undefined): string {
  const percent = (p: number): string => `${(100 * p).toFixed(2).padStart(6)}%`;
  const fraction = (f: number) => (f === 1 ? 'all' : '½');
  return [
    ...(bonus ? [`Charge bonus: ${fraction(bonus.fraction)} of ${bonus.dice} inches, ${bonus.min} to ${bonus.max}, on average ${bonus.mean}`, ''] : []),
    `  ${'wins by'.padEnd(8)}  ${'attacker'.padStart(8)}  ${'defender'.padStart(8)}  losers`,
    `  ${'tie'.padEnd(8)}  ${percent(odds.tie).padStart(8)}  ${''.padStart(8)}  melee`,
    ...INFANTRY_ROWS.map(
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
    const odds = impactOdds({
      attacker: {
        uiv: required(args, 'attacker-figures', 1, MAX_FIGURES),
        mmp: required(args, 'attacker-mmp', MMP_BOUNDS.min, MMP_BOUNDS.max),
        ...(attackerSupporters !== undefined ? { supporters: attackerSupporters } : {}),
      },
      defender: {
        uiv: required(args, 'defender-figures', 1, MAX_FIGURES),
        mmp: required(args, 'defender-mmp', MMP_BOUNDS.min, MMP_BOUNDS.max),
        ...(defenderSupporters !== undefined ? { supporters: defenderSupporters } : {}),
      },
      table: 'infantry',
    });
    const bonus = bonusOf(args);
    if (hasFlag(args, 'json')) io.out(JSON.stringify({ tie: odds.tie, attacker: odds.attacker, defender: odds.defender, trace: odds.trace, ...(bonus ? { bonus } : {}) }));
    else io.out(formatText(odds, bonus));
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(`muster odds charge: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
