import { resolve } from 'node:path';
import { aDocument, formatProblem } from '../../core/formats/index';
import { scenarioInfo, type MusterScenario } from '../../core/scenario/index';
import { terrainLabel } from '../../core/map/index';
import { RULESET_LABELS } from '../../core/vocabulary/index';
import { readDocumentFile } from '../../electron/services/files/index';
import { hasFlag, parseFlags } from '../args';
import { CliUsageError, type CliCommand } from '../command';
import { armiesOf } from './render';

/** `muster info FILE [--json]`: a scenario's title, ruleset, scale, table size, terrain and forces at a glance. */
export const infoCommand: CliCommand = {
  name: 'info',
  usage: [
    'Usage: muster info FILE [--json]',
    '',
    'Summarises a scenario file. With --json prints',
    '{"title","ruleset","scale","board":{"widthIn","heightIn"},"terrainKinds":{KIND:N},"units":{SIDE:N},"deployed":{SIDE:N},"exampleForces":[SIDE]}',
    'A side whose army is in a file beside the scenario is counted from that file.',
    '',
    'The file is checked as muster validate checks it first.',
    'Exit status: 0 done, 1 the file has problems or is not a scenario, 2 usage or read error, 3 an internal error of Muster.',
  ].join('\n'),
  async run(argv, io) {
    const args = parseFlags(argv, { json: { boolean: true } });
    if (args.positionals.length !== 1) throw new CliUsageError('name exactly one scenario FILE');
    const name = args.positionals[0]!;
    const result = await readDocumentFile(resolve(io.cwd, name), { displayName: name });
    if (!result.ok) {
      for (const e of result.errors) io.err(formatProblem(e));
      return 'unreadable' in result ? 2 : 1;
    }
    if (result.kind !== 'scenario') {
      io.err(`${name}: /: this is ${aDocument(result.kind)} file; muster info reads scenarios`);
      return 1;
    }
    // A side that keeps its army in a file beside the scenario is counted from that file.
    const armies = await armiesOf(result.document as unknown as MusterScenario, resolve(io.cwd, name), io);
    if (!armies) return 1;
    const info = scenarioInfo(result.document as unknown as MusterScenario, armies);
    if (hasFlag(args, 'json')) {
      io.out(JSON.stringify(info));
      return 0;
    }
    const doc = result.document as unknown as MusterScenario;
    const sideName = (id: string): string => doc.sides.find((s) => s.id === id)?.name ?? id;
    const counts = (r: Record<string, number>, word: (key: string) => string): string =>
      Object.entries(r)
        .map(([k, n]) => `${word(k)} ${n}`)
        .join(', ') || 'none';
    io.out(
      [
        `${info.title}`,
        `  ruleset ${RULESET_LABELS[info.ruleset as keyof typeof RULESET_LABELS] ?? info.ruleset}, scale ${info.scale}, board ${info.board.widthIn}" × ${info.board.heightIn}"`,
        `  terrain: ${counts(info.terrainKinds, (k) => terrainLabel(k, doc.map))}`,
        `  units: ${counts(info.units, sideName)}`,
        `  deployed: ${counts(info.deployed, sideName)}`,
        ...(info.exampleForces.length ? [`  example forces: ${info.exampleForces.map(sideName).join(', ')} (built within the budget; a club may replace them)`] : []),
        ...(result.migratedFrom !== undefined ? [`  (upgraded from format version ${result.migratedFrom}; save to keep the new format)`] : []),
      ].join('\n'),
    );
    return 0;
  },
};
