/// <reference lib="dom" />
/**
 * The hex editor's Rules preview in Chromium, and an imported Blue & Grey battle opened in the editor from
 * the Examples: its grid numbering, its counters where the book's chart puts them; on the Blue & Grey hex
 * example a path's cost, an attack's odds and each CRT result's chance as the engines give them; on the
 * GBACW example a line of sight across the woods and the command checks.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridOf, hexCentre, parseHexId } from '../../core/hex';
import { BG_RESULTS, artilleryRange, attackOddsOnMap, controlledHexes, pathCost } from '../../core/rules/bluegrey';
import { hexDistance, indexHexMap } from '../../core/hex';
import { FIRE_OCCASION_LABELS, ORDERS_CHANGE_RESULTS, advanceAfterCombat, fireOpportunities, gbacwFireOdds, gbacwShockOdds, lineOfSight as gbacwSight, ordersChangeOdds, pathCost as gbacwPath, terrainChart } from '../../core/rules/gbacw';
import type { HexMap, MusterScenario } from '../../core/model/scenario.generated';
import { percent } from '../../renderer/src/views/odds/format';
import { discardChangesWhenAsked, menu, pathDialog, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const BUNDLED = resolve(__dirname, '../../scenarios');
const load = (file: string) => JSON.parse(readFileSync(join(BUNDLED, file), 'utf8')) as MusterScenario;

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-hex-preview-'));
  app = await startApp();
  // Opening another document over an unsaved copy asks first: these tests always go on.
  await discardChangesWhenAsked(app.page);
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const example = (page: Page, name: string) => page.locator(`[data-testid="example-row"][data-name="${name}"]`);

async function openExample(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Library', exact: true }).click();
  await page.getByRole('button', { name: 'Start from an example' }).click();
  await example(page, name).getByRole('button', { name: 'Open a copy' }).click();
  await page.getByLabel('Scenario title').waitFor();
  await page.getByRole('button', { name: 'Dismiss' }).first().click();
}

/** Where on the page a point of the sheet is, from two readings of the status bar's cursor (inches), taken once the camera has settled. */
async function sheetToPage(page: Page, canvas: Locator): Promise<(p: { x: number; y: number }) => { x: number; y: number }> {
  const box = (await canvas.boundingBox())!;
  const readAt = async (sx: number, sy: number) => {
    let text = '';
    await expect
      .poll(async () => {
        await page.mouse.move(box.x + sx - 1, box.y + sy);
        await page.mouse.move(box.x + sx, box.y + sy);
        text = (await page.getByTestId('map-cursor').textContent()) ?? '';
        return text;
      })
      .toMatch(/^-?\d/);
    const [x, y] = text.split(',').map((v) => Number.parseFloat(v));
    return { x: x!, y: y! };
  };
  let a = await readAt(60, 60);
  let b = await readAt(400, 360);
  // Read until two readings agree: the first fit of the map may still be moving the camera.
  for (let again = await readAt(60, 60); again.x !== a.x || again.y !== a.y; again = await readAt(60, 60)) {
    a = again;
    b = await readAt(400, 360);
  }
  const kx = 340 / (b.x - a.x);
  const ky = 300 / (b.y - a.y);
  return (p) => ({ x: box.x + 60 + (p.x - a.x) * kx, y: box.y + 60 + (p.y - a.y) * ky });
}

/** The map section's editor, its canvas, and where on the page each hex of `map` is. */
async function mapEditor(page: Page, map: HexMap): Promise<{ editor: Locator; hex: (id: string) => { x: number; y: number } }> {
  await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
  const editor = page.getByRole('region', { name: 'Map editor' });
  const canvas = editor.getByRole('application', { name: 'Map canvas' });
  await canvas.waitFor();
  await expect.poll(() => editor.getByTestId('hex-counters').textContent()).toMatch(/counter/);
  const at = await sheetToPage(page, canvas);
  const grid = gridOf(map.grid);
  return { editor, hex: (id) => at(hexCentre(grid, parseHexId(grid, id)!)) };
}

describe('an imported Blue & Grey battle in the hex editor (web mode, Chromium)', () => {
  it('opens Shiloh from the Examples with the book’s hex numbers and every counter where the charts place it', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    const shiloh = load('bluegrey/shiloh.scenario.json');
    const map = shiloh.map as HexMap;
    await openExample(page, 'bluegrey/shiloh.scenario.json');
    const { editor, hex } = await mapEditor(page, map);
    await expect.poll(() => editor.getByTestId('hex-counters').textContent()).toBe(`${map.units!.length} counters on the map`);
    // The palette marks every placed counter as on the map.
    await expect(editor.locator('.palette .on').count()).resolves.toBe(map.units!.length);

    // Three placements: the pointer over each reads the book's number, and a click picks its counter.
    for (const p of [map.units![0]!, map.units![20]!, map.units!.at(-1)!]) {
      const at = hex(p.hex);
      await page.mouse.move(at.x, at.y);
      await expect.poll(() => editor.getByTestId('hex-cursor').textContent()).toBe(`Hex ${p.hex}`);
      await page.mouse.click(at.x, at.y);
      const name = shiloh.sides.find((s) => s.id === p.side)!.forces.counters!.find((c) => c.id === p.unit)!.name;
      await expect.poll(() => editor.getByTestId('counter-name').textContent()).toBe(name);
    }
    // Close up on the last counter picked: the hex numbers print in every hex.
    await page.keyboard.press('f');
    await page.screenshot({ path: join(SHOTS, 'hex-preview-shiloh-1280.png') });
    await page.setViewportSize({ width: 1024, height: 640 });
    await expect.poll(() => editor.getByTestId('hex-counters').textContent()).toBe(`${map.units!.length} counters on the map`);
    await page.screenshot({ path: join(SHOTS, 'hex-preview-shiloh-1024.png') });
    expect(app.pageErrors).toEqual([]);
  });
});

describe('a battle on two joined sheets in the hex editor (web mode, Chromium)', () => {
  it('opens Grand Chancellorsville with the H and F numbers the book prints, on the map, in a counter\'s properties and in the grid panel', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    const gc = load('bluegrey/grand-chancellorsville.scenario.json');
    const map = gc.map as HexMap;
    await openExample(page, 'bluegrey/grand-chancellorsville.scenario.json');
    const { editor, hex } = await mapEditor(page, map);
    await expect.poll(() => editor.getByTestId('hex-counters').textContent()).toBe(`${map.units!.length} counters on the map`);
    // The first Union deployment (H0305, L5212) and a Confederate brigade on the F sheet (F1326).
    for (const id of ['H0305', 'F1326']) {
      const p = map.units!.find((u) => u.hex === id)!;
      const at = hex(p.hex);
      await page.mouse.move(at.x, at.y);
      await expect.poll(() => editor.getByTestId('hex-cursor').textContent()).toBe(`Hex ${id}`);
      await page.mouse.click(at.x, at.y);
      const name = gc.sides.find((s) => s.id === p.side)!.forces.counters!.find((c) => c.id === p.unit)!.name;
      await expect.poll(() => editor.getByTestId('counter-name').textContent()).toBe(name);
      await expect(editor.getByTestId('counter-name').locator('xpath=following-sibling::p[1]').textContent()).resolves.toMatch(new RegExp(` · in ${id}$`));
    }
    // Where the sheets join, the pointer reads the first sheet's number (F1328 lies on H1301).
    const joint = hex('F1328');
    await page.mouse.move(joint.x, joint.y);
    await expect.poll(() => editor.getByTestId('hex-cursor').textContent()).toBe('Hex H1301');
    const gridPanel = editor.locator('details.grid');
    if ((await gridPanel.getAttribute('open')) === null) await gridPanel.locator('summary').click();
    await expect.poll(() => gridPanel.getAttribute('open')).not.toBeNull();
    const sheets = gridPanel.locator('[aria-label="Map sheets"] li .summary');
    const summaries = () => sheets.allTextContents().then((t) => t.map((x) => x.replace(/\s+/g, ' ').trim()));
    await expect.poll(summaries).toEqual(['H Hooker and Lee: H0101 to H2730, grid row +27', 'F Fredericksburg: F0101 to F2728']);
    await expect(editor.getByLabel('Map letter').count()).resolves.toBe(0);
    // The sheets are edited in place, each field one command: a new name, then a letter two sheets would share.
    const f = gridPanel.locator('li[aria-label="Sheet F"]');
    await f.getByLabel('Sheet name').fill('Chancellorsville');
    await f.getByLabel('Sheet name').press('Enter');
    await expect.poll(summaries).toEqual(['H Hooker and Lee: H0101 to H2730, grid row +27', 'F Chancellorsville: F0101 to F2728']);
    await f.getByLabel('Sheet letter').fill('H');
    await f.getByLabel('Sheet letter').press('Enter');
    await page.getByRole('status').filter({ hasText: 'the letter H names two sheets' }).waitFor();
    await expect.poll(() => f.getByLabel('Sheet letter').inputValue()).toBe('F');
    // Undo (out of the text field, whose own undo Ctrl+Z is) takes the name back.
    await f.getByLabel('Sheet letter').blur();
    await page.keyboard.press('Control+z');
    await expect.poll(summaries).toEqual(['H Hooker and Lee: H0101 to H2730, grid row +27', 'F Fredericksburg: F0101 to F2728']);
    await page.screenshot({ path: join(SHOTS, 'hex-preview-grand-chancellorsville.png') });
    expect(app.pageErrors).toEqual([]);
  });
});

describe('the hex Rules preview on the Blue & Grey example', () => {
  const doc = load('hex-example.scenario.json');
  const map = doc.map as HexMap;
  const enemies = [
    { hex: '1105', unitClass: 'infantry' as const },
    { hex: '1106', unitClass: 'artillery' as const },
  ];

  it('costs a path as pathCost does, and gives the odds and every CRT chance attackOddsOnMap gives', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openExample(page, 'hex-example.scenario.json');
    const { editor, hex } = await mapEditor(page, map);
    await editor.getByRole('button', { name: 'Preview', exact: true }).click();
    const panel = editor.getByRole('region', { name: 'Rules preview' });
    await panel.waitFor();

    // Path: 1/2/IV from Harlan's Mill along the Mill Road into the Confederates' zone.
    await editor.getByRole('button', { name: 'Movement path' }).click();
    for (const id of ['0605', '0905', '1005']) await page.mouse.click(hex(id).x, hex(id).y);
    const path = ['0605', '0705', '0805', '0905', '1005'];
    const engine = pathCost(map, 'infantry', path, { allowance: 6, enemies, enemyZoc: controlledHexes(map, enemies), friendlyInfantryOrCavalry: ['0504'] });
    await expect.poll(() => panel.getByTestId('hex-preview-path-total').textContent()).toBe(`1/2/IV: ${engine.totalText} of 6 MP`);
    await expect(panel.getByTestId('hex-preview-step').locator('.mp').allTextContents()).resolves.toEqual(engine.steps.map((s) => s.mp));
    await expect(panel.getByTestId('hex-preview-step').last().textContent()).resolves.toMatch(/stops here/);
    await page.screenshot({ path: join(SHOTS, 'hex-preview-path-1280.png') });

    // A drag from Kent's cavalry lays its path hex by hex: the cost of the hexes laid is pathCost's.
    await editor.getByRole('button', { name: 'Movement path' }).click();
    await page.mouse.move(hex('0504').x, hex('0504').y);
    await page.mouse.down();
    for (const id of ['0404', '0304', '0303']) await page.mouse.move(hex(id).x, hex(id).y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => panel.getByTestId('hex-preview-path-total').textContent()).toMatch(/^Kent:/);
    const laid = await panel.getByTestId('hex-preview-step').locator('.hexes').allTextContents();
    const dragged = [laid[0]!.split('→')[0]!, ...laid.map((t) => t.split('→')[1]!)];
    expect(dragged[0]).toBe('0504');
    expect(dragged.at(-1)).toBe('0303');
    const ride = pathCost(map, 'cavalry', dragged, { allowance: 8, enemies, enemyZoc: controlledHexes(map, enemies), friendlyInfantryOrCavalry: ['0605'] });
    await expect(panel.getByTestId('hex-preview-path-total').textContent()).resolves.toBe(`Kent: ${ride.totalText} of 8 MP`);
    await expect(panel.getByTestId('hex-preview-step').locator('.mp').allTextContents()).resolves.toEqual(ride.steps.map((s) => s.mp));

    // Attack: 1/2/IV, dragged with the Select tool to 1005, attacks Marsh's hex; Battery B/1 joins from 0706, out of its reach.
    await editor.getByRole('button', { name: 'Select', exact: true }).click();
    await page.mouse.move(hex('0605').x, hex('0605').y);
    await page.mouse.down();
    await page.mouse.move(hex('0805').x, hex('0805').y);
    await page.mouse.move(hex('1005').x, hex('1005').y);
    await page.mouse.up();
    await expect.poll(() => editor.getByTestId('counter-name').textContent()).toBe('1/2/IV');
    await editor.getByRole('button', { name: 'Preview', exact: true }).click();
    await editor.getByRole('button', { name: 'Attack odds' }).click();
    await page.mouse.click(hex('1005').x, hex('1005').y);
    await page.keyboard.down('Shift');
    await page.mouse.click(hex('1105').x, hex('1105').y);
    await page.keyboard.up('Shift');
    const input = {
      attackers: [{ id: '1/2/IV', hex: '1005', strength: 6, unitClass: 'infantry' as const }],
      defenders: [{ id: 'Marsh', hex: '1105', strength: 7, unitClass: 'infantry' as const }],
      defenderFriends: [{ hex: '1106', unitClass: 'artillery' as const }],
    };
    const odds = attackOddsOnMap(map, input);
    expect(odds.allowed).toBe(true);
    await expect.poll(() => panel.getByTestId('hex-preview-odds').textContent()).toContain(`${odds.attack} to ${odds.defence}: ${odds.odds}, column ${odds.column}`);
    const shown = await panel.getByTestId('hex-preview-results').locator('li').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-result'), r.querySelector('.pct')!.textContent]));
    expect(shown).toEqual(BG_RESULTS.map((r) => [r, percent(odds.results[r])]));
    await expect.poll(() => panel.getByText('1/2/IV attack Marsh').count()).toBe(1);

    // The battery joins: out of its reach, the preview refuses the attack with the book's reason.
    await page.mouse.click(hex('0706').x, hex('0706').y);
    const joined = attackOddsOnMap(map, { ...input, attackers: [...input.attackers, { id: 'B/1', hex: '0706', strength: 2, unitClass: 'artillery', profile: 'field' }] });
    expect(joined.allowed).toBe(false);
    await expect.poll(() => panel.locator('.problems li').allTextContents()).toEqual(joined.problems);
    // Refused, the attack shows its reason and no odds or result spread beside it.
    expect(await panel.getByTestId('hex-preview-results').count()).toBe(0);
    expect(await panel.getByTestId('hex-preview-odds').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'hex-preview-attack-refused-1280.png') });
    await page.mouse.click(hex('0706').x, hex('0706').y);
    await expect.poll(() => panel.locator('.problems li').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'hex-preview-attack-1280.png') });
    // The trace names each rule by its place in the book, never the seed file.
    await panel.getByText('Why: every step').click();
    await expect(panel.getByRole('list', { name: 'Explain trace' }).textContent()).resolves.toMatch(/B&G · Standard rules/);
    await expect(panel.getByRole('list', { name: 'Explain trace' }).textContent()).resolves.not.toMatch(/\.txt:\d/);
    await page.screenshot({ path: join(SHOTS, 'hex-preview-attack-trace-1280.png') });
    await panel.getByText('Why: every step').click();

    // Artillery: B/1's reach to Marsh's hex, as artilleryRange measures it.
    await editor.getByRole('button', { name: 'Fire and range' }).click();
    await page.mouse.click(hex('0706').x, hex('0706').y);
    await page.mouse.click(hex('1105').x, hex('1105').y);
    const reach = artilleryRange(map, '0706', '1105', { strength: 2, profile: 'field' });
    await expect.poll(() => panel.getByTestId('hex-preview-range').textContent()).toMatch(new RegExp(`^Range ${reach.range} · ${reach.inRange ? 'within range' : 'out of range'}`));
    await expect(panel.getByTestId('hex-preview-bombard').textContent()).resolves.toBe(reach.canAttack ? `May fire at strength ${reach.strength}.` : 'May not fire on it.');
    await editor.getByRole('button', { name: 'Attack odds' }).click();
    await page.mouse.click(hex('1005').x, hex('1005').y);
    await page.keyboard.down('Shift');
    await page.mouse.click(hex('1105').x, hex('1105').y);
    await page.keyboard.up('Shift');
    await page.setViewportSize({ width: 1024, height: 640 });
    await panel.getByTestId('hex-preview-results').waitFor();
    await page.screenshot({ path: join(SHOTS, 'hex-preview-attack-1024.png') });
    expect(app.pageErrors).toEqual([]);
  });
});

describe('the hex Rules preview on the GBACW example', () => {
  it('blocks the line across the woods where the engine does, and lists the command checks, each finding its counter', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    const name = 'example-crossroads.scenario.json';
    const file = join(dir, name);
    // 1st Example Infantry stands next to the 7th Example, so that a shock may be made (11.12).
    const doc = load(`gbacw/${name}`);
    const map = doc.map as HexMap;
    const shocker = ['0906', '0905', '0907'].find((h) => hexDistance(indexHexMap(map).grid, indexHexMap(map).coordOf(h)!, indexHexMap(map).coordOf('1006')!) === 1)!;
    map.units!.find((u) => u.unit === 'u-1')!.hex = shocker;
    writeFileSync(file, JSON.stringify(doc, null, 2));
    await menu(page, 'File', /^Open…/);
    await pathDialog(page, file, 'Open');
    await page.getByRole('heading', { name: /Example Crossroads/ }).first().waitFor();
    const { editor, hex } = await mapEditor(page, map);
    await page.keyboard.press('Escape');
    await editor.getByRole('application', { name: 'Map canvas' }).focus();
    await page.keyboard.press('i');
    const panel = editor.getByRole('region', { name: 'Rules preview' });
    await panel.waitFor();

    // A path of 2nd Example Infantry under its brigade's Advance Orders, on the game's own chart.
    const ix = indexHexMap(map);
    const chart = terrainChart(doc.gameTables)!;
    await editor.getByRole('button', { name: 'Movement path' }).click();
    for (const id of ['0403', '0603']) await page.mouse.click(hex(id).x, hex(id).y);
    const path = ['0403', '0503', '0603'];
    const friends = new Map([['0404', { artilleryOnly: false, march: false }], ['0405', { artilleryOnly: true, march: false }]]);
    const enemies = ['1003', '1002', '1103', '1006', '1007', '1106'].map((h) => ({ hex: ix.coordOf(h)!, artillery: h === '1103' }));
    const walked = gbacwPath({ map: ix, chart, friends, enemies }, { cls: 'infantry', orders: 'advance', ma: 6 }, path);
    await expect.poll(() => panel.getByTestId('hex-preview-path-total').textContent()).toBe(`2nd Example Infantry, Advance Orders: ${walked.total} of 6 MP`);
    await expect(panel.getByTestId('hex-preview-step').locator('.mp').allTextContents()).resolves.toEqual(walked.steps.slice(1).map((s) => String(s.mps)));

    await editor.getByRole('button', { name: 'Line of sight' }).click();
    await page.mouse.click(hex('0405').x, hex('0405').y);
    await page.mouse.click(hex('1006').x, hex('1006').y);
    const engine = gbacwSight({ map: ix, chart }, ix.coordOf('0405')!, ix.coordOf('1006')!);
    expect(engine.clear).toBe(false);
    await expect.poll(() => panel.getByTestId('hex-preview-sight').textContent()).toBe('0405 does not see 1006');
    await expect(panel.getByTestId('hex-preview-blockers').locator('li b').allTextContents()).resolves.toEqual(engine.blocks.map((b) => (b.across ? `${b.hex} & ${b.across}` : b.hex)));
    await expect(panel.getByTestId('hex-preview-blockers').textContent()).resolves.toMatch(/GBACW ·/);
    await page.screenshot({ path: join(SHOTS, 'hex-preview-gbacw-sight-1280.png') });

    // A shock: 1st Example Infantry (6 SPs) on the 7th Example (9) from the game's own charts, rounded in the
    // defender's favour (11.43); each band's chance as the engine gives it, and its advance should the hex be emptied (12.6).
    await editor.getByRole('button', { name: 'Attack odds' }).click();
    await page.mouse.click(hex(shocker).x, hex(shocker).y);
    await page.keyboard.down('Shift');
    await page.mouse.click(hex('1006').x, hex('1006').y);
    await page.keyboard.up('Shift');
    const shock = gbacwShockOdds(doc.gameTables, { attacker: 6, defender: 9, favour: 'defender' });
    if (!shock.ok) throw new Error(shock.message);
    await expect.poll(() => panel.getByTestId('hex-preview-odds').textContent()).toContain(`6 to 9: ${shock.ratio}, column Shock Resolution${shock.drm ? `, die ${shock.drm}` : ''}`);
    const bands = await panel.getByTestId('hex-preview-results').locator('li').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-result'), r.querySelector('.pct')!.textContent]));
    expect(bands).toEqual(shock.results.map((r) => [r.band, percent(r.p)]));
    const advance = advanceAfterCombat({ cause: 'shock', artillery: false });
    await expect(panel.getByTestId('hex-preview-advance').locator('li').evaluateAll((li) => li.map((r) => r.getAttribute('data-advance')))).resolves.toEqual([advance.advance]);
    await expect(panel.getByTestId('hex-preview-advance').textContent()).resolves.toMatch(/1st Example Infantry must advance.*GBACW · 12\.6/);
    // 2nd Example Infantry joins from four hexes away: the preview says why no shock can be made (11.12), and gives no odds.
    await page.mouse.click(hex('0403').x, hex('0403').y);
    await expect.poll(() => panel.locator('.problems li').first().textContent()).toContain('2nd Example Infantry is not next to 1006');
    await expect(panel.getByTestId('hex-preview-odds').count()).resolves.toBe(0);
    await page.screenshot({ path: join(SHOTS, 'hex-preview-gbacw-shock-1280.png') });

    // Battery A's Shot/Shell on the 5th Example's hex: the Artillery Fire Table with the Napoleon's range DRM.
    await editor.getByRole('button', { name: 'Fire and range' }).click();
    await page.mouse.click(hex('0405').x, hex('0405').y);
    await page.mouse.click(hex('1003').x, hex('1003').y);
    const range = hexDistance(ix.grid, ix.coordOf('0405')!, ix.coordOf('1003')!);
    const napoleon = doc.gameTables!.rangeEffects!.weapons.find((w) => w.code === 'N')!;
    const rangeDrm = napoleon.drms!.find((d) => range >= d.from && range <= d.to)!.drm;
    const fire = gbacwFireOdds(doc.gameTables, { kind: 'shot-shell', strength: 6, otherDrm: rangeDrm });
    if (!fire.ok) throw new Error(fire.message);
    await expect.poll(() => panel.getByTestId('hex-preview-fire-results').locator('li').count()).toBe(fire.results.length);
    const fired = await panel.getByTestId('hex-preview-fire-results').locator('li').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-result'), r.querySelector('.pct')!.textContent]));
    expect(fired).toEqual(fire.results.map((r) => [r.code, percent(r.p)]));
    await page.screenshot({ path: join(SHOTS, 'hex-preview-gbacw-battery-1280.png') });

    // 2nd Example Infantry's small arms at two hexes (shift-click picks another firer): 7 of its 8 SPs fire (8.31),
    // the rifle's range DRM, on the scenario's Fire Table; then who may fire under its brigade's Advance Orders.
    await page.keyboard.down('Shift');
    await page.mouse.click(hex('0403').x, hex('0403').y);
    await page.keyboard.up('Shift');
    const two = ['0603', '0602', '0604'].find((h) => hexDistance(ix.grid, ix.coordOf('0403')!, ix.coordOf(h)!) === 2)!;
    await page.mouse.click(hex(two).x, hex(two).y);
    const rifle = doc.gameTables!.rangeEffects!.weapons.find((w) => w.code === 'R')!;
    const small = gbacwFireOdds(doc.gameTables, { kind: 'small-arms', strength: 7, otherDrm: rifle.drms!.find((d) => d.from <= 2 && d.to >= 2)!.drm });
    if (!small.ok) throw new Error(small.message);
    await expect.poll(() => panel.getByTestId('hex-preview-bombard').textContent()).toBe(`May fire at strength 7, die ${small.drm}.`);
    const shot = await panel.getByTestId('hex-preview-fire-results').locator('li').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-result'), r.querySelector('.pct')!.textContent]));
    expect(shot).toEqual(small.results.map((r) => [r.code, percent(r.p)]));
    const rights = fireOpportunities({ arm: 'infantry', orders: 'advance', phasing: true }).concat(fireOpportunities({ arm: 'infantry', orders: 'advance', phasing: false }));
    const shown = await panel.getByTestId('hex-preview-who-fires').locator('li').evaluateAll((li) => li.map((r) => [r.getAttribute('data-occasion'), r.getAttribute('data-allowed')]));
    expect(shown).toEqual(rights.map((o) => [FIRE_OCCASION_LABELS[o.kind], String(o.allowed)]));
    await expect(panel.getByTestId('hex-preview-who-fires').textContent()).resolves.toMatch(/GBACW · 10\./);
    await page.screenshot({ path: join(SHOTS, 'hex-preview-gbacw-small-arms-1280.png') });

    await editor.getByRole('button', { name: 'Command and orders' }).click();
    await page.mouse.click(hex('0304').x, hex('0304').y);
    await expect.poll(() => panel.getByRole('heading', { name: 'Tull’s command' }).count()).toBe(1);
    await expect(panel.getByTestId('hex-preview-activation').first().textContent()).resolves.toMatch(/Tull/);
    const checks = panel.getByTestId('hex-preview-check');
    await expect.poll(() => checks.count()).toBeGreaterThan(0);
    await expect(checks.first().textContent()).resolves.toMatch(/Cole/);
    // Cole is not on the map: the check says so when clicked.
    await checks.first().click();
    await page.getByText(/Cole's brigade has no orders.*not on the map/).waitFor();
    await page.screenshot({ path: join(SHOTS, 'hex-preview-gbacw-command-1280.png') });

    // Ward, a brigadier: his orders change roll, each result's chance as ordersChangeOdds gives it.
    await page.mouse.click(hex('0404').x, hex('0404').y);
    await expect.poll(() => panel.getByRole('heading', { name: 'Ward’s command' }).count()).toBe(1);
    const roll = ordersChangeOdds({ ordersRating: 0 });
    const rows = await panel.getByTestId('hex-preview-orders-change').locator('li').evaluateAll((li) => li.map((r) => [r.getAttribute('data-result'), r.querySelector('.pct')!.textContent]));
    expect(rows).toEqual(ORDERS_CHANGE_RESULTS.map((r) => [r, percent(roll.chances[r])]));
    // His brigade cannot go In Reserve with the enemy this near and in sight (6.31).
    await expect(panel.getByTestId('hex-preview-reserve').textContent()).resolves.toBe('The command may not be placed In Reserve.');
    await page.screenshot({ path: join(SHOTS, 'hex-preview-gbacw-orders-1280.png') });
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.screenshot({ path: join(SHOTS, 'hex-preview-gbacw-command-1024.png') });
    expect(app.pageErrors).toEqual([]);
  });
});
