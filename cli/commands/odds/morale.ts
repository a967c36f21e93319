/**
 * `muster odds morale`: exact odds of each morale / rally result row.
 *
 *   muster odds morale (--mmp N | --quality Q (--stands CUR/ORIG | --battery [--sections-lost N] [--unsupported-battery])
 *                      [--level good|disorder|shaken|routed] [--leader-lb N] [--modifier=±N ...] [--mc N]) [--json]
 *
 * `--modifier` is a situational morale modifier: negative beneficial, positive detrimental; only the
 * best two and worst two count. `--mc N` is the modifier of the fire result that caused the check
 * (MC 0, 1MC 1, 2MC / 1H / 2H 2, 3H 3, 4H 4; B:833), added outside the two-best limit.
 */
import { bookNoteText, bookNotesFor } from '../../../core/rules/adf/bookNotes';
import { CliUsageError, type CliIo } from '../../command';
import { flag, hasFlag, intFlag, parseFlags } from '../../args';
import { MORALE_LEVELS, QUALITIES, type MoraleLevel, type Quality } from '../../../core/model/words';
import { MAX_SECTIONS } from '../../../core/rules/adf/artillery';
import { MAX_FIRE_RESULT_MODIFIER, MMP_BOUNDS, batteryMoralePoint, MORALE_RESULT_ROWS, MORALE_RESULTS, type MoraleModifier, type StandMounting } from '../../../core/rules/adf/morale';
import { moraleOddsForMmp, moraleOddsForSituation, type MoraleOdds } from '../../../core/rules/adf/engine/morale';
import { bookCitation, withBookCitations } from '../../../core/rules/adf/book';
import type { Trace } from '../../../core/rules/trace';

export const ODDS_MORALE_USAGE = [
  'muster odds morale (--mmp N | --quality Q (--stands CUR/ORIG | --battery [--sections-lost N] [--unsupported-battery])',
  '                   [--level good|disorder|shaken|routed] [--leader-lb N] [--modifier=±N ...] [--mc N]) [--json]',
  '  --battery   a battery: the BMP of its quality, +3 a section lost (B:2548); --unsupported-battery doubles it',
  '              for the fear-of-charge check of a battery with no friend adjacent (B:1389)',
  '  --modifier  situational morale modifier, negative beneficial, positive detrimental (repeatable;',
  '              only the best two and the worst two count)',
  '  --mc        the fire result\'s morale-check modifier: 0 for MC, 1 for 1MC, 2 for 2MC/1H/2H, 3 for 3H, 4 for 4H',
].join('\n');

const SPEC = {
  mmp: {},
  quality: { choices: QUALITIES },
  stands: {},
  battery: { boolean: true },
  'sections-lost': {},
  'unsupported-battery': { boolean: true },
  level: { choices: MORALE_LEVELS },
  'leader-lb': {},
  modifier: { repeatable: true },
  mc: {},
  json: { boolean: true },
} as const;

const SITUATION_FLAGS = ['quality', 'stands', 'battery', 'sections-lost', 'unsupported-battery', 'level', 'leader-lb', 'modifier', 'mc'] as const;
/** Largest single SMM in the tables: −6 (6" behind friends) and +6 (cavalry charge on the flank). */
const MODIFIER_LIMIT = 6;
const MAX_LEADER_LB = 2;

function parseStands(raw: string): { standsLeft: number; mounting: StandMounting } {
  const m = /^(\d+)\/(\d+)$/.exec(raw);
  const bad = new CliUsageError(`--stands ${raw} is not accepted; use CUR/ORIG with ORIG 2 or 3 and CUR from 1 to ORIG (e.g. 1/2, 2/3)`);
  if (!m) throw bad;
  const standsLeft = Number(m[1]);
  const mounting = Number(m[2]);
  if ((mounting !== 2 && mounting !== 3) || standsLeft < 1 || standsLeft > mounting) throw bad;
  return { standsLeft, mounting };
}

function parseModifiers(values: readonly string[]): MoraleModifier[] {
  return values.map((raw) => {
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isInteger(n) || Math.abs(n) > MODIFIER_LIMIT) {
      throw new CliUsageError(`--modifier ${raw} is not accepted; use a whole number from -${MODIFIER_LIMIT} to +${MODIFIER_LIMIT} (negative beneficial, positive detrimental)`);
    }
    return { label: `--modifier ${n > 0 ? '+' : ''}${n}`, value: n };
  });
}

function computeOdds(argv: string[]): { odds: MoraleOdds; json: boolean } {
  const args = parseFlags(argv, SPEC);
  if (args.positionals.length > 0) throw new CliUsageError(`unexpected argument ${args.positionals[0]}; use --mmp N or --quality Q --stands CUR/ORIG`);
  const json = hasFlag(args, 'json');
  if (hasFlag(args, 'mmp')) {
    const clash = SITUATION_FLAGS.find((name) => hasFlag(args, name));
    if (clash) throw new CliUsageError(`--mmp cannot be combined with --${clash}; give either --mmp N or --quality Q --stands CUR/ORIG`);
    return { odds: moraleOddsForMmp(intFlag(args, 'mmp', MMP_BOUNDS.min, MMP_BOUNDS.max)!), json };
  }
  const quality = flag(args, 'quality') as Quality | undefined;
  if (!quality) throw new CliUsageError(`--quality is required without --mmp; use one of ${QUALITIES.join(', ')}`);
  const standsRaw = flag(args, 'stands');
  const battery = hasFlag(args, 'battery');
  if (battery && standsRaw) throw new CliUsageError('--battery cannot be combined with --stands: a battery is one stand');
  for (const f of ['sections-lost', 'unsupported-battery']) if (!battery && hasFlag(args, f)) throw new CliUsageError(`--${f} needs --battery`);
  if (!standsRaw && !battery) throw new CliUsageError('--stands is required without --mmp; use CUR/ORIG, e.g. 2/2 or 1/3, or --battery');
  const { standsLeft, mounting } = battery ? { standsLeft: 2, mounting: 2 } : parseStands(standsRaw!);
  const guns = battery ? batteryMoralePoint(quality, intFlag(args, 'sections-lost', 0, MAX_SECTIONS - 1) ?? 0, hasFlag(args, 'unsupported-battery')) : undefined;
  const odds = moraleOddsForSituation({
    quality,
    standsLeft,
    mounting: mounting as StandMounting,
    ...(guns ? { bmp: guns.bmp } : {}),
    level: (flag(args, 'level') as MoraleLevel | undefined) ?? 'good',
    leaderLb: intFlag(args, 'leader-lb', 0, MAX_LEADER_LB) ?? 0,
    modifiers: parseModifiers(args.flags.get('modifier') ?? []),
    fireResultModifier: intFlag(args, 'mc', 0, MAX_FIRE_RESULT_MODIFIER) ?? 0,
  });
  return { odds: guns ? { ...odds, trace: [...guns.trace, ...odds.trace] } : odds, json };
}

const percent = (p: number): string => `${(100 * p).toFixed(2).padStart(6)}%`;

export function formatTrace(trace: Trace): string[] {
  // A book note is printed once, under the first step citing a line it weighs (issue 29).
  const shown = new Set<string>();
  return trace.flatMap((s) => {
    const mark = s.applied === false ? '  (dropped)' : '';
    const value = typeof s.value === 'number' && !Number.isInteger(s.value) ? s.value.toFixed(4) : String(s.value);
    const notes = bookNotesFor(s.source).filter((n) => !shown.has(n.id));
    for (const n of notes) shown.add(n.id);
    return [`  ${s.step}: ${value} — ${withBookCitations(s.detail)}${s.source ? ` [${bookCitation(s.source)}]` : ''}${mark}`, ...notes.map((n) => `      book note ${n.id}: ${bookNoteText(n)}`)];
  });
}

function formatText(odds: MoraleOdds): string {
  const width = Math.max(...MORALE_RESULT_ROWS.map((r) => r.length));
  return [
    `BMP ${odds.bmp ?? '—'}   MMP ${odds.mmp}   chance of rolling the MMP or more: ${percent(odds.pass).trim()}`,
    '',
    ...MORALE_RESULT_ROWS.map((row) => `  ${row.padEnd(width)}  ${percent(odds.outcomes[row])}  ${MORALE_RESULTS[row].effect}`),
    '',
    'Trace:',
    ...formatTrace(odds.trace),
  ].join('\n');
}

export function runOddsMorale(argv: string[], io: CliIo): number {
  try {
    const { odds, json } = computeOdds(argv);
    if (json) io.out(JSON.stringify({ bmp: odds.bmp, mmp: odds.mmp, outcomes: odds.outcomes, trace: odds.trace }));
    else io.out(formatText(odds));
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(`muster odds morale: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
