/// <reference lib="dom" />
/**
 * A campaign played through the app, both ways: Tan Yard Hill (Mine Run 1) is playtested to its end, the
 * sandbox names the winner by the scenario's own victory conditions, the result is saved as a file, the
 * Mine Run campaign takes it, and "Play next" opens "They Are Across!" set up for that winner (the branch's
 * entries only, its first-morale-check benefit among the special rules). `muster campaign` is asked the
 * same question with the same result file and must agree.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import type { MusterScenario, TabletopPlacement } from '../../core/model/scenario.generated';
import { CONFEDERATE, UNION } from '../core/preview/fixtures';
import { discardChangesWhenAsked, menu, pathDialog, startApp, type AppUnderTest } from './harness';

const BUNDLED = resolve(__dirname, '../../scenarios');
const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-campaign-e2e-'));
  for (const f of ['mine-run.campaign.json', 'mine-run-2.scenario.json', 'mine-run-3.scenario.json']) copyFileSync(join(BUNDLED, f), join(dir, f));
  app = await startApp();
  await app.page.setViewportSize({ width: 1400, height: 900 });
  await discardChangesWhenAsked(app.page);
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The campaign as bundled, with no result yet (Play next saves the results a test adds). */
const freshCampaign = (): void => copyFileSync(join(BUNDLED, 'mine-run.campaign.json'), join(dir, 'mine-run.campaign.json'));

/** Tan Yard Hill with two small brigades on the table: a Confederate regiment on the hill or well off it. */
function writeTanYardHill(confederateOnHill: boolean): void {
  const s = JSON.parse(readFileSync(join(BUNDLED, 'tan-yard-hill.scenario.json'), 'utf8')) as MusterScenario;
  const place = (side: string, unit: string, x: number, y: number, facingDeg: number): TabletopPlacement => ({ side, unit, at: { x, y }, facingDeg, formation: 'battle-line' });
  s.sides[0]!.forces = { orderOfBattle: UNION };
  s.sides[1]!.forces = { orderOfBattle: CONFEDERATE };
  if (s.map.kind !== 'tabletop') throw new Error('Tan Yard Hill is a tabletop scenario');
  s.map.units = [place('union', 'u1', 24, 48, 0), confederateOnHill ? place('confederate', 'c1', 8, 28, 180) : place('confederate', 'c1', 32, 52, 180)];
  writeFileSync(join(dir, 'tan-yard-hill.scenario.json'), JSON.stringify(s, null, 2));
}

/** Closes every open document (their unsaved changes discarded when asked), so a test starts with the files as written. */
async function closeAll(): Promise<void> {
  const tabs = app.page.getByRole('navigation', { name: 'Views' }).getByTestId('document-tab');
  for (let open = await tabs.count(); open > 0; open--) {
    await menu(app.page, 'File', /^Close/);
    await expect.poll(() => tabs.count()).toBe(open - 1);
  }
}

async function playTanYardHill(winner: 'union' | 'confederate'): Promise<string> {
  const { page } = app;
  await closeAll();
  writeTanYardHill(winner === 'confederate');
  await menu(page, 'File', /^Open…/);
  await pathDialog(page, join(dir, 'tan-yard-hill.scenario.json'), 'Open');
  await page.getByRole('region', { name: 'Scenario' }).getByRole('heading', { name: 'Tan Yard Hill', exact: true }).waitFor();
  await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Playtest' }).click();
  await page.getByRole('region', { name: 'Playtest' }).getByRole('button', { name: 'Start the playtest' }).click();
  const victory = page.getByRole('region', { name: 'Victory' });
  await victory.waitFor();
  expect(await victory.getByTestId('victory-winner').getAttribute('data-winner')).toBe('');
  expect(await victory.locator('[data-id="clear-hill"]').getAttribute('data-standing')).toBe('open');
  // Five turns of two player turns each: the sixth turn begins when the fifth is over.
  const next = page.getByRole('button', { name: 'Next player turn' });
  for (let i = 0; i < 10; i++) await next.click();
  await victory.locator(`[data-testid="victory-winner"][data-winner="${winner}"]`).waitFor();
  expect(await victory.locator('[data-id="clear-hill"]').getAttribute('data-standing')).toBe(winner === 'union' ? 'met' : 'not-met');
  await page.screenshot({ path: join(SHOTS, `campaign-victory-${winner}.png`) });
  const resultPath = join(dir, `tan-yard-hill-${winner}.result.json`);
  await victory.getByRole('button', { name: 'Save result…' }).click();
  await pathDialog(page, resultPath, 'Save');
  // This game's notice, by its winner: the one before may still be showing.
  await page.getByText(`Saved the result of Tan Yard Hill: ${winner === 'union' ? 'Union' : 'Confederate'} won.`).waitFor();
  await page.getByRole('button', { name: 'End playtest' }).click();
  // The app's own dialog asks, since the log has more than its start.
  await page.getByRole('dialog', { name: 'End the playtest?' }).getByRole('button', { name: 'End playtest' }).click();
  await page.getByRole('button', { name: 'Start the playtest' }).waitFor();
  return resultPath;
}

describe('the Mine Run campaign in the app (web mode, Chromium)', () => {
  for (const winner of ['union', 'confederate'] as const) {
    it(`a ${winner} win at Tan Yard Hill opens "They Are Across!" with that winner's set-up, as muster campaign says`, async () => {
      const { page } = app;
      const resultPath = await playTanYardHill(winner);
      const saved = JSON.parse(readFileSync(resultPath, 'utf8')) as { winner: string; turn: number; from: string; units: unknown[] };
      expect(saved).toMatchObject({ winner, turn: 6, from: 'playtest' });
      expect(saved.units).toHaveLength(2);

      freshCampaign();
      await menu(page, 'File', /^Open…/);
      await pathDialog(page, join(dir, 'mine-run.campaign.json'), 'Open');
      const view = page.getByRole('region', { name: 'Campaign' });
      await view.getByTestId('campaign-next').waitFor();
      expect(await view.getByTestId('campaign-next').getAttribute('data-id')).toBe('mine-run-1');
      await view.getByRole('button', { name: 'Add a result file…' }).click();
      await pathDialog(page, resultPath, 'Open');
      await view.locator('[data-testid="campaign-next"][data-id="mine-run-2"]').waitFor();
      // The branch shows once the campaign's scenarios are read beside it.
      await view.locator(`[data-testid="campaign-step"][data-id="mine-run-2"][data-branch="${winner}"]`).waitFor({ timeout: 10_000 });
      await page.screenshot({ path: join(SHOTS, `campaign-view-${winner}.png`) });

      // muster campaign, given the same file, picks the same branch.
      let out = '';
      const code = await runCli(['campaign', join(dir, 'mine-run.campaign.json'), '--result', resultPath, '--json'], { out: (t) => (out += t), err: () => {}, cwd: dir });
      expect(code).toBe(0);
      const cli = JSON.parse(out) as { next: { id: string; branch: string; entries: string[] } };
      expect(cli.next).toMatchObject({ id: 'mine-run-2', branch: winner });

      await view.getByRole('button', { name: 'Play next' }).click();
      await page.getByText(`They Are Across!, set up for the campaign: ${winner === 'union' ? 'Union' : 'Confederate'} won Tan Yard Hill.`).waitFor();
      // Play next saved the campaign with its new result first: nothing asked to be discarded.
      const campaignFile = JSON.parse(readFileSync(join(dir, 'mine-run.campaign.json'), 'utf8')) as { results?: Array<{ scenario: string; winner: string }> };
      expect(campaignFile.results?.map((r) => [r.scenario, r.winner])).toEqual([['mine-run-1', winner]]);
      // The scenario as opened, saved and read back: the branch's entries and effect, the other branch's left out.
      const made = join(dir, `they-are-across-${winner}.scenario.json`);
      await menu(page, 'File', /^Save As…/);
      await pathDialog(page, made, 'Save');
      await page.screenshot({ path: join(SHOTS, `campaign-saved-${winner}.png`) });
      await expect.poll(() => existsSync(made), { timeout: 10_000 }).toBe(true);
      const scenario = JSON.parse(readFileSync(made, 'utf8')) as MusterScenario;
      expect(scenario.title).toBe('They Are Across!');
      expect(scenario.sides.find((s) => s.id === 'union')!.entries!.map((e) => e.id)).toEqual(cli.next.entries);
      expect(scenario.specialRules!.map((r) => r.id)).toContain(winner === 'union' ? 'union-cavalry-elated' : 'hampton-elated');
      expect(scenario.specialRules!.map((r) => r.id)).not.toContain(winner === 'union' ? 'hampton-elated' : 'union-cavalry-elated');
    });
  }

  it('a result entered by hand after a game on a table, with stands lost per unit, is saved in the campaign file and muster campaign reads it the same', async () => {
    const { page } = app;
    await closeAll();
    writeTanYardHill(true);
    freshCampaign();
    await menu(page, 'File', /^Open…/);
    await pathDialog(page, join(dir, 'mine-run.campaign.json'), 'Open');
    const view = page.getByRole('region', { name: 'Campaign' });
    await view.locator('[data-testid="campaign-next"][data-id="mine-run-1"]').waitFor();
    await view.getByLabel('Winner').selectOption('confederate');
    await view.locator('input[aria-label="Turn reached"]').fill('5');
    const lost = view.locator('input[aria-label="Stands lost, 2nd Wisconsin"]');
    await lost.waitFor({ timeout: 10_000 }).catch(async (e: unknown) => {
      await page.screenshot({ path: join(SHOTS, 'campaign-hand.png') });
      throw e;
    });
    await lost.fill('3');
    await view.getByRole('button', { name: 'Record result' }).click();
    await view.locator('[data-testid="campaign-step"][data-id="mine-run-1"][data-winner="confederate"]').waitFor();
    await view.locator('[data-testid="campaign-step"][data-id="mine-run-2"][data-branch="confederate"]').waitFor({ timeout: 10_000 });
    await menu(page, 'File', /^Save(?! As)/);
    await expect.poll(() => (JSON.parse(readFileSync(join(dir, 'mine-run.campaign.json'), 'utf8')) as { results?: unknown[] }).results?.length ?? 0, { timeout: 10_000 }).toBe(1);
    let out = '';
    const code = await runCli(['campaign', join(dir, 'mine-run.campaign.json'), '--json'], { out: (t) => (out += t), err: () => {}, cwd: dir });
    expect(code).toBe(0);
    const cli = JSON.parse(out) as { next: { id: string; branch: string }; carried: Array<{ name: string; standsLost: number }> };
    expect(cli.next).toMatchObject({ id: 'mine-run-2', branch: 'confederate' });
    expect(cli.carried).toEqual([expect.objectContaining({ name: '2nd Wisconsin', standsLost: 3 })]);
    expect(app.pageErrors).toEqual([]);
  });
});
