/// <reference lib="dom" />
/**
 * A scenario started from a battle's public record, in Chromium on the real backend: File ▸ New Scenario
 * from a Battle…, Gettysburg found and shown (its strengths and casualties, its 300 Union units, no
 * Confederate list), the scenario made, a regiment of the battle's Union list dragged from the catalogue
 * into the Union order of battle, and the scenario saved to a file that is read back.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardChangesWhenAsked, menu, pathDialog, startApp, type AppUnderTest } from './harness';
import { battleCatalogue } from '../../core/records';
import { shippedRecords } from '../../cli/records';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-battle-e2e-'));
  app = await startApp();
  await discardChangesWhenAsked(app.page);
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a scenario from a battle', () => {
  it('Gettysburg: shown from the records, made into a scenario, a regiment of its list dragged into the order of battle, saved', async () => {
    const { page } = app;
    await menu(page, 'File', /^New Scenario from a Battle…/);
    const dialog = page.getByRole('dialog', { name: 'New Scenario from a Battle' });
    await dialog.getByLabel('Search the battles').fill('gettysburg 1863');
    // The list says which battles have unit lists before one is chosen.
    await expect(dialog.getByTestId('battle-entry').filter({ hasText: 'PA002' }).getByTestId('battle-unit-lists').textContent()).resolves.toBe('Unit lists: Union 300 units');
    await dialog.getByTestId('battle-entry').filter({ hasText: 'PA002' }).click();

    await expect.poll(() => dialog.getByTestId('force-union').textContent()).toMatch(/83,289.*23,000.*300/);
    await expect(dialog.getByTestId('force-confederate').textContent()).resolves.toMatch(/75,054.*28,000.*no list/);
    await expect(dialog.getByTestId('units-union').textContent()).resolves.toBe('Union: 300 units');
    await expect(dialog.getByTestId('units-confederate').textContent()).resolves.toBe('Confederate: no list in the records');
    await expect(dialog.getByText('Adams County, PA').count()).resolves.toBe(1);
    await page.screenshot({ path: join(SHOTS, 'battle-dialog.png') });
    await dialog.getByRole('button', { name: 'Create scenario' }).click();

    // The new scenario opens on its sides, each tree beside a catalogue of the battle's own list.
    const union = page.getByTestId('side-union');
    const catalogue = union.getByRole('region', { name: 'Catalogue' });
    await expect(catalogue.getByLabel('Catalogue source').inputValue()).resolves.toBe('battle');
    await expect.poll(() => catalogue.getByTestId('catalogue-count').textContent()).toMatch(/^\d+ entries$/);
    const confederate = page.getByTestId('side-confederate');
    await confederate.getByText('The records list no Confederate units for Gettysburg').waitFor();

    await catalogue.getByLabel('Search the catalogue').fill('19th indiana');
    const regiment = catalogue.getByTestId('catalogue-entry').filter({ hasText: '19th Indiana (IN · infantry regiment)' });
    await expect(regiment.count()).resolves.toBe(1);
    await expect(regiment.textContent()).resolves.toContain('fought at');
    // Nothing is in the order of battle until the designer places it.
    await expect(union.getByTestId('oob-row').count()).resolves.toBe(0);
    // Tree and catalogue side by side at the top of the window, clear of the problems strip.
    await catalogue.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await regiment.dragTo(union.getByRole('tree', { name: 'Order of battle tree' }));
    const row = union.getByTestId('oob-row').filter({ hasText: '19th Indiana' });
    await row.waitFor();
    await expect(union.getByTestId('oob-row').count()).resolves.toBe(1);
    await page.screenshot({ path: join(SHOTS, 'battle-scenario-dragged.png') });

    // The catalogue marks the regiment now in the army; taking it again asks, and "Keep one" adds nothing.
    await regiment.getByTestId('catalogue-in-army').waitFor();
    await regiment.click();
    const again = page.getByRole('dialog', { name: '19th Indiana is already in the army' });
    await again.getByText('Add another unit of the same name?', { exact: false }).waitFor();
    await again.getByRole('button', { name: 'Keep one' }).click();
    await catalogue.getByText('19th Indiana is already in the army: nothing added.').waitFor();
    await expect(union.getByTestId('oob-row').count()).resolves.toBe(1);
    // With the catalogue still open, the regiment picked in the tree is edited below it.
    await row.click();
    await expect(union.getByLabel('Unit name').inputValue()).resolves.toBe('19th Indiana');
    await expect(catalogue.isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(SHOTS, 'battle-scenario-catalogue-editor.png') });

    const file = join(dir, 'gettysburg.scenario.json');
    await menu(page, 'File', /^Save As…/);
    await pathDialog(page, file, 'Save');
    await expect.poll(() => existsSync(file)).toBe(true);
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe(file);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved).toMatchObject({ title: 'Gettysburg', date: '1863-07-01', historicalResult: 'Union victory', battleRecord: { id: 'PA002', name: 'Gettysburg' } });
    expect(saved.situation).toContain('The Union brought 83,289 men and lost 23,000.');
    const oob = saved.sides.find((s: { id: string }) => s.id === 'union').forces.orderOfBattle;
    expect(oob.battleRecord).toEqual({ id: 'PA002', name: 'Gettysburg' });
    expect(oob.children).toHaveLength(1);
    expect(oob.children[0]).toMatchObject({ name: '19th Indiana', arm: 'infantry', figures: 6, weapon: 'rifle-musket', quality: 'trained' });
    // Its note names it as the record does, in words: the record's code is not copied in.
    expect(oob.children[0].notes).toContain('19th Regiment, Indiana Infantry');
    expect(oob.children[0].notes).not.toContain('UIN0019RI');
    expect(app.pageErrors).toEqual([]);
  });

  it('the library search finds a regiment of the records with the battles it fought in; About credits the records', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Library', exact: true }).click();
    await page.getByLabel('Search the library').fill('19th Indiana');
    const records = page.getByRole('region', { name: 'Battle records' });
    const regiment = records.getByTestId('record-unit').filter({ hasText: 'UIN0019RI' });
    await regiment.waitFor();
    await expect(regiment.textContent()).resolves.toMatch(/19th Indiana.*Union.*Gettysburg/);
    await page.screenshot({ path: join(SHOTS, 'battle-records-library.png') });

    await menu(page, 'Help', 'About Muster');
    await page.getByRole('status').getByText(/acw_battle_data\) 11\.0\.0 \(commit 3a6020d, 2018-03-19\), CC-BY-4\.0/).waitFor();
    expect(app.pageErrors).toEqual([]);
  });

  it('a Confederate army of Second Manassas opens on the records\' Confederate list, and takes a regiment of it', async () => {
    const { page } = app;
    const records = shippedRecords();
    const listed = battleCatalogue(records, records.battle('VA026')!, 'confederate');
    await menu(page, 'File', /^New Scenario from a Battle…/);
    const dialog = page.getByRole('dialog', { name: 'New Scenario from a Battle' });
    await dialog.getByLabel('Search the battles').fill('manassas 1862-08-29');
    await dialog.getByTestId('battle-entry').filter({ hasText: 'VA026' }).click();
    await dialog.getByRole('button', { name: 'Create Confederate army' }).click();

    await expect.poll(() => page.getByLabel('Army name').inputValue()).toBe('Confederate: Manassas, Second');
    const catalogue = page.getByRole('region', { name: 'Catalogue' });
    await expect.poll(() => catalogue.getByTestId('catalogue-count').textContent()).toBe(`${listed.length} entries`);
    await catalogue.getByTestId('catalogue-entry').filter({ hasText: 'CAL0014RI' }).click();
    await page.getByTestId('oob-row').filter({ hasText: '14th Alabama' }).waitFor();
    expect(app.pageErrors).toEqual([]);
  });
});
