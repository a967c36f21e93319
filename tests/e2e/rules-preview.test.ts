/// <reference lib="dom" />
/**
 * The rules preview in the map editor, as a designer uses it on T'ain't No Militia: pick a battery to see
 * which enemies it sees, shift-pick a regiment to see the battery fire on it (sight, range, band, the
 * modifiers the map gives, the odds), drag the regiment and watch the answer follow, switch a modifier
 * off, and read the scenario checks. The answers are compared with core's own for the same positions.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_RULES, enemiesOf, fireFromPositions, rangeBand, rangeBetween, sightFrom } from '../../core/preview/adf';
import { bookCitation } from '../../core/rules/adf/book';
import { readScenarioTable } from '../../cli/scenarioTable';
import { menu, pathDialog, projector, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const BUNDLED = resolve(__dirname, '../../scenarios');
const FILES = ['taint-no-militia.scenario.json', 'taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json'];

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-preview-'));
  for (const f of FILES) copyFileSync(join(BUNDLED, f), join(dir, f));
  app = await startApp();
  await app.page.setViewportSize({ width: 1400, height: 900 });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function openMap(page: Page): Promise<Locator> {
  await menu(page, 'File', /^Open…/);
  await pathDialog(page, join(dir, FILES[0]!), 'Open');
  await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Map' }).click();
  const editor = page.getByRole('region', { name: 'Map editor' });
  await editor.getByRole('application', { name: 'Map canvas' }).waitFor();
  await editor.getByRole('list', { name: 'Union order of battle' }).waitFor();
  return editor;
}

/** Core's answer for the battery firing on the 7th Tennessee where they stand in the file. */
async function expected() {
  const read = await readScenarioTable(join(dir, FILES[0]!), { out: () => {}, err: () => {}, cwd: dir });
  if (!read.ok) throw new Error('scenario unreadable');
  const table = read.table;
  return fireFromPositions(table, table.unitsByKey.get('union\u0000usa-hall')!, table.unitsByKey.get('confederate\u0000csa-7-tn')!);
}

describe('the rules preview on the map (web mode, Chromium)', () => {
  it('shows whom a battery sees, then its fire on a regiment, following a drag, with a modifier switched off', async () => {
    const { page } = app;
    const editor = await openMap(page);
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    const toPage = await projector(page, canvas);
    const preview = editor.getByRole('region', { name: 'Rules preview' });

    // Hall's battery: its gun stand lies east of its front centre (50.5, 21.5), facing west.
    const hall = toPage({ x: 51.2, y: 21.5 });
    await page.mouse.click(hall.x, hall.y);
    await preview.getByTestId('preview-sees').waitFor();
    expect(await preview.getByTestId('preview-sees').textContent()).toMatch(/^Hall's Battery, 2nd Maine Lt\/Bty B sees \d+ enemy units? of 13; (\d+|none) within its range\.$/);

    // What the whole Union side sees: at least what the battery sees.
    await preview.getByRole('checkbox', { name: /whole side sees/ }).check();
    const sideSees = Number(/sees (\d+) enemy/.exec((await preview.getByTestId('preview-side-sees').textContent())!)![1]);
    const unitSees = Number(/sees (\d+) enemy/.exec((await preview.getByTestId('preview-sees').textContent())!)![1]);
    expect(sideSees).toBeGreaterThanOrEqual(unitSees);
    await preview.getByRole('checkbox', { name: /whole side sees/ }).uncheck();

    // How far the guns move unlimbered: Hall's 3-inch Ordnance Rifles, 15mm row, 4" on a road and 2" in the open (B:2877).
    await preview.getByRole('checkbox', { name: /Show how far it moves/ }).check();
    expect(await preview.getByTestId('preview-rates').textContent()).toMatch(/^Inches an action: road 4, trail 3, open ground 2, broken ground 2/);
    await page.screenshot({ path: join(SHOTS, 'rules-preview-movement.png') });
    await preview.getByRole('checkbox', { name: /Show how far it moves/ }).uncheck();
    // The Union's fire odds on every Confederate unit in sight and range, tinted on the board.
    await preview.getByRole('checkbox', { name: /Tint each enemy/ }).check();
    expect(await preview.getByTestId('preview-fire-odds').textContent()).toMatch(/^\d+ enemy units? under fire/);
    await page.screenshot({ path: join(SHOTS, 'rules-preview-fire-odds.png') });
    await preview.getByRole('checkbox', { name: /Tint each enemy/ }).uncheck();

    // The enemies it can fire on come first, each with its chance of hits, as core works them out.
    const read = await readScenarioTable(join(dir, FILES[0]!), { out: () => {}, err: () => {}, cwd: dir });
    if (!read.ok) throw new Error('scenario unreadable');
    const battery = read.table.unitsByKey.get('union\u0000usa-hall')!;
    const enemies = enemiesOf(read.table, 'union');
    const sight = sightFrom(read.table, battery, enemies);
    const firable = enemies.filter((e, k) => {
      if (sight[k] !== 1 || !rangeBand(battery, rangeBetween(battery, e).distanceInches, read.table.scale).band) return false;
      const shot = fireFromPositions(read.table, battery, e, {}, { explain: false });
      return shot.odds !== undefined && !shot.refusal;
    });
    expect(firable.length).toBeGreaterThan(0);
    expect(await preview.getByTestId('preview-sees').textContent()).toContain(`; ${firable.length} within its range.`);
    const rows = (await preview.getByTestId('preview-enemy').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    const rank = (t: string) => (/(%|no chance) to hit$/.test(t) ? 0 : /cannot fire$/.test(t) ? 1 : /beyond its range$/.test(t) ? 2 : 3);
    expect(rows.map(rank)).toEqual(rows.map(rank).sort((a, b) => a - b));
    // Chances read one way (whole percents, as the morale check's): never a rounded "0.0%".
    for (const t of rows) expect(t).not.toMatch(/\d\.\d+%/);
    expect(rows.filter((t) => rank(t) === 0)).toHaveLength(firable.length);
    for (const e of firable) expect(rows.some((t) => rank(t) === 0 && t.startsWith(`${e.name} `))).toBe(true);

    // "Fire at…", then a click on the 7th Tennessee (front centre (26, 27.5), facing east: its stands lie
    // west of it): the preview fires on it, and the selection is still the battery alone.
    const tn = toPage({ x: 25.6, y: 27.5 });
    await preview.getByRole('button', { name: 'Fire at…' }).click();
    await page.mouse.click(tn.x, tn.y);
    await preview.getByText(/fires on 7th Tennessee/).waitFor();
    expect(await editor.locator('.what').first().textContent()).toMatch(/^Hall's Battery/);
    expect(await editor.getByRole('complementary', { name: 'Properties' }).getByLabel('Formation', { exact: true }).count()).toBe(1);
    const before = await expected();
    expect(await preview.getByTestId('preview-sight').textContent()).toBe(before.sight.visible ? 'Sees 7th Tennessee.' : 'Cannot see 7th Tennessee.');
    expect(await preview.getByTestId('preview-range').textContent()).toContain(`Range ${Math.round(before.range.distanceInches * 10) / 10}"`);
    // Guns do not charge: the charge section says so.
    expect(await preview.getByTestId('preview-charge').textContent()).toMatch(/guns do not charge/);
    await page.screenshot({ path: join(SHOTS, 'rules-preview-fire.png') });

    // Why: every step gives the range in inches, and the table stays inside the panel.
    await preview.getByText('Why: every step').click();
    const rangeRow = preview.getByTestId('trace-row').filter({ has: page.locator('td.step', { hasText: /^range$/ }) });
    expect(await rangeRow.locator('td.value').textContent()).toBe(`${Math.round(before.range.distanceInches * 100) / 100}"`);
    const panel = editor.getByRole('complementary', { name: 'Properties' });
    const fits = await panel.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, why: el.querySelector('[data-testid=preview-why]')!.getBoundingClientRect().width, box: el.getBoundingClientRect().width }));
    expect(fits.scroll).toBeLessThanOrEqual(fits.client + 1);
    expect(fits.why).toBeLessThanOrEqual(fits.box);
    await page.screenshot({ path: join(SHOTS, 'rules-preview-why.png') });
    await preview.getByText('Why: every step').click();

    // Pick the regiment alone (the pair stays pinned) and drag it to 9" in front of the guns: the answer follows.
    const from = toPage({ x: 25.6, y: 27.5 });
    await page.mouse.click(from.x, from.y);
    const to = toPage({ x: 25.6 + 15.5, y: 21.5 });
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => preview.getByTestId('preview-range').textContent()).not.toContain(`Range ${Math.round(before.range.distanceInches * 10) / 10}"`);
    const rangeText = (await preview.getByTestId('preview-range').textContent())!;
    const shown = Number(/Range ([\d.]+)"/.exec(rangeText)![1]);
    // The regiment now stands about 9" (the snap grid moves it by whole quarter inches) from the guns.
    expect(shown).toBeGreaterThan(7);
    expect(shown).toBeLessThan(11);
    const odds = (await preview.getByTestId('preview-odds').textContent())!;
    expect(odds).toMatch(/^\d+ FP, \dD6, net DRM .* to hit\.$/);
    expect(odds).not.toMatch(/\d\.\d+%/);
    if (await preview.getByTestId('preview-morale').count()) await expect(preview.getByTestId('preview-morale').textContent()).resolves.toMatch(/^MMP \d+: (\d+%|under 1%|over 99%|no chance|certain) to pass\.$/);

    // Switch off the first modifier the map gives: the odds line changes (or stays if it did not count).
    const mods = preview.getByTestId('preview-modifiers').getByRole('checkbox');
    expect(await mods.count()).toBeGreaterThan(1);
    await page.screenshot({ path: join(SHOTS, 'rules-preview-dragged.png') });
    await preview.getByRole('checkbox', { name: /7th Tennessee in disorder/ }).check();
    await expect.poll(async () => preview.getByTestId('preview-odds').textContent()).not.toBe(odds);

    // Another unit picked (the 95th New York, front centre (49.5, 31) facing west) lets the pair go.
    const ny = toPage({ x: 50.2, y: 31 });
    await page.mouse.click(ny.x, ny.y);
    await preview.getByTestId('preview-sees').waitFor();
    expect(await preview.getByTestId('preview-sees').textContent()).toMatch(/^95th New York sees/);
    expect(await preview.getByText(/fires on/).count()).toBe(0);

    // Units of both sides picked together: Properties offers no Formation, Facing or Hidden for them.
    await page.keyboard.down('Shift');
    await page.mouse.click(to.x, to.y);
    await page.keyboard.up('Shift');
    await editor.getByTestId('units-both-sides').waitFor();
    expect(await editor.locator('.what').first().textContent()).toBe('2 units');
    const properties = editor.getByRole('complementary', { name: 'Properties' });
    expect(await properties.getByLabel('Formation', { exact: true }).count()).toBe(0);
    expect(await properties.getByLabel('Facing').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'rules-preview-both-sides.png') });

    // The battery with its division's leader (James Wadsworth, front centre (53.3, 22.6) facing west): a
    // leader has no formation, so the Formation box changes the battery's alone, and says so.
    await page.mouse.click(hall.x, hall.y);
    const wadsworth = toPage({ x: 53.5, y: 22.6 });
    await page.keyboard.down('Shift');
    await page.mouse.click(wadsworth.x, wadsworth.y);
    await page.keyboard.up('Shift');
    await editor.getByTestId('units-with-leaders').waitFor();
    expect(await editor.getByTestId('units-with-leaders').textContent()).toBe('For the unit picked; a leader has no formation.');
    await expect(properties.getByLabel('Formation', { exact: true }).inputValue()).resolves.toBe('unlimbered');
    expect(await properties.getByLabel('Facing').count()).toBe(1);

    // In a small window: the battery alone, "Fire at…" the regiment by its row in the list; the pair and
    // its every step fit the panel.
    await page.mouse.click(hall.x, hall.y);
    await preview.getByTestId('preview-sees').waitFor();
    await page.setViewportSize({ width: 1024, height: 640 });
    await preview.getByRole('list', { name: 'Enemy units' }).getByRole('button', { name: '7th Tennessee', exact: true }).click();
    await preview.getByText(/fires on 7th Tennessee/).waitFor();
    await preview.getByText('Why: every step').click();
    const small = await properties.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(small.scroll).toBeLessThanOrEqual(small.client + 1);
    await page.screenshot({ path: join(SHOTS, 'rules-preview-fire-1024.png') });
    await page.setViewportSize({ width: 1400, height: 900 });
    expect(app.pageErrors).toEqual([]);
  });

  it('lists the scenario checks, warnings named, and picks the unit a warning names', async () => {
    const { page } = app;
    const editor = page.getByRole('region', { name: 'Map editor' });
    const problems = editor.getByTestId('map-problems');
    await problems.getByText(/beyond his 4" command radius/).first().waitFor();
    const first = problems.getByRole('button', { name: /7th Tennessee is [\d.]+" from James Archer/ });
    await first.click();
    await editor.getByLabel('Formation').waitFor();
    expect(await editor.locator('.what').first().textContent()).toBe('7th Tennessee');
    // Chosen, the problem opens what its check asks and the book's place under it.
    const rule = CHECK_RULES['leader.out-of-command'];
    const why = problems.getByTestId('problem-why');
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(why.textContent().then((t) => t?.replace(/\s+/g, ' ').trim())).resolves.toBe(`${rule.label}. ${rule.explanation} ${bookCitation(rule.source!)}`);
    await first.press('Enter');
    await why.waitFor({ state: 'detached' });
  });
});
