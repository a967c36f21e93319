/**
 * A reference image's placing and tile pyramid (core/ground/underlay.ts), by hand arithmetic: a new image
 * stretched over the table, two control points, its own georeference through the scenario's, a world
 * file's numbers, the pyramid's levels, the level a zoom draws at and the tiles a view sees.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAffine,
  imageMediaType,
  imagePlacement,
  levelFor,
  parseWorldFile,
  printedImages,
  printedPicture,
  pyramidLevels,
  referenceImageFileName,
  referenceImagePlaces,
  stretchedOverTable,
  tileRect,
  visibleTiles,
  worldFileNames,
} from '../../../core/ground';
import type { ReferenceImage } from '../../../core/model/scenario.generated';

const table = { widthIn: 72, heightIn: 54 };
const image = (over: Partial<ReferenceImage> = {}): ReferenceImage => ({ id: 'scan', image: `sha256:${'a'.repeat(64)}`, widthPx: 2000, heightPx: 1000, ...over });

describe('where a reference image lies', () => {
  it('stretches a new image over the table, aspect kept and centred', () => {
    const t = stretchedOverTable(2000, 1000, table);
    // 72/2000 = 0.036 and 54/1000 = 0.054: the smaller, so the image is 72" × 36", 9" from the north edge.
    expect(t).toEqual({ a: 0.036, b: 0, c: 0, d: 0, e: 0.036, f: 9 });
    const placed = imagePlacement(image(), table);
    expect(placed.by).toBe('stretched over the table');
    expect(placed.problem).toBeUndefined();
  });

  it('says one control point is not enough, and places by two with zero residuals', () => {
    expect(imagePlacement(image({ controlPoints: [{ pixel: { x: 0, y: 0 }, table: { x: 1, y: 1 } }] }), table).problem).toMatch(/a second fixes scale/);
    const placed = imagePlacement(image({ controlPoints: [{ pixel: { x: 200, y: 300 }, table: { x: 5, y: 5 } }, { pixel: { x: 1800, y: 300 }, table: { x: 45, y: 5 } }] }), table);
    expect(placed.by).toBe('control points');
    expect(placed.fit!.residuals).toEqual([0, 0]);
    // 40" over 1,600 pixels: 0.025" a pixel; the road at row 1,300 lies 25" below the marks.
    const p = applyAffine(placed.transform, { x: 1000, y: 1300 });
    expect(p.x).toBeCloseTo(25, 9);
    expect(p.y).toBeCloseTo(30, 9);
  });

  it('places by its own georeference through the scenario\'s, and says why not without one', () => {
    // A UTM image of 10 m pixels whose middle is the table's centre: 10 m is 10/82.296 of an inch at 90 yards an inch.
    const geo = image({ placement: 'georeference', geoTransform: [310000 - 10000, 10, 0, 4410000 + 5000, 0, -10], crs: 'EPSG:32618' });
    expect(imagePlacement(geo, table).problem).toMatch(/not yet placed on the Earth/);
    const placed = imagePlacement(geo, table, { centre: { x: 310000, y: 4410000 }, crs: 'EPSG:32618', yardsPerInch: 90 });
    expect(placed.by).toBe('its georeference');
    const middle = applyAffine(placed.transform, { x: 1000, y: 500 });
    expect(middle.x).toBeCloseTo(36, 6);
    expect(middle.y).toBeCloseTo(27, 6);
    expect(placed.transform.a).toBeCloseTo(10 / 82.296, 9);
    expect(imagePlacement(image({ placement: 'georeference' }), table, { centre: { x: 0, y: 0 }, yardsPerInch: 90 }).problem).toMatch(/no georeference of its own/);
  });
});

describe('the image\'s own georeference', () => {
  it('reads a world file (pixel centres) as GDAL\'s corner geotransform, and names the files beside the image', () => {
    expect(parseWorldFile('10\n0\n0\n-10\n300005\n4415995\n')).toEqual([300000, 10, 0, 4416000, 0, -10]);
    expect(parseWorldFile('10\n0\n0\n')).toBeUndefined();
    expect(worldFileNames('scan.png')).toEqual(['scan.pgw', 'scan.pngw', 'scan.wld']);
    expect(worldFileNames('scan.tif')).toEqual(['scan.tfw', 'scan.tifw', 'scan.wld']);
    expect(worldFileNames('scan.jpg')).toEqual(['scan.jgw', 'scan.jpgw', 'scan.wld']);
  });

  it('knows an image by its first bytes, and names it by its hash in a package', () => {
    expect(imageMediaType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(imageMediaType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageMediaType(Uint8Array.from([0x49, 0x49, 0x2a, 0x00]))).toBe('image/tiff');
    expect(imageMediaType(new TextEncoder().encode('hello'))).toBeUndefined();
    expect(referenceImageFileName(`sha256:${'b'.repeat(64)}`, 'image/jpeg')).toBe(`${'b'.repeat(64)}.jpg`);
    expect(referenceImagePlaces({ fileName: 'survey.png', image: `sha256:${'c'.repeat(64)}`, mediaType: 'image/png' })).toEqual(['survey.png', 'images/survey.png', `images/${'c'.repeat(64)}.png`]);
  });
});

describe('what a print lays faded under the map', () => {
  it('prints the images ticked "Print faded" and shown, each where it lies, at its own opacity', () => {
    const shown = image({ id: 'shown', print: true, opacity: 0.6, clip: true });
    const map = { referenceImages: [shown, image({ id: 'hidden', print: true, hidden: true }), image({ id: 'unticked' }), image({ id: 'unticked too', print: false })] };
    expect(printedImages(map).map((r) => r.id)).toEqual(['shown']);
    expect(printedImages({})).toEqual([]);
    const table = { widthIn: 72, heightIn: 54 };
    expect(printedPicture(shown, 'data:image/png;base64,AA', table)).toEqual({
      href: 'data:image/png;base64,AA',
      widthPx: 2000,
      heightPx: 1000,
      transform: imagePlacement(shown, table).transform,
      opacity: 0.6,
      clip: true,
    });
    expect(printedPicture(image(), '', table)).toMatchObject({ opacity: 1, clip: false });
  });
});

describe('the tile pyramid', () => {
  it('halves a 10,000 × 8,000 scan down to one tile: six levels, 320 tiles at the bottom', () => {
    const levels = pyramidLevels(10_000, 8_000);
    expect(levels.map((l) => [l.widthPx, l.heightPx, l.cols, l.rows])).toEqual([
      [10000, 8000, 20, 16],
      [5000, 4000, 10, 8],
      [2500, 2000, 5, 4],
      [1250, 1000, 3, 2],
      [625, 500, 2, 1],
      [313, 250, 1, 1],
    ]);
  });

  it('draws at the finest level whose pixels are still a screen pixel, and only the tiles in view', () => {
    const levels = pyramidLevels(10_000, 8_000);
    // 0.0108" a pixel (the scan over 108"): at 10 px an inch an image pixel is 0.108 screen pixels → level 3.
    const t = { a: 0.0108, b: 0, c: 0, d: 0, e: 0.0108, f: 0 };
    expect(levelFor(levels, t, 10).level).toBe(3);
    expect(levelFor(levels, t, 200).level).toBe(0);
    expect(levelFor(levels, t, 0.5).level).toBe(5);
    // At level 0 a tile is 512 pixels, 5.53": a 10" × 6" view at the corner sees 2 × 2 tiles.
    const tiles = visibleTiles(levels[0]!, t, { minX: 0, minY: 0, maxX: 10, maxY: 6 });
    expect(tiles).toEqual([{ level: 0, col: 0, row: 0 }, { level: 0, col: 1, row: 0 }, { level: 0, col: 0, row: 1 }, { level: 0, col: 1, row: 1 }]);
    expect(visibleTiles(levels[0]!, t, { minX: 200, minY: 200, maxX: 210, maxY: 206 })).toEqual([]);
    // The last column is short: 10,000 − 19 × 512 = 272 pixels.
    expect(tileRect(levels[0]!, 19, 0, 10_000, 8_000)).toEqual({ x: 9728, y: 0, width: 272, height: 512 });
  });
});
