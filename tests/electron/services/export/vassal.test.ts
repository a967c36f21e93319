/**
 * The `vmod` exporter end to end: every bundled scenario made into a module by Chromium (one browser for
 * all of them), the `.vmod` unzipped with fflate and its `buildFile.xml` parsed, the palette and the
 * at-start stacks counted against the scenario, sample hexes named through VASSAL's own arithmetic, and
 * every image the build file names present in `images/` as a PNG of the size it states. A scenario the
 * format cannot hold is refused with the reason, before anything is drawn.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridOf, hexCentre, hexId, placeableCounters, sheetSize } from '../../../../core/hex';
import { isFormation, type OobNode, type OrderOfBattle } from '../../../../core/model/oob';
import type { HexMap, MusterScenario } from '../../../../core/model/scenario.generated';
import { EXPORTERS, ExportRefusal, type ExportSource } from '../../../../electron/services/export';
import { makeVmod, pngSize } from '../../../../electron/services/export/vassal';
import { drawingPagesIn, launchChromium } from '../../../../electron/services/render/chromium';
import { gridFromXml, imagesNamed, readBuildFile } from '../../../core/export/vassal/readBuildFile';
import { locationName } from '../../../core/export/vassal/vassalNaming';

const BUNDLED = [
  ...readdirSync('scenarios').filter((f) => f.endsWith('.scenario.json')).map((f) => join('scenarios', f)),
  ...['bluegrey', 'gbacw'].flatMap((d) => readdirSync(join('scenarios', d)).filter((f) => f.endsWith('.scenario.json')).map((f) => join('scenarios', d, f))),
];

function source(file: string): ExportSource {
  const scenario = JSON.parse(readFileSync(file, 'utf8')) as MusterScenario;
  const armies: Record<string, ExportSource['armies'][string]> = {};
  for (const side of scenario.sides) {
    if (!side.forces.armyFile) continue;
    const document = JSON.parse(readFileSync(join(dirname(file), side.forces.armyFile), 'utf8')) as { orderOfBattle: OrderOfBattle };
    armies[side.id] = { document, title: document.orderOfBattle.name };
  }
  return { scenario, armies };
}

const oobOf = (s: ExportSource, sideId: string) => (s.scenario.sides.find((x) => x.id === sideId)!.forces.orderOfBattle as OrderOfBattle | undefined) ?? s.armies[sideId]?.document.orderOfBattle;

/** What the scenario says the module must hold, counted from the scenario itself. */
function expected(s: ExportSource): { pieces: number; atStart: number; reinforcements: number } {
  const { scenario } = s;
  const count = (node: OobNode): number => (isFormation(node) ? node.leaders.length + node.children.reduce((a, c) => a + count(c), 0) : 1);
  const members = (node: OobNode, ref: string): number | undefined => {
    if (!isFormation(node)) return undefined;
    if (node.id === ref || node.name === ref) return count(node);
    for (const c of node.children) {
      const m = members(c, ref);
      if (m !== undefined) return m;
    }
    return undefined;
  };
  const pieces = scenario.sides.reduce((a, side) => {
    if (scenario.map.kind === 'hex') return a + new Set(placeableCounters({ ...side, counters: side.forces.counters ?? [], ...(oobOf(s, side.id) ? { orderOfBattle: oobOf(s, side.id)! } : {}) }).map((c) => c.id)).size;
    const oob = oobOf(s, side.id);
    return a + (oob ? oob.children.reduce((b, c) => b + count(c), 0) : 0);
  }, 0);
  const reinforcements = scenario.sides.reduce(
    (a, side) =>
      a +
      (side.entries ?? []).reduce((b, e) => {
        const oob = oobOf(s, side.id);
        // A tabletop entry may name a formation: all of its leaders and units arrive.
        return b + (e.units ?? []).reduce((c, ref) => c + (scenario.map.kind === 'tabletop' && oob ? (oob.children.map((n) => members(n, ref)).find((m) => m !== undefined) ?? 1) : 1), 0);
      }, 0),
    0,
  );
  return { pieces, atStart: scenario.map.units?.length ?? 0, reinforcements };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe('the vmod exporter', () => {
  for (const file of BUNDLED) {
    it(`exports ${file} as a module VASSAL reads: every unit a piece, every placed unit set up, every image there at its size`, { timeout: 240_000 }, async () => {
      const src = source(file);
      const steps: string[] = [];
      const { zip, module } = await makeVmod(src, { openDrawingPage: drawingPagesIn(browser), onProgress: (p) => steps.push(p.step) });
      const files = unzipSync(zip);
      expect(Object.keys(files)).toContain('buildFile.xml');
      expect(Object.keys(files)).toContain('moduledata');
      const read = readBuildFile(new TextDecoder('utf-8', { fatal: true }).decode(files['buildFile.xml']));

      const want = expected(src);
      expect(read.palette.reduce((a, p) => a + p.pieces.length, 0), 'pieces in the palette').toBe(want.pieces);
      const main = read.maps.find((m) => m.name === 'Map')!;
      expect(main.stacks.reduce((a, st) => a + st.pieces.length, 0), 'pieces set up at start').toBe(want.atStart);
      const reinforcements = read.maps.find((m) => m.name === 'Reinforcements')!;
      expect(reinforcements.stacks.reduce((a, st) => a + st.pieces.length, 0), 'reinforcements').toBe(want.reinforcements);
      expect(read.turnLevels[0]!.getAttribute('loopLimit')).toBe(String(src.scenario.length.turns));

      for (const image of imagesNamed(read)) {
        const bytes = files[`images/${image.file}`];
        expect(bytes, `${image.what}: images/${image.file}`).toBeDefined();
        const size = pngSize(bytes!);
        if (image.width !== undefined) expect([size.width, size.height], `${image.what}: images/${image.file}`).toEqual([image.width, image.height]);
      }
      expect(steps[0]).toBe('Drawing the map');
      expect(steps.at(-1)).toBe('Packing the module');

      if (src.scenario.map.kind === 'hex') {
        // Sample hexes of the drawn map, named through VASSAL's arithmetic from the attributes the build file states.
        const board = main.boards[0]!;
        const grid = gridOf((src.scenario.map as HexMap).grid);
        const ppi = board.width / sheetSize(grid).widthIn;
        const vassal = gridFromXml(board);
        const last = { col: grid.firstColumn + grid.columns - 1, row: grid.firstRow + grid.rows - 1 };
        for (const c of [{ col: grid.firstColumn, row: grid.firstRow }, { col: last.col, row: grid.firstRow }, { col: grid.firstColumn, row: last.row }, last]) {
          const p = hexCentre(grid, c);
          expect(locationName(vassal, { x: Math.round(p.x * ppi), y: Math.round(p.y * ppi) })).toBe(hexId(grid, c));
        }
        expect(Math.round(vassal.grid.dy)).toBeGreaterThanOrEqual(48);
      } else {
        expect(module.pixelsPerInch).toBe(100);
        expect(main.boards[0]!.width).toBe(src.scenario.board.widthIn * 100);
      }
    });
  }

  it('refuses a scenario whose placed unit its side does not have, naming the placement, before drawing anything', async () => {
    const src = source('scenarios/taint-no-militia.scenario.json');
    const map = src.scenario.map as { units: Array<{ unit: string }> };
    const broken = { ...src, scenario: { ...src.scenario, map: { ...src.scenario.map, units: [{ ...map.units[0]!, unit: 'no-such-regiment' }] } } as MusterScenario };
    const refusal = EXPORTERS.vmod(broken, {});
    await expect(refusal).rejects.toBeInstanceOf(ExportRefusal);
    await expect(refusal).rejects.toThrow('map.units[0]: side union has no unit or leader no-such-regiment in its order of battle');
  });

  it('refuses a module for one side only', async () => {
    await expect(EXPORTERS.vmod({ ...source('scenarios/hex-example.scenario.json'), onlySide: 'union' }, {})).rejects.toThrow(/shared by both players/);
  });
});
