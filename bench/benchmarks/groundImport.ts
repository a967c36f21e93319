/**
 * A ground import as `muster import ground` makes it: a 4,000 × 4,000 float GeoTIFF (2 m pixels, UTM 18N,
 * a dozen hills and a valley, written by geotiff's writer to a temp file) read, sampled over a 72" × 54"
 * table at 100 yards an inch, contoured every 5 m, simplified and cleaned, with steep ground marked.
 * Reported as `ground.import.ms` (the file read and the whole import; aim at most 10,000 ms) with the
 * contours made.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeArrayBuffer } from 'geotiff';
import type { Benchmark } from '../benchmark';
import { importElevation } from '../../core/ground';
import { readDem } from '../../electron/services/ground/readDem';

const SIZE = 4000;

function hillyTiff(): ArrayBuffer {
  const values = new Float32Array(SIZE * SIZE);
  const hills = Array.from({ length: 12 }, (_, k) => ({ x: ((k * 733) % 3600) + 200, y: ((k * 1291) % 3600) + 200, h: 20 + ((k * 7) % 40), r: 150 + ((k * 97) % 400) }));
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      let z = 150 + 0.004 * c - 15 * Math.exp(-(((r - 2000) / 300) ** 2));
      for (const h of hills) {
        const d2 = (c - h.x) ** 2 + (r - h.y) ** 2;
        if (d2 < 9 * h.r * h.r) z += h.h * Math.exp(-d2 / (h.r * h.r));
      }
      values[r * SIZE + c] = z;
    }
  }
  return writeArrayBuffer(values, { width: SIZE, height: SIZE, BitsPerSample: [32], SampleFormat: [3], ModelPixelScale: [2, 2, 0], ModelTiepoint: [0, 0, 0, 306000, 4414000, 0], GTModelTypeGeoKey: 1, GTRasterTypeGeoKey: 1, ProjectedCSTypeGeoKey: 32618 });
}

export const groundImportBenchmark: Benchmark = {
  title: 'ground: import a 4,000 × 4,000 GeoTIFF DEM over a 72" × 54" table (contours every 5 m, steep ground)',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'muster-bench-ground-'));
    try {
      const file = join(dir, 'hills.tif');
      writeFileSync(file, Buffer.from(hillyTiff()));
      const times: number[] = [];
      let contours = 0;
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        const dem = await readDem(file);
        const made = importElevation(dem, { centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', yardsPerInch: 100 }, { widthIn: 72, heightIn: 54 }, { intervalMetres: 5, steepGradient: 0.15 });
        times.push(performance.now() - start);
        contours = made.contours.length;
      }
      if (contours === 0) throw new Error('the ground import made no contours');
      times.sort((a, b) => a - b);
      return [
        { name: 'ground.import.ms', value: times[1]!, unit: 'ms' },
        { name: 'ground.import.contours', value: contours, unit: 'count' },
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
