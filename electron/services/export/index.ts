/**
 * Making each export format (core/export): one row of `EXPORTERS` per format, called the same way by
 * `muster export` and by File ▸ Export in the app. An exporter gets the scenario with every side's army
 * already read, reports its steps (printing, rendering, packing) and returns the file's bytes (and any
 * files that go beside it); a scenario
 * it cannot export is refused with `ExportRefusal` and the reason, before anything is written.
 */
import type { ExportFormat } from '../../../core/export';
import type { MusterScenario } from '../../../core/scenario/types.generated';
import { makePackage, type PackageProgress, type SideArmy } from '../package/scenarioPackage';
import type { DesktopPrinter } from '../print/pdf';
import type { OpenDrawingPage } from '../render/pictures';
import { exportTiledMap } from './tiled';
import { makeVmod, VmodRefusal } from './vassal';
import { plural } from '../../../core/vocabulary/plural';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../files/index';

export interface ExportSource {
  scenario: MusterScenario;
  /** By side id: the armies of sides that do not embed their order of battle (army files, library armies). */
  armies: Readonly<Record<string, SideArmy>>;
  /** An export for one player: only this side's sheets. */
  onlySide?: string;
}

export type ExportProgress = PackageProgress;

export interface ExportOptions {
  onProgress?: (p: ExportProgress) => void;
  /** The desktop app prints with Electron; the command line and web mode with Debian's Chromium. */
  printer?: Pick<DesktopPrinter, 'htmlToPdf'>;
  /** Where pictures are drawn (vmod): the desktop app lends Electron's; without one, Debian's Chromium is started. */
  openDrawingPage?: OpenDrawingPage;
  now?: Date;
  /** The name the export is written under (no folder): files written beside it are named after it. */
  fileName?: string;
  /** Formats that draw the board as a picture (vmod): image pixels per inch of a tabletop board. */
  pixelsPerInch?: number;
}

export interface Exported {
  bytes: Uint8Array;
  /** One line for the user: what was written, e.g. "12 files (5 PDFs), 840 KB". */
  summary: string;
  /** Files that go beside it, named relative to its folder (a Tiled map's tileset image). */
  extraFiles?: { name: string; bytes: Uint8Array }[];
}

/** A scenario this format cannot hold, with the reason a user can act on. */
export class ExportRefusal extends Error {
  override name = 'ExportRefusal';
}

export type Exporter = (source: ExportSource, options: ExportOptions) => Promise<Exported>;

export const EXPORTERS: Record<ExportFormat, Exporter> = {
  async package(source, options) {
    const { zip, manifest } = await makePackage(source, options);
    const pdfs = manifest.entries.filter((e) => e.kind === 'pdf').length;
    return { bytes: zip, summary: `${plural(manifest.entries.length, 'file')} (${plural(pdfs, 'PDF')}), ${Math.round(zip.length / 1024)} KB` };
  },
  async vmod(source, options) {
    try {
      const { zip, module } = await makeVmod(source, options);
      const { pieces, atStart, reinforcements } = module.counts;
      return {
        bytes: zip,
        summary: `${plural(pieces, 'counter')}, ${atStart} set up on the map, ${reinforcements} as reinforcements, ${plural(module.images.length + module.charts.length, 'image')}, ${Math.round(zip.length / 1024)} KB`,
      };
    } catch (error) {
      if (error instanceof VmodRefusal) throw new ExportRefusal(error.message);
      throw error;
    }
  },
  tmj: exportTiledMap,
};

/**
 * Writes an export where the user chose: the files it names beside it first (a Tiled map's tileset
 * image), so the export never names one that is not there yet; each atomically.
 */
export async function writeExport(target: string, exported: Exported): Promise<void> {
  for (const extra of exported.extraFiles ?? []) await writeFileAtomic(join(dirname(target), extra.name), Buffer.from(extra.bytes), { backup: false });
  await writeFileAtomic(target, Buffer.from(exported.bytes), { backup: false });
}

