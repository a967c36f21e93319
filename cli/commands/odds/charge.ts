/**
 * `muster odds charge`: exact odds of each infantry charge impact result.
 *
 *   muster odds charge --attacker-figures N --attacker-mmp N --defender-figures N --defender-mmp N [--json]
 *
 * Each MMP is the lead unit's impact MMP (CMM and situational modifiers already in it);
 * figures are the unit impact value (sections for a battery).
 */
import { CliUsageError, type CliIo } from '../../command';
import { hasFlag, intFlag, parseFlags, type ParsedArgs } from '../../args';
import { MMP_BOUNDS } from '../../../core/rules/adf/morale';
import { IMPACT_RESULTS } from '../../../core/rules/adf/charge';
import { impactOdds, type ImpactOdds } from '../../../core/rules/adf/engine/charge';
import { formatTrace } from './morale';

export const ODDS_CHARGE_USAGE =
  'muster odds charge --attacker-figures N --attacker-mmp N --defender-figures N --defender-mmp N [--json]';

const SPEC = {
  'attacker-figures': {},
  'attacker-mmp': {},
  'defender-figures': {},
  'defender-mmp': {},
  json: { boolean: true },
} as const;

/** A regiment with an attached stand fires at most 16 figures (B:1009); 24 leaves room for scenario units. */
const MAX_FIGURES = 24;

function required(args: ParsedArgs, name: string, min: number, max: number): number {
  const n = intFlag(args, name, min, max);
  if (n === undefined) throw new CliUsageError(`--${name} is required; use a whole number from ${min} to ${max}`);
  return n;
}

const INFANTRY_ROWS = IMPACT_RESULTS.infantry.filter((row) => row.sided);

function formatText(odds: ImpactOdds): string {
  const percent = (p: number): string => `${(100 * p).toFixed(2).padStart(6)}%`;
  return [
    `  ${'wins by'.padEnd(8)}  ${'attacker'.padStart(8)}  ${'defender'.padStart(8)}  losers`,
    `  ${'tie'.padEnd(8)}  ${percent(odds.tie).padStart(8)}  ${''.padStart(8)}  melee`,
    ...INFANTRY_ROWS.map(
      (row) => `  ${row.id.padEnd(8)}  ${percent(odds.attacker[row.id]!).padStart(8)}  ${percent(odds.defender[row.id]!).padStart(8)}  ${row.losers}`,
    ),
    '',
    'Trace:',
    ...formatTrace(odds.trace),
  ].join('\n');
}

export function runOddsCharge(argv: string[], io: CliIo): number {
  try {
    const args = parseFlags(argv, SPEC);
    if (args.positionals.length > 0) throw new CliUsageError(`unexpected argument ${args.positionals[0]}; usage: ${ODDS_CHARGE_USAGE}`);
    const odds = impactOdds({
      attacker: { uiv: required(args, 'attacker-figures', 1, MAX_FIGURES), mmp: required(args, 'attacker-mmp', MMP_BOUNDS.min, MMP_BOUNDS.max) },
      defender: { uiv: required(args, 'defender-figures', 1, MAX_FIGURES), mmp: required(args, 'defender-mmp', MMP_BOUNDS.min, MMP_BOUNDS.max) },
      table: 'infantry',
    });
    if (hasFlag(args, 'json')) io.out(JSON.stringify({ tie: odds.tie, attacker: odds.attacker, defender: odds.defender, trace: odds.trace }));
    else io.out(formatText(odds));
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(`muster odds charge: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
