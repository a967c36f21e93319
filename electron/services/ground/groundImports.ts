/**
 * The app's ground imports (Map ▸ Import elevation…, Map ▸ Import features…): the file, granted by the
 * user's pick, read under the size limits and handed to core; a refusal is an ApiError naming the file.
 * An elevation import runs in a worker thread (elevationJobs.ts), so a large DEM can be stopped.
 */
import { basename } from 'node:path';
import { ApiError } from '../../../core/api/contract';
import {
  demCorners,
  geoJsonFeatures,
  GROUND_LIMITS,
  GroundImportError,
  importElevation,
  importFeatures,
  osmXmlFeatures,
  type ElevationAnswer,
  type ElevationRequest,
  type FeaturesAnswer,
  type FeaturesRequest,
  type Georeference,
  type SourceFeature,
} from '../../../core/ground';
import type { FileGrants } from '../grants';
import { readDem } from './readDem';
import { GroundFileError, readLimited } from './readLimited';

const refused = (error: unknown, name: string): never => {
  if (error instanceof GroundFileError) throw new ApiError('invalid-params', error.message);
  if (error instanceof GroundImportError || (error instanceof Error && /coordinate system/.test(error.message))) throw new ApiError('invalid-params', `${name}: ${error.message}`);
  throw error;
};

/**
 * An elevation import of a file already granted and resolved: the DEM read, laid under the table and
 * contoured, reporting the share done to `progress` (a false answer stops it). Run in a worker thread
 * (elevationWorker.ts); a refusal is an ApiError naming the file.
 */
export async function elevationAnswer(path: string, request: ElevationRequest, progress?: (done: number, step: string) => boolean | void): Promise<ElevationAnswer> {
  const name = basename(path);
  try {
    progress?.(0, `Reading ${name}`);
    const dem = await readDem(path);
    // No centre given: the table is laid over the middle of the DEM, in the DEM's own system.
    const corners = demCorners(dem);
    const middle = { x: (corners[0]!.x + corners[2]!.x) / 2, y: (corners[0]!.y + corners[2]!.y) / 2 };
    const georeference: Georeference = {
      centre: request.placing.centre ?? middle,
      crs: request.placing.centre ? (request.placing.crs ?? dem.crs) : dem.crs,
      yardsPerInch: request.placing.yardsPerInch,
      ...(request.placing.rotationDeg ? { rotationDeg: request.placing.rotationDeg } : {}),
    };
    const made = importElevation(dem, georeference, request.table, {
      intervalMetres: request.intervalMetres,
      ...(request.steepGradient !== undefined ? { steepGradient: request.steepGradient } : {}),
      ...(request.minIslandSqIn !== undefined ? { minIslandSqIn: request.minIslandSqIn } : {}),
      crests: request.crests === true,
      ...(progress ? { progress: (done: number) => progress(0.05 + 0.95 * done, done < 0.7 ? 'Sampling the ground under the table' : 'Tracing the contours') } : {}),
    });
    return { fileName: name, contours: made.contours, steep: made.steep, levels: made.levels, hills: made.hills, lowestMetres: made.lowestMetres, highestMetres: made.highestMetres, georeference, demCrs: dem.crs };
  } catch (error) {
    return refused(error, name);
  }
}

export async function featuresImport(grants: FileGrants, request: FeaturesRequest): Promise<FeaturesAnswer> {
  const path = await grants.check(request.path, 'read');
  const name = basename(path);
  try {
    const text = new TextDecoder().decode(await readLimited(path, GROUND_LIMITS.featureBytes, 'features file'));
    let source: SourceFeature[];
    if (text.trimStart().startsWith('<')) source = osmXmlFeatures(text);
    else {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new GroundImportError(`is neither GeoJSON nor OSM XML (${(error as Error).message})`);
      }
      source = geoJsonFeatures(json);
    }
    const georeference: Georeference = { centre: request.placing.centre, crs: request.placing.crs ?? 'EPSG:4326', yardsPerInch: request.placing.yardsPerInch, ...(request.placing.rotationDeg ? { rotationDeg: request.placing.rotationDeg } : {}) };
    const made = importFeatures(source, georeference, request.table, { referenceOnly: request.referenceOnly === true, ...(request.kinds ? { kinds: request.kinds } : {}), idPrefix: name.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_.:-]/g, '-').replace(/^[^A-Za-z0-9]+/, '').slice(0, 40) || 'data' });
    return { fileName: name, features: made.features, kinds: made.kinds, skipped: made.skipped, georeference };
  } catch (error) {
    return refused(error, name);
  }
}
