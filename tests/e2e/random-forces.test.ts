/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardName, drawRandomForces, drawRandomReinforcements } from '../../core/muster';
import type { MusterScenario } from '../../core/scenario';
import { startApp, type AppUnderTest, menu, openByPath } from './harness';

const TAN_YARD = resolve(__dirname, '../../scenarios/tan-yard-hill.scenario.json');
const SEED = 1863;

let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** Ctrl+Z with the focus outside any text field, so it acts on the document's history. */
async function undo(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2 }).first().click();
  await page.keyboard.press('Control+z');
}

const budget = (page: Page, side: string) => page.getByTestId(`side-budget-${side}`).textContent();

describe('random forces in the scenario editor (adfLine 2182, 2188)', () => {
  const file = JSON.parse(readFileSync(TAN_YARD, 'utf8')) as MusterScenario;
  const before = Object.fromEntries(file.sides.map((s) => [s.id, s.forces.budget!.points]));

  it('draws both budgets from a seed as one undo entry, equal to the core draw with that seed', async () => {
    const { page } = app;
    await openByPath(page, TAN_YARD);
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Sides' }).click();
    await expect(budget(page, 'union')).resolves.toBe(`${before.union} MP budget`);

    const panel = page.getByRole('region', { name: 'Random forces' });
    await panel.getByRole('button', { name: 'Random forces…' }).click();
    await panel.getByLabel('Random seed').fill(String(SEED));
    await panel.getByLabel('Cards for Union').fill('4');
    await panel.getByLabel('Cards for Confederate').fill('2');
    await panel.getByRole('button', { name: 'Draw', exact: true }).click();

    const expected = drawRandomForces({ seed: SEED, cards: { union: 4, confederate: 2 } });
    await expect(budget(page, 'union')).resolves.toBe(`${expected.union.points} MP budget`);
    await expect(budget(page, 'confederate')).resolves.toBe(`${expected.confederate.points} MP budget`);
    // Not the file's budgets by chance: the seed's draw differs from 84 / 72.
    expect([expected.union.points, expected.confederate.points]).not.toEqual([before.union, before.confederate]);
    await expect(page.getByTestId('random-forces-union').textContent()).resolves.toContain(expected.union.cards.map(cardName).join(', '));
    await expect(page.getByTestId('side-union').getByLabel('Points budget').inputValue()).resolves.toBe(String(expected.union.points));

    await undo(page);
    await expect(budget(page, 'union')).resolves.toBe(`${before.union} MP budget`);
    await expect(budget(page, 'confederate')).resolves.toBe(`${before.confederate} MP budget`);
    expect(app.pageErrors).toEqual([]);
  });

  it('keeping the budgets secret writes the seed and card counts in the side notes, not the budgets; one Ctrl+Z takes them out', async () => {
    const { page } = app;
    const panel = page.getByRole('region', { name: 'Random forces' });
    await panel.getByLabel('Random seed').fill(String(SEED));
    await panel.getByLabel('Cards for Union').fill('3');
    await panel.getByLabel('Cards for Confederate').fill('3');
    await panel.getByLabel(/Keep the budgets secret/).check();
    await panel.getByRole('button', { name: 'Draw', exact: true }).click();

    await expect(budget(page, 'union')).resolves.toBe(`${before.union} MP budget`);
    await expect(page.getByTestId('side-union').getByLabel('Side notes').inputValue()).resolves.toMatch(new RegExp(`seed ${SEED}, 3 cards`));
    const csaNotes = page.getByTestId('side-confederate').getByLabel('Side notes');
    const oldNotes = file.sides[1]!.notes!;
    await expect(csaNotes.inputValue()).resolves.toBe(`${oldNotes}\nRandom forces (ADF): seed ${SEED}, 3 cards; budget kept secret until the end.`);
    await expect(page.getByTestId('random-forces-drawn').textContent()).resolves.not.toMatch(/\d+ MP/);

    await undo(page);
    await expect(csaNotes.inputValue()).resolves.toBe(oldNotes);
    await expect(page.getByTestId('side-union').getByLabel('Side notes').inputValue()).resolves.toBe('');
    await panel.getByLabel(/Keep the budgets secret/).uncheck();
    expect(app.pageErrors).toEqual([]);
  });

  it('previews the random reinforcement draws for N turns with the same seed, without changing the scenario', async () => {
    const { page } = app;
    const panel = page.getByRole('region', { name: 'Random forces' });
    await panel.getByLabel('Random seed').fill(String(SEED));
    await panel.getByLabel('Reinforcement turns').fill('10');
    const rows = panel.getByRole('table', { name: 'Random reinforcements preview' }).locator('tbody tr');
    const expected = drawRandomReinforcements({ seed: SEED, turns: 10, sides: ['union', 'confederate'] });
    await expect.poll(() => rows.count()).toBe(expected.length);
    const texts = await rows.allTextContents();
    expected.forEach((d, i) => {
      expect(texts[i]).toContain(cardName(d.trigger));
      if (d.strength) expect(texts[i]).toContain(`${d.points} MP (${cardName(d.strength)})`);
    });
    await expect(page.title()).resolves.not.toMatch(/^• /);
    expect(app.pageErrors).toEqual([]);
  });
});
