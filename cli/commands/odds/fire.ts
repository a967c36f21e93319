/**
 * `muster odds fire`: exact odds of each Fire Combat Results Table result for one fire.
 *
 *   muster odds fire --scale 10mm|15mm|25mm --arm infantry|cavalry|artillery --weapon ID (--figures N | --sections N)
 *                    --quality green|trained|veteran|elite --side union|confederate
 *                    --range long|normal|short|pbf|canister|melee|desperation
 *                    [--state good|disorder|shaken] [--opening-volley] [--drm N] [--json]
 */
import { CliUsageError, type CliIo } from '../../command';
import { flag, hasFlag, intFlag, parseFlags, type ParsedArgs } from '../../args';
import { ARMS, FIGURE_SCALES, QUALITIES, SIDES, type Arm, type FigureScale, type Quality, type Side } from '../../../core/vocabulary/words';
import { WEAPONS_BY_ARM } from '../../../core/rules/adf/weapons';
import { FIRE_RESULTS, RANGE_BANDS, type FirerState, type RangeBand } from '../../../core/rules/adf/fireTables';
import { MAX_SECTIONS } from '../../../core/rules/adf/artillery';
import { type FireInput, type FireOdds, fireOdds, rangeBandsFor } from '../../../core/rules/adf/engine/fire';
import { formatTrace } from './morale';

export const ODDS_FIRE_USAGE = [
  'muster odds fire --scale 10mm|15mm|25mm --arm infantry|cavalry|artillery --weapon ID (--figures N | --sections N)',
  '                 --quality green|trained|veteran|elite --side union|confederate',
  '                 --range long|normal|short|pbf|canister|melee|desperation',
  '                 [--state good|disorder|shaken] [--opening-volley] [--drm N] [--json]',
  '  --weapon    infantry: ' + WEAPONS_BY_ARM.infantry.join(' '),
  '              cavalry: ' + WEAPONS_BY_ARM.cavalry.join(' '),
  '              artillery: ' + WEAPONS_BY_ARM.artillery.join(' '),
  '  --drm       a net target modifier, added as given (negative helps the target)',
].join('\n');

const STATES = ['good', 'disorder', 'shaken'] as const;

const SPEC = {
  scale: { choices: FIGURE_SCALES },
  arm: { choices: ARMS },
  weapon: {},
  figures: {},
  sections: {},
  quality: { choices: QUALITIES },
  side: { choices: SIDES },
  range: { choices: RANGE_BANDS },
  state: { choices: STATES },
  'opening-volley': { boolean: true },
  drm: {},
  json: { boolean: true },
} as const;

/** Largest infantry group a single fire may count (16 figures, adfLine(2602)); melee counts no more in practice. */
const MAX_FIGURES = 32;
/** Beyond any sum the target DRM table can produce (two best −5 −4, two worst +5 +3). */
const DRM_LIMIT = 20;

function required<T extends string>(args: ParsedArgs, name: string, choices: readonly T[]): T {
  const value = flag(args, name);
  if (value === undefined) throw new CliUsageError(`--${name} is required: one of ${choices.join(', ')}`);
  return value as T;
}

/** Turns the command line into a fire, or a usage error naming the flag and what it accepts. */
export function parseFireArgs(argv: string[]): { input: FireInput; json: boolean } {
  const args = parseFlags(argv, SPEC);
  if (args.positionals.length > 0) throw new CliUsageError(`unexpected argument '${args.positionals[0]}'; see muster odds fire --help`);
  const scale = required<FigureScale>(args, 'scale', FIGURE_SCALES);
  const arm = required<Arm>(args, 'arm', ARMS);
  const weapons = WEAPONS_BY_ARM[arm];
  const weapon = flag(args, 'weapon');
  if (weapon === undefined) throw new CliUsageError(`--weapon is required: for ${arm} one of ${weapons.join(', ')}`);
  if (!weapons.includes(weapon)) throw new CliUsageError(`--weapon ${weapon} is not accepted for ${arm}; use one of ${weapons.join(', ')}`);
  const quality = required<Quality>(args, 'quality', QUALITIES);
  const side = required<Side>(args, 'side', SIDES);
  const range = required<RangeBand>(args, 'range', RANGE_BANDS);
  const bands = rangeBandsFor(arm, weapon);
  if (!bands.includes(range)) throw new CliUsageError(`--range ${range} is not accepted for ${arm} ${weapon}; use one of ${bands.join(', ')}`);

  const input: FireInput = { scale, arm, weapon, quality, side, range };
  if (arm === 'artillery') {
    if (hasFlag(args, 'figures')) throw new CliUsageError('--figures is not accepted for artillery; use --sections 1 to 3');
    const sections = intFlag(args, 'sections', 1, MAX_SECTIONS);
    if (sections === undefined) throw new CliUsageError(`--sections is required for artillery: a whole number from 1 to ${MAX_SECTIONS}`);
    input.sections = sections;
  } else {
    if (hasFlag(args, 'sections')) throw new CliUsageError(`--sections is not accepted for ${arm}; use --figures 2 to ${MAX_FIGURES}`);
    const figures = intFlag(args, 'figures', 1, MAX_FIGURES);
    if (figures === undefined) throw new CliUsageError(`--figures is required for ${arm}: a whole number from 1 to ${MAX_FIGURES}`);
    input.figures = figures;
  }
  const state = flag(args, 'state') as FirerState | undefined;
  if (state) input.state = state;
  if (hasFlag(args, 'opening-volley')) input.openingVolley = true;
  const drm = intFlag(args, 'drm', -DRM_LIMIT, DRM_LIMIT);
  if (drm !== undefined) input.drm = drm;
  return { input, json: hasFlag(args, 'json') };
}

/** The JSON contract of issue 3: exactly these keys. */
export function fireJson(odds: FireOdds): { fp: number; dice: number; drm: number; results: FireOdds['results']; trace: FireOdds['trace'] } {
  return { fp: odds.fp, dice: odds.dice, drm: odds.drm, results: odds.results, trace: odds.trace };
}

const percent = (p: number): string => `${(100 * p).toFixed(2).padStart(6)}%`;
const BAR_WIDTH = 40;

function formatText(odds: FireOdds): string {
  const head = odds.allowed
    ? `FP ${odds.fp} + ${odds.dice}D6, net DRM ${odds.drm >= 0 ? '+' : ''}${odds.drm} (firer ${odds.firerDrm}, target ${odds.targetDrm}); ${odds.row} row of the FCRT`
    : 'No fire: see the trace.';
  return [
    head,
    '',
    ...FIRE_RESULTS.map((r) => `  ${r.padEnd(4)}  ${percent(odds.results[r])}  ${'#'.repeat(Math.round(odds.results[r] * BAR_WIDTH))}`),
    '',
    'Trace:',
    ...formatTrace(odds.trace),
  ].join('\n');
}

export function runOddsFire(argv: string[], io: CliIo): number {
  try {
    const { input, json } = parseFireArgs(argv);
    const odds = fireOdds(input);
    io.out(json ? JSON.stringify(fireJson(odds)) : formatText(odds));
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(`muster odds fire: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
