/// <reference lib="dom" />
/**
 * Scenarios and armies as one workflow, in Chromium on a real library: an army saved in the library
 * attached to a scenario side, detached, and put back with undo; a unit and a leader taken from the
 * army editor's catalogue; the bundled historical scenario, whose armies are checked against the
 * organisation guidelines only on demand; and a brigade deleted from a side with what stands for it on
 * the map, as one named command and one undo entry.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placementsOf } from '../../core/map/oobLinks';
import type { MusterScenario, TabletopMap } from '../../core/scenario';
import { answerConfirm, discardChangesWhenAsked, menu, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const UNION = "Union: 1st Division, I Corps (T'ain't No Militia)";

let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
  // Opening another document over one with unsaved changes asks first: the tests move on.
  await discardChangesWhenAsked(app.page);
});
afterAll(async () => {
  await app?.close();
});

const example = (page: Page, name: string) => page.locator(`[data-testid="example-row"][data-name="${name}"]`);
const undo = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true }).click();

/** Opens a bundled example as a copy, as a user starts from one. */
async function openExample(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Library', exact: true }).click();
  await example(page, name).getByRole('button', { name: 'Open a copy' }).click();
}

async function sides(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Sides' }).click();
}

describe('a library army on a scenario side', () => {
  it('is attached to a side, priced there, detached, and attached again with undo', async () => {
    const { page } = app;
    // The Union army, saved in the library.
    await openExample(page, 'taint-no-militia.army-union.json');
    await page.getByText('This is a copy of the example').first().waitFor();
    await page.locator('body').click();
    await page.keyboard.press('Control+s');
    await page.getByText(`Saved "${UNION}" in the library.`).waitFor();

    // A scenario whose Union side embeds its own order of battle.
    await openExample(page, 'taint-no-militia.scenario.json');
    await sides(page);
    const card = page.getByTestId('side-union');
    await card.getByLabel('Library army').selectOption({ label: UNION });
    await card.getByRole('button', { name: 'Attach', exact: true }).click();

    const attached = card.getByTestId('side-library-army-union');
    await expect.poll(() => attached.textContent()).toMatch(/from the library · 1 formation · 136 muster points from the tables/);
    await expect(card.getByTestId('side-mp-union').textContent()).resolves.toBe('136 MP');
    await expect(card.getByLabel('Forces', { exact: true }).inputValue()).resolves.toBe('library');
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe(`Undo Attach ${UNION}`);
    await page.getByTestId('problems').getByText('The scenario is valid').waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'side-library-army.png') });

    await card.getByRole('button', { name: 'Detach', exact: true }).click();
    await expect.poll(() => attached.count()).toBe(0);
    // Nothing else raised the side: it gets an empty order of battle to build.
    await expect(card.getByLabel('Forces', { exact: true }).inputValue()).resolves.toBe('oob');
    await expect(card.getByTestId('side-summary-union').textContent()).resolves.toMatch(/0 formations · 0 muster points/);

    await undo(page); // the detach
    await expect.poll(() => attached.textContent()).toMatch(/136 muster points/);
    await undo(page); // the attach: the side's own order of battle is back
    await expect.poll(() => attached.count()).toBe(0);
    await expect(card.getByLabel('Order of battle', { exact: true }).inputValue()).resolves.toBe(UNION);
    await expect(card.getByTestId('side-mp-union').textContent()).resolves.toBe('136 MP');
    expect(app.pageErrors).toEqual([]);
  });

  it('is embedded as a copy the side edits as its own', async () => {
    const { page } = app;
    const card = page.getByTestId('side-confederate');
    await card.getByLabel('Library army').selectOption({ label: UNION });
    await card.getByRole('button', { name: 'Embed a copy', exact: true }).click();
    // The copy is priced on the Union tables it came with: the side now plays as the Union.
    await expect.poll(() => card.getByLabel('Order of battle', { exact: true }).inputValue()).toBe(UNION);
    await expect(card.getByLabel('Army', { exact: true }).inputValue()).resolves.toBe('union');
    await expect(card.getByTestId('side-mp-confederate').textContent()).resolves.toBe('136 MP');
    await page.getByTestId('problems').getByText('The scenario is valid').waitFor();
    await undo(page);
    await expect.poll(() => card.getByLabel('Army', { exact: true }).inputValue()).toBe('confederate');
    await expect(card.getByTestId('side-mp-confederate').textContent()).resolves.toBe('135 MP');
    expect(app.pageErrors).toEqual([]);
  });
});

describe('the army editor’s catalogue', () => {
  it('adds the 6th Wisconsin as a new unit with its figures, weapon and quality, and Meredith as its leader', async () => {
    const { page } = app;
    await menu(page, 'File', /^New Army/);
    await page.getByLabel('Army name').fill('My Iron Brigade');
    await page.getByLabel('New formation level').selectOption('brigade');
    await page.getByRole('button', { name: '+ Formation' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Black Hats');
    await page.getByRole('textbox', { name: 'Name', exact: true }).press('Enter');

    await page.getByRole('button', { name: '+ From catalogue…' }).click();
    const catalogue = page.getByRole('region', { name: 'Catalogue' });
    await catalogue.getByLabel('Search the catalogue').fill('6th wisconsin');
    const entries = catalogue.getByTestId('catalogue-entry');
    // The bundled armies' entry first, then the regiment as the battle records know it, with its battles.
    await expect.poll(() => entries.first().textContent()).toContain("6th Wisconsin (Iron Brigade, T'ain't No Militia)");
    await expect(entries.filter({ hasText: "T'ain't No Militia" }).count()).resolves.toBe(1);
    await expect(entries.first().textContent()).resolves.toContain('6 figures · Rifle-muskets (R/M) · Elite');
    await expect(entries.filter({ hasText: 'UWI0006RI' }).textContent()).resolves.toMatch(/6th Wisconsin \(WI · infantry regiment\).*fought at .*Antietam.* and \d+ more/);
    await page.screenshot({ path: join(SHOTS, 'army-catalogue.png') });
    await entries.first().click();
    await catalogue.getByRole('status').getByText('Added 6th Wisconsin to Black Hats.').waitFor();
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Add 6th Wisconsin from the catalogue');

    // The brigade's leader, as the book rates him.
    await page.getByTestId('oob-row').filter({ hasText: 'Black Hats' }).click();
    await catalogue.getByLabel('Search the catalogue').fill('meredith');
    await expect.poll(() => entries.filter({ hasText: 'Solomon Meredith' }).count()).toBe(1);
    await entries.filter({ hasText: 'Solomon Meredith' }).click();
    await expect.poll(() => page.getByTestId('oob-row').filter({ hasText: 'Solomon Meredith' }).textContent()).toContain('Brig Gen · 2LB');

    // Closing the catalogue shows the selection's editor: the new regiment has the entry's figures, weapon and quality.
    await page.getByTestId('oob-row').filter({ hasText: '6th Wisconsin' }).click();
    await catalogue.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByLabel('Unit name').inputValue()).resolves.toBe('6th Wisconsin');
    await expect(page.getByLabel('Figures').inputValue()).resolves.toBe('6');
    await expect(page.getByLabel('Weapon').inputValue()).resolves.toBe('rifle-musket');
    await expect(page.getByLabel('Quality').inputValue()).resolves.toBe('elite');
    await expect(page.getByTestId('unit-cost').textContent()).resolves.toMatch(/^9 MP/);
    // A new, independent unit: changing it here changes nothing else.
    await page.getByLabel('Quality').selectOption('veteran');
    await expect(page.getByTestId('unit-cost').textContent()).resolves.toMatch(/^7 MP/);
    await page.screenshot({ path: join(SHOTS, 'army-catalogue-added.png') });

    await undo(page); // the quality
    await undo(page); // Meredith
    await undo(page); // the 6th Wisconsin
    await expect.poll(() => page.getByTestId('oob-row').count()).toBe(1);
    expect(app.pageErrors).toEqual([]);
  });
});

describe('a historical scenario is not a points game', () => {
  it('shows no organisation warnings for the bundled T’ain’t No Militia until asked, and all of them in a points game', async () => {
    const { page } = app;
    await openExample(page, 'taint-no-militia.scenario.json');
    await sides(page);
    const card = page.getByTestId('side-confederate');
    await expect(card.getByTestId('side-summary-confederate').textContent()).resolves.not.toMatch(/organisation note/);
    await card.getByRole('button', { name: /Edit the order of battle/ }).click();
    const warnings = card.getByRole('region', { name: 'Warnings' });
    await expect(warnings.getByTestId('warning-count').textContent()).resolves.toBe('not checked');
    await expect(warnings.getByTestId('warning').count()).resolves.toBe(0);
    // The embedded order of battle has the army editor's unit editor: figures and quality can be edited here.
    await card.getByTestId('oob-row').filter({ hasText: '42nd Mississippi' }).click();
    await expect(card.getByLabel('Figures').inputValue()).resolves.toBe('10');
    await expect(card.getByLabel('Quality').inputValue()).resolves.toBe('trained');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'scenario-side-unchecked.png') });

    // On demand: Pegram is an artillery leader, which only Union sides may buy.
    await warnings.getByRole('button', { name: 'Check organisation' }).click();
    await expect.poll(() => warnings.getByTestId('warning').count()).toBeGreaterThan(0);
    await expect(warnings.locator('[data-rule="artillery.leader"]').count()).resolves.toBe(1);
    await expect(card.getByTestId('side-summary-confederate').textContent()).resolves.toMatch(/\d+ organisation notes?/);
    await warnings.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'scenario-side-checked.png') });
    await warnings.getByRole('button', { name: 'Check organisation' }).click();
    await expect.poll(() => warnings.getByTestId('warning').count()).toBe(0);

    // A points game checks every side without asking, and says so in the file.
    await page.getByRole('checkbox', { name: /Points game/ }).check();
    await expect.poll(() => warnings.getByTestId('warning').count()).toBeGreaterThan(0);
    await expect(warnings.getByRole('button', { name: 'Check organisation' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Check organisation');
    await undo(page);
    await expect.poll(() => warnings.getByTestId('warning').count()).toBe(0);
    expect(app.pageErrors).toEqual([]);
  });
});

describe('deleting from a side what stands on the map', () => {
  it('asks, then takes the brigade and its placements in one edit that one Undo puts back', async () => {
    const { page } = app;
    await openExample(page, 'taint-no-militia.scenario.json');
    await sides(page);
    const card = page.getByTestId('side-confederate');
    await card.getByRole('button', { name: /Edit the order of battle/ }).click();
    const rows = card.getByTestId('oob-row');
    const before = await rows.count();
    await rows.filter({ hasText: "Davis' Brigade" }).first().click();
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    // Davis and the regiments of his that stand on the table, as the bundled file places them.
    const scenario = JSON.parse(readFileSync(join(__dirname, '../../scenarios/taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;
    const placed = placementsOf(scenario.map as TabletopMap, 'confederate', scenario.sides[1]!.forces.orderOfBattle, 'csa-davis-brigade').length;
    expect(placed).toBeGreaterThan(1);
    const asked = page.getByRole('dialog', { name: "Remove Davis' Brigade from the map too?" });
    await expect(asked.locator('p').textContent()).resolves.toBe(`Davis' Brigade has ${placed} placements on the map.`);
    await answerConfirm(page, "Remove Davis' Brigade from the map too?", 'Remove them from the map too');
    await expect.poll(() => rows.filter({ hasText: "Davis' Brigade" }).count()).toBe(0);
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Delete brigade and its placements');
    await expect(page.getByRole('status').getByText('Internal error').count()).resolves.toBe(0);
    await undo(page);
    await expect.poll(() => rows.count()).toBe(before);
    expect(app.pageErrors).toEqual([]);
  });
});
