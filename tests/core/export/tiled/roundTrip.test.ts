/**
 * Every bundled map goes to Tiled and back unchanged: the hex maps (Blue & Grey, GBACW, the examples) and
 * the tabletop ones (scenarios and the generic board map file), read from the real files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromTiledMap, toTiledMap } from '../../../../core/export/tiled';
import type { MusterMap } from '../../../../core/model/scenario.generated';

const SCENARIOS = join(__dirname, '../../../../scenarios');

function bundledMaps(dir = SCENARIOS): { file: string; map: MusterMap; board?: { widthIn: number; heightIn: number }; title?: string; notes?: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return bundledMaps(path);
    if (!/\.(scenario|map)\.json$/.test(entry.name)) return [];
    const doc = JSON.parse(readFileSync(path, 'utf8')) as { map: MusterMap; board?: { widthIn: number; heightIn: number }; title?: string; notes?: string };
    return [{ file: relative(SCENARIOS, path), map: doc.map, board: doc.board, title: doc.title, notes: entry.name.endsWith('.map.json') ? doc.notes : undefined }];
  });
}

const maps = bundledMaps();

describe('Tiled round trip of the bundled maps', () => {
  it('finds hex and tabletop maps among the bundled files', () => {
    expect(maps.filter((m) => m.map.kind === 'hex').length).toBeGreaterThanOrEqual(16);
    expect(maps.filter((m) => m.map.kind === 'tabletop').map((m) => m.file)).toEqual(
      expect.arrayContaining(['generic-board.map.json', 'taint-no-militia.scenario.json', 'tan-yard-hill.scenario.json']),
    );
  });

  it.each(maps.map((m) => [m.file, m] as const))('%s comes back from Tiled as the same map', (_file, { map, board, title, notes }) => {
    const exported = toTiledMap(map, { tilesetImage: 'map.terrain.png', ...(board ? { board } : {}), ...(title ? { title } : {}), ...(notes ? { notes } : {}) });
    // Through JSON text, as the file is written and read.
    const back = fromTiledMap(JSON.parse(JSON.stringify(exported.map)));
    if (!back.ok) throw new Error(`${back.problem.pointer}: ${back.problem.message}`);
    expect(back.map).toStrictEqual(map);
    expect(back.title).toBe(title);
    expect(back.notes).toBe(notes);
  });
});
