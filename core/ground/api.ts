/**
 * The ground imports as the typed API carries them (core/api/contract.ts): what the app asks for a DEM or
 * a features file, and what comes back to preview and apply as one edit.
 */
import type { Contour, TerrainFeature } from '../model/scenario.generated';
import type { ElevationHill, ElevationLevel } from './elevation';
import type { FeatureKindRow } from './featureKinds';
import type { Georeference, TableSize } from './georef';

/** How to lay the data: the georeference, with the centre optional (absent: the middle of the data). */
export interface GroundPlacing {
  centre?: { x: number; y: number };
  crs?: string;
  rotationDeg?: number;
  yardsPerInch: number;
}

export interface ElevationRequest {
  path: string;
  intervalMetres: number;
  table: TableSize;
  placing: GroundPlacing;
  steepGradient?: number;
  crests?: boolean;
  minIslandSqIn?: number;
}

export interface ElevationAnswer {
  fileName: string;
  contours: Contour[];
  steep: TerrainFeature[];
  levels: ElevationLevel[];
  hills: ElevationHill[];
  lowestMetres: number;
  highestMetres: number;
  georeference: Georeference;
  demCrs: string;
}

/**
 * Where an elevation import started with `ground.elevationStart` has got to: the share done (0–1) and
 * the step in words; done, what it made; refused, why, naming the file; cancelled, nothing was made.
 */
export type ElevationJobState =
  | { state: 'running'; done: number; step: string }
  | { state: 'done'; answer: ElevationAnswer }
  | { state: 'refused'; reason: string }
  | { state: 'cancelled' };

export interface FeaturesRequest {
  path: string;
  table: TableSize;
  placing: GroundPlacing & { centre: { x: number; y: number } };
  referenceOnly?: boolean;
  kinds?: FeatureKindRow[];
}

export interface FeaturesAnswer {
  fileName: string;
  features: TerrainFeature[];
  kinds: Record<string, number>;
  skipped: { untagged: number; outside: number; small: number };
  georeference: Georeference;
}

/** A reference image the user picked (or its scenario names), as the app opens it to place and draw. */
export interface ReferenceImageFile {
  /** The absolute path it was read from, for `images.read`. */
  path: string;
  fileName: string;
  /** `sha256:<hex>` of the file's bytes: a package carries it once by this name however often it is used. */
  image: string;
  mediaType: 'image/png' | 'image/jpeg' | 'image/tiff';
  widthPx: number;
  heightPx: number;
  bytes: number;
  /** Its own georeference (GeoTIFF tags or a world file beside it), in GDAL's order, and that system. */
  geoTransform?: [number, number, number, number, number, number];
  crs?: string;
}

/** A piece of a reference image's bytes (base64), so a large scan crosses the JSON transports in parts. */
export interface ReferenceImageChunk {
  data: string;
  offset: number;
  total: number;
}

/** Bytes of a reference image one `images.read` answers at most. */
export const IMAGE_CHUNK_BYTES = 8 * 1024 * 1024;
