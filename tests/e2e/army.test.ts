/// <reference lib="dom" />
/**
 * The army builder in Chromium (web mode, real library and files): build a brigade, see the totals
 * `musterReport` gives on the same data, trip an organisation rule and follow its warning, save and
 * reopen, round-trip CSV through files, and open the bundled T'ain't No Militia Union army whose printed
 * total (138, adfLine(2026)) differs from the sum of its own lines (136).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { musterReport, ORGANISATION_RULES } from '../../core/muster';
import { bookCitation } from '../../core/rules/adf/book';
import { formations, importCsv, units } from '../../core/oob';
import { startApp, type AppUnderTest } from './harness';

let app: AppUnderTest;
let files: string;
beforeAll(async () => {
  app = await startApp();
  files = mkdtempSync(join(tmpdir(), 'muster-army-e2e-'));
});
afterAll(async () => {
  await app?.close();
  if (files) rmSync(files, { recursive: true, force: true });
});

const shots = process.env.ARMY_SHOTS === '1';
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `/tmp/army-${name}.png` });
};

const row = (page: Page, name: string) => page.getByTestId('oob-row').filter({ hasText: name });
const sideTotal = async (page: Page) => Number(await page.getByTestId('side-total').textContent());
const rowMp = async (page: Page, name: string) => Number(await row(page, name).getByTestId('row-mp').textContent());

/** Clicks an add button, then names the new item in the inline rename field it opens. */
async function add(page: Page, button: string, name: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const input = page.getByRole('textbox', { name: 'Name', exact: true });
  await input.fill(name);
  await input.press('Enter');
  await row(page, name).waitFor();
}

async function answerPathDialog(page: Page, path: string, button: 'Open' | 'Save') {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('File path').fill(path);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

const REGIMENTS = ['2nd Wisconsin', '6th Wisconsin', '7th Wisconsin', '19th Indiana'];

describe('the army builder', () => {
  it('builds a brigade with a leader and regiments, and shows the totals musterReport gives', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New army' }).click();
    await page.getByLabel('Army name').fill('Iron Brigade');
    await page.getByLabel('New formation level').selectOption('brigade');
    await add(page, '+ Formation', '1st Brigade');
    await add(page, '+ Leader', 'Solomon Meredith');
    await row(page, '1st Brigade').click();
    for (const name of REGIMENTS) await add(page, '+ Regiment', name);

    // The same brigade built directly: a 1LB brigade leader and four new regiments (six figures, trained, R/M).
    const expected = musterReport({
      name: 'Iron Brigade',
      side: 'union',
      era: '1861-63',
      children: [
        {
          id: 'b',
          kind: 'formation',
          level: 'brigade',
          name: '1st Brigade',
          leaders: [{ id: 'l', name: 'Solomon Meredith', role: 'brigade', lb: 1 }],
          children: REGIMENTS.map((name, i) => ({ id: `r${i}`, name, arm: 'infantry' as const, figures: 6, weapon: 'rifle-musket' as const, quality: 'trained' as const, sharpshooters: false, stands: 2 as const })),
        },
      ],
    });
    // adfLine(1969): 6-figure trained rifle-muskets cost 6; a 1LB brigade leader 6: 4 × 6 + 6 = 30.
    expect(expected.cost.total).toBe(30);
    await expect.poll(() => sideTotal(page)).toBe(expected.cost.total);
    await expect.poll(() => rowMp(page, '1st Brigade')).toBe(expected.cost.formations[0]!.total);
    await expect.poll(() => rowMp(page, 'Solomon Meredith')).toBe(6);
    await expect(page.getByTestId('warning').count()).resolves.toBe(expected.warnings.length);
    await shot(page, 'brigade');
    expect(app.pageErrors).toEqual([]);
  });

  it('a third elite regiment trips the elite/green limit; the warning selects the brigade; undo clears it', async () => {
    const { page } = app;
    const eliteWarning = page.getByTestId('warning').and(page.locator('[data-rule="brigade.elite-green-limit"]'));
    for (const [i, name] of REGIMENTS.slice(0, 3).entries()) {
      await row(page, name).click();
      await page.getByLabel('Quality').selectOption('elite');
      // adfLine(1969): a 6-figure elite R/M regiment costs 9.
      await expect.poll(() => rowMp(page, name)).toBe(9);
      if (i < 2) await expect(eliteWarning.count()).resolves.toBe(0);
    }
    await eliteWarning.waitFor();
    await expect(eliteWarning.textContent()).resolves.toContain('1st Brigade has 3 elite or green regiments');
    await expect.poll(() => sideTotal(page)).toBe(30 + 3 * 3);
    await shot(page, 'warning');

    await row(page, REGIMENTS[3]!).click();
    await eliteWarning.click();
    await expect(row(page, '1st Brigade').getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByLabel('Formation name').inputValue()).resolves.toBe('1st Brigade');
    // Chosen, the warning opens what its rule asks and the book's place in the panel, not only in a tooltip.
    const why = page.getByRole('region', { name: 'Warnings' }).getByTestId('warning-why');
    const elite = ORGANISATION_RULES['brigade.elite-green-limit'];
    await expect(eliteWarning.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(why.textContent().then((t) => t?.trim())).resolves.toBe(`${elite.title}. ${elite.explanation} ${bookCitation(elite.source)}`);
    await expect(why.isVisible()).resolves.toBe(true);
    await shot(page, 'warning-why');

    // One for the whole side, reached with the keyboard: Enter opens its explanation in place of the other's, and closes it.
    const wholeSide = page.getByTestId('warning').filter({ hasText: 'whole side' }).first();
    await wholeSide.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => wholeSide.getAttribute('aria-expanded')).toBe('true');
    await expect(eliteWarning.getAttribute('aria-expanded')).resolves.toBe('false');
    const sideRule = ORGANISATION_RULES[(await wholeSide.getAttribute('data-rule')) as keyof typeof ORGANISATION_RULES];
    await expect(why.count()).resolves.toBe(1);
    await expect(why.textContent().then((t) => t?.trim())).resolves.toBe(`${sideRule.title}. ${sideRule.explanation} ${bookCitation(sideRule.source)}`);
    // The selection stays where it was: a warning about the whole side selects nothing.
    await expect(page.getByLabel('Formation name').inputValue()).resolves.toBe('1st Brigade');
    await page.keyboard.press('Enter');
    await why.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await eliteWarning.waitFor({ state: 'detached' });
    await expect.poll(() => sideTotal(page)).toBe(30 + 2 * 3);
    expect(app.pageErrors).toEqual([]);
  });

  it('renames with F2, copies and pastes, deletes with the keyboard, and drags a regiment to the top; each is one undo', async () => {
    const { page } = app;
    const tree = page.getByRole('tree', { name: 'Order of battle tree' });
    await row(page, '19th Indiana').click();
    await tree.press('F2');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('19th Indiana Volunteers');
    await page.getByRole('textbox', { name: 'Name', exact: true }).press('Enter');
    await row(page, '19th Indiana Volunteers').waitFor();

    await tree.press('Control+c');
    await tree.press('Control+v');
    await expect(row(page, '19th Indiana Volunteers').count()).resolves.toBe(2);
    await tree.press('Delete');
    await expect(row(page, '19th Indiana Volunteers').count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Undo', exact: true }).click(); // the delete
    await page.getByRole('button', { name: 'Undo', exact: true }).click(); // the paste
    await expect(row(page, '19th Indiana Volunteers').count()).resolves.toBe(1);

    // Keyboard navigation: Home selects the brigade, Left collapses it, Right opens it again.
    await tree.press('Home');
    await expect(row(page, '1st Brigade').getAttribute('aria-selected')).resolves.toBe('true');
    await tree.press('ArrowLeft');
    await expect(page.getByTestId('oob-row').count()).resolves.toBe(1);
    await tree.press('ArrowRight');
    await expect(page.getByTestId('oob-row').count()).resolves.toBe(6);
    await tree.press('End');
    await expect(row(page, '19th Indiana Volunteers').getAttribute('aria-selected')).resolves.toBe('true');

    const order = () => page.$$eval('[data-testid="oob-row"]', (rows) => rows.map((r) => r.querySelector('.name')?.textContent ?? ''));
    await row(page, '19th Indiana Volunteers').dragTo(row(page, '2nd Wisconsin'), { targetPosition: { x: 40, y: 3 } });
    await expect(order()).resolves.toEqual(['1st Brigade', 'Solomon Meredith', '19th Indiana Volunteers', '2nd Wisconsin', '6th Wisconsin', '7th Wisconsin']);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(order()).resolves.toEqual(['1st Brigade', 'Solomon Meredith', '2nd Wisconsin', '6th Wisconsin', '7th Wisconsin', '19th Indiana Volunteers']);
    expect(app.pageErrors).toEqual([]);
  });

  it('saves in the library and is still there after a reload', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('save-state').getByText('In the library').waitFor();
    await page.reload();
    const entry = page.getByTestId('library-row').filter({ hasText: 'Iron Brigade' });
    await entry.waitFor();
    await entry.getByRole('button', { name: 'Open' }).click();
    await row(page, '19th Indiana Volunteers').waitFor();
    await expect.poll(() => sideTotal(page)).toBe(36);
    await expect(page.getByLabel('Army name').inputValue()).resolves.toBe('Iron Brigade');
  });

  it('exports CSV to a file and imports it back as one undoable replacement; a bad file shows its problems', async () => {
    const { page } = app;
    const csvPath = join(files, 'iron-brigade.csv');
    await page.getByRole('button', { name: 'Export CSV…' }).click();
    await answerPathDialog(page, csvPath, 'Save');
    await page.getByText(`Exported ${csvPath}.`).waitFor();
    const text = readFileSync(csvPath, 'utf8');
    const imported = importCsv(text);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(units(imported.oob).map((u) => u.name)).toEqual(['2nd Wisconsin', '6th Wisconsin', '7th Wisconsin', '19th Indiana Volunteers']);
    expect(formations(imported.oob)[0]!.leaders[0]!.name).toBe('Solomon Meredith');
    await expect.poll(() => sideTotal(page)).toBe(musterReport(imported.oob).cost.total);

    // Change the army, then import the file: the exported army comes back; Undo takes the import back.
    await row(page, '7th Wisconsin').click();
    await page.getByRole('tree').press('Delete');
    await expect.poll(() => sideTotal(page)).toBe(36 - 6); // 7th Wisconsin is trained again after the undo above
    await page.getByRole('button', { name: 'Import CSV…' }).click();
    await answerPathDialog(page, csvPath, 'Open');
    await row(page, '7th Wisconsin').waitFor();
    await expect.poll(() => sideTotal(page)).toBe(36);
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Import CSV');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await row(page, '7th Wisconsin').waitFor({ state: 'detached' });

    const badPath = join(files, 'bad.csv');
    writeFileSync(badPath, 'kind,formation,name,quality\ninfantry,1st Brigade,24th Michigan,heroic\n');
    await page.getByRole('button', { name: 'Import CSV…' }).click();
    await answerPathDialog(page, badPath, 'Open');
    const alert = page.getByRole('alert');
    await alert.getByText('was not imported').waitFor();
    await expect(alert.textContent()).resolves.toMatch(/row 2, column "quality"/);
    await expect.poll(() => sideTotal(page)).toBe(30);
    expect(app.pageErrors).toEqual([]);
  });

  it("opens the bundled T'ain't No Militia Union army and flags its stated 138 against the computed 136", async () => {
    const { page } = app;
    const path = resolve(__dirname, '../../scenarios/taint-no-militia.army-union.json');
    const army = JSON.parse(readFileSync(path, 'utf8'));
    const report = musterReport(army.orderOfBattle);
    expect(report.cost.total).toBe(136);
    await page.getByRole('button', { name: 'Save', exact: true }).click(); // keep the Iron Brigade, so Open asks nothing
    await page.getByTestId('save-state').getByText('In the library').waitFor();
    await page.getByRole('button', { name: 'File' }).click();
    await page.getByRole('menuitem', { name: /Open…/ }).click();
    await answerPathDialog(page, path, 'Open');
    await row(page, 'I Corps').waitFor();
    await expect.poll(() => sideTotal(page)).toBe(136);
    const stated = page.getByTestId('stated-total');
    await expect(stated.textContent()).resolves.toMatch(/stated 138\s*⚠ differs by \+2/);
    await expect(stated.getAttribute('class')).resolves.toContain('differs');
    await page.locator('[data-rule="cost.stated-totals"]').first().waitFor();
    await shot(page, 'taint-union');
    const battery = units(army.orderOfBattle).find((u: { arm: string }) => u.arm === 'artillery');
    if (battery) {
      await row(page, battery.name).click();
      await shot(page, 'battery');
    }
    expect(app.pageErrors).toEqual([]);
  });
});
