/// <reference lib="dom" />
/**
 * A hex game's side in the scenario editor, in Chromium on the real backend: the bundled hex example's
 * counters as a table by chain of command, a leader and a brigade under him added, values typed, undo
 * and redo, a counter the map names kept from a careless delete, a reinforcement with entry hexes (a
 * hex off the map refused in words), the counters it brings and the entry it is an alternative to; then
 * the file saved, read back and validated. Last, what switching a tabletop scenario to a hex game says.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { validateDocument } from '../../core/formats/validate';
import { counterTotals, counterTree, type MusterScenario } from '../../core/scenario';
import { plural } from '../../core/vocabulary';
import { openByPath, startApp, type AppUnderTest } from './harness';

const SCENARIOS = resolve(__dirname, '../../scenarios');
const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';

let app: AppUnderTest;
let dir: string;
let file: string;
let militia: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-counters-e2e-'));
  file = join(dir, 'harlans-mill.scenario.json');
  copyFileSync(join(SCENARIOS, 'hex-example.scenario.json'), file);
  militia = join(dir, 'militia.scenario.json');
  copyFileSync(join(SCENARIOS, 'taint-no-militia.scenario.json'), militia);
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as MusterScenario;
const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name }).click();
/** Ctrl+Z / Ctrl+Y with the focus outside any field, so they act on the document's history. */
async function shortcut(page: Page, keys: string): Promise<void> {
  await page.getByRole('heading', { level: 2 }).first().click();
  await page.keyboard.press(keys);
}
/** The table's rows as they read: the designation, indented two spaces a level. */
const tree = (panel: Locator) =>
  panel.locator('tr[data-counter]').evaluateAll((rows) => rows.map((r) => `${'  '.repeat(Number((r as HTMLElement).dataset.depth))}${(r.querySelector('input[aria-label="Designation"]') as HTMLInputElement).value}`));
const row = (panel: Locator, id: string) => panel.locator(`tr[data-counter="${id}"]`);
const totalsText = (doc: MusterScenario, side: number) => {
  const t = counterTotals(doc.sides[side]!.forces.counters ?? []);
  return `${plural(t.counters, 'counter')} · ${plural(t.leaders, 'leader')} · ${plural(t.strength, 'strength point')}${t.bracketed ? ` (+${t.bracketed} in brackets)` : ''}`;
};

describe("a hex game's counters in the scenario editor", () => {
  it('shows each side’s counters by chain of command, with the values Blue & Grey prints and the totals', async () => {
    const { page } = app;
    await openByPath(page, file);
    await expect(page.getByLabel('Scenario title').inputValue()).resolves.toBe("Harlan's Mill (hex example)");
    await section(page, 'Sides');
    const doc = read(file);
    for (const [i, side] of doc.sides.entries()) {
      const panel = page.getByTestId(`counters-${side.id}`);
      const expected = counterTree(side.forces.counters!).map((r) => `${'  '.repeat(r.depth)}${r.counter.name}`);
      await expect(tree(panel)).resolves.toEqual(expected);
      await expect(page.getByTestId(`counter-totals-${side.id}`).innerText()).resolves.toBe(totalsText(doc, i));
    }
    const union = page.getByTestId('counters-union');
    // Blue & Grey's columns: combat strength, movement, the reduced strength on the reverse.
    await expect(union.locator('thead th').allInnerTexts()).resolves.toEqual(['Designation', 'Type', 'Size', 'CS', 'MA', 'Red. CS', 'Actions']);
    const brigade = row(union, 'u-1-2-iv');
    await expect(brigade.getByLabel('Combat strength', { exact: true }).inputValue()).resolves.toBe('6');
    await expect(brigade.getByLabel('Reduced combat strength (reverse)').inputValue()).resolves.toBe('3');
    await expect(brigade.getByLabel('Size').inputValue()).resolves.toBe('brigade');
    await page.getByTestId('problems').getByText('The scenario is valid').waitFor();
    expect(app.pageErrors).toEqual([]);
  });

  it('adds a leader and a brigade under him, types the brigade’s values, and undoes and redoes them', async () => {
    const { page } = app;
    const union = page.getByTestId('counters-union');
    const strengthBefore = counterTotals(read(file).sides[0]!.forces.counters!).strength;

    await union.getByRole('button', { name: '+ Leader' }).click();
    const leader = row(union, 'union-leader-1');
    // The new row's designation has the focus, ready to type.
    await expect(leader.getByLabel('Designation').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Amos');
    await page.keyboard.press('Enter');

    await leader.getByRole('button', { name: 'Add a unit under Amos' }).click();
    const brigade = row(union, 'union-unit-1');
    await expect(brigade.getByLabel('Designation').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await brigade.getByLabel('Designation').fill('3/2/IV');
    await brigade.getByLabel('Designation').press('Enter');
    await brigade.getByLabel('Combat strength', { exact: true }).fill('4');
    await brigade.getByLabel('Combat strength', { exact: true }).press('Tab');
    await brigade.getByLabel('Movement allowance', { exact: true }).fill('5');
    await brigade.getByLabel('Movement allowance', { exact: true }).press('Tab');
    await expect(tree(union)).resolves.toEqual(['Drew', '  Harlan', '    1/2/IV', '    2/2/IV', '    B/1', '  Kent', 'Supply', 'Amos', '  3/2/IV']);
    await expect(page.getByTestId('counter-totals-union').innerText()).resolves.toContain(plural(strengthBefore + 4, 'strength point'));

    // Something that is not a whole number in range puts the value back.
    await brigade.getByLabel('Movement allowance', { exact: true }).fill('500');
    await brigade.getByLabel('Movement allowance', { exact: true }).press('Tab');
    await expect(brigade.getByLabel('Movement allowance', { exact: true }).inputValue()).resolves.toBe('5');

    await shortcut(page, 'Control+z');
    await expect(brigade.getByLabel('Movement allowance', { exact: true }).inputValue()).resolves.toBe('');
    await shortcut(page, 'Control+z');
    await expect(brigade.getByLabel('Combat strength', { exact: true }).inputValue()).resolves.toBe('');
    await shortcut(page, 'Control+y');
    await shortcut(page, 'Control+y');
    await expect(brigade.getByLabel('Combat strength', { exact: true }).inputValue()).resolves.toBe('4');
    await expect(brigade.getByLabel('Movement allowance', { exact: true }).inputValue()).resolves.toBe('5');
    await expect(page.title()).resolves.toMatch(/^• /);

    // A designation left empty is a problem named on its row, and Save waits for it.
    await brigade.getByLabel('Designation').fill('');
    await page.locator('tr[data-problems="union-unit-1"]').getByRole('alert').first().waitFor();
    await expect(page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).resolves.toBe(true);
    await brigade.getByLabel('Designation').fill('3/2/IV');
    await brigade.getByLabel('Designation').press('Enter');
    await page.getByTestId('problems').getByText('The scenario is valid').waitFor();
    expect(app.pageErrors).toEqual([]);
  });

  it('works from the keyboard: a row’s handle takes the counters table’s keys, and a counter on the map is not deleted unasked', async () => {
    const { page } = app;
    const union = page.getByTestId('counters-union');
    await row(union, 'union-leader-1').getByRole('button', { name: 'Amos: details' }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(tree(union)).resolves.toEqual(['Drew', '  Harlan', '    1/2/IV', '    2/2/IV', '    B/1', '  Kent', 'Amos', '  3/2/IV', 'Supply']);
    await page.keyboard.press('F2');
    const details = union.locator('tr[data-details="union-leader-1"]');
    await details.getByLabel('Answers to').selectOption({ label: 'Drew' });
    await expect(tree(union)).resolves.toEqual(['Drew', '  Harlan', '    1/2/IV', '    2/2/IV', '    B/1', '  Kent', '  Amos', '    3/2/IV', 'Supply']);
    // Amos's own brigade is not offered as his commander: the chain would go round.
    await expect(details.getByLabel('Answers to').locator('option').allInnerTexts()).resolves.toEqual(['— nobody —', 'Drew', 'Harlan']);

    await row(union, 'u-harlan').getByRole('button', { name: 'Delete Harlan' }).click();
    await union.getByText('Harlan stands on the map (1 place).').waitFor();
    await union.getByRole('button', { name: 'Keep it' }).click();
    await expect(row(union, 'u-harlan').count()).resolves.toBe(1);
    await row(union, 'u-harlan').getByRole('button', { name: 'Delete Harlan' }).click();
    await union.getByRole('button', { name: 'Delete it with them' }).click();
    await expect(row(union, 'u-harlan').count()).resolves.toBe(0);
    await expect(tree(union)).resolves.toEqual(['Drew', '  1/2/IV', '  2/2/IV', '  B/1', '  Kent', '  Amos', '    3/2/IV', 'Supply']);
    await shortcut(page, 'Control+z');
    await expect(row(union, 'u-harlan').count()).resolves.toBe(1);
    await expect(tree(union)).resolves.toEqual(['Drew', '  Harlan', '    1/2/IV', '    2/2/IV', '    B/1', '  Kent', '  Amos', '    3/2/IV', 'Supply']);

    await page.setViewportSize({ width: 1280, height: 800 });
    await union.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'counters-sides-1280.png') });
    await page.setViewportSize({ width: 1024, height: 640 });
    await union.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'counters-sides-1024.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(app.pageErrors).toEqual([]);
  });

  it('adds a reinforcement with entry hexes of the map, the counters it brings and the entry it stands in for', async () => {
    const { page } = app;
    await section(page, 'Set-up and entries');
    await page.getByRole('button', { name: '+ Add entry' }).first().click();
    const entry = page.getByRole('article', { name: 'entry 2' }).first();
    await entry.getByLabel('On turn').fill('4');
    await entry.getByLabel('On turn').press('Tab');

    // A hex off the map is refused in words, naming it, and nothing is written.
    await entry.getByLabel('Entry hexes').fill('0101, 1311');
    await entry.getByLabel('Entry hexes').press('Enter');
    await entry.getByText('Not changed: Hex 1311 is off the map (it runs from 0101 to 1210).').waitFor();
    await entry.getByLabel('Entry hexes').fill('0101, 0102');
    await entry.getByLabel('Entry hexes').press('Enter');
    await expect(entry.getByRole('alert').count()).resolves.toBe(0);

    await entry.getByLabel('Add a counter to the entry').selectOption('union-unit-1');
    await entry.getByRole('listitem').filter({ hasText: '3/2/IV' }).waitFor();
    // The other entry is offered by the units that arrive and when, not by its id.
    await expect(entry.getByLabel('Alternative to').locator('option').allTextContents()).resolves.toEqual(['— none —', '2/2/IV · turn 3']);
    await entry.getByLabel('Alternative to').selectOption({ label: '2/2/IV · turn 3' });
    await entry.getByLabel('Condition').fill('If the Union player keeps 2/2/IV back');
    await entry.getByLabel('Condition').blur();
    await expect(entry.locator('header .heading').innerText()).resolves.toBe('3/2/IV · turn 4 · Hexes 0101, 0102 · instead of 2/2/IV');
    // No field shows the entry's id: it is made, not typed.
    await expect(entry.getByLabel('Id', { exact: true }).count()).resolves.toBe(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'counters-entries-1280.png') });
    await page.setViewportSize({ width: 1024, height: 640 });
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'counters-entries-1024.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('problems').getByText('The scenario is valid').waitFor();
    expect(app.pageErrors).toEqual([]);
  });

  it('saves a file that reads back as edited and validates', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Saved ${file}.`).last().waitFor();
    await page.waitForFunction(() => !document.title.startsWith('•'));
    const saved = read(file);
    expect(validateDocument('scenario', saved)).toEqual([]);
    let out = '';
    const code = await runCli(['validate', file], { out: (s) => void (out += s), err: (s) => void (out += s), cwd: dir });
    expect(code, out).toBe(0);
    const union = saved.sides[0]!;
    expect(union.forces.counters!.find((c) => c.id === 'union-leader-1')).toEqual({ id: 'union-leader-1', name: 'Amos', type: 'leader', commander: 'u-drew' });
    expect(union.forces.counters!.find((c) => c.id === 'union-unit-1')).toEqual({ id: 'union-unit-1', name: '3/2/IV', type: 'infantry', size: 'brigade', commander: 'union-leader-1', strength: 4, movement: 5 });
    expect(union.entries![1]).toEqual({
      id: 'entry-1',
      arrival: { kind: 'turn', turn: 4 },
      hexes: ['0101', '0102'],
      units: ['union-unit-1'],
      alternativeTo: 'u-second',
      condition: 'If the Union player keeps 2/2/IV back',
    });
    // Harlan came back with Undo, and stands on the map again.
    expect((saved.map as { units: Array<{ unit: string }> }).units.some((u) => u.unit === 'u-harlan')).toBe(true);
    expect(app.pageErrors).toEqual([]);
  });

  it('a tabletop scenario switched to Blue & Grey says what happens: the map stays, the sides offer counters', async () => {
    const { page } = app;
    await openByPath(page, militia);
    await page.getByRole('heading', { level: 1, name: "T'ain't No Militia" }).waitFor();
    await section(page, 'General');
    await page.getByLabel('Ruleset').selectOption('bluegrey');
    const note = page.getByTestId('ruleset-note');
    await note.getByText('Blue & Grey is a hex-and-counter game.').waitFor();
    await expect(note.innerText()).resolves.toContain('The map is still a tabletop board');
    await note.getByRole('button', { name: 'Use “Counters (hex game)” as the scale' }).click();
    await expect(page.getByLabel('Figure scale').inputValue()).resolves.toBe('counters');
    await page.screenshot({ path: join(SHOTS, 'counters-ruleset-note.png') });

    await section(page, 'Sides');
    await page.getByTestId('side-not-counters-union').waitFor();
    const card = page.getByTestId('side-union');
    await card.getByLabel('Forces').selectOption('counters');
    await page.getByTestId('counters-union').getByText('No counters yet.').waitFor();
    await shortcut(page, 'Control+z');
    await expect(card.getByLabel('Forces').inputValue()).resolves.toBe('oob');
    expect(app.pageErrors).toEqual([]);
  });

  it('a GBACW side prints cohesion, weapon, green and the disordered reverse, and a leader the ratings of his stars', async () => {
    const { page } = app;
    await section(page, 'General');
    await page.getByLabel('Ruleset').selectOption('gbacw');
    await section(page, 'Sides');
    const card = page.getByTestId('side-union');
    await card.getByLabel('Forces').selectOption('counters');
    const panel = page.getByTestId('counters-union');
    await panel.getByRole('button', { name: '+ Leader' }).click();
    const leader = row(panel, 'union-leader-1');
    await leader.getByLabel('Designation').fill('Doubleday');
    await leader.getByLabel('Designation').press('Enter');
    await leader.getByRole('button', { name: 'Doubleday: details' }).click();
    const details = panel.locator('tr[data-details="union-leader-1"]');
    // With no stars yet every rating is offered; two stars (a division leader) print three.
    await expect(details.getByLabel('Initiative rating').count()).resolves.toBe(1);
    await details.getByLabel('Stars').selectOption('2');
    await expect(details.locator('[data-pointer*="/ratings/"] .label').allInnerTexts()).resolves.toEqual(['Brigade coordination', 'Command range', 'Activation rating']);
    await details.getByLabel('Brigade coordination').fill('2');
    await details.getByLabel('Brigade coordination').press('Tab');
    await details.getByLabel('Starts under').selectOption('attack');
    await expect(leader.locator('td.leader-values').innerText()).resolves.toBe('★★ · Brigade coordination +2 · Attack orders');

    await leader.getByRole('button', { name: 'Add a unit under Doubleday' }).click();
    const unit = row(panel, 'union-unit-1');
    await unit.getByLabel('Cohesion', { exact: true }).fill('7');
    await unit.getByLabel('Cohesion', { exact: true }).press('Tab');
    await unit.getByLabel('Weapon').fill('R');
    await unit.getByLabel('Weapon').press('Tab');
    await unit.getByLabel('Green').check();
    await unit.getByLabel('Disordered cohesion (reverse)').fill('5');
    await unit.getByLabel('Disordered cohesion (reverse)').press('Tab');
    await expect(panel.locator('thead th').allInnerTexts()).resolves.toEqual(['Designation', 'Type', 'Size', 'SP', 'Coh', 'MA', 'Wpn', 'G', 'Dis. Coh', 'Dis. MA', 'Actions']);
    // The side's reinforcements still name units of the order of battle it gave up: the check says so.
    await page.getByTestId('problems').getByText("the reinforcement 'usa-iron-brigade' is not a counter of Union").waitFor();
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'counters-gbacw-1280.png') });
    await page.setViewportSize({ width: 1024, height: 640 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'counters-gbacw-1024.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(app.pageErrors).toEqual([]);
  });
});
