import { mkdir } from 'node:fs/promises';
import { NotReadableFile, readRegularFile, readRegularText } from '../../electron/services/files/regularFile';
import { basename, join, resolve } from 'node:path';
import { fromTiledMap } from '../../core/export/tiled';
import { DOCUMENTS, MAX_DOCUMENT_BYTES, formatProblem, loadDocument, parseJson, positionOfPointer } from '../../core/formats/index';
import { importBlueGrey, type BlueGreyImport } from '../../core/import/index';
import { writeFileAtomic } from '../../electron/services/files/index';
import type { MusterMapFile } from '../../core/model/scenario.generated';
import { PACKAGE_EXTENSION, PACKAGE_LIMITS } from '../../core/package';
import { readPackage } from '../../electron/services/package/readPackage';
import { unpackIntoFolder } from '../../electron/services/package/unpackFolder';
import { hasFlag, parseFlags } from '../args';
import { CliUsageError, type CliCommand, type CliIo, ownRow } from '../command';
import { GROUND_USAGE, importGroundCommand } from './importGround';
import { FEATURES_USAGE, importFeaturesCommand } from './importFeatures';

/** One kind of source `muster import` reads; a new one (a VASSAL package) is a row of `SOURCES`. */
interface ImportSource {
  summary: string;
  usage: string;
  run(argv: string[], io: CliIo): Promise<number>;
}

const BLUEGREY_USAGE = `Usage: muster import bluegrey PATH-TO-002.txt --out DIR [--json]

Reads the text of the Blue & Grey (revised) 2nd edition rule book and writes one scenario into DIR for
every game whose Initial Deployment or Reinforcement Charts are in the text: each counter's designation,
type, strength (and movement where printed), the deployed ones placed at their hexes on a blank hex map
numbered as the book's, the reinforcements by Game-Turn with their entry hexes, alternatives ("or the
following units") and conditions, the game length and first player, and the victory conditions in short.
What the text does not let it import is reported with the game, the line of the text and why.

  --out DIR   the folder to write the scenarios into (made if missing; files of the same name are replaced)
  --json      print {"battles":[{"title","file","sides":[{"name","deployed","reinforcements","strengthPoints"}],"problems":[…]}]}:
              one entry per game, in the book's order; "file" is the scenario written (under DIR), or null for a
              game the text gives no charts for; "deployed" counts counters placed on the map, "reinforcements"
              those arriving later (an alternative group is not counted again), "strengthPoints" the printed
              strength of both; each problem reads "line N: why".

Exit status: 0 done (problems in the text are reported, not failures), 1 the text could not be read, holds no
Blue & Grey battles, or a scenario could not be written, 2 usage error.`;

const PACKAGE_USAGE = `Usage: muster import package FILE${PACKAGE_EXTENSION} --out DIR

Unpacks a scenario package (made by muster export --format package, or File ▸ Export… in the app) into DIR:
the scenario, its armies (armies/), its map (maps/) and its printed sheets (pdf/), as the package names them,
so the scenario opens from DIR with its army files beside it. The package is checked whole first, as the
app checks it before an import: every entry against the manifest's size and checksum, no name that would
write outside DIR, no entry bigger than a Muster file may be, every document valid. A package that fails
any check is refused with the reasons and nothing is written. The files are written all or nothing: first
into a hidden folder beside DIR, then, once every place they land is checked to lie in DIR (a link in DIR
to another folder is refused), moved in; a failure on the way leaves DIR as it was.

  --out DIR   the folder to unpack into (made if missing; files of the same name are replaced)

Exit status: 0 unpacked, 1 the package is refused or a file could not be written (the reason is given), 2 usage error.`;

const TMJ_USAGE = `Usage: muster import tmj FILE.tmj --out DIR

Reads a Tiled map saved as JSON (.tmj), such as one \`muster export --format tmj\` wrote, and writes it
into DIR as a Muster map file (NAME.map.json, named after FILE): a hexagonal map as a hex map (its
stagger axis and index as the grid's orientation and offset columns or rows, the numbering from its
grid.* properties, each hex's terrain from the 'kind' property of its tile), an orthogonal map as a
tabletop map in inches at its 'pixelsPerInch' property; objects by their class (hex, hexside, path,
counter, feature, contour, objective, setup-area, label, unit, dummy, arrow), their place from their
shape and the rest from their properties. What it cannot read is refused with the place in the file.

  --out DIR   the folder to write the map into (made if missing; a file of the same name is replaced)

Exit status: 0 written, 1 the file cannot be read or imported (the reason is given), 2 usage error.`;

const SOURCES: Record<string, ImportSource> = {
  bluegrey: {
    summary: 'the Blue & Grey rule book\'s deployment and reinforcement charts, as scenarios',
    usage: BLUEGREY_USAGE,
    run: importBlueGreyCommand,
  },
  package: {
    summary: 'a scenario package (.muster.zip) unpacked into a folder, after checking it whole',
    usage: PACKAGE_USAGE,
    run: importPackageCommand,
  },
  tmj: {
    summary: 'a Tiled map (.tmj), as a Muster map file',
    usage: TMJ_USAGE,
    run: importTiledCommand,
  },
  ground: {
    summary: 'a GeoTIFF elevation model under a scenario\'s table, as contours and hills',
    usage: GROUND_USAGE,
    run: importGroundCommand,
  },
  features: {
    summary: 'roads, streams and woods from GeoJSON or OSM XML, laid on a scenario\'s table',
    usage: FEATURES_USAGE,
    run: importFeaturesCommand,
  },
};

const sourceList = () => Object.keys(SOURCES).join(', ');

/** `muster import SOURCE …`: documents made from another format; the source says which. */
export const importCommand: CliCommand = {
  name: 'import',
  usage: [
    'Usage: muster import SOURCE … [--json]',
    '',
    'Sources:',
    ...Object.entries(SOURCES).map(([name, s]) => `  ${name.padEnd(10)}  ${s.summary}`),
    '',
    'muster import SOURCE --help shows how each is called.',
    '',
    BLUEGREY_USAGE,
    '',
    PACKAGE_USAGE,
    '',
    TMJ_USAGE,
    '',
    GROUND_USAGE,
    '',
    FEATURES_USAGE,
  ].join('\n'),
  async run(argv, io) {
    const [source, ...rest] = argv;
    if (source === undefined || source.startsWith('--')) throw new CliUsageError(`name what to import from: ${sourceList()}`);
    const handler = ownRow(SOURCES, source);
    if (!handler) throw new CliUsageError(`unknown source '${source}'; sources: ${sourceList()}`);
    return handler.run(rest, io);
  },
};

async function importBlueGreyCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseFlags(argv, { out: {}, json: { boolean: true } });
  if (args.positionals.length !== 1) throw new CliUsageError(args.positionals.length === 0 ? 'name the Blue & Grey text to read (PATH-TO-002.txt)' : 'takes one text file');
  const outArg = args.flags.get('out')?.[0];
  if (!outArg) throw new CliUsageError('--out DIR is required: the folder to write the scenarios into');
  const name = args.positionals[0]!;
  let text: string;
  try {
    text = await readRegularText(resolve(io.cwd, name), MAX_DOCUMENT_BYTES);
  } catch (error) {
    io.err(`${name}: cannot read it (${reason(error)})`);
    return 1;
  }
  const games = importBlueGrey(text);
  if (games.length === 0) {
    io.err(`${name}: no Blue & Grey battle found in it (no "[15.0] INTRODUCTION" section): is it the rule book's text?`);
    return 1;
  }
  const outDir = resolve(io.cwd, outArg);
  try {
    await mkdir(outDir, { recursive: true });
  } catch (error) {
    io.err(`${outArg}: cannot make the folder (${reason(error)})`);
    return 1;
  }
  const written: Array<{ game: BlueGreyImport; file: string | null }> = [];
  for (const game of games) {
    if (!game.scenario || !game.fileName) {
      written.push({ game, file: null });
      continue;
    }
    const json = `${JSON.stringify(game.scenario, null, 2)}\n`;
    // An imported scenario that its own schema refuses is a bug of the importer, not of the text.
    const loaded = loadDocument(game.fileName, json);
    if (!loaded.ok) throw new Error(`the imported ${game.title} does not validate: ${loaded.errors.map(formatProblem).join('; ')}`);
    const file = join(outArg, game.fileName);
    try {
      await writeFileAtomic(join(outDir, game.fileName), json);
    } catch (error) {
      io.err(`${file}: cannot write it (${reason(error)})`);
      return 1;
    }
    written.push({ game, file });
  }
  if (hasFlag(args, 'json')) {
    io.out(
      JSON.stringify({
        battles: written.map(({ game, file }) => ({
          title: game.title,
          file,
          sides: game.sides.map((s) => ({ name: s.name, deployed: s.deployed, reinforcements: s.reinforcements, strengthPoints: s.strengthPoints })),
          problems: game.problems.map((p) => `line ${p.line}: ${p.message}`),
        })),
      }),
    );
    return 0;
  }
  const lines: string[] = [];
  for (const { game, file } of written) {
    const sides = game.sides.map((s) => `${s.name} ${s.deployed} deployed, ${s.reinforcements} reinforcing, ${s.strengthPoints} strength points`).join('; ');
    lines.push(file ? `${game.title}: wrote ${file} (${sides})` : `${game.title}: not imported`);
    for (const p of game.problems) lines.push(`  line ${p.line}: ${p.message}`);
  }
  const imported = written.filter((w) => w.file).length;
  lines.push(`${imported} of ${written.length} games imported into ${outArg}; ${written.reduce((n, w) => n + w.game.problems.length, 0)} problems reported.`);
  io.out(lines.join('\n'));
  return 0;
}

async function importPackageCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseFlags(argv, { out: {} });
  if (args.positionals.length !== 1) throw new CliUsageError(args.positionals.length === 0 ? `name the package to unpack (FILE${PACKAGE_EXTENSION})` : 'takes one package file');
  const outArg = args.flags.get('out')?.[0];
  if (!outArg) throw new CliUsageError('--out DIR is required: the folder to unpack the package into');
  const name = args.positionals[0]!;
  let bytes: Uint8Array;
  try {
    // Only a regular file, refused by its size before it is read into memory.
    bytes = await readRegularFile(resolve(io.cwd, name), PACKAGE_LIMITS.maxPackageBytes);
  } catch (error) {
    io.err(`${name}: cannot read it (${reason(error)})`);
    return 1;
  }
  const read = readPackage(bytes, name);
  if (!read.ok) {
    for (const problem of read.problems) io.err(`${name}: ${problem}`);
    io.err(`${name}: refused; nothing was written.`);
    return 1;
  }
  const outDir = resolve(io.cwd, outArg);
  const files = [
    ...read.documents.map((d) => ({ path: d.entry.path, kind: d.entry.kind, title: d.entry.title, bytes: `${JSON.stringify(d.content, null, 2)}\n` as string | Uint8Array })),
    ...read.pdfs.map((p) => ({ path: p.entry.path, kind: p.entry.kind, title: p.entry.title, bytes: p.bytes as string | Uint8Array })),
    // Reference images beside the scenario, in images/ by content hash, where the map editor looks for them.
    ...read.images.map((p) => ({ path: p.entry.path, kind: p.entry.kind, title: p.entry.title, bytes: p.bytes as string | Uint8Array })),
  ];
  // All or nothing, and nothing outside DIR: a link in DIR to another folder, a file that cannot be
  // written halfway, a run killed part-way — each leaves DIR as it was (unpackFolder.ts).
  try {
    await unpackIntoFolder(outDir, files);
  } catch (error) {
    io.err(`${outArg}: nothing was unpacked: ${reason(error)}`);
    return 1;
  }
  const lines = files.map((f) => `wrote ${join(outArg, f.path)} (${f.kind}: ${f.title})`);
  lines.push(`${read.manifest.title}: ${files.length} files unpacked into ${outArg}.`);
  io.out(lines.join('\n'));
  return 0;
}

async function importTiledCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseFlags(argv, { out: {} });
  if (args.positionals.length !== 1) throw new CliUsageError(args.positionals.length === 0 ? 'name the Tiled map to read (FILE.tmj)' : 'takes one Tiled map');
  const outArg = args.flags.get('out')?.[0];
  if (!outArg) throw new CliUsageError('--out DIR is required: the folder to write the map into');
  const name = args.positionals[0]!;
  const file = resolve(io.cwd, name);
  let text: string;
  try {
    text = await readRegularText(file, MAX_DOCUMENT_BYTES);
  } catch (error) {
    io.err(`${name}: cannot read it (${reason(error)})`);
    return 1;
  }
  const parsed = parseJson(text);
  if (!parsed.ok) {
    io.err(formatProblem({ file: name, pointer: '', message: parsed.message, line: parsed.position.line, column: parsed.position.column }));
    return 1;
  }
  const read = fromTiledMap(parsed.value);
  if (!read.ok) {
    const at = positionOfPointer(text, read.problem.pointer);
    io.err(formatProblem({ file: name, ...read.problem, ...(at ? { line: at.line, column: at.column } : {}) }));
    return 1;
  }
  const base = basename(name).replace(/\.tmj$/i, '').replace(/\.json$/i, '');
  const fileName = `${base}${DOCUMENTS.map.extension}`;
  const doc = {
    $schema: DOCUMENTS.map.schemaUrl,
    formatVersion: DOCUMENTS.map.formatVersion,
    title: read.title ?? base,
    ...(read.notes !== undefined ? { notes: read.notes } : {}),
    map: read.map,
  };
  const json = `${JSON.stringify(doc, null, 2)}\n`;
  // Checked as Muster checks any map file before it is written: a Tiled map can say things no Muster map may.
  const loaded = loadDocument(fileName, json);
  if (!loaded.ok) {
    io.err(`${name}: the map it holds is not a valid Muster map:`);
    for (const e of loaded.errors) io.err(`  ${e.pointer.replace(/^\/map/, '') || '/'}: ${e.message}`);
    return 1;
  }
  const outDir = resolve(io.cwd, outArg);
  try {
    await mkdir(outDir, { recursive: true });
    await writeFileAtomic(join(outDir, fileName), json);
  } catch (error) {
    io.err(`${join(outArg, fileName)}: cannot write it (${reason(error)})`);
    return 1;
  }
  // Checked above, so the map written is a Muster map.
  const m = (loaded.document as unknown as MusterMapFile).map;
  const what = m.kind === 'hex' ? `a hex map of ${m.grid.columns} × ${m.grid.rows} hexes, ${m.hexes.length} listed` : `a tabletop map with ${m.features.length} terrain features`;
  io.out(`Wrote ${join(outArg, fileName)}: ${doc.title}, ${what}.`);
  return 0;
}

function reason(error: unknown): string {
  if (error instanceof NotReadableFile) return error.message;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ENOENT') return 'no such file or folder';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'ENOTDIR') return 'a part of the path is a file, not a folder';
  return error instanceof Error ? error.message : String(error);
}
