/// <reference lib="dom" />
/**
 * A scenario side's id and name are free; its Army (rules side) picks the tables. Here the side whose
 * id is `union` is made to play the Confederates and the other the Union: the random forces deal each
 * side the hand of its army, not of its id, and an order of battle is priced on the army's tables.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawRandomForces, musterReport } from '../../core/muster';
import type { OrderOfBattle } from '../../core/oob';
import type { MusterScenario } from '../../core/scenario';
import { startApp, type AppUnderTest, openByPath } from './harness';

const TAN_YARD = resolve(__dirname, '../../scenarios/tan-yard-hill.scenario.json');
const MILITIA = resolve(__dirname, '../../scenarios/taint-no-militia.scenario.json');
const SEED = 1863;

let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

describe("a side's army, not its id, chooses its tables", () => {
  it("changing a side's army re-prices its order of battle on the other army's tables, in one undo", async () => {
    const { page } = app;
    await openByPath(page, MILITIA);
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Sides' }).click();
    const file = JSON.parse(readFileSync(MILITIA, 'utf8')) as MusterScenario;
    const oob = file.sides[1]!.forces.orderOfBattle as unknown as OrderOfBattle;
    const notes = (o: OrderOfBattle) => musterReport(o).warnings.length;
    const card = page.getByTestId('side-confederate');
    const shown = () => card.getByText(/organisation note/).textContent();
    // A historical scenario's armies are checked only on demand.
    await card.getByRole('button', { name: 'Check organisation', exact: true }).click();
    await expect(shown()).resolves.toContain(`${notes(oob)} organisation note`);

    await card.getByLabel('Army', { exact: true }).selectOption('union');
    // Only Union sides may buy an artillery leader (B:1931): Pegram no longer breaks that rule.
    expect(notes({ ...oob, side: 'union' })).toBeLessThan(notes(oob));
    await expect(shown()).resolves.toContain(`${notes({ ...oob, side: 'union' })} organisation note`);
    await page.getByTestId('problems').getByText('The scenario is valid').waitFor();

    await page.getByRole('heading', { level: 2 }).first().click();
    await page.keyboard.press('Control+z');
    await expect(card.getByLabel('Army', { exact: true }).inputValue()).resolves.toBe('confederate');
    await expect(shown()).resolves.toContain(`${notes(oob)} organisation note`);
    expect(app.pageErrors).toEqual([]);
  });

  it('random forces deal each side the hand of its army', async () => {
    const { page } = app;
    await openByPath(page, TAN_YARD);
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Sides' }).click();
    await page.getByTestId('side-union').getByLabel('Army', { exact: true }).selectOption('confederate');
    await page.getByTestId('side-confederate').getByLabel('Army', { exact: true }).selectOption('union');

    const panel = page.getByRole('region', { name: 'Random forces' });
    await panel.getByRole('button', { name: 'Random forces…' }).click();
    await panel.getByLabel('Random seed').fill(String(SEED));
    // The side called Union now draws the Confederate hand: its card count is the Confederates'.
    await panel.getByLabel('Cards for Union').fill('1');
    await panel.getByLabel('Cards for Confederate').fill('5');
    await panel.getByRole('button', { name: 'Draw', exact: true }).click();

    const expected = drawRandomForces({ seed: SEED, cards: { confederate: 1, union: 5 } });
    expect(expected.confederate.points).not.toBe(expected.union.points);
    await expect(page.getByTestId('side-budget-union').textContent()).resolves.toBe(`${expected.confederate.points} MP budget`);
    await expect(page.getByTestId('side-budget-confederate').textContent()).resolves.toBe(`${expected.union.points} MP budget`);
  });

  it('a new order of battle is priced on the tables of the side\'s army, so the scenario stays valid', async () => {
    const { page } = app;
    await page.getByTestId('side-union').getByLabel('Forces', { exact: true }).selectOption('oob');
    await page.getByTestId('side-union').getByLabel('Order of battle', { exact: true }).waitFor();
    // Priced on the id's tables (Union) it would disagree with the side's army and be listed as a problem.
    await expect(page.getByTestId('problems').textContent()).resolves.toContain('The scenario is valid');
    expect(app.pageErrors).toEqual([]);
  });
});
