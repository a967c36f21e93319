/// <reference lib="dom" />
/**
 * Scenario ▸ Balance… on T'ain't No Militia, as a designer uses it (web mode, Chromium): both sides bold,
 * 50 games from a seed, played in the backend's workers; the rates the dialog shows are read against
 * `muster balance --json` run as shipped (bin/muster.js, a child process in the scenario's folder) for the
 * same seed: the same games. Then the designer's notes printed to PDF and read back with pdftotext,
 * "Watch game 3" opening the playtest board on that game (its log and result as core plays game 3, at the
 * turn it was decided), the dialog opening again with the choices made, and a
 * long run stopped part-way keeping the games it played.
 */
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSeed, percent, playGame, type BalanceSetup } from '../../core/balance';
import type { OrderOfBattle } from '../../core/model/oob';
import { playtestGround, replayPlaytest } from '../../core/playtest';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { menu, pathDialog, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const ROOT = resolve(__dirname, '../..');
const BUNDLED = join(ROOT, 'scenarios');
const FILES = ['taint-no-militia.scenario.json', 'taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json'];
const SEED = 23;
const GAMES = 50;

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-balance-e2e-'));
  for (const f of FILES) copyFileSync(join(BUNDLED, f), join(dir, f));
  app = await startApp();
  await app.page.setViewportSize({ width: 1400, height: 900 });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const scenario = JSON.parse(readFileSync(join(BUNDLED, FILES[0]!), 'utf8')) as MusterScenario;
const armies: Record<string, OrderOfBattle> = {
  union: (JSON.parse(readFileSync(join(BUNDLED, FILES[1]!), 'utf8')) as { orderOfBattle: OrderOfBattle }).orderOfBattle,
  confederate: (JSON.parse(readFileSync(join(BUNDLED, FILES[2]!), 'utf8')) as { orderOfBattle: OrderOfBattle }).orderOfBattle,
};
const setup: BalanceSetup = { ground: playtestGround(scenario, armies)!, map: scenario.map as TabletopMap, victory: scenario.victory };
const sideName = (id: string) => scenario.sides.find((s) => s.id === id)!.name;

interface BalanceJson {
  games: number;
  seed: number;
  wins: Record<string, number>;
  draws: number;
  winRate: Record<string, { p: number; lo: number; hi: number }>;
  losses: Record<string, { mean: number; sd: number }>;
}

/** `muster balance` as shipped, from the scenario's folder. */
async function musterBalance(): Promise<BalanceJson> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'bin', 'muster.js'), 'balance', FILES[0]!, '--games', String(GAMES), '--seed', String(SEED), '--union', 'bold', '--confederate', 'bold', '--json'],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as BalanceJson;
}

async function openBalance(page: Page): Promise<Locator> {
  await menu(page, 'Scenario', /^Balance…/);
  const dialog = page.getByRole('dialog', { name: 'Balance' });
  await dialog.waitFor();
  return dialog;
}

/** Games done and total, from the dialog's "N of M games". */
async function progress(dialog: Locator): Promise<{ done: number; total: number }> {
  const text = (await dialog.getByTestId('balance-done').textContent()) ?? '';
  const m = /^(\d+) of (\d+) games$/.exec(text.trim());
  return m ? { done: Number(m[1]), total: Number(m[2]) } : { done: -1, total: -1 };
}

describe('Scenario ▸ Balance… (web mode, Chromium)', () => {
  it('plays 50 games of T’ain’t No Militia with the same numbers as muster balance; prints the designer’s notes; watches game 3; stops a long run keeping its games', { timeout: 600_000 }, async () => {
    const { page } = app;
    // The CLI's run, in parallel with the app's: same seed, same doctrines.
    const cli = musterBalance();

    await menu(page, 'File', /^Open…/);
    await pathDialog(page, join(dir, FILES[0]!), 'Open');
    await page.getByRole('heading', { name: /T'ain't No Militia/ }).first().waitFor();

    const dialog = await openBalance(page);
    await expect.poll(() => dialog.getByText(/restricted players/).count()).toBe(1);
    // Both sides start at Steady, as muster balance does when no doctrine is given.
    expect(await dialog.getByLabel('Union doctrine').inputValue()).toBe('steady');
    expect(await dialog.getByLabel('Confederate doctrine').inputValue()).toBe('steady');
    await dialog.getByLabel('Union doctrine').selectOption('bold');
    await dialog.getByLabel('Confederate doctrine').selectOption('bold');
    await dialog.getByLabel('Games', { exact: true }).fill(String(GAMES));
    await dialog.getByLabel('Balance seed').fill(String(SEED));
    await dialog.getByRole('button', { name: `Play ${GAMES} games` }).click();

    // While it runs: the progress and Stop; then 50 of 50, and the run's end (Stop gives way to Close).
    await dialog.getByRole('button', { name: 'Stop' }).waitFor();
    await expect.poll(() => progress(dialog), { timeout: 400_000, interval: 500 }).toEqual({ done: GAMES, total: GAMES });
    await dialog.getByRole('button', { name: 'Close', exact: true }).waitFor();
    await dialog.getByRole('button', { name: /^Watch game/ }).waitFor();

    const expected = await cli;
    expect(expected.games).toBe(GAMES);
    expect(expected.seed).toBe(SEED);
    const rates = dialog.getByTestId('balance-rates');
    for (const side of ['union', 'confederate']) {
      const r = expected.winRate[side]!;
      expect(await rates.locator(`[data-side="${side}"]`).textContent()).toBe(`${sideName(side)} ${percent(r.p)} (${percent(r.lo)}–${percent(r.hi)})`);
    }
    expect(await rates.textContent()).toContain(`draws ${expected.draws}`);
    expect(await dialog.getByText(/Units that mattered most/).count()).toBe(1);

    await page.screenshot({ path: join(SHOTS, 'balance-results-1400.png') });
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.screenshot({ path: join(SHOTS, 'balance-results-1024.png') });
    // At 1024 the dialog fits across the window: nothing spills past its right edge.
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.setViewportSize({ width: 1400, height: 900 });

    // The designer's notes: the run's numbers with the briefing, as a PDF read back.
    const pdfPath = join(dir, 'militia-designer-notes.pdf');
    await dialog.getByRole('button', { name: 'Print designer’s notes…' }).click();
    await pathDialog(page, pdfPath, 'Save');
    await page.getByRole('status').getByText('Printed the designer’s notes', { exact: false }).waitFor({ timeout: 60_000 });
    expect(existsSync(pdfPath)).toBe(true);
    const pdf = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(pdf).toContain("T'ain't No Militia");
    expect(pdf).toMatch(/designer’s notes/i);
    expect(pdf).toMatch(new RegExp(`designer’s notes ${GAMES} games played by Muster’s balance lab from seed ${SEED} Balance `, 'i'));
    for (const side of ['union', 'confederate']) {
      const r = expected.winRate[side]!;
      expect(pdf).toMatch(new RegExp(`${sideName(side)} Bold ${expected.wins[side]} ${percent(r.p).replace('.', '\\.')} `));
      expect(pdf).toContain(`${percent(r.lo)}–${percent(r.hi)} ${expected.losses[side]!.mean.toFixed(1)} (sd ${expected.losses[side]!.sd.toFixed(1)})`);
    }
    // The briefing follows, with its victory conditions as the scenario puts them.
    expect(pdf).toMatch(/Victory conditions Side Condition .{0,80}As the scenario puts it/i);
    expect(pdf).toContain(scenario.victory.conditions.find((c) => c.kind !== 'text')!.text!);

    // Watch game 3: the playtest board opens on the run's third game, played to the end it had.
    const game3 = playGame(setup, { union: 'bold', confederate: 'bold' }, gameSeed(SEED, 2));
    const replayed = replayPlaytest(setup.ground, setup.map, game3.seed, game3.actions);
    await dialog.getByLabel('Game to watch').fill('3');
    await dialog.getByRole('button', { name: 'Watch game 3' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const playtest = page.getByRole('region', { name: 'Playtest' });
    await playtest.getByRole('application', { name: 'Playtest board' }).waitFor();
    const log = playtest.getByTestId('playtest-log');
    await expect.poll(() => log.locator(':scope > li').count()).toBe(replayed.log.length);
    expect(await log.locator(':scope > li').first().locator(':scope > .text').textContent()).toBe(replayed.log.at(-1)!.text);
    expect(await page.getByTestId('victory-winner').getAttribute('data-winner')).toBe(game3.winner ?? '');
    expect(await page.getByRole('region', { name: 'Victory' }).textContent()).toContain(game3.reason);
    await page.getByRole('status').getByText(`Game 3 of the balance run (seed ${game3.seed})`, { exact: false }).waitFor();
    // It opens at the game's end as judged: the turn it was decided at, not the turn its last turn change opened.
    expect(await playtest.getByTestId('playtest-turn').textContent()).toBe(`Turn ${game3.decidedOnTurn} of ${scenario.length.turns}: the game is over`);
    await page.screenshot({ path: join(SHOTS, 'balance-watch-game-3.png') });

    // A long run stopped part-way keeps the games it played, and says it was stopped.
    const again = await openBalance(page);
    // The dialog opens again with what was chosen for this scenario: the doctrines, games and seed of the run.
    expect(await again.getByLabel('Union doctrine').inputValue()).toBe('bold');
    expect(await again.getByLabel('Confederate doctrine').inputValue()).toBe('bold');
    expect(await again.getByLabel('Games', { exact: true }).inputValue()).toBe(String(GAMES));
    expect(await again.getByLabel('Balance seed').inputValue()).toBe(String(SEED));
    await again.getByLabel('Games', { exact: true }).fill('1000');
    await again.getByRole('button', { name: 'Play 1000 games' }).click();
    await expect.poll(async () => (await progress(again)).done, { timeout: 120_000, interval: 250 }).toBeGreaterThan(0);
    await again.getByRole('button', { name: 'Stop' }).click();
    await again.getByText('· stopped').waitFor();
    await page.screenshot({ path: join(SHOTS, 'balance-stopped-1400.png') });
    const stopped = await progress(again);
    expect(stopped.total).toBe(1000);
    expect(stopped.done).toBeGreaterThan(0);
    expect(stopped.done).toBeLessThan(1000);
    // What was played is summed up: the rates of the games played, and the way to watch them.
    await again.getByTestId('balance-rates').waitFor();
    await again.getByRole('button', { name: /^Watch game/ }).waitFor();
    // The summary is of the games the progress counts (not a few games behind): the games to watch are those.
    expect(await again.getByLabel('Game to watch').getAttribute('max')).toBe(String(stopped.done));
    expect(app.pageErrors).toEqual([]);
  });
});
