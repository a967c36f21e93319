/**
 * `muster export FILE --format vmod|tmj|package --out OUT [--side SIDE]`: a scenario made playable and
 * shareable. The formats are core/export's table and each is made by its row of electron/services/export's
 * `EXPORTERS`, as File ▸ Export makes them in the app.
 */
import { basename, dirname, relative, resolve } from 'node:path';
import { readDocumentFile } from '../../electron/services/files/readDocumentFile';
import type { SideArmy } from '../../electron/services/package/scenarioPackage';
import { writeExport, type ExportProgress, type Exported } from '../../electron/services/export';
import { WorkJobs } from '../../electron/services/jobs/jobs';
import { browserHost } from '../../electron/services/jobs/browserHost';
import { EXPORT_FORMATS, EXPORT_FORMAT_IDS, isExportFormat } from '../../core/export';
import { DEFAULT_TABLETOP_PIXELS_PER_INCH, TABLETOP_PIXELS_PER_INCH as PIXELS_PER_INCH } from '../../core/export/vassal';
import { aDocument, kindFromFileName, kindFromSchemaUrl } from '../../core/model/documents';
import { formatProblem } from '../../core/formats/load';
import type { MusterMapFile, MusterScenario } from '../../core/model/scenario.generated';
import { namedFile } from '../../electron/services/files/namedFile';
import { referenceImageBeside } from '../../electron/services/ground/printUnderlays';
import { flag, parseFlags } from '../args';
import { CliUsageError, type CliCommand, type CliIo } from '../command';
import { readChecked, refusalExit } from './points';

const USAGE = [
  `Usage: muster export FILE --format ${EXPORT_FORMAT_IDS.join('|')} --out OUT [--side SIDE] [--pixels-per-inch N]`,
  '',
  'Exports a scenario for others to play (a Tiled map also from a map file):',
  ...EXPORT_FORMAT_IDS.map((id) => `  ${id.padEnd(8)}  ${EXPORT_FORMATS[id].label} (${EXPORT_FORMATS[id].extension}): ${EXPORT_FORMATS[id].summary}`),
  '',
  '  --side SIDE   only that side\'s sheets (a package) or units (a Tiled map), by its name or id, for an export sent to one player',
  '',
  'A Tiled map\'s terrain tileset image is written beside OUT, named after it (mill.tmj: mill.terrain.png).',
  `  --pixels-per-inch N   vmod: a tabletop board's image pixels per inch of the table (${PIXELS_PER_INCH.min}–${PIXELS_PER_INCH.max}, default ${DEFAULT_TABLETOP_PIXELS_PER_INCH}); VASSAL's pixels divided by N are inches`,
  '',
  'Exit status: 0 exported, 1 the scenario cannot be exported (the reason is given), 2 usage or read error.',
].join('\n');

export const exportCommand: CliCommand = {
  name: 'export',
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
    let doc: { sides?: unknown; map?: unknown };
    try {
      doc = (await readChecked(file, name)) as { sides?: unknown };
    } catch (error) {
      return refusalExit(error, io);
    }
    const side = flag(args, 'side');
    const target = resolve(io.cwd, out);
    // Made as the app makes it: in a worker with the export's time and memory limits (electron/services/jobs).
    const jobs = new WorkJobs(browserHost());
    const hooks = { onProgress: (p: ExportProgress) => io.err(`${p.step}…`) };
    let title: string;
    let make: () => Promise<Exported>;
    if (Array.isArray(doc.sides)) {
      const scenario = doc as MusterScenario;
      const picked = side === undefined ? undefined : scenario.sides.find((s) => s.id === side.toLowerCase() || s.name.toLowerCase() === side.toLowerCase());
      if (side !== undefined && !picked) throw new CliUsageError(`--side ${side}: the sides are ${scenario.sides.map((s) => s.name).join(', ')}`);
      const armies = await sideArmies(scenario, file, io);
      if (!armies) return 1;
      const images = await sideImages(scenario, file, io);
      if (!images) return 1;
      title = scenario.title;
      const source = { scenario, armies, images, ...(picked ? { onlySide: picked.id } : {}) };
      make = () => jobs.export({ task: 'export', format, source, fileName: basename(target), ...(pixelsPerInch !== undefined ? { pixelsPerInch } : {}) }, hooks);
    } else if (format === 'tmj' && doc.map !== undefined) {
      // A Tiled map is the ground alone, so a map file makes one as well as a scenario does.
      if (side !== undefined) throw new CliUsageError(`--side ${side}: ${name} is a map file, which has no sides`);
      const mapFile = doc as MusterMapFile;
      title = mapFile.title ?? name;
      make = () => jobs.export({ task: 'exportMapFile', file: mapFile, fileName: basename(target) }, hooks);
    } else {
      io.err(`${name}: /: an export is made from a scenario file${format === 'tmj' ? ' or a map file' : ''}; this is ${aDocument(kindFromSchemaUrl(String((doc as { $schema?: unknown }).$schema)) ?? kindFromFileName(name) ?? ('orderOfBattle' in doc ? 'army' : 'map'))} file`);
      return 1;
    }
    try {
      const exported = await make();
      await writeExport(target, exported);
      io.out(`Wrote ${out}: ${title}, ${exported.summary}.`);
      return 0;
    } catch (error) {
      // By name: the job's errors come back from its worker.
      if (error instanceof Error && error.name === 'ExportRefusal') {
        io.err(`muster export: --format ${format}: ${error.message}`);
        return 1;
      }
      if (error instanceof Error && ['ChromiumMissingError', 'JobStopped', 'PrintStopped'].includes(error.name)) {
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
/**
 * The reference images the scenario's map names, found beside it as the app finds them (by name, or by
 * content hash in images/), under the app's rule for files a document names: inside its real folder.
 */
async function sideImages(scenario: MusterScenario, file: string, io: CliIo): Promise<Record<string, Uint8Array> | undefined> {
  const images: Record<string, Uint8Array> = {};
  const inside = {
    check: async (path: string): Promise<string> => {
      const named = await namedFile(file, relative(dirname(file), path));
      if (!named.ok) throw new Error(named.message);
      return named.path;
    },
  };
  const refs = scenario.map.kind === 'tabletop' ? (scenario.map.referenceImages ?? []) : [];
  for (const [i, ref] of refs.entries()) {
    if (images[ref.image]) continue;
    const bytes = await referenceImageBeside(inside, file, ref);
    if (!bytes) {
      io.err(`${basename(file)}: /map/referenceImages/${i}: the reference image ${ref.fileName ?? ref.id} is not found beside the scenario (by its name, or in its images/ folder), or has changed since it was added; nothing was exported`);
      return undefined;
    }
    images[ref.image] = bytes;
  }
  return images;
}

async function sideArmies(scenario: MusterScenario, file: string, io: CliIo): Promise<Record<string, SideArmy> | undefined> {
  const armies: Record<string, SideArmy> = {};
  for (const side of scenario.sides) {
    if (side.forces.orderOfBattle) continue;
    if (side.forces.libraryArmy && !side.forces.armyFile) {
      io.err(`${side.forces.libraryArmy.title}: side ${side.name} uses an army in the Muster library, which the command line cannot read; export the package from the app, or embed the army`);
      return undefined;
    }
    if (!side.forces.armyFile) continue;
    const named = await namedFile(file, side.forces.armyFile);
    if (!named.ok) {
      io.err(`${side.forces.armyFile}: /: side '${side.id}' names this file as its army, and it is refused: ${named.message}; nothing was exported`);
      return undefined;
    }
    const read = await readDocumentFile(named.path, { displayName: side.forces.armyFile });
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
