/// <reference lib="dom" />
/**
 * The Rules panel in Chromium (web mode, real files): on the bundled T'ain't No Militia Union army,
 * raise the elite/green limit (two per brigade, adfLine(1928)) to four so the Iron Brigade's four elite
 * regiments no longer warn, undo it, switch the batteries-per-brigade guideline (adfLine(1931)) off,
 * save the army to a file and see `muster points` honour the change.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { validateDocument } from '../../core/formats/validate';
import { startApp, type AppUnderTest } from './harness';

let app: AppUnderTest;
let files: string;
beforeAll(async () => {
  app = await startApp();
  files = mkdtempSync(join(tmpdir(), 'muster-rules-e2e-'));
});
afterAll(async () => {
  await app?.close();
  if (files) rmSync(files, { recursive: true, force: true });
});

const shots = process.env.RULES_SHOTS === '1';
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `/tmp/rules-${name}.png` });
};

const ARMY = resolve(__dirname, '../../scenarios/taint-no-militia.army-union.json');
const warningFor = (page: Page, rule: string) => page.getByTestId('warning').and(page.locator(`[data-rule="${rule}"]`));

async function answerPathDialog(page: Page, path: string, button: 'Open' | 'Save') {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('File path').fill(path);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

async function pointsWarnings(file: string): Promise<string[]> {
  const out: string[] = [];
  const code = await runCli(['points', file, '--json'], { out: (t) => out.push(t), err: () => {}, cwd: process.cwd() });
  expect(code).toBe(0);
  const json = JSON.parse(out.join('\n')) as { sides: Array<{ warnings: Array<{ rule: string }> }> };
  return json.sides.flatMap((s) => s.warnings.map((w) => w.rule));
}

describe('the organisation rules panel', () => {
  it('raises the elite/green limit to 4 and the Iron Brigade warning goes; undo brings it back', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'File' }).click();
    await page.getByRole('menuitem', { name: /Open…/ }).click();
    await answerPathDialog(page, ARMY, 'Open');
    await page.getByTestId('oob-row').filter({ hasText: 'I Corps' }).waitFor();
    const elite = warningFor(page, 'brigade.elite-green-limit');
    await elite.waitFor();
    await expect(elite.textContent()).resolves.toContain('has 4 elite or green regiments');

    await page.getByRole('button', { name: 'Rules…' }).click();
    const panel = page.getByRole('region', { name: 'Organisation rules' });
    const limit = panel.getByLabel('Elite and green regiments per brigade: At most', { exact: true });
    // Empty means "as the guidelines": the preset's two shows as the placeholder.
    await expect(limit.inputValue()).resolves.toBe('');
    await expect(limit.getAttribute('placeholder')).resolves.toBe('2');
    await limit.fill('4');
    await limit.press('Enter');
    await elite.waitFor({ state: 'detached' });
    await expect(panel.getByTestId('rule-row').and(page.locator('[data-rule="brigade.elite-green-limit"]')).getAttribute('class')).resolves.toContain('changed');
    await expect(page.getByRole('button', { name: 'Undo', exact: true }).getAttribute('title')).resolves.toBe('Undo Change elite and green regiments per brigade');
    await shot(page, 'limit');

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await elite.waitFor();
    await expect(limit.inputValue()).resolves.toBe('');
    expect(app.pageErrors).toEqual([]);
  });

  it('switches the batteries-per-brigade rule off, saves to a file, and muster points no longer lists it', async () => {
    const { page } = app;
    const panel = page.getByRole('region', { name: 'Organisation rules' });
    const batteries = warningFor(page, 'artillery.batteries-per-brigade');
    await batteries.waitFor();
    const box = panel.getByRole('checkbox', { name: 'Batteries per infantry brigade', exact: true });
    await expect(box.isChecked()).resolves.toBe(true);
    await box.uncheck();
    await batteries.waitFor({ state: 'detached' });
    await expect(warningFor(page, 'brigade.elite-green-limit').count()).resolves.toBe(1);
    await shot(page, 'off');

    const path = join(files, 'union-no-battery-rule.army.json');
    expect(await pointsWarnings(ARMY)).toContain('artillery.batteries-per-brigade');
    await page.getByRole('button', { name: 'File' }).click();
    await page.getByRole('menuitem', { name: /Save As/ }).click();
    await answerPathDialog(page, path, 'Save');
    // Save As names the new home in its notice (core/library/home.ts saveAsNotice).
    await page.getByText(`${path}; Save now writes that file.`, { exact: false }).waitFor();

    const saved = JSON.parse(readFileSync(path, 'utf8'));
    expect(saved.organisation).toEqual({ rules: { 'artillery.batteries-per-brigade': { enabled: false } } });
    expect(validateDocument('army', saved)).toEqual([]);
    const rules = await pointsWarnings(path);
    expect(rules).not.toContain('artillery.batteries-per-brigade');
    expect(rules).toContain('brigade.elite-green-limit');

    // Reset all puts the rule back on, as one more undoable change.
    await panel.getByRole('button', { name: 'Reset all to the guidelines' }).click();
    await batteries.waitFor();
    await expect(box.isChecked()).resolves.toBe(true);
    expect(app.pageErrors).toEqual([]);
  });

  it('checks the side against 40 MP per board square once the squares are set (B:2172)', async () => {
    const { page } = app;
    const squares = warningFor(page, 'scenario.board-squares');
    await expect(squares.count()).resolves.toBe(0);
    // The Union costs 136 MP: three squares allow 120, four allow 160.
    await page.getByLabel('Board squares').fill('3');
    await page.getByLabel('Board squares').press('Enter');
    await squares.waitFor();
    await expect(squares.textContent()).resolves.toContain('at most 120 MP');
    await page.getByLabel('Board squares').fill('4');
    await page.getByLabel('Board squares').press('Enter');
    await squares.waitFor({ state: 'detached' });
    expect(app.pageErrors).toEqual([]);
  });
});
