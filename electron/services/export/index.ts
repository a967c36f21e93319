/**
 * Making each export format (core/export): one row of `EXPORTERS` per format, called the same way by
 * `muster export` and by File ▸ Export in the app. An exporter gets the scenario with every side's army
 * already read, reports its steps (printing, rendering, packing) and returns the file's bytes; a scenario
 * it cannot export is refused with `ExportRefusal` and the reason, before anything is written.
 */
import type { ExportFormat } from '../../../core/export';
import type { MusterScenario } from '../../../core/scenario/types.generated';
import { makePackage, type PackageProgress, type SideArmy } from '../package/scenarioPackage';
import type { DesktopPrinter } from '../print/pdf';
import { makeVmod, VmodRefusal } from './vassal';

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
  now?: Date;
  /** Formats that draw the board as a picture (vmod): image pixels per inch of a tabletop board. */
  pixelsPerInch?: number;
}

export interface Exported {
  bytes: Uint8Array;
  /** One line for the user: what was written, e.g. "12 files (5 PDFs), 840 KB". */
  summary: string;
}

/** A scenario this format cannot hold, with the reason a user can act on. */
export class ExportRefusal extends Error {
  override name = 'ExportRefusal';
}

export type Exporter = (source: ExportSource, options: ExportOptions) => Promise<Exported>;

const notYet = (what: string): Exporter => async () => {
  throw new ExportRefusal(`this Muster cannot export ${what} yet`);
};

export const EXPORTERS: Record<ExportFormat, Exporter> = {
  async package(source, options) {
    const { zip, manifest } = await makePackage(source, options);
    const pdfs = manifest.entries.filter((e) => e.kind === 'pdf').length;
    return { bytes: zip, summary: `${manifest.entries.length} files (${pdfs} PDF${pdfs === 1 ? '' : 's'}), ${Math.round(zip.length / 1024)} KB` };
  },
  async vmod(source, options) {
    try {
      const { zip, module } = await makeVmod(source, options);
      const { pieces, atStart, reinforcements } = module.counts;
      return {
        bytes: zip,
        summary: `${pieces} counter${pieces === 1 ? '' : 's'}, ${atStart} set up on the map, ${reinforcements} as reinforcements, ${module.images.length + module.charts.length} images, ${Math.round(zip.length / 1024)} KB`,
      };
    } catch (error) {
      if (error instanceof VmodRefusal) throw new ExportRefusal(error.message);
      throw error;
    }
  },
  tmj: notYet('Tiled maps'),
};
