/**
 * `muster export FILE --format vmod|tmj|package --out OUT [--side SIDE]`: a scenario made playable and
 * shareable. `package` is the club's one file (core/package, electron/services/package): the scenario, its
 * armies and map, and its sheets as PDFs, with a manifest of checksums.
 */
import { resolve, dirname } from 'node:path';
import { writeFileAtomic } from '../../electron/services/files/index';
import { readDocumentFile } from '../../electron/services/files/readDocumentFile';
import { ChromiumMissingError } from '../../electron/services/render/chromium';
import { makePackage, type SideArmy } from '../../electron/services/package/scenarioPackage';
import { formatProblem } from '../../core/formats/load';
import { PACKAGE_EXTENSION } from '../../core/package';
import type { MusterScenario } from '../../core/scenario/types.generated';
import { flag, parseFlags } from '../args';
import { CliUsageError, type CliCommand, type CliIo } from '../command';
import { readChecked, refusalExit } from './points';

export const EXPORT_FORMATS = ['vmod', 'tmj', 'package'] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];

const USAGE = [
  'Usage: muster export FILE --format vmod|tmj|package --out OUT [--side SIDE]',
  '',
  'Exports a scenario for others to play:',
  `  package   one file for a club (OUT ends in ${PACKAGE_EXTENSION}): the scenario, its armies and map, and`,
  '            the briefing, a deployment sheet per side, the rosters and the reference charts as PDFs,',
  '            with a manifest of checksums; Muster opens it and imports it into the library',
  '  vmod      a VASSAL module (not yet: this Muster cannot make one)',
  '  tmj       a Tiled map (not yet: this Muster cannot make one)',
  '',
  '  --side SIDE   only that side\'s deployment sheet (its name or id), for a package sent to one player',
  '',
  'Exit status: 0 exported, 1 the scenario cannot be exported (the reason is given), 2 usage or read error.',
].join('\n');

export const exportCommand: CliCommand = {
  name: 'export',
  summary: 'export a scenario as a scenario package (VASSAL and Tiled to come)',
  usage: USAGE,
  async run(argv, io) {
    const args = parseFlags(argv, { format: {}, out: {}, side: {} });
    if (args.positionals.length !== 1) throw new CliUsageError('name exactly one scenario FILE');
    const format = flag(args, 'format');
    if (!format) throw new CliUsageError(`--format is required: ${EXPORT_FORMATS.join(', ')}`);
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new CliUsageError(`--format ${format}: choose ${EXPORT_FORMATS.join(', ')}`);
    const out = flag(args, 'out');
    if (!out) throw new CliUsageError('--out OUT is required');
    if (format === 'package' && !out.toLowerCase().endsWith(PACKAGE_EXTENSION)) throw new CliUsageError(`--out ${out}: a scenario package's name ends in ${PACKAGE_EXTENSION}`);
    if ((format as ExportFormat) !== 'package') {
      io.err(`muster export: --format ${format}: this Muster cannot export ${format === 'vmod' ? 'VASSAL modules' : 'Tiled maps'} yet`);
      return 1;
    }
    const name = args.positionals[0]!;
    const file = resolve(io.cwd, name);
    let scenario: MusterScenario;
    try {
      const doc = (await readChecked(file, name)) as { sides?: unknown };
      if (!Array.isArray(doc.sides)) {
        io.err(`${name}: /: a package is made from a scenario file; this is ${'orderOfBattle' in doc ? 'an army' : 'a map'} file`);
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
      const { zip, manifest } = await makePackage({ scenario, armies, ...(picked ? { onlySide: picked.id } : {}) }, { onProgress: (p) => io.err(`${p.step}…`) });
      await writeFileAtomic(resolve(io.cwd, out), Buffer.from(zip), { backup: false });
      const pdfs = manifest.entries.filter((e) => e.kind === 'pdf').length;
      io.out(`Wrote ${out}: ${scenario.title}, ${manifest.entries.length} files (${pdfs} PDF${pdfs === 1 ? '' : 's'}), ${Math.round(zip.length / 1024)} KB.`);
      return 0;
    } catch (error) {
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
