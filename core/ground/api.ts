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
