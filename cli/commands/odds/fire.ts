/**
 * `muster odds fire`: exact odds of each Fire Combat Results Table result for one fire.
 *
 *   muster odds fire --scale 10mm|15mm|25mm --arm infantry|cavalry|artillery --weapon ID (--figures N | --sections N)
 *                    --quality green|trained|veteran|elite --side union|confederate
 *                    --range long|normal|short|pbf|canister|melee|desperation
 *                    [--state good|disorder|shaken] [--opening-volley] [--formation NAME] [--target ID,ID…]
 *                    [--firer ID,ID…] [--mounted] [--pistols N] [--pistols-in-melee capped|uncapped] [--drm N]
 *                    [--pass-through N [--pass-through-reading same-roll|fewer-dice]] [--json]
 */
import { CliUsageError, type CliIo } from '../../command';
import { flag, hasFlag, intFlag, parseFlags, type ParsedArgs } from '../../args';
import { ARMS, FIGURE_SCALES, QUALITIES, SIDES, type Arm, type FigureScale, type Quality, type Side } from '../../../core/model/words';
import { WEAPONS_BY_ARM } from '../../../core/rules/adf/weapons';
import { FIRE_RESULTS, FIRER_CONDITIONS, RANGE_BANDS, TARGET_DRM_IDS, type FirerCondition, type FirerState, type RangeBand, type TargetDrmId } from '../../../core/rules/adf/fire';
import { CAVALRY_FORMATIONS, FORMATION_SHAPE, FORMATION_SHAPES, INFANTRY_FORMATIONS, type FormationShape } from '../../../core/rules/adf/formations';
import { MAX_SECTIONS } from '../../../core/rules/adf/artillery';
import { type FireInput, type FireOdds, fireOdds, rangeBandsFor } from '../../../core/rules/adf/engine/fire';
import { formatTrace } from './morale';
import { PASS_THROUGH_READINGS, passThroughOdds, type PassThroughHit, type PassThroughReading } from '../../../core/rules/adf/engine/passThrough';

export const ODDS_FIRE_USAGE = [
  'muster odds fire --scale 10mm|15mm|25mm --arm infantry|cavalry|artillery --weapon ID (--figures N | --sections N)',
  '                 --quality green|trained|veteran|elite --side union|confederate',
  '                 --range long|normal|short|pbf|canister|melee|desperation',
  '                 [--state good|disorder|shaken] [--opening-volley] [--formation NAME] [--target ID,ID…]',
  '                 [--firer ID,ID…] [--mounted] [--pistols N] [--pistols-in-melee capped|uncapped] [--drm N]',
  '                 [--pass-through N [--pass-through-reading same-roll|fewer-dice]] [--json]',
  '  --formation the firer\'s formation: ' + [...new Set([...FORMATION_SHAPES, ...INFANTRY_FORMATIONS, ...CAVALRY_FORMATIONS])].join(' '),
  '              (skirmishers fire at ½FP and one die less and give no flank DRM; cavalry in column or skirmishing fires as infantry)',
  '  --target    the target\'s situation, comma-separated; the book keeps the two best and two worst:',
  '              ' + TARGET_DRM_IDS.join(' '),
  '  --firer     the firer\'s circumstances, comma-separated: ' + FIRER_CONDITIONS.join(' '),
  '  --with      artillery firing as one gun battalion with other field batteries: GUN:SECTIONS,GUN:SECTIONS',
  '              (at most three batteries, six sections and 18 FP)',
  '  --pistols   cavalry pistol figures added at point-blank and in melee (14 FP at most unless --pistols-in-melee uncapped)',
  '  --weapon    infantry: ' + WEAPONS_BY_ARM.infantry.join(' '),
  '              cavalry: ' + WEAPONS_BY_ARM.cavalry.join(' '),
  '              artillery: ' + WEAPONS_BY_ARM.artillery.join(' '),
  '  --drm       a net target modifier, added as given (negative helps the target)',
  '  --pass-through  units standing one behind another close behind the target (1" behind, 2" at 25mm; 2" for',
  '              artillery fire), friend or foe: the fire reaches two units in all, three for artillery, with the same',
  '              roll at −2 a unit passed through; --pass-through-reading fewer-dice rolls again with a die fewer a unit'
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
  formation: { choices: [...new Set<string>([...FORMATION_SHAPES, ...INFANTRY_FORMATIONS, ...CAVALRY_FORMATIONS])] },
  target: {},
  firer: {},
  mounted: { boolean: true },
  pistols: {},
  with: {},
  'pistols-in-melee': { choices: ['capped', 'uncapped'] },
  drm: {},
  'pass-through': {},
  'pass-through-reading': { choices: PASS_THROUGH_READINGS },
  json: { boolean: true },
} as const;

/** Largest infantry group a single fire may count (16 figures, adfLine(2602)); melee counts no more in practice. */
const MAX_FIGURES = 32;
/** Beyond any sum the target DRM table can produce (two best −5 −4, two worst +5 +3). */
const DRM_LIMIT = 20;

/** A comma-separated list of names from `choices`, or a usage error naming the first that is not. */
function listFlag<T extends string>(args: ParsedArgs, name: string, choices: readonly T[]): T[] | undefined {
  const raw = flag(args, name);
  if (raw === undefined) return undefined;
  const names = raw.split(',').map((n) => n.trim()).filter((n) => n !== '');
  for (const n of names) {
    if (!(choices as readonly string[]).includes(n)) throw new CliUsageError(`--${name} ${n} is not accepted; use any of ${choices.join(', ')}`);
  }
  return names as T[];
}

/** A formation name of the arm, or a bare shape, as the shape the fire rules read (FORMATION_SHAPE, B:1517). */
function formationShape(arm: Arm, name: string): FormationShape {
  if ((FORMATION_SHAPES as readonly string[]).includes(name)) return name as FormationShape;
  if (arm === 'infantry' && (INFANTRY_FORMATIONS as readonly string[]).includes(name)) return FORMATION_SHAPE.infantry[name as keyof typeof FORMATION_SHAPE.infantry];
  if (arm === 'cavalry' && (CAVALRY_FORMATIONS as readonly string[]).includes(name)) return FORMATION_SHAPE.cavalry[name as keyof typeof FORMATION_SHAPE.cavalry];
  const own = arm === 'infantry' ? INFANTRY_FORMATIONS : arm === 'cavalry' ? CAVALRY_FORMATIONS : [];
  throw new CliUsageError(`--formation ${name} is not accepted for ${arm}; use one of ${[...FORMATION_SHAPES, ...own].join(', ')}`);
}

function required<T extends string>(args: ParsedArgs, name: string, choices: readonly T[]): T {
  const value = flag(args, name);
  if (value === undefined) throw new CliUsageError(`--${name} is required: one of ${choices.join(', ')}`);
  return value as T;
}

/** Turns the command line into a fire, or a usage error naming the flag and what it accepts. */
export function parseFireArgs(argv: string[]): { input: FireInput; json: boolean; passThrough?: { behind: number; reading: PassThroughReading } } {
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
  const combined = flag(args, 'with');
  if (combined !== undefined) {
    if (arm !== 'artillery') throw new CliUsageError(`--with is only for artillery, not ${arm}`);
    input.combinedWith = combined.split(',').map((part) => {
      const [gun, n] = part.trim().split(':');
      const sections = Number(n);
      if (!gun || !WEAPONS_BY_ARM.artillery.includes(gun) || !Number.isInteger(sections) || sections < 1 || sections > MAX_SECTIONS) {
        throw new CliUsageError(`--with ${part} is not accepted; use GUN:SECTIONS with a field gun and 1 to ${MAX_SECTIONS} sections, e.g. 12pdr-napoleon:2`);
      }
      return { weapon: gun, sections };
    });
  }
  const formation = flag(args, 'formation');
  if (formation !== undefined) {
    if (arm === 'artillery') throw new CliUsageError('--formation is not accepted for artillery; a battery fires unlimbered');
    input.formation = formationShape(arm, formation);
  }
  const targets = listFlag<TargetDrmId>(args, 'target', TARGET_DRM_IDS);
  if (targets) input.targetDrms = targets;
  const conditions = listFlag<FirerCondition>(args, 'firer', FIRER_CONDITIONS);
  if (conditions) input.conditions = conditions;
  if (hasFlag(args, 'mounted')) {
    if (arm !== 'cavalry') throw new CliUsageError(`--mounted is only for cavalry, not ${arm}`);
    input.mounted = true;
  }
  const pistols = intFlag(args, 'pistols', 0, MAX_FIGURES);
  if (pistols !== undefined) {
    if (arm !== 'cavalry') throw new CliUsageError(`--pistols is only for cavalry, not ${arm}`);
    input.pistolFigures = pistols;
  }
  const pistolsInMelee = flag(args, 'pistols-in-melee') as 'capped' | 'uncapped' | undefined;
  if (pistolsInMelee) input.options = { pistolsInMelee };
  const drm = intFlag(args, 'drm', -DRM_LIMIT, DRM_LIMIT);
  if (drm !== undefined) input.drm = drm;
  const behind = intFlag(args, 'pass-through', 1, 3);
  const reading = flag(args, 'pass-through-reading') as PassThroughReading | undefined;
  if (reading && behind === undefined) throw new CliUsageError('--pass-through-reading needs --pass-through N: the units behind the target');
  return { input, json: hasFlag(args, 'json'), ...(behind !== undefined ? { passThrough: { behind, reading: reading ?? 'same-roll' } } : {}) };
}

/** The JSON contract of issue 3: exactly these keys. */
export function fireJson(odds: FireOdds): { fp: number; dice: number; drm: number; results: FireOdds['results']; trace: FireOdds['trace'] } {
  return { fp: odds.fp, dice: odds.dice, drm: odds.drm, results: odds.results, trace: odds.trace };
}

const percent = (p: number): string => `${(100 * p).toFixed(2).padStart(6)}%`;
const BAR_WIDTH = 40;

function formatText(odds: FireOdds, passThrough: PassThroughHit[] | undefined): string {
  const head = odds.allowed
    ? `FP ${odds.fp} + ${odds.dice}D6, net DRM ${odds.drm >= 0 ? '+' : ''}${odds.drm} (firer ${odds.firerDrm}, target ${odds.targetDrm}); ${odds.row} row of the FCRT`
    : 'No fire: see the trace.';
  return [
    head,
    '',
    ...FIRE_RESULTS.map((r) => `  ${r.padEnd(4)}  ${percent(odds.results[r])}  ${'#'.repeat(Math.round(odds.results[r] * BAR_WIDTH))}`),
    ...(passThrough ?? []).flatMap((hit) => [
      '',
      `Passing through, unit ${hit.behind} behind the target: at least one hit ${percent(hit.hitChance).trim()}`,
      ...FIRE_RESULTS.filter((r) => hit.results[r] > 0).map((r) => `  ${r.padEnd(4)}  ${percent(hit.results[r])}`),
    ]),
    '',
    'Trace:',
    ...formatTrace([...odds.trace, ...(passThrough ?? []).flatMap((h) => h.trace)]),
  ].join('\n');
}

export function runOddsFire(argv: string[], io: CliIo): number {
  try {
    const { input, json, passThrough } = parseFireArgs(argv);
    const odds = fireOdds(input);
    const hits = passThrough ? passThroughOdds(odds, input.arm === 'artillery', passThrough.behind, passThrough.reading) : undefined;
    if (json) io.out(JSON.stringify({ ...fireJson(odds), ...(hits ? { passThrough: hits } : {}) }));
    else io.out(formatText(odds, hits));
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(`muster odds fire: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
