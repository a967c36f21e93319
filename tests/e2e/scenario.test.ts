/// <reference lib="dom" />
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyErrorsArmy } from '../../bench/benchmarks/validate';
import { runCli } from '../../cli/main';
import { musterReport } from '../../core/muster';
import type { OrderOfBattle } from '../../core/oob';
import type { MusterScenario } from '../../core/scenario';
import type { AutosaveEntry } from '../../core/library/types';
import { AUTOSAVE_EVERY_MS } from '../../renderer/src/state/clock';
import { answerConfirm, call, startApp, type AppUnderTest, menu, openByPath } from './harness';

const MILITIA = resolve(__dirname, '../../scenarios/taint-no-militia.scenario.json');
const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-scenario-e2e-'));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function section(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name }).click();
}

/** Ctrl+Z / Ctrl+Y with the focus outside any text field, so they act on the document's history. */
async function shortcut(page: Page, keys: string): Promise<void> {
  await page.getByRole('heading', { level: 2 }).first().click();
  await page.keyboard.press(keys);
}

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, { out: (s) => void (out += `${s}\n`), err: (s) => void (err += `${s}\n`), cwd: dir });
  return { code, out, err };
}

describe('the scenario editor and its files (web mode, real backend)', () => {
  const saved = () => join(dir, 'militia-edited.scenario.json');

  it('opens a bundled scenario from File ▸ Open and shows its sections, with muster points from the tables', async () => {
    const { page } = app;
    await openByPath(page, MILITIA);
    await expect(page.getByLabel('Scenario title').inputValue()).resolves.toBe("T'ain't No Militia");
    await expect(page.getByLabel('Date').inputValue()).resolves.toBe('1863-07-01');
    await expect(page.getByLabel('Figure scale').inputValue()).resolves.toBe('15mm');
    await expect(page.getByTestId('save-state').textContent()).resolves.toBe(MILITIA);
    await page.getByTestId('problems').getByText('The scenario is valid').waitFor();
    await page.screenshot({ path: join(SHOTS, 'scenario-general.png') });

    await section(page, 'Sides');
    const file = JSON.parse(readFileSync(MILITIA, 'utf8')) as MusterScenario;
    for (const side of file.sides) {
      const total = musterReport(side.forces.orderOfBattle as unknown as OrderOfBattle).cost.total;
      expect(total).toBeGreaterThan(0);
      await expect(page.getByTestId(`side-mp-${side.id}`).textContent()).resolves.toBe(`${total} MP`);
    }
    await page.screenshot({ path: join(SHOTS, 'scenario-sides.png') });
    await page.getByTestId('side-union').getByRole('button', { name: /Edit the order of battle/ }).click();
    await page.getByTestId('side-union').getByText('Iron Brigade').first().waitFor();
    await page.getByTestId('side-union').getByRole('button', { name: /Hide the order of battle/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'scenario-oob.png') });
    await page.getByTestId('side-union').getByRole('button', { name: /Hide the order of battle/ }).click();

    await section(page, 'Set-up and entries');
    // The 7th Indiana's detached duty: roll 1D6 at the start, on 1–3 it comes, otherwise never (B:2096).
    const indiana = page.getByRole('article', { name: 'entry 2' }).first();
    await expect(indiana.getByLabel('Arrives').inputValue()).resolves.toBe('roll');
    for (const face of [1, 2, 3]) await expect(indiana.getByLabel(`Arrive on ${face}`).isChecked()).resolves.toBe(true);
    await expect(indiana.getByLabel('Arrive on 4').isChecked()).resolves.toBe(false);
    await expect(indiana.getByLabel('Otherwise').inputValue()).resolves.toBe('unavailable');
    await page.screenshot({ path: join(SHOTS, 'scenario-setup.png') });
    expect(app.pageErrors).toEqual([]);
  });

  it('edits fields with a dirty marker, and Ctrl+Z / Ctrl+Y outside a field walk the history', async () => {
    const { page } = app;
    await section(page, 'General');
    await page.getByLabel('Scenario title').fill("T'ain't No Militia (edited)");
    await page.getByLabel('Scenario title').press('Enter');
    await expect(page.title()).resolves.toBe("• T'ain't No Militia (edited) — Muster");
    await page.getByLabel('Figure scale').selectOption('25mm');
    await section(page, 'Initiative and length');
    await page.getByLabel('Turns').fill('6');
    await page.getByLabel('Turns').press('Tab');
    await expect(page.getByLabel('Turns').inputValue()).resolves.toBe('6');

    await shortcut(page, 'Control+z');
    await expect(page.getByLabel('Turns').inputValue()).resolves.toBe('4');
    await shortcut(page, 'Control+z');
    await section(page, 'General');
    await expect(page.getByLabel('Figure scale').inputValue()).resolves.toBe('15mm');
    await expect(page.getByLabel('Scenario title').inputValue()).resolves.toBe("T'ain't No Militia (edited)");
    await shortcut(page, 'Control+y');
    await expect(page.getByLabel('Figure scale').inputValue()).resolves.toBe('25mm');
    await expect(page.title()).resolves.toMatch(/^• /);

    // Live validation: an empty title is a problem, named at its field, and Save waits for it.
    await page.getByLabel('Scenario title').fill('');
    await page.getByTestId('problems').getByText('title').waitFor();
    await expect(page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).resolves.toBe(true);
    await page.screenshot({ path: join(SHOTS, 'scenario-problem.png') });
    await page.getByLabel('Scenario title').fill("T'ain't No Militia (edited)");
    await page.getByTestId('problems').getByText('The scenario is valid').waitFor();
    expect(app.pageErrors).toEqual([]);
  });

  it('Save As writes a file muster validate accepts, and a second save keeps NAME.bak', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Save As…' }).click();
    await page.getByLabel('File path').fill(saved());
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    // A new document whose home is the new file; the file it was opened from is no longer written.
    await page.getByText(`Saved "T'ain't No Militia (edited)" as a new document in ${saved()}; Save now writes that file. taint-no-militia.scenario.json keeps its last saved version.`).waitFor();
    await expect(page.getByTestId('saves-to').textContent()).resolves.toBe('Saves to militia-edited.scenario.json');
    await expect(page.title()).resolves.toBe("T'ain't No Militia (edited) — Muster");
    expect(existsSync(saved())).toBe(true);
    const written = JSON.parse(readFileSync(saved(), 'utf8')) as MusterScenario;
    expect(written.title).toBe("T'ain't No Militia (edited)");
    expect(written.scale).toBe('25mm');
    expect(written.length.turns).toBe(4);
    const check = await cli(['validate', saved()]);
    expect(check.code, check.out + check.err).toBe(0);
    expect(existsSync(`${saved()}.bak`)).toBe(false);

    await section(page, 'Special rules');
    await page.getByRole('button', { name: '+ Add special rule' }).click();
    const added = page.getByRole('article', { name: 'special rule 7' });
    await added.getByLabel('Rule title').fill('Fog');
    await added.getByLabel('Rule text').fill('No fire beyond 6 inches on Turn One.');
    await added.getByLabel('Rule text').blur();
    await page.screenshot({ path: join(SHOTS, 'scenario-rules.png') });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Saved ${saved()}.`).last().waitFor();
    await page.waitForFunction(() => !document.title.startsWith('•'));
    expect(existsSync(`${saved()}.bak`)).toBe(true);
    expect((JSON.parse(readFileSync(`${saved()}.bak`, 'utf8')) as MusterScenario).specialRules).toHaveLength(6);
    const second = JSON.parse(readFileSync(saved(), 'utf8')) as MusterScenario;
    expect(second.specialRules?.[6]).toEqual({ id: 'rule-1', title: 'Fog', text: 'No fire beyond 6 inches on Turn One.' });
    expect((await cli(['validate', saved()])).code).toBe(0);
  });

  it('refuses broken files with the file, the place and the message, and keeps what was open', async () => {
    const { page } = app;
    const typo = join(dir, 'typo.scenario.json');
    const militia = JSON.parse(readFileSync(MILITIA, 'utf8')) as Record<string, unknown>;
    const { weather, ...rest } = militia;
    writeFileSync(typo, JSON.stringify({ ...rest, wether: weather }, null, 2));
    const syntax = join(dir, 'syntax.scenario.json');
    writeFileSync(syntax, '{\n  "$schema": "https://muster.app/schemas/scenario.schema.json",\n  "formatVersion": 2,\n  "title": "Broken"\n  "ruleset": "adf"\n}\n');

    // An unsaved edit in the open document must survive both refusals.
    await section(page, 'General');
    await page.getByLabel('Time').fill('10:30');
    await page.getByLabel('Time').blur();

    await openByPath(page, typo);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Muster cannot open ${typo}`).waitFor();
    await dialog.getByText(/unknown property 'wether'.*weather/).waitFor();
    // The key of the misspelt property, where it sits in the file, and its pointer.
    await expect(dialog.locator('.where').first().textContent()).resolves.toMatch(/^typo\.scenario\.json · line \d+, column 3/);
    await page.screenshot({ path: join(SHOTS, 'scenario-open-problems.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await openByPath(page, syntax);
    await dialog.getByText(`Muster cannot open ${syntax}`).waitFor();
    await expect(dialog.locator('.where').first().textContent()).resolves.toMatch(/syntax\.scenario\.json · line 5, column 3/);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // 4,000 bad items: the first problems by place, then a count of the rest, not 4,000 lines (or a frozen app).
    const many = join(dir, 'many.army.json');
    writeFileSync(many, manyErrorsArmy(4000));
    await openByPath(page, many);
    await dialog.getByText(`Muster cannot open ${many}`).waitFor();
    await dialog.getByText(/… and problems at [\d,]+ more places, not listed/).waitFor();
    await expect(dialog.locator('li').count()).resolves.toBe(51);
    await page.screenshot({ path: join(SHOTS, 'open-many-problems.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await expect(page.getByLabel('Scenario title').inputValue()).resolves.toBe("T'ain't No Militia (edited)");
    await expect(page.getByLabel('Time').inputValue()).resolves.toBe('10:30');
    await expect(page.getByTestId('save-state').textContent()).resolves.toBe('Unsaved changes');
    await expect(page.title()).resolves.toBe("• T'ain't No Militia (edited) — Muster");
  });

  it('offers unsaved work back after the page is closed without saving', async () => {
    const { page } = app;
    // The page's timers become Playwright's clock, moved by hand: the autosave's delay passes at once.
    await page.clock.install();
    await page.getByLabel('Situation').fill('Recovered situation text.');
    await page.getByLabel('Situation').blur();
    // A draft is kept AUTOSAVE_EVERY_MS after the first unsaved change: one kept since this edit is the sign.
    const edited = new Date().toISOString();
    await page.clock.fastForward(AUTOSAVE_EVERY_MS);
    const keptSince = async () => (await call<AutosaveEntry[]>(page, 'library.autosaves', {})).some((d) => d.title === "T'ain't No Militia (edited)" && d.savedAt >= edited);
    await expect.poll(keptSince).toBe(true);
    await page.close({ runBeforeUnload: false });

    const next = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
    next.on('pageerror', (e) => app.pageErrors.push(e.message));
    await next.goto(app.url);
    const offer = next.getByRole('dialog', { name: 'Unsaved changes' }).getByTestId('draft').filter({ hasText: "T'ain't No Militia (edited)" });
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(next.getByLabel('Situation').inputValue()).resolves.toBe('Recovered situation text.');
    await expect(next.getByLabel('Time').inputValue()).resolves.toBe('10:30');
    await expect(next.title()).resolves.toBe("• T'ain't No Militia (edited) — Muster");
    // The draft sits on top of the file it came from: undoing the recovery shows the file as saved,
    // and redoing it brings the unsaved work back, still bound for that file.
    await next.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await next.keyboard.press('Control+z');
    await expect.poll(() => next.getByTestId('save-state').textContent()).toBe(saved());
    await expect(next.getByLabel('Situation').inputValue()).resolves.not.toBe('Recovered situation text.');
    await next.keyboard.press('Control+y');
    await expect(next.getByLabel('Situation').inputValue()).resolves.toBe('Recovered situation text.');
    app.page = next;
  });

  it('lists the saved file under File ▸ Open Recent and opens it from there, or shows its tab while it is open', async () => {
    const { page } = app;
    const tabs = page.getByRole('navigation', { name: 'Views' }).getByTestId('document-tab');
    await page.getByRole('navigation', { name: 'Application menu' }).getByRole('button', { name: 'File', exact: true }).click();
    const recent = page.getByRole('menuitem', { name: "Open T'ain't No Militia (edited)" });
    await recent.waitFor();
    await page.screenshot({ path: join(SHOTS, 'scenario-recent.png') });
    await recent.click();
    // The recovered draft above is that file, open: its tab stays showing with the unsaved work, never a second copy.
    await expect.poll(() => tabs.count()).toBe(1);
    await expect(page.getByLabel('Situation').inputValue()).resolves.toBe('Recovered situation text.');
    await expect(page.getByTestId('save-state').textContent()).resolves.toBe('Unsaved changes');
    // Closed (the unsaved work discarded when asked), the file opens again from Open Recent as saved.
    await menu(page, 'File', /^Close/);
    await answerConfirm(page, 'Discard unsaved changes?', 'Discard changes');
    await expect.poll(() => tabs.count()).toBe(0);
    await menu(page, 'File', "Open T'ain't No Militia (edited)");
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe(saved());
    await expect(page.getByLabel('Situation').inputValue()).resolves.not.toBe('Recovered situation text.');
    expect(app.pageErrors).toEqual([]);
  });

  it('shows a points-budget side with its constraints and a weather die table (Tan Yard Hill, B:2226-2290)', async () => {
    const { page } = app;
    await openByPath(page, resolve(__dirname, '../../scenarios/tan-yard-hill.scenario.json'));
    await expect.poll(() => page.getByLabel('Scenario title').inputValue()).toBe('Tan Yard Hill');
    await section(page, 'Sides');
    await expect(page.getByTestId('side-budget-union').textContent()).resolves.toBe('84 MP budget');
    await expect(page.getByTestId('side-union').getByRole('article').count()).resolves.toBe(4);
    await page.screenshot({ path: join(SHOTS, 'scenario-budget.png') });
    // Renaming a side's short name (its id in the file) takes every reference with it; an id another side has is refused.
    const sideId = page.getByTestId('side-union').getByLabel('Short name');
    await sideId.fill('confederate');
    await sideId.press('Enter');
    await page.getByTestId('side-union').getByText(/already called 'confederate'/).waitFor();
    await expect(sideId.inputValue()).resolves.toBe('union');
    await sideId.fill('federal');
    await sideId.press('Enter');
    await page.getByTestId('side-federal').waitFor();
    await section(page, 'Victory conditions');
    const clearHill = page.getByRole('article', { name: 'victory condition 1' });
    await expect(clearHill.getByLabel('Winner', { exact: true }).inputValue()).resolves.toBe('federal');
    await page.getByTestId('problems').getByText('The scenario is valid').waitFor();
    await shortcut(page, 'Control+z');
    await expect(clearHill.getByLabel('Winner', { exact: true }).inputValue()).resolves.toBe('union');
    await section(page, 'Sides');
    await page.getByTestId('side-union').waitFor();
    await section(page, 'Weather and season');
    // Mine Run 1: 1-4 it has been raining, 5-6 dry (B:2246).
    const rain = page.getByRole('article', { name: 'weather row 1' });
    for (const face of [1, 2, 3, 4]) await expect(rain.getByLabel(`Roll ${face}`).isChecked()).resolves.toBe(true);
    await expect(rain.getByLabel('Roll 5').isChecked()).resolves.toBe(false);
    await expect(rain.getByLabel('Weather', { exact: true }).inputValue()).resolves.toBe('wet');
    await page.screenshot({ path: join(SHOTS, 'scenario-weather.png') });
    // + Add weather row: every face is claimed, so the new dry row takes the die's lowest face; one undo takes it away.
    await page.getByRole('button', { name: '+ Add weather row' }).click();
    const addedRow = page.getByRole('article', { name: 'weather row 3' });
    await expect.poll(() => addedRow.getByLabel('Roll 1').isChecked()).toBe(true);
    await expect(addedRow.getByLabel('Roll 2').isChecked()).resolves.toBe(false);
    await expect(addedRow.getByLabel('Weather', { exact: true }).inputValue()).resolves.toBe('dry');
    await shortcut(page, 'Control+z');
    await expect.poll(() => addedRow.count()).toBe(0);
    await section(page, 'Victory conditions');
    await page.screenshot({ path: join(SHOTS, 'scenario-victory.png') });
    expect(app.pageErrors).toEqual([]);
  });
});
