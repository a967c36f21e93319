/**
 * What every exporter takes and gives (index.ts lists the exporters; tiled.ts and vassal.ts are two of
 * them): kept apart from the list so an exporter never imports the list it is in.
 */
import type { MusterScenario } from '../../../core/model/scenario.generated';
import type { MakeSheet } from '../print/printService';
import type { PackageProgress, SideArmy } from '../package/scenarioPackage';
import type { DesktopPrinter } from '../print/pdf';
import type { OpenDrawingPage } from '../render/pictures';

export interface ExportSource {
  scenario: MusterScenario;
  /** By side id: the armies of sides that do not embed their order of battle (army files, library armies). */
  armies: Readonly<Record<string, SideArmy>>;
  /** An export for one player: only this side's sheets. */
  onlySide?: string;
  /** The reference images the map names, by content hash (a package carries each once). */
  images?: Readonly<Record<string, Uint8Array>>;
}

export type ExportProgress = PackageProgress;

export interface ExportOptions {
  onProgress?: (p: ExportProgress) => void;
  /** Cancel: the export stops at its next step (a sheet printed, a batch of pictures drawn) by throwing the signal's reason. */
  signal?: AbortSignal;
  /** The desktop app prints with Electron; the command line and web mode with Debian's Chromium. */
  printer?: Pick<DesktopPrinter, 'htmlToPdf'>;
  /** Where pictures are drawn (vmod): the desktop app lends Electron's; without one, Debian's Chromium is started. */
  openDrawingPage?: OpenDrawingPage;
  now?: Date;
  /** The name the export is written under (no folder): files written beside it are named after it. */
  fileName?: string;
  /** Formats that draw the board as a picture (vmod): image pixels per inch of a tabletop board. */
  pixelsPerInch?: number;
  /** Where the sheets are made: the app's print pool (a worker with time and memory limits); without it, here. */
  makeSheet?: MakeSheet;
}

export interface Exported {
  bytes: Uint8Array;
  /** One line for the user: what was written, e.g. "12 files (5 PDFs), 840 KB". */
  summary: string;
  /** Files that go beside it, named relative to its folder (a Tiled map's tileset image). */
  extraFiles?: { name: string; bytes: Uint8Array }[];
}

export type Exporter = (source: ExportSource, options: ExportOptions) => Promise<Exported>;
