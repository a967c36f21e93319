/**
 * `images.open` and `images.read` on real files: a PNG with a world file beside it, a GeoTIFF scan (RGB,
 * written with geotiff's writer) whose tags place it, a file that is no image refused naming it, a file
 * not picked refused, the bytes read back in parts whole; and a scenario that names its image grants it
 * when opened (beside it, as its army files), and nothing outside its folder.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeArrayBuffer } from 'geotiff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileGrants } from '../../../../electron/services/grants';
import { openReferenceImage, readReferenceImage } from '../../../../electron/services/ground/referenceImages';
import { dataUrl } from '../../../../electron/services/ground/printUnderlays';
import { pngOf } from '../../../support/pngs';
import { readFileSync } from 'node:fs';

let dir: string;

const png = (width: number, height: number): Buffer => pngOf(width, height, () => [200, 200, 200]);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'muster-images-'));
  writeFileSync(join(dir, 'survey.png'), png(300, 200));
  // Pixel centres: the top-left pixel's centre at (300005, 4415995), 10 m pixels.
  writeFileSync(join(dir, 'survey.pgw'), '10\n0\n0\n-10\n300005\n4415995\n');
  const rgb = new Uint8Array(40 * 30 * 3).fill(120);
  writeFileSync(
    join(dir, 'sheet.tif'),
    Buffer.from(writeArrayBuffer(rgb, { width: 40, height: 30, SamplesPerPixel: 3, BitsPerSample: [8, 8, 8], PhotometricInterpretation: 2, ModelPixelScale: [5, 5, 0], ModelTiepoint: [0, 0, 0, 305000, 4414000, 0], GTModelTypeGeoKey: 1, GTRasterTypeGeoKey: 1, ProjectedCSTypeGeoKey: 32618 })),
  );
  writeFileSync(join(dir, 'notes.png'), 'not a picture');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reference image files', () => {
  it('opens a PNG with its world file, and a GeoTIFF with its tags, by their first bytes', async () => {
    const grants = new FileGrants();
    for (const f of ['survey.png', 'sheet.tif', 'notes.png']) grants.grant(join(dir, f), 'dialog');
    const bytes = png(300, 200);
    const survey = await openReferenceImage(grants, join(dir, 'survey.png'));
    expect(survey).toMatchObject({ fileName: 'survey.png', mediaType: 'image/png', widthPx: 300, heightPx: 200, bytes: bytes.length, geoTransform: [300000, 10, 0, 4416000, 0, -10] });
    expect(survey.image).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
    const sheet = await openReferenceImage(grants, join(dir, 'sheet.tif'));
    expect(sheet).toMatchObject({ mediaType: 'image/tiff', widthPx: 40, heightPx: 30, geoTransform: [305000, 5, 0, 4414000, 0, -5], crs: 'EPSG:32618' });
    await expect(openReferenceImage(grants, join(dir, 'notes.png'))).rejects.toThrow('notes.png: is not a PNG, JPEG or TIFF image');
  });

  it('refuses a file nobody picked, and reads a picked one back whole in parts', async () => {
    const grants = new FileGrants();
    await expect(openReferenceImage(grants, join(dir, 'survey.png'))).rejects.toThrow(/may only read files you chose/);
    grants.grant(join(dir, 'survey.png'), 'dialog');
    const chunk = await readReferenceImage(grants, join(dir, 'survey.png'), 0);
    expect(Buffer.from(chunk.data, 'base64').equals(png(300, 200))).toBe(true);
    expect(chunk.total).toBe(png(300, 200).length);
    const tail = await readReferenceImage(grants, join(dir, 'survey.png'), chunk.total - 10);
    expect(Buffer.from(tail.data, 'base64').length).toBe(10);
  });

  it('hands a TIFF scan to the print as a PNG of its size, and a PNG as it is', async () => {
    const tiff = await dataUrl(readFileSync(join(dir, 'sheet.tif')));
    expect(tiff).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(tiff!.slice('data:image/png;base64,'.length), 'base64');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([40, 30]);
    expect(await dataUrl(png(3, 2))).toBe(`data:image/png;base64,${png(3, 2).toString('base64')}`);
    expect(await dataUrl(new TextEncoder().encode('hello'))).toBeUndefined();
  });
});
