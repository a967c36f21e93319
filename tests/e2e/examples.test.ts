/// <reference lib="dom" />
/**
 * A first run in Chromium on a fresh data folder: the bundled examples are in the Library, one opens
 * as a copy, and the bundled file is byte-for-byte the same after the copy is edited and saved.
 * Then every view of the app is read as a user sees it (text and tooltips) for a seed file name.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADF_BOOK } from '../../core/rules/trace';
import { call, discardChangesWhenAsked, startApp, type AppUnderTest } from './harness';

const BUNDLED = resolve(__dirname, '../../scenarios');
const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const digest = (file: string) => createHash('sha256').update(readFileSync(join(BUNDLED, file))).digest('hex');
/** The top level's files and the Blue & Grey folder's, named as the examples list names them. */
const bundledFiles = [
  ...readdirSync(BUNDLED).filter((f) => f.endsWith('.json')),
  ...readdirSync(join(BUNDLED, 'bluegrey')).filter((f) => f.endsWith('.json')).map((f) => `bluegrey/${f}`),
].sort();

let app: AppUnderTest;
let before: Record<string, string>;
beforeAll(async () => {
  before = Object.fromEntries(bundledFiles.map((f) => [f, digest(f)]));
  app = await startApp();
  // The tests open one example after another: what the one before left unsaved is discarded when asked.
  await discardChangesWhenAsked(app.page);
});
afterAll(async () => {
  await app?.close();
});

const example = (page: Page, name: string) => page.locator(`[data-testid="example-row"][data-name="${name}"]`);

/** Everything the user can read on the page now: its text and every tooltip and accessible label. */
function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const el of Array.from(document.querySelectorAll('[title], [aria-label], [placeholder]'))) {
      for (const a of ['title', 'aria-label', 'placeholder']) parts.push(el.getAttribute(a) ?? '');
    }
    for (const el of Array.from(document.querySelectorAll('input, textarea'))) parts.push((el as HTMLInputElement).value);
    return parts.join('\n');
  });
}

/** Seed file names in what the user reads, and the bare line citations that would go with them. */
async function seedNamesOn(page: Page, where: string, seen: string[]): Promise<string[]> {
  const text = await readable(page);
  seen.push(where);
  return [...text.matchAll(new RegExp(`[^\\n]{0,60}(${ADF_BOOK.replace('.', '\\.')}|\\.txt:\\d|\\bADF \\d{3,4}\\b)[^\\n]{0,40}`, 'g'))].map((m) => `${where}: ${m[0]}`);
}

describe('a first run: the examples in the Library', () => {
  it('lists every bundled scenario and army as an example, marked, on an empty library', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Library' }).waitFor();
    await page.getByText('Your library is empty').waitFor();
    const rows = page.getByTestId('example-row');
    await expect.poll(() => rows.count()).toBe(bundledFiles.length);
    for (const [name, title] of [
      ['taint-no-militia.scenario.json', "T'ain't No Militia"],
      ['tan-yard-hill.scenario.json', 'Tan Yard Hill'],
      ['taint-no-militia.army-union.json', "Union: 1st Division, I Corps (T'ain't No Militia)"],
      ['bluegrey/shiloh.scenario.json', 'Blue & Grey: Shiloh'],
    ]) {
      const row = example(page, name!);
      await expect(row.locator('td.title').textContent()).resolves.toContain(title);
      await expect(row.getByText('Example', { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByTestId('library-row').count()).resolves.toBe(0);
    await page.screenshot({ path: join(SHOTS, 'library-examples.png') });
    expect(app.pageErrors).toEqual([]);
  });

  it('"Start from an example" sits beside New army and New scenario and brings the examples forward', async () => {
    const { page } = app;
    const header = page.getByRole('region', { name: 'Library' }).locator('header');
    await expect(header.getByRole('button').allTextContents()).resolves.toEqual(expect.arrayContaining(['Start from an example', 'New army', 'New scenario']));
    await page.getByLabel('Search the library').fill('zzz');
    await page.getByRole('button', { name: 'Start from an example' }).click();
    // The search is cleared so every example shows, and the first one's button has the focus.
    await expect.poll(() => page.getByTestId('example-row').count()).toBe(bundledFiles.length);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Open a copy');
  });

  it('opens an example as a copy; editing and saving the copy leaves the bundled file unchanged', async () => {
    const { page } = app;
    await example(page, 'tan-yard-hill.scenario.json').getByRole('button', { name: 'Open a copy' }).click();
    await expect(page.getByLabel('Scenario title').inputValue()).resolves.toBe('Tan Yard Hill');
    await page.getByText('This is a copy of the example "Tan Yard Hill"').waitFor();
    await page.getByLabel('Scenario title').fill('Tan Yard Hill, my game');
    await page.locator('body').click();
    await page.keyboard.press('Control+s');
    await page.getByText('Saved "Tan Yard Hill, my game" in the library.').waitFor();
    await page.getByTestId('save-state').getByText('In the library').waitFor();

    // Edit and save once more: the copy's own library entry changes, never the example.
    await page.getByLabel('Scenario title').fill('Tan Yard Hill, second try');
    await page.locator('body').click();
    await page.keyboard.press('Control+s');
    await page.getByText('Saved "Tan Yard Hill, second try" in the library.').waitFor();

    expect(Object.fromEntries(bundledFiles.map((f) => [f, digest(f)]))).toEqual(before);
    await page.getByRole('button', { name: 'Library', exact: true }).click();
    await page.getByTestId('library-row').filter({ hasText: 'Tan Yard Hill, second try' }).waitFor();
    await expect(page.getByTestId('library-row').count()).resolves.toBe(1);
    // The example is still listed as it came.
    await example(page, 'tan-yard-hill.scenario.json').waitFor();
    expect(app.pageErrors).toEqual([]);
  });
});

describe('no seed file name on any screen', () => {
  const seen: string[] = [];
  const found: string[] = [];

  it('the Library, every section of both example scenarios, both example armies with their rules, and every Odds tab', async () => {
    const { page } = app;
    const library = async () => {
      await page.getByRole('button', { name: 'Library', exact: true }).click();
      await page.getByTestId('example-row').first().waitFor();
    };
    await library();
    found.push(...(await seedNamesOn(page, 'Library', seen)));
    // Every menu of the menu bar, opened in turn.
    const menubar = page.getByRole('navigation', { name: 'Application menu' });
    for (const name of await menubar.getByRole('button').allTextContents()) {
      await menubar.getByRole('button', { name: name.trim(), exact: true }).click();
      found.push(...(await seedNamesOn(page, `Menu ${name.trim()}`, seen)));
      await page.keyboard.press('Escape');
    }

    for (const title of ['taint-no-militia.scenario.json', 'tan-yard-hill.scenario.json', 'bluegrey/shiloh.scenario.json']) {
      await library();
      await example(page, title).getByRole('button', { name: 'Open a copy' }).click();
      await page.getByLabel('Scenario title').waitFor();
      const sections = await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button').allTextContents();
      expect(sections.length).toBeGreaterThan(5);
      for (const name of sections) {
        await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: name.trim() }).click();
        // Open every order of battle shown, so the units' notes are on the page too.
        const edit = page.getByRole('button', { name: /Edit the order of battle/ });
        for (let guard = 0; guard < 10 && (await edit.count()) > 0; guard++) await edit.first().click();
        found.push(...(await seedNamesOn(page, `${title} · ${name.trim()}`, seen)));
      }
    }

    for (const title of ['taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json']) {
      await library();
      await example(page, title).getByRole('button', { name: 'Open a copy' }).click();
      await page.getByRole('tree', { name: 'Order of battle tree' }).waitFor();
      await page.getByRole('button', { name: 'Rules…' }).click();
      found.push(...(await seedNamesOn(page, `${title} · rules`, seen)));
      // Select each unit in turn: the unit editor shows its notes and its price's source.
      const items = page.getByRole('treeitem');
      const count = await items.count();
      expect(count).toBeGreaterThan(10);
      for (let i = 0; i < count; i++) {
        await items.nth(i).click();
        found.push(...(await seedNamesOn(page, `${title} · item ${i + 1}`, seen)));
      }
    }

    await page.getByRole('button', { name: 'Odds', exact: true }).click();
    for (const tab of ['Fire', 'Morale', 'Charge']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('heading', { name: 'Explain' }).waitFor();
      await page.locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      found.push(...(await seedNamesOn(page, `Odds · ${tab}`, seen)));
    }
    // A trace step whose sentence cites the book: sharpshooters skirmish without the fire penalty (B:1031).
    await page.getByRole('tab', { name: 'Fire' }).click();
    await page.getByLabel('Arm', { exact: true }).selectOption('infantry');
    await page.getByLabel('Weapon', { exact: true }).selectOption('sharpshooter-rm');
    await page.getByLabel('Formation', { exact: true }).selectOption({ label: 'Skirmishers' });
    await page.getByText('sharpshooters skirmish without the fire penalty (ADF · The infantry · Sharpshooters and snipers)').waitFor();
    found.push(...(await seedNamesOn(page, 'Odds · Fire, sharpshooters skirmishing', seen)));
    await page.screenshot({ path: join(SHOTS, 'odds-trace-book.png'), fullPage: true });

    expect(seen.length).toBeGreaterThan(30);
    expect(found).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });

  it('the Odds trace cites the book by its sections', async () => {
    const { page } = app;
    const sources = await page.locator('[data-testid="trace-row"] td.source').allTextContents();
    expect(sources.filter((s) => s.trim()).length).toBeGreaterThan(0);
    for (const s of sources.filter((x) => x.trim())) expect(s).toMatch(/^ADF · /);
  });
});

describe('units placed outside their set-up area are pointed out', () => {
  it("T'ain't No Militia as bundled has none; moving the 95th New York off McPherson's Ridge is named in Set-up", async () => {
    const { page } = app;
    const section = (name: string) => page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name }).click();
    await page.getByRole('button', { name: 'Library', exact: true }).click();
    await example(page, 'taint-no-militia.scenario.json').getByRole('button', { name: 'Open a copy' }).click();
    await section('Set-up and entries');
    await page.getByRole('heading', { name: 'Set-up areas' }).waitFor();
    await expect(page.getByTestId('misplaced-units').count()).resolves.toBe(0);

    // The same scenario with the 95th where the file used to put it, east of the ridge (x = 55").
    const scenario = JSON.parse(readFileSync(join(BUNDLED, 'taint-no-militia.scenario.json'), 'utf8')) as { title: string; map: { units: Array<{ unit: string; at: { x: number } }> } };
    scenario.title = 'Militia, 95th misplaced';
    scenario.map.units.find((u) => u.unit === 'usa-95-ny')!.at.x = 55;
    await call(page, 'library.create', { kind: 'scenario', title: scenario.title, content: scenario });
    await page.getByRole('button', { name: 'Library', exact: true }).click();
    await page.getByTestId('library-row').filter({ hasText: 'Militia, 95th misplaced' }).getByRole('button', { name: 'Open' }).click();
    await section('Set-up and entries');
    await expect(page.getByTestId('misplaced-units').textContent()).resolves.toMatch(/one unit stands outside every set-up area of its side:\s+95th New York \(Union: McPherson's Ridge\)\./);
    expect(app.pageErrors).toEqual([]);
  });
});
