/**
 * What the parts of a module share: its options and outputs, the pieces each kind of map contributes
 * (`PieceKind`, set-up stacks, the map image), the marker every piece carries, a drawing in inches as a
 * picture of exact pixels, and the module's image names.
 */
import type { ScenarioSide } from '../../model/scenario.generated';
import type { VassalHexGrid } from './hexGrid';
import { markerTrait, type Trait } from './pieces';
import { plural } from '../../model/plural';

/** Tabletop boards: image pixels per inch of the table, so VASSAL's pixels are inches divided by this. */
export const DEFAULT_TABLETOP_PIXELS_PER_INCH = 100;
/** The resolutions a tabletop board may be drawn at: enough to read a stand, few enough to fit a big table in an image. */
export const TABLETOP_PIXELS_PER_INCH = { min: 10, max: 400 } as const;
/** Hex maps: pixels across a hex's flats (VASSAL's `dy`), and the fewest a hex may be drawn with. */
export const DEFAULT_HEX_PIXELS = 64;
export const MIN_HEX_PIXELS = 48;
/** The VASSAL release whose build file this follows. */
export const VASSAL_VERSION = '3.7.0';

/** A picture the module names: its SVG, drawn to exactly `widthPx` × `heightPx`. */
export interface VassalImage {
  file: string;
  svg: string;
  widthPx: number;
  heightPx: number;
  role: 'map' | 'reinforcements' | 'counter';
}

/** What the export's progress says while it draws the images of one role: "Drawing 1 counter", "Drawing 24 counters". */
export const drawingStep = (role: VassalImage['role'], count: number): string =>
  role === 'map' ? 'Drawing the map' : role === 'reinforcements' ? 'Drawing the reinforcement board' : `Drawing ${plural(count, 'counter')}`;

/** A printed sheet shown in the module's charts panel (VASSAL's ChartWindow), as an image the caller prints and photographs. */
export interface VassalChart {
  file: string;
  title: string;
  sheet: 'briefing' | 'charts';
}

export interface VassalModule {
  buildFile: string;
  moduledata: string;
  images: VassalImage[];
  charts: VassalChart[];
  /** What the module holds, for the summary and the tests. */
  counts: { pieces: number; atStart: number; reinforcements: number; turns: number };
  /** Tabletop: pixels per inch of the board image. Hex: pixels per printed inch of the map. */
  pixelsPerInch: number;
}

export interface VassalOptions {
  /** Tabletop boards: image pixels per inch (default 100). */
  pixelsPerInch?: number;
  /** Hex maps: pixels across a hex's flats (default 64, at least 48). */
  hexPixels?: number;
  /** The largest picture side the renderer can make, in pixels. */
  maxImageSide: number;
  /** Whether the scenario's reference charts (`chartsOf`: ADF's at its figure scale, a hex game's its own) go in the charts panel. */
  withCharts: boolean;
  now?: Date;
}

/** A scenario VASSAL cannot be given, with the reason (the caller words it as a refusal). */
export class VassalExportError extends Error {
  override name = 'VassalExportError';
}

export const BOARD = 'Map';
export const REINFORCEMENTS = 'Reinforcements';

/** One piece: its definition's traits (without the BasicPiece's gpid), its image and name. */
export interface PieceKind {
  /** The side and unit it stands for (core/model/keys.ts). */
  key: string;
  side: ScenarioSide;
  name: string;
  image: string;
  widthPx: number;
  heightPx: number;
  /** The traits outside the BasicPiece; the marker's values, the rotation's and the flip's states are set per copy. */
  traits: (state: { facing?: number; turn?: string; entry?: string; flipped?: boolean }) => Trait[];
}


export interface AtStart {
  attrs: Record<string, string | number | boolean>;
  pieces: Array<{ kind: PieceKind; state: Parameters<PieceKind['traits']>[0] }>;
}

export interface Contents {
  pieces: PieceKind[];
  /** A side's piece by the name an entry or placement gives it (an id, or a name in an order of battle). */
  find: (side: string, ref: string) => PieceKind | undefined;
  /** The pieces an entry's reference brings: the one piece, or every leader and unit of a formation it names. */
  findAll: (side: string, ref: string) => PieceKind[] | undefined;
  atStart: AtStart[];
  mapImage: VassalImage;
  grid?: VassalHexGrid;
  pixelsPerInch: number;
  scaleNote: string;
}

export function marker(side: ScenarioSide, unitId: string, state: { turn?: string; entry?: string }): Trait {
  return markerTrait([['Side', side.name], ['UnitId', unitId], ...(state.turn !== undefined ? ([['Turn', state.turn]] as const) : []), ...(state.entry !== undefined ? ([['Entry', state.entry]] as const) : [])]);
}

/** A picture in pixels of a drawing in inches: the drawing's box stretched over exactly that many pixels. */
export function pictureSvg(box: { x: number; y: number; w: number; h: number }, widthPx: number, heightPx: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${heightPx}" viewBox="${box.x} ${box.y} ${box.w} ${box.h}" preserveAspectRatio="none"><defs>${defs}</defs>${body}</svg>`;
}


/** Image names in the module: letters, digits, dots and dashes only, each used once. */
export class FileNames {
  private used = new Set<string>();
  take(base: string, ext: string): string {
    const clean = base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'image';
    let name = `${clean}${ext}`;
    for (let k = 2; this.used.has(name.toLowerCase()); k++) name = `${clean}-${k}${ext}`;
    this.used.add(name.toLowerCase());
    return name;
  }
}
