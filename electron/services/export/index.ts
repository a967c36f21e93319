/**
 * Making each export format (core/export): one row of `EXPORTERS` per format, called the same way by
 * `muster export` and by File ▸ Export in the app. An exporter gets the scenario with every side's army
 * already read, reports its steps (printing, rendering, packing) and returns the file's bytes (and any
 * files that go beside it); a scenario
 * it cannot export is refused with `ExportRefusal` and the reason, before anything is written.
 */
import type { ExportFormat } from '../../../core/export';
import { makePackage } from '../package/scenarioPackage';
import type { Exported, Exporter } from './types';
import { exportTiledMap } from './tiled';
import { makeVmod, VmodRefusal } from './vassal';
import { plural } from '../../../core/model/plural';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../files/index';

export type { Exported, Exporter, ExportOptions, ExportProgress, ExportSource } from './types';

/** A scenario this format cannot hold, with the reason a user can act on. */
export class ExportRefusal extends Error {
  override name = 'ExportRefusal';
}


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

