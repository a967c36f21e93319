/**
 * `muster import features FILE --into SCENARIO …`: roads, streams, woods and buildings from GeoJSON or
 * OpenStreetMap XML laid on the scenario's table by its georeference (or the placing flags), clipped,
 * simplified and given terrain kinds by the tags table (the designer's own with --kinds), added to the
 * map as one edit; --reference-only marks them all reference only (modern data to trace 1863 by).
 */
import { basename, resolve } from 'node:path';
import {
  importGroundEdit,
  DEFAULT_MIN_ISLAND_SQ_IN,
  featureKindsProblem,
  geoJsonFeatures,
  GROUND_LIMITS,
  GroundImportError,
  importFeatures,
  osmXmlFeatures,
  type FeatureKindRow,
  type SourceFeature,
} from '../../core/ground';
import { isKnownKind } from '../../core/ground/kindCheck';
import { applyPatches } from '../../core/history';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { GroundFileError, readLimited } from '../../electron/services/ground/readLimited';
import { flag, hasFlag, parseFlags } from '../args';
import { CliUsageError, type CliIo } from '../command';
import { PLACING_FLAGS, PLACING_USAGE, placingOf, readIntoScenario, writeScenario } from './importGround';

export const FEATURES_USAGE = `Usage: muster import features FILE --into SCENARIO [--centre X,Y] [--crs EPSG:N] [--yards-per-inch N] [--rotation DEG] [--kinds KINDS.json] [--reference-only] [--out FILE] [--json]

Reads GeoJSON (longitude/latitude) or OpenStreetMap XML (.osm) and lays its lines and areas on the
scenario's table: projected by the scenario's georeference (or the flags below), cut at the table's
edge, simplified to within 0.05", areas under --min-island dropped, and each given a terrain kind by its
tags: highway=* a road (track, path and footway a trail), waterway=stream a stream, landuse=forest and
natural=wood light woods, building=* farm buildings, and so on. The features are added to the map as one
edit; nothing is written if the file is refused.

  FILE                   the GeoJSON or OSM XML file
${PLACING_USAGE.replace('in the data\'s own coordinates unless --crs names others\n                         (longitude,latitude for a geographic system)', 'longitude,latitude unless --crs names another system')}
  --kinds KINDS.json     the tags table to use instead of Muster's: a list of {"tag","value","kind"} rows,
                         the first matching row wins, "value" "*" matches any, "kind" "skip" leaves it out
  --reference-only       mark every feature made reference only (drawn faded, never printed or played until accepted)
  --min-island SQIN      drop areas smaller than this many square inches (default ${DEFAULT_MIN_ISLAND_SQ_IN})

  --json prints {"file","features","kinds":{KIND: count},"skipped":{"untagged","outside","small"},"georeference"}.

Exit status: 0 written, 1 the file or scenario is refused (the reason is given), 2 usage error.`;

export async function importFeaturesCommand(argv: string[], io: CliIo): Promise<number> {
  const args = parseFlags(argv, { ...PLACING_FLAGS, kinds: {}, 'reference-only': { boolean: true }, 'min-island': {} });
  if (args.positionals.length !== 1) throw new CliUsageError(args.positionals.length === 0 ? 'name the GeoJSON or OSM XML file to read' : 'takes one file');
  const minRaw = flag(args, 'min-island');
  const minIsland = minRaw === undefined ? undefined : Number(minRaw);
  if (minIsland !== undefined && !(minIsland > 0)) throw new CliUsageError(`--min-island ${minRaw} is not accepted; use a number above 0`);
  const into = await readIntoScenario(args, io);
  if (!into) return 1;
  const fileArg = args.positionals[0]!;
  let kinds: FeatureKindRow[] | undefined;
  let source: SourceFeature[];
  try {
    const kindsArg = flag(args, 'kinds');
    if (kindsArg) {
      const text = new TextDecoder().decode(await readLimited(resolve(io.cwd, kindsArg), 1024 * 1024, 'kinds table'));
      let rows: unknown;
      try {
        rows = JSON.parse(text);
      } catch (error) {
        throw new GroundFileError(`${basename(kindsArg)}: is not JSON (${(error as Error).message})`);
      }
      const problem = featureKindsProblem(rows) ?? (rows as FeatureKindRow[]).map((r, i) => (r.kind === 'skip' || isKnownKind(r.kind, into.scenario.map as TabletopMap) ? undefined : `row ${i + 1}: '${r.kind}' is not a terrain kind this map knows`)).find(Boolean);
      if (problem) throw new GroundFileError(`${basename(kindsArg)}: ${problem}`);
      kinds = rows as FeatureKindRow[];
    }
    const bytes = await readLimited(resolve(io.cwd, fileArg), GROUND_LIMITS.featureBytes, 'features file');
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new GroundFileError(`${basename(fileArg)}: is not a text file (GeoJSON or OSM XML)`);
    }
    const trimmed = text.trimStart();
    if (trimmed.startsWith('<')) source = osmXmlFeatures(text);
    else {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new GroundFileError(`${basename(fileArg)}: is neither GeoJSON nor OSM XML (${(error as Error).message})`);
      }
      source = geoJsonFeatures(json);
    }
  } catch (error) {
    if (error instanceof GroundFileError) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof GroundImportError) {
      io.err(`${basename(fileArg)}: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const georef = placingOf(args, into.scenario, 'EPSG:4326');
  const made = importFeatures(source, georef, into.scenario.board, {
    ...(kinds ? { kinds } : {}),
    ...(minIsland !== undefined ? { minIslandSqIn: minIsland } : {}),
    referenceOnly: hasFlag(args, 'reference-only'),
    idPrefix: basename(fileArg).replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_.:-]/g, '-').replace(/^[^A-Za-z0-9]+/, '').slice(0, 40) || 'data',
  });
  const command = importGroundEdit('Import features', { centre: georef.centre, ...(georef.crs ? { crs: georef.crs } : {}), ...(georef.rotationDeg ? { rotationDeg: georef.rotationDeg } : {}), yardsPerInch: georef.yardsPerInch }, { contours: [], features: made.features });
  const next = applyPatches(into.scenario, command.patches(into.scenario)).doc;
  const file = await writeScenario(next, args, into.path, io);
  if (hasFlag(args, 'json')) {
    io.out(JSON.stringify({ file, features: made.features.length, kinds: made.kinds, skipped: made.skipped, georeference: next.georeference }, null, 2));
  } else {
    const byKind = Object.entries(made.kinds).map(([k, n]) => `${n} ${k}`).join(', ');
    io.out(`${file}: ${made.features.length} features${byKind ? ` (${byKind})` : ''}; ${made.skipped.untagged} without a kind, ${made.skipped.outside} off the table, ${made.skipped.small} too small`);
  }
  return 0;
}
