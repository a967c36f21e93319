/// <reference lib="dom" />
/**
 * Units are picked, never typed (issue 33): an entry of T'ain't No Militia is titled by the units that
 * arrive; its units are picked from the side's order of battle with a search and ticks, or dragged from
 * the tree; a taken-off unit goes; the file holds the picked ids. Tan Yard Hill's Confederates enter on
 * the west edge between board points 07 and 11, chosen from the edge's points.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusterScenario } from '../../core/model/scenario.generated';
import { openByPath, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const BUNDLED = resolve(__dirname, '../../scenarios');
let app: AppUnderTest;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-pick-'));
  for (const f of ['taint-no-militia.scenario.json', 'tan-yard-hill.scenario.json']) copyFileSync(join(BUNDLED, f), join(dir, f));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name }).click();
const read = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as MusterScenario;

describe('units are picked from the order of battle', () => {
  it("titles T'ain't No Militia's entries by their units, and picks an entry's units from the tree", async () => {
    const { page } = app;
    await openByPath(page, join(dir, 'taint-no-militia.scenario.json'));
    await section(page, 'Set-up and entries');
    const first = page.getByRole('article', { name: 'entry 1' }).first();
    await expect(first.locator('.heading').textContent()).resolves.toBe("1st Brigade (The Iron Brigade) · turn 1 · Entrance C (Iron Brigade's approach)");
    await expect(page.getByText('separated by commas').count()).resolves.toBe(0);

    // The second Union entry, the 7th Indiana: its regiment shown by name, picked in the file by id.
    const second = page.getByRole('article', { name: 'entry 2' }).first();
    await expect(second.getByRole('list', { name: 'Entry units picked' }).getByRole('listitem').allTextContents()).resolves.toEqual(['7th Indiana×']);
    await second.getByRole('button', { name: 'Pick units…' }).click();
    await second.getByLabel('Search entry units').fill('wisc');
    const tree = second.getByRole('list', { name: 'Entry units order of battle' });
    await expect(tree.getByRole('checkbox').count()).resolves.toBeGreaterThanOrEqual(3);
    await tree.getByLabel('2nd Wisconsin').check();
    await tree.getByLabel('6th Wisconsin').check();
    // Dragged from the tree onto the picked list.
    await second.getByLabel('Search entry units').fill('19th');
    await tree.getByText('19th Indiana').dragTo(second.getByRole('list', { name: 'Entry units picked' }));
    await second.getByRole('button', { name: 'Take 7th Indiana off' }).click();
    await expect(second.getByRole('list', { name: 'Entry units picked' }).getByRole('listitem').allTextContents()).resolves.toEqual(['2nd Wisconsin×', '6th Wisconsin×', '19th Indiana×']);
    await expect(second.locator('.heading').textContent()).resolves.toMatch(/^2nd Wisconsin, 6th Wisconsin and 1 more · /);
    for (const [width, height] of [[1400, 900], [1024, 640]] as const) {
      await page.setViewportSize({ width, height });
      await tree.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `pick-units-${width}x${height}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Control+s');
    await expect.poll(() => read('taint-no-militia.scenario.json').sides[0]!.entries![1]!.units).toEqual(['usa-2-wi', 'usa-6-wi', 'usa-19-in']);
    expect(app.pageErrors).toEqual([]);
  });

  it("enters Tan Yard Hill's Confederates on the west edge between board points 07 and 11", async () => {
    const { page } = app;
    await openByPath(page, join(dir, 'tan-yard-hill.scenario.json'));
    await section(page, 'Set-up and entries');
    const entries = page.getByRole('article', { name: 'entry 1' });
    const hampton = entries.last();
    // Opening the file replaces T'ain't No Militia once it is read.
    await expect.poll(() => hampton.locator('.heading').textContent()).toMatch(/ · turn 1 · West edge between points 07 and 11$/);
    const between = hampton.getByLabel('Between');
    await expect(between.inputValue()).resolves.toBe('07|11');
    await expect(between.locator('option').allTextContents()).resolves.toEqual(['Anywhere along it', '03 and 07', '03 and 11', '07 and 11']);
    await between.selectOption({ label: '03 and 07' });
    await expect(hampton.locator('.heading').textContent()).resolves.toMatch(/West edge between points 03 and 07$/);
    await page.keyboard.press('Control+s');
    await expect.poll(() => read('tan-yard-hill.scenario.json').sides[1]!.entries![0]!.between).toEqual(['03', '07']);
    await expect(page.getByTestId('problems').textContent()).resolves.not.toMatch(/entrance 07|entrance 11/);
    expect(app.pageErrors).toEqual([]);
  });
});
