/**
 * `muster export FILE --format vmod|tmj|package --out OUT [--side SIDE]`: a scenario made playable and
 * shareable. The formats are core/export's table and each is made by its row of electron/services/export's
 * `EXPORTERS`, as File ▸ Export makes them in the app.
 */
import { resolve, dirname } from 'node:path';
import { writeFileAtomic } from '../../electron/services/files/index';
import { readDocumentFile } from '../../electron/services/files/readDocumentFile';
import { ChromiumMissingError } from '../../electron/services/render/chromium';
import type { SideArmy } from '../../electron/services/package/scenarioPackage';
import { EXPORTERS, ExportRefusal } from '../../electron/services/export';
import { EXPORT_FORMATS, EXPORT_FORMAT_IDS, isExportFormat } from '../../core/export';
import { DEFAULT_TABLETOP_PIXELS_PER_INCH } from '../../core/export/vassal';

/** A tabletop board's resolution in a VASSAL module: enough to read a stand, few enough to fit a big table. */
const PIXELS_PER_INCH = { min: 10, max: 400 } as const;
import { formatProblem } from '../../core/formats/load';
import type { MusterScenario } from '../../core/scenario/types.generated';
import { flag, parseFlags } from '../args';
import { CliUsageError, type CliCommand, type CliIo } from '../command';
import { readChecked, refusalExit } from './points';

const USAGE = [
  `Usage: muster export FILE --format ${EXPORT_FORMAT_IDS.join('|')} --out OUT [--side SIDE] [--pixels-per-inch N]`,
  '',
  'Exports a scenario for others to play:',
  ...EXPORT_FORMAT_IDS.map((id) => `  ${id.padEnd(8)}  ${EXPORT_FORMATS[id].label} (${EXPORT_FORMATS[id].extension}): ${EXPORT_FORMATS[id].summary}`),
  '',
  '  --side SIDE   only that side\'s sheets (its name or id), for an export sent to one player',
  `  --pixels-per-inch N   vmod: a tabletop board's image pixels per inch of the table (${PIXELS_PER_INCH.min}–${PIXELS_PER_INCH.max}, default ${DEFAULT_TABLETOP_PIXELS_PER_INCH}); VASSAL's pixels divided by N are inches`,
  '',
  'Exit status: 0 exported, 1 the scenario cannot be exported (the reason is given), 2 usage or read error.',
].join('\n');

export const exportCommand: CliCommand = {
  name: 'export',
  summary: `export a scenario for others to play: ${EXPORT_FORMAT_IDS.join(', ')}`,
  usage: USAGE,
  async run(argv, io) {
    const args = parseFlags(argv, { format: {}, out: {}, side: {}, 'pixels-per-inch': {} });
    if (args.positionals.length !== 1) throw new CliUsageError('name exactly one scenario FILE');
    const format = flag(args, 'format');
    if (!format) throw new CliUsageError(`--format is required: ${EXPORT_FORMAT_IDS.join(', ')}`);
    if (!isExportFormat(format)) throw new CliUsageError(`--format ${format}: choose ${EXPORT_FORMAT_IDS.join(', ')}`);
    const out = flag(args, 'out');
    if (!out) throw new CliUsageError('--out OUT is required');
    const { extension, label } = EXPORT_FORMATS[format];
    if (!out.toLowerCase().endsWith(extension)) throw new CliUsageError(`--out ${out}: a ${label.toLowerCase()}'s name ends in ${extension}`);
    const ppiText = flag(args, 'pixels-per-inch');
    let pixelsPerInch: number | undefined;
    if (ppiText !== undefined) {
      if (format !== 'vmod') throw new CliUsageError('--pixels-per-inch is for --format vmod');
      pixelsPerInch = Number(ppiText);
      if (!Number.isInteger(pixelsPerInch) || pixelsPerInch < PIXELS_PER_INCH.min || pixelsPerInch > PIXELS_PER_INCH.max) {
        throw new CliUsageError(`--pixels-per-inch ${ppiText}: a whole number from ${PIXELS_PER_INCH.min} to ${PIXELS_PER_INCH.max}`);
      }
    }
    const name = args.positionals[0]!;
    const file = resolve(io.cwd, name);
    let scenario: MusterScenario;
    try {
      const doc = (await readChecked(file, name)) as { sides?: unknown };
      if (!Array.isArray(doc.sides)) {
        io.err(`${name}: /: an export is made from a scenario file; this is ${'orderOfBattle' in doc ? 'an army' : 'a map'} file`);
        return 1;
      }
      scenario = doc as MusterScenario;
    } catch (error) {
      return refusalExit(error, io);
    }
    const side = flag(args, 'side');
    const picked = side === undefined ? undefined : scenario.sides.find((s) => s.id === side.toLowerCase() || s.name.toLowerCase() === side.toLowerCase());
    if (side !== undefined && !picked) throw new CliUsageError(`--side ${side}: the sides are ${scenario.sides.map((s) => s.name).join(', ')}`);
    const armies = await sideArmies(scenario, file, io);
    if (!armies) return 1;
    try {
      const exported = await EXPORTERS[format]({ scenario, armies, ...(picked ? { onlySide: picked.id } : {}) }, { onProgress: (p) => io.err(`${p.step}…`), ...(pixelsPerInch !== undefined ? { pixelsPerInch } : {}) });
      await writeFileAtomic(resolve(io.cwd, out), Buffer.from(exported.bytes), { backup: false });
      io.out(`Wrote ${out}: ${scenario.title}, ${exported.summary}.`);
      return 0;
    } catch (error) {
      if (error instanceof ExportRefusal) {
        io.err(`muster export: --format ${format}: ${error.message}`);
        return 1;
      }
      if (error instanceof ChromiumMissingError) {
        io.err(`muster export: ${error.message}`);
        return 1;
      }
      if (error instanceof Error) {
        io.err(`${name}: ${error.message}`);
        return 1;
      }
      throw error;
    }
  },
};

/** The armies of sides that keep them in army files beside the scenario, read whole; undefined after saying why not. */
async function sideArmies(scenario: MusterScenario, file: string, io: CliIo): Promise<Record<string, SideArmy> | undefined> {
  const armies: Record<string, SideArmy> = {};
  for (const side of scenario.sides) {
    if (side.forces.orderOfBattle) continue;
    if (side.forces.libraryArmy && !side.forces.armyFile) {
      io.err(`${side.forces.libraryArmy.title}: side ${side.name} uses an army in the Muster library, which the command line cannot read; export the package from the app, or embed the army`);
      return undefined;
    }
    if (!side.forces.armyFile) continue;
    const read = await readDocumentFile(resolve(dirname(file), side.forces.armyFile), { displayName: side.forces.armyFile });
    if (!read.ok) {
      for (const e of read.errors) io.err(formatProblem(e));
      return undefined;
    }
    if (read.kind !== 'army') {
      io.err(`${side.forces.armyFile}: /: side '${side.id}' names this file as its army, but it is a ${read.kind} file`);
      return undefined;
    }
    const document = read.document as SideArmy['document'];
    armies[side.id] = { document, title: document.orderOfBattle.name };
  }
  return armies;
}
