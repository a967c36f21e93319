/**
 * Limits the command line and the app share for ground imports, defined once: a file over its limit is
 * refused before it is read.
 */
export const GROUND_LIMITS = {
  /** A GeoTIFF elevation file: 4,000 × 4,000 float samples is 64 MB; a 10 m DEM of a county fits. */
  demBytes: 512 * 1024 * 1024,
  /** Pixels in a DEM once read (width × height). */
  demPixels: 200_000_000,
  /** A GeoJSON or OSM XML file of roads, streams and woods. */
  featureBytes: 256 * 1024 * 1024,
  /** A reference image (a scan of a period map). */
  imageBytes: 1024 * 1024 * 1024,
  /** The most contour levels one import makes (the map's levels run to 100). */
  levels: 100,
  /** Samples of the table's grid the contours are traced on (about 0.1" on a 72" × 54" table). */
  gridCells: 400_000,
} as const;

/** The simplification tolerance: contours and lines stay within this many inches of the data. */
export const SIMPLIFY_TOLERANCE_IN = 0.05;

/** Islands (closed contours, woods) smaller than this many square inches are dropped unless the designer picks otherwise. */
export const DEFAULT_MIN_ISLAND_SQ_IN = 0.25;
