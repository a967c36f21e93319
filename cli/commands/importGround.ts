/**
 * `muster import ground DEM --into SCENARIO …`: a GeoTIFF elevation model laid under a scenario's table
 * by its georeference (the centre, system, rotation and ground scale given here or kept in the
 * scenario), contoured at an interval into the map's contours with their levels, hills reported, steep
 * ground marked where asked; the scenario written with the contours and its georeference, as one edit.
 */
import { basename, resolve } from 'node:path';
import { GEOREFERENCE_BOUNDS } from '../../core/model/limits';
import {
  importGroundEdit,
  crsProblem,
  DEFAULT_MIN_ISLAND_SQ_IN,
  defaultYardsPerInch,
  GroundImportError,
  importElevation,
  type Georeference,
} from '../../core/ground';
import { formatProblem, loadDocument } from '../../core/formats/index';
import { applyPatches } from '../../core/history';
import type { MusterScenario } from '../../core/model/scenario.generated';
import { readDocumentFile, writeFileAtomic } from '../../electron/services/files/index';
import { readDem } from '../../electron/services/ground/readDem';
import { GroundFileError } from '../../electron/services/ground/readLimited';
import { flag, hasFlag, parseFlags, type ParsedArgs } from '../args';
import { CliUsageError, type CliIo } from '../command';

export const PLACING_FLAGS = {
  into: {},
  centre: {},
  crs: {},
  'yards-per-inch': {},
  rotation: {},
  out: {},
  json: { boolean: true },
} as const;

export const PLACING_USAGE = `  --into SCENARIO        the scenario whose table the data is laid under (a tabletop map)
  --centre X,Y           the table's centre, in the data's own coordinates unless --crs names others
                         (longitude,latitude for a geographic system); absent, the scenario's georeference
  --crs EPSG:N           the system --centre is in
  --yards-per-inch N     the ground scale; absent, the scenario's, or the book's for its figure scale
                         (the middle of B:320–322: 110 for 10mm, 90 for 15mm, 70 for 25mm)
  --rotation DEG         the ground turned clockwise on the table (0, north up, unless given)
  --out FILE             where to write the scenario (default: SCENARIO itself)
  --json                 print what was made as JSON`;

export const GROUND_USAGE = `Usage: muster import ground DEM --into SCENARIO --centre X,Y [--crs EPSG:N] [--yards-per-inch N] [--rotation DEG] --interval METRES [--out FILE] [--json]

Reads a GeoTIFF elevation model (projected systems by EPSG code, or longitude/latitude; integer or float
heights in metres; NoData) and lays it under the scenario's table: sampled over the table, contoured every
METRES from one interval above the lowest ground on the table, each contour simplified to within 0.05" and
cleaned (no self-crossings, islands under --min-island dropped). The closed contours become the map's
contours with their levels (an earlier ground import's contours are replaced); the scenario keeps the
georeference so later imports land on the same ground. A DEM that does not cover the table, has NoData
holes under it, names no coordinate system or one Muster does not know, or is not a GeoTIFF is refused
with the reason, and nothing is written.

  DEM                    the GeoTIFF file
  --interval METRES      the contour interval
${PLACING_USAGE}
  --min-island SQIN      drop closed contours smaller than this many square inches (default ${DEFAULT_MIN_ISLAND_SQ_IN})
  --crests               mark each hill's top contour as a crest line
  --steep GRADIENT       mark ground steeper than this rise over run (0.25 is 1 in 4) as steep slope

  --json prints {"file","levels":[{"level","metres","contours"}],"contours","hills":[{"contour","level","topMetres","top":{"x","y"}}],
  "steepSlopes","lowestMetres","highestMetres","extent":{"crs","corners":[[x,y] north-west, north-east, south-east, south-west]},
  "georeference"}.

Exit status: 0 written, 1 the DEM or scenario is refused (the reason is given), 2 usage error.`;

/** The georeference the flags and the scenario give; the data's own system is the default for --centre. */
export function placingOf(args: ParsedArgs, scenario: MusterScenario, dataCrs: string): Georeference {
  const centreArg = flag(args, 'centre');
  const kept = scenario.georeference;
  const number = (name: string, raw: string | undefined, positive = false): number | undefined => {
    if (raw === undefined) return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || (positive && n <= 0)) throw new CliUsageError(`--${name} ${raw} is not accepted; use a ${positive ? 'number above 0' : 'number'}`);
    return n;
  };
  let centre: { x: number; y: number };
  let crs: string;
  if (centreArg !== undefined) {
    const parts = centreArg.split(',');
    const [x, y] = parts.map(Number);
    if (parts.length !== 2 || !Number.isFinite(x) || !Number.isFinite(y)) throw new CliUsageError(`--centre ${centreArg} is not accepted; write X,Y (two numbers and a comma)`);
    centre = { x: x!, y: y! };
    crs = flag(args, 'crs') ?? dataCrs;
  } else if (kept) {
    if (hasFlag(args, 'crs')) throw new CliUsageError('--crs names the system of --centre; give --centre with it');
    centre = kept.centre;
    crs = kept.crs ?? 'EPSG:4326';
  } else {
    throw new CliUsageError('--centre X,Y is required: the scenario has no georeference yet');
  }
  const why = crsProblem(crs);
  if (why) throw new CliUsageError(`--crs: ${why}`);
  const yardsPerInch = number('yards-per-inch', flag(args, 'yards-per-inch'), true) ?? kept?.yardsPerInch ?? defaultYardsPerInch(scenario.scale);
  const rotationDeg = number('rotation', flag(args, 'rotation')) ?? (centreArg === undefined ? kept?.rotationDeg : undefined) ?? 0;
  const turn = GEOREFERENCE_BOUNDS.rotationDeg;
  if (Math.abs(rotationDeg) > turn) throw new CliUsageError(`--rotation ${rotationDeg} is not accepted; use degrees from -${turn} to ${turn}`);
  if (yardsPerInch > GEOREFERENCE_BOUNDS.yardsPerInch) throw new CliUsageError(`--yards-per-inch ${yardsPerInch} is not accepted; use at most ${GEOREFERENCE_BOUNDS.yardsPerInch}`);
  return { centre, crs, yardsPerInch, ...(rotationDeg !== 0 ? { rotationDeg } : {}) };
}

/** Reads the scenario named by --into: a tabletop scenario, or a message and exit code 1. */
export async function readIntoScenario(args: ParsedArgs, io: CliIo): Promise<{ scenario: MusterScenario; path: string; name: string } | undefined> {
  const into = flag(args, 'into');
  if (!into) throw new CliUsageError('--into SCENARIO is required: the scenario whose table the data is laid under');
  const path = resolve(io.cwd, into);
  const read = await readDocumentFile(path, { displayName: into });
  if (!read.ok) {
    for (const e of read.errors) io.err(formatProblem(e));
    return undefined;
  }
  if (read.kind !== 'scenario') {
    io.err(`${into}: this is a ${read.kind} file, not a scenario`);
    return undefined;
  }
  const scenario = read.document as unknown as MusterScenario;
  if (scenario.map.kind !== 'tabletop') {
    io.err(`${into}: its map is a hex map; ground is laid under a tabletop map`);
    return undefined;
  }
  return { scenario, path, name: into };
}

/** Writes the scenario after checking it against its schema (a refusal here is a fault of Muster's). */
export async function writeScenario(scenario: MusterScenario, args: ParsedArgs, intoPath: string, io: CliIo): Promise<string> {
  const outArg = flag(args, 'out');
  const out = outArg ? resolve(io.cwd, outArg) : intoPath;
  const json = `${JSON.stringify(scenario, null, 2)}\n`;
  const checked = loadDocument(basename(out), json);
  if (!checked.ok) throw new Error(`the scenario made does not validate: ${checked.errors.map(formatProblem).join('; ')}`);
  await writeFileAtomic(out, json);
  return outArg ?? flag(args, 'into')!;
}

export async function importGroundCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseFlags(argv, { ...PLACING_FLAGS, interval: {}, 'min-island': {}, crests: { boolean: true }, steep: {} });
  if (args.positionals.length !== 1) throw new CliUsageError(args.positionals.length === 0 ? 'name the DEM to read (a GeoTIFF)' : 'takes one DEM');
  const intervalRaw = flag(args, 'interval');
  if (intervalRaw === undefined) throw new CliUsageError('--interval METRES is required: the contour interval');
  const interval = Number(intervalRaw);
  if (!(interval > 0) || !Number.isFinite(interval)) throw new CliUsageError(`--interval ${intervalRaw} is not accepted; use metres above 0`);
  const positive = (name: string): number | undefined => {
    const raw = flag(args, name);
    if (raw === undefined) return undefined;
    const n = Number(raw);
    if (!(n > 0) || !Number.isFinite(n)) throw new CliUsageError(`--${name} ${raw} is not accepted; use a number above 0`);
    return n;
  };
  const minIsland = positive('min-island');
  const steep = positive('steep');
  const into = await readIntoScenario(args, io);
  if (!into) return 1;
  const demArg = args.positionals[0]!;
  let dem;
  try {
    dem = await readDem(resolve(io.cwd, demArg));
  } catch (error) {
    if (error instanceof GroundFileError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  const georef = placingOf(args, into.scenario, dem.crs);
  let made;
  try {
    made = importElevation(dem, georef, into.scenario.board, {
      intervalMetres: interval,
      ...(minIsland !== undefined ? { minIslandSqIn: minIsland } : {}),
      ...(steep !== undefined ? { steepGradient: steep } : {}),
      crests: hasFlag(args, 'crests'),
    });
  } catch (error) {
    if (error instanceof GroundImportError || (error instanceof Error && /coordinate system/.test(error.message))) {
      io.err(`${demArg}: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const command = importGroundEdit('Import elevation', { centre: georef.centre, ...(georef.crs ? { crs: georef.crs } : {}), ...(georef.rotationDeg ? { rotationDeg: georef.rotationDeg } : {}), yardsPerInch: georef.yardsPerInch }, { contours: made.contours, features: made.steep }, 'ground');
  const next = applyPatches(into.scenario, command.patches(into.scenario)).doc;
  const file = await writeScenario(next, args, into.path, io);
  if (hasFlag(args, 'json')) {
    io.out(
      JSON.stringify(
        {
          file,
          levels: made.levels,
          contours: made.contours.length,
          hills: made.hills,
          steepSlopes: made.steep.length,
          lowestMetres: made.lowestMetres,
          highestMetres: made.highestMetres,
          extent: { crs: dem.crs, corners: made.extent },
          georeference: next.georeference,
        },
        null,
        2,
      ),
    );
  } else {
    io.out(
      `${file}: ${made.contours.length} contours at ${made.levels.length} levels every ${interval} m from ${made.levels[0]?.metres.toFixed(1) ?? '–'} m, ${made.hills.length} hills` +
        (made.steep.length ? `, ${made.steep.length} steep slopes` : '') +
        ` (ground ${made.lowestMetres.toFixed(1)}–${made.highestMetres.toFixed(1)} m)`,
    );
  }
  return 0;
}
