/**
 * The `tmj` exporter against Debian's Tiled: every file it writes is opened by the real `tiled` (saved as
 * TMX, and from TMX back to JSON, which Muster then reads as the same map) and drawn by the real
 * `tmxrasterizer` (an image of the size Tiled's renderer gives, with the terrain tiles painted in). Tiled
 * comes with `npm run setup`; without it these tests are skipped with the reason, except in CI, where
 * they must run.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fromTiledMap, tiledCellCentre, tiledPixelSize, type TiledMap } from '../../../../core/export/tiled';
import { terrainStyleOf } from '../../../../core/map/terrainStyles';
import type { HexMap, MusterMapFile, MusterScenario } from '../../../../core/model/scenario.generated';
import { EXPORTERS } from '../../../../electron/services/export';
import { drawTileset, exportTiledMapFile, tilesetImageName } from '../../../../electron/services/export/tiled';
import { hexColour, pixelAt, pngSize, readPng } from '../../../support/png';
import { REPO_ROOT } from '../../../support/seeds';

const run = promisify(execFile);
const hasTiled = spawnSync('tiled', ['--version'], { env: { ...process.env, QT_QPA_PLATFORM: 'offscreen' } }).status === 0;
const QT = { env: { ...process.env, QT_QPA_PLATFORM: 'offscreen' } };

const scenario = (file: string) => JSON.parse(readFileSync(join(REPO_ROOT, 'scenarios', file), 'utf8')) as MusterScenario;

/** A pointy-topped map with a map letter, which no bundled scenario has. */
function pointyScenario(): MusterScenario {
  const s = scenario('hex-example.scenario.json');
  const map: HexMap = {
    kind: 'hex',
    grid: { columns: 7, rows: 5, orientation: 'pointy-top', oddRowsShifted: 'left', prefix: 'J', firstColumn: 3 },
    hexes: [
      { hex: 'J0302', terrain: 'heavy-woods', elevation: 1 },
      { hex: 'J0402', terrain: 'marsh', label: 'Bog' },
    ],
    hexsides: [{ hex: 'J0302', direction: 'E', kind: 'stream' }],
    paths: [{ id: 'r', kind: 'road', hexes: ['J0303', 'J0403', 'J0503'] }],
    units: [{ side: 'union', unit: 'u-harlan', hex: 'J0503', facing: 'W' }],
  };
  return { ...s, title: 'Pointy', map: map as MusterScenario['map'] };
}

const CASES: [string, () => MusterScenario][] = [
  ['hex-example', () => scenario('hex-example.scenario.json')],
  ['mill-ford', () => scenario('mill-ford-hex-example.scenario.json')],
  ['crossroads', () => scenario('gbacw/example-crossroads.scenario.json')],
  ['antietam', () => scenario('bluegrey/antietam.scenario.json')],
  ['pointy', pointyScenario],
  ['taint-no-militia', () => scenario('taint-no-militia.scenario.json')],
  ['tan-yard-hill', () => scenario('tan-yard-hill.scenario.json')],
  // A map file: no scenario, no board; the Tiled map is as large as what is drawn on it.
  ['generic-board', () => scenario('generic-board.map.json')],
];

async function exportTo(dir: string, name: string, s: MusterScenario): Promise<{ path: string; tmj: TiledMap }> {
  const fileName = `${name}.tmj`;
  const out = Array.isArray(s.sides) ? await EXPORTERS.tmj({ scenario: s, armies: {} }, { fileName }) : await exportTiledMapFile(s as unknown as MusterMapFile, { fileName });
  for (const extra of out.extraFiles ?? []) writeFileSync(join(dir, extra.name), extra.bytes);
  writeFileSync(join(dir, fileName), out.bytes);
  return { path: join(dir, fileName), tmj: JSON.parse(Buffer.from(out.bytes).toString('utf8')) as TiledMap };
}

/** The attributes of the TMX root and the names of its layers, read as plain text: enough to compare. */
function tmxOutline(xml: string) {
  const root = /<map\s([^>]*)>/.exec(xml)?.[1] ?? '';
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(root)?.[1];
  const layers = [...xml.matchAll(/<(layer|objectgroup)\b[^>]*\bname="([^"]*)"/g)].map((m) => m[2]!.replace(/&amp;/g, '&'));
  return { orientation: attr('orientation'), width: Number(attr('width')), height: Number(attr('height')), staggeraxis: attr('staggeraxis'), staggerindex: attr('staggerindex'), layers };
}

describe.skipIf(!hasTiled && !process.env.CI)(`the tmj exporter through Debian's Tiled${hasTiled ? '' : ' (skipped: `tiled` is not installed; npm run setup installs it)'}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'muster-tiled-'));

  it.each(CASES)('%s: tiled saves it as TMX with the same layers and size, and its JSON from that TMX is the same Muster map', async (name, make) => {
    const s = make();
    const { path, tmj } = await exportTo(dir, name, s);
    const tmx = join(dir, `${name}.tmx`);
    await run('tiled', ['--export-map', path, tmx], QT);
    const outline = tmxOutline(readFileSync(tmx, 'utf8'));
    expect(outline).toEqual({
      orientation: tmj.orientation,
      width: tmj.width,
      height: tmj.height,
      staggeraxis: tmj.staggeraxis,
      staggerindex: tmj.staggerindex,
      layers: tmj.layers.map((l) => l.name),
    });
    // Tiled 1.8 picks the writer by name and knows no .tmj yet: name the JSON format.
    const again = join(dir, `${name}.again.tmj`);
    await run('tiled', ['--export-map', 'json', tmx, again], QT);
    const back = fromTiledMap(JSON.parse(readFileSync(again, 'utf8')));
    if (!back.ok) throw new Error(`${back.problem.pointer}: ${back.problem.message}`);
    expect(back.map).toStrictEqual(s.map);
    expect(back.title).toBe(s.title);
  }, 60_000);

  it.each(CASES)('%s: tmxrasterizer draws it at the size Tiled gives the map, tiles painted', async (name, make) => {
    const s = make();
    const { path, tmj } = await exportTo(dir, `${name}-png`, s);
    const png = join(dir, `${name}.png`);
    await run('tmxrasterizer', [path, png], QT);
    const bytes = readFileSync(png);
    expect(pngSize(bytes)).toEqual(tiledPixelSize(tmj));
    const pixels = readPng(bytes);
    let drawn = 0;
    for (let i = 3; i < pixels.rgba.length; i += 4) if (pixels.rgba[i]! > 0) drawn++;
    if (s.map.kind === 'hex') {
      // Hex tiles cover the sheet but for the ragged edges.
      expect(drawn / (pixels.width * pixels.height)).toBeGreaterThan(0.8);
    } else {
      expect(drawn).toBeGreaterThan(1000);
    }
  }, 60_000);

  it('paints a hex with nothing on it in its terrain colour, where Tiled puts the hex', async () => {
    const s = scenario('hex-example.scenario.json');
    const { path, tmj } = await exportTo(dir, 'colour', s);
    const png = join(dir, 'colour.png');
    await run('tmxrasterizer', [path, png], QT);
    const pixels = readPng(readFileSync(png));
    const layout = { staggeraxis: tmj.staggeraxis!, staggerindex: tmj.staggerindex!, tilewidth: tmj.tilewidth, tileheight: tmj.tileheight, hexsidelength: tmj.hexsidelength! };
    // Hex 1210, the far corner: open ground, no counter, road or label on it.
    const corner = tiledCellCentre(layout, { x: 11, y: 9 });
    expect(pixelAt(pixels, corner.x, corner.y)).toEqual(hexColour(terrainStyleOf('open').fill));
  }, 60_000);
});

describe('the tmj exporter', () => {
  it('writes the tileset image beside the map, one hex per terrain kind in its colour', async () => {
    const s = scenario('hex-example.scenario.json');
    const out = await EXPORTERS.tmj({ scenario: s, armies: {} }, { fileName: 'mill.tmj' });
    const tmj = JSON.parse(Buffer.from(out.bytes).toString('utf8')) as TiledMap;
    expect(out.extraFiles?.map((f) => f.name)).toEqual([tilesetImageName('mill.tmj')]);
    expect(tmj.tilesets[0]!.image).toBe('mill.terrain.png');
    const image = readPng(out.extraFiles![0]!.bytes);
    const kinds = tmj.tilesets[0]!.tiles.map((t) => t.properties!.find((p) => p.name === 'kind')!.value as string);
    expect(kinds).toEqual(['open', 'light-woods', 'village', 'hill', 'heavy-woods']);
    expect([image.width, image.height]).toEqual([tmj.tilesets[0]!.imagewidth, tmj.tilesets[0]!.imageheight]);
    kinds.forEach((kind, i) => {
      expect(pixelAt(image, i * tmj.tilewidth + tmj.tilewidth / 2, tmj.tileheight / 2)).toEqual(hexColour(terrainStyleOf(kind).fill));
      expect(pixelAt(image, i * tmj.tilewidth, 0)[3]).toBe(0); // outside the hex
    });
    expect(out.summary).toBe('hex map 12 × 10, 7 layers, 21 objects, 5 terrain tiles in mill.terrain.png beside it');
  });

  it('leaves the other side off an export for one player', async () => {
    const s = scenario('hex-example.scenario.json');
    const out = await EXPORTERS.tmj({ scenario: s, armies: {}, onlySide: 'union' }, { fileName: 'u.tmj' });
    const back = fromTiledMap(JSON.parse(Buffer.from(out.bytes).toString('utf8')));
    if (!back.ok) throw new Error(back.problem.message);
    const units = (back.map as unknown as HexMap).units ?? [];
    expect(units.length).toBe((s.map as HexMap).units!.filter((u) => u.side === 'union').length);
    expect(units.length).toBeGreaterThan(0);
    expect(units.every((u) => u.side === 'union')).toBe(true);
  });

  it('draws a tileset of the size asked, transparent outside its hexes', () => {
    const png = readPng(drawTileset({ image: 'x.png', tilewidth: 52, tileheight: 60, outline: [{ x: 26, y: 0 }, { x: 52, y: 15 }, { x: 52, y: 45 }, { x: 26, y: 60 }, { x: 0, y: 45 }, { x: 0, y: 15 }], tiles: [{ kind: 'pond', label: 'Pond', fill: '#a9cbe0', stroke: '#5d8fb0' }] }));
    expect([png.width, png.height]).toEqual([52, 60]);
    expect(pixelAt(png, 26, 30)).toEqual(hexColour('#a9cbe0'));
    expect(pixelAt(png, 26, 1)).toEqual(hexColour('#5d8fb0'));
    expect(pixelAt(png, 1, 1)[3]).toBe(0);
  });
});
