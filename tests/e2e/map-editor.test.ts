/// <reference lib="dom" />
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { facingTowards, LEADER_BEHIND_IN } from '../../core/map/deploy';
import { startApp, type AppUnderTest, menu, pathDialog } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const BUNDLED = resolve(__dirname, '../../scenarios');
const FILES = ['taint-no-militia.scenario.json', 'taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json'];

let app: AppUnderTest;
let dir: string;
let scenarioFile: string;
beforeAll(async () => {
  // A copy beside its army files, so that saving edits never touches the bundled scenario.
  dir = mkdtempSync(join(tmpdir(), 'muster-map-editor-'));
  for (const f of FILES) copyFileSync(join(BUNDLED, f), join(dir, f));
  scenarioFile = join(dir, FILES[0]!);
  app = await startApp();
  await app.page.setViewportSize({ width: 1400, height: 900 });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const readScenario = (path = scenarioFile) => JSON.parse(readFileSync(path, 'utf8')) as MusterScenario;
const tabletop = (doc: MusterScenario) => doc.map as TabletopMap;

async function openMap(page: Page, path: string): Promise<Locator> {
  await menu(page, 'File', /^Open…/);
  await pathDialog(page, path, 'Open');
  await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
  const editor = page.getByRole('region', { name: 'Map editor' });
  await editor.getByRole('application', { name: 'Map canvas' }).waitFor();
  // The sides' orders of battle come from the army files beside the scenario.
  await editor.getByRole('list', { name: 'Union order of battle' }).waitFor();
  return editor;
}

/** Where a point of the table is on the page, read from the status bar's own cursor readout. */
async function tableToPage(page: Page, canvas: Locator): Promise<(x: number, y: number) => { x: number; y: number }> {
  const box = (await canvas.boundingBox())!;
  const readAt = async (sx: number, sy: number) => {
    await page.mouse.move(box.x + sx, box.y + sy);
    const text = (await page.getByTestId('map-cursor').textContent())!;
    const [x, y] = text.split(',').map((s) => Number.parseFloat(s));
    return { x: x!, y: y! };
  };
  const a = await readAt(100, 100);
  const b = await readAt(500, 400);
  const ppi = (500 - 100) / (b.x - a.x);
  return (x, y) => ({ x: box.x + 100 + (x - a.x) * ppi, y: box.y + 100 + (y - a.y) * ppi });
}

describe('the map editor (web mode, real backend, Chromium)', () => {
  it('draws a wood, moves one of its corners, and undoes and redoes both', async () => {
    const { page } = app;
    const editor = await openMap(page, scenarioFile);
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await editor.getByRole('checkbox', { name: 'Snap' }).uncheck();
    const at = await tableToPage(page, canvas);
    const before = tabletop(readScenario()).features.length;

    await editor.getByRole('button', { name: 'Area', exact: true }).click();
    await editor.getByLabel('Terrain kind to draw').selectOption({ label: 'Heavy woods' });
    // A wood in the open north-east corner of the table.
    for (const [x, y] of [[62, 4], [70, 4], [70, 10], [62, 10]] as const) await page.mouse.click(at(x, y).x, at(x, y).y);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Add terrain');
    // The Area tool stays chosen for the next wood; Escape goes back to selecting.
    await expect(editor.getByRole('button', { name: 'Area', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await expect(editor.getByRole('button', { name: 'Select', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');

    // Select it and drag its north-west corner two inches west.
    await page.mouse.click(at(66, 7).x, at(66, 7).y);
    await editor.getByText('4 vertices').waitFor();
    await expect(editor.getByLabel('Feature kind').inputValue()).resolves.toBe('heavy-woods');
    await page.mouse.move(at(62, 4).x, at(62, 4).y);
    await page.mouse.down();
    await page.mouse.move(at(61, 4).x, at(61, 4).y, { steps: 4 });
    await page.mouse.move(at(60, 4).x, at(60, 4).y, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Move vertex');
    await page.screenshot({ path: join(SHOTS, 'map-editor-wood.png') });

    // One drag is one undo entry, named in the Edit menu; undoing it and then the drawing leaves the map as it was.
    await menu(page, 'Edit', /^Undo Move vertex/);
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Add terrain');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await editor.getByText('Select terrain or units on the board.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Move vertex');

    await page.keyboard.press('Control+s');
    await page.getByText(`Saved ${scenarioFile}.`).waitFor();
    const features = tabletop(readScenario()).features;
    expect(features).toHaveLength(before + 1);
    const wood = features.at(-1)!;
    expect(wood).toMatchObject({ kind: 'heavy-woods', shape: 'polygon' });
    expect(wood.points).toHaveLength(4);
    // Positions come from the mouse at the current zoom: right to within a tenth of an inch.
    const expected = [[60, 4], [70, 4], [70, 10], [62, 10]];
    wood.points.forEach((p, i) => {
      expect(Math.abs(p.x - expected[i]![0]!)).toBeLessThan(0.15);
      expect(Math.abs(p.y - expected[i]![1]!)).toBeLessThan(0.15);
    });
    expect(app.pageErrors).toEqual([]);
  });

  it('places a brigade from the order of battle, changes its formation and turns it', async () => {
    const { page } = app;
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    const at = await tableToPage(page, canvas);
    const brigade = editor.getByRole('list', { name: 'Union order of battle' }).getByText('1st Brigade (The Iron Brigade)');
    const box = (await canvas.boundingBox())!;
    const drop = at(55, 30);
    await brigade.dragTo(canvas, { targetPosition: { x: drop.x - box.x, y: drop.y - box.y } });
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Place 6 units');
    await editor.getByText('6 units', { exact: true }).waitFor();
    // The scenario checks may warn (command radius, set-up areas), but placing a brigade makes no error.
    await editor.getByTestId('map-problems').waitFor();
    expect(await editor.getByTestId('map-problems').locator('li.error').count()).toBe(0);

    // The brigade deploys as a brigade: in battle line through the drop point, facing the Confederates
    // on the table squarely (the side of the table nearest the look at them, never a diagonal), Meredith
    // out of the line and behind it.
    await page.keyboard.press('Control+s');
    const confederates = tabletop(readScenario()).units!.filter((u) => u.side === 'confederate');
    const towards = facingTowards({ x: 55, y: 30 }, { x: confederates.reduce((s, u) => s + u.at.x, 0) / confederates.length, y: confederates.reduce((s, u) => s + u.at.y, 0) / confederates.length });
    type Node = { id: string; name: string; children?: Node[]; leaders?: Array<{ id: string }> };
    const findBrigade = (nodes: Node[]): Node | undefined => nodes.map((n) => (n.name === '1st Brigade (The Iron Brigade)' ? n : findBrigade(n.children ?? []))).find(Boolean);
    const brigadeNode = findBrigade((JSON.parse(readFileSync(join(dir, FILES[1]!), 'utf8')) as { orderOfBattle: { children: Node[] } }).orderOfBattle.children)!;
    const brigadeIds = new Set([...(brigadeNode.leaders ?? []).map((l) => l.id), ...(brigadeNode.children ?? []).map((c) => c.id)]);
    const nearDrop = () => tabletop(readScenario()).units!.filter((u) => u.side === 'union' && brigadeIds.has(u.unit) && Math.hypot(u.at.x - 55, u.at.y - 30) < 15);
    await expect.poll(() => nearDrop().length).toBe(6);
    const deployed = nearDrop();
    const facing = deployed[0]!.facingDeg;
    expect(facing).toBe((Math.round(towards / 90) * 90) % 360);
    expect(facing % 90).toBe(0);
    expect(deployed.every((u) => u.facingDeg === facing)).toBe(true);
    const ahead = { x: Math.sin((facing * Math.PI) / 180), y: -Math.cos((facing * Math.PI) / 180) };
    const forward = (u: { at: { x: number; y: number } }) => (u.at.x - 55) * ahead.x + (u.at.y - 30) * ahead.y;
    const regiments = deployed.filter((u) => u.formation !== 'any');
    const leaders = deployed.filter((u) => u.formation === 'any');
    expect(leaders.length).toBeGreaterThan(0);
    expect(regiments.every((u) => Math.abs(forward(u)) < 0.5)).toBe(true);
    expect(leaders.every((u) => Math.abs(forward(u) + LEADER_BEHIND_IN) < 0.5)).toBe(true);

    await editor.getByLabel('Formation').selectOption({ label: 'Road column' });
    await canvas.focus();
    await page.keyboard.press(']');
    await expect(editor.getByLabel('Facing').inputValue()).resolves.toBe(String((facing + 15) % 360));
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Turn 6 units');
    await page.screenshot({ path: join(SHOTS, 'map-editor-brigade.png') });

    await page.keyboard.press('Control+s');
    // An earlier "Saved" notice may still be showing: wait for the file itself.
    await expect.poll(() => tabletop(readScenario()).units!.filter((u) => u.facingDeg === (facing + 15) % 360).length).toBe(6);
    const union = JSON.parse(readFileSync(join(dir, FILES[1]!), 'utf8')) as { orderOfBattle: { children: unknown[] } };
    const ironBrigade = JSON.stringify(union.orderOfBattle).includes('24th Michigan');
    expect(ironBrigade).toBe(true);
    // The five regiments take the road column; their leader, whose stand has no formation, is left as he was.
    const placed = tabletop(readScenario()).units!.filter((u) => u.side === 'union' && u.formation === 'road-column');
    expect(placed).toHaveLength(5);
    expect(placed.every((u) => u.facingDeg === (facing + 15) % 360)).toBe(true);
    // Around the drop point, every stand on the table.
    expect(placed.every((u) => u.at.x > 0 && u.at.x < 72 && u.at.y > 0 && u.at.y < 54 && Math.hypot(u.at.x - 55, u.at.y - 30) < 15)).toBe(true);
    expect(app.pageErrors).toEqual([]);
  });

  it('hides and locks layers, saved in the file; a locked layer cannot be picked', async () => {
    const { page } = app;
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    const at = await tableToPage(page, canvas);
    await page.keyboard.press('Escape');
    await editor.getByRole('checkbox', { name: 'Lock terrain' }).check();
    await editor.getByRole('checkbox', { name: 'Show units' }).uncheck();
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Hide units');
    // The wood drawn above is under the pointer, but its layer is locked.
    await page.mouse.click(at(66, 7).x, at(66, 7).y);
    await editor.getByText('Select terrain or units on the board.', { exact: false }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'map-editor-layers.png') });
    await page.keyboard.press('Control+s');
    await expect.poll(() => tabletop(readScenario()).layers).toEqual({ terrain: { locked: true }, units: { hidden: true } });
    expect(app.pageErrors).toEqual([]);
  });

  it('reopens the saved document unchanged, and exports the map as an SVG of the board in inches', async () => {
    const { page } = app;
    const saved = readFileSync(scenarioFile, 'utf8');
    await page.reload();
    const editor = await openMap(page, scenarioFile);
    await expect(editor.getByRole('checkbox', { name: 'Lock terrain' }).isChecked()).resolves.toBe(true);
    await expect(editor.getByRole('checkbox', { name: 'Show units' }).isChecked()).resolves.toBe(false);
    // Saved again as another file with no edit in between: the same document, byte for byte.
    const again = join(dir, 'again.scenario.json');
    await page.getByRole('button', { name: 'Save As…' }).click();
    await pathDialog(page, again, 'Save');
    // Save As makes a new document whose home is the new file, and says so (core/library/home.ts).
    await page.getByText(`Saved "T'ain't No Militia" as a new document in ${again}; Save now writes that file. taint-no-militia.scenario.json keeps its last saved version.`).waitFor();
    expect(readFileSync(again, 'utf8')).toBe(saved);

    const svgPath = join(dir, 'militia.svg');
    await editor.getByRole('button', { name: 'Export SVG…' }).click();
    await pathDialog(page, svgPath, 'Save');
    await page.getByText(`Exported the map to ${svgPath}.`).waitFor();
    const svg = readFileSync(svgPath, 'utf8');
    const board = readScenario().board!;
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${board.widthIn}in" height="${board.heightIn}in" viewBox="0 0 ${board.widthIn} ${board.heightIn}"`));
    const wood = tabletop(readScenario()).features.at(-1)!;
    expect(svg).toContain(`id="feature-${wood.id}" data-kind="heavy-woods"`);
    expect(app.pageErrors).toEqual([]);
  });
});
