/// <reference lib="dom" />
/**
 * Two turns of T'ain't No Militia played by the rules on the playtest board, as a player would with the
 * mouse and the keys: a wheel by `]`, a move dragged beyond its allowance and refused with the reason, a
 * move into Herbst woods charged at the movement chart's rate, a reacting unit that will not be dragged,
 * a fire refused naming the woods that block it, a charge resolved with its moves; then undo back to the
 * start, and the battle report exported as text and printed to PDF, both read back. Every number the
 * board shows is compared with core's own for the same seed and actions (`runOn`), and the chart's rate
 * with the movement chart's (`movementAllowance`).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderOfBattle } from '../../core/model/oob';
import {
  battleReport,
  battleReportText,
  charge,
  faceUnit,
  formationOptions,
  moveUnit,
  nextPlayerTurn,
  placeUnit,
  playtestGround,
  playtestTable,
  reactionsAfter,
  readMove,
  reform,
  resolveFire,
  runOn,
  startPlaytest,
  unitTurn,
  whyNoFire,
  type Playtest,
} from '../../core/playtest';
import { fireFromPositions } from '../../core/preview/adf';
import { movementAllowance } from '../../core/rules/adf/movement';
import type { MusterScenario, TabletopMap } from '../../core/model/scenario.generated';
import { menu, pathDialog, projector, startApp, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const BUNDLED = resolve(__dirname, '../../scenarios');
const FILES = ['taint-no-militia.scenario.json', 'taint-no-militia.army-union.json', 'taint-no-militia.army-confederate.json'];
const SEED = 44;
const key = (side: string, unit: string): string => `${side}\u0000${unit}`;
const NY76 = key('union', 'usa-76-ny');
const NY147 = key('union', 'usa-147-ny');
const NY84 = key('union', 'usa-84-ny');
const HALL = key('union', 'usa-hall');
const AL13 = key('confederate', 'csa-13-al');
const TN7 = key('confederate', 'csa-7-tn');
const MS42 = key('confederate', 'csa-42-ms');
const CUTLER = key('union', 'usa-cutler');

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-playtest-rules-'));
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
const ground = playtestGround(scenario, armies)!;
const start = startPlaytest(ground, scenario.map as TabletopMap, SEED);

async function openPlaytest(page: Page): Promise<Locator> {
  await menu(page, 'File', /^Open…/);
  await pathDialog(page, join(dir, FILES[0]!), 'Open');
  await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Playtest' }).click();
  const region = page.getByRole('region', { name: 'Playtest' });
  await region.getByLabel('Dice seed').fill(String(SEED));
  await region.getByRole('button', { name: 'Start the playtest' }).click();
  await region.getByRole('application', { name: 'Playtest board' }).waitFor();
  return region;
}

/** The middle of a unit's stands where `playtest` has it: a press there picks it. */
function unitCentre(playtest: Playtest, unitKey: string): { x: number; y: number } {
  const b = playtestTable(ground, playtest).unitsByKey.get(unitKey)!.box;
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
}

/** Pixels of the charge arrows' colour on the board's canvases (the overlay layer draws nothing else in it). */
function chargeArrowPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    let count = 0;
    for (const canvas of Array.from(document.querySelectorAll<HTMLCanvasElement>('[aria-label="Playtest board"] canvas'))) {
      const ctx = canvas.getContext('2d');
      if (!ctx || !canvas.width || !canvas.height) continue;
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - 0x7c) < 6 && Math.abs(data[i + 1]! - 0x2d) < 6 && Math.abs(data[i + 2]! - 0x12) < 6 && data[i + 3]! > 200) count++;
    }
    return count;
  });
}

const placementOf = (playtest: Playtest, unitKey: string) => playtest.map.units!.find((u) => `${u.side}\u0000${u.unit}` === unitKey)!;

describe('a playtest by the rules (web mode, Chromium)', () => {
  it('plays two turns of T’ain’t No Militia: wheel, refused move, woods, reacting unit, refused fire, charge; undo to the start; the battle report as text and PDF', async () => {
    const { page } = app;
    const playtest = await openPlaytest(page);
    const panel = playtest.getByRole('complementary', { name: 'Playtest panel' });
    const board = playtest.getByRole('application', { name: 'Playtest board' });
    const log = panel.getByTestId('playtest-log');
    const notices = page.getByRole('status');
    const toPage = await projector(page, board);
    const lastEvent = () => log.locator(':scope > li').first().locator(':scope > .text').textContent();

    /** Drags a unit from the middle of its stands so that its front centre lands on `to`; the ghost is photographed before release. */
    async function drag(state: Playtest, unitKey: string, to: { x: number; y: number }, shot?: string): Promise<void> {
      const from = unitCentre(state, unitKey);
      const at = placementOf(state, unitKey).at;
      const a = toPage(from);
      const b = toPage({ x: from.x + to.x - at.x, y: from.y + to.y - at.y });
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move(b.x, b.y, { steps: 8 });
      if (shot) await page.screenshot({ path: join(SHOTS, shot) });
      await page.mouse.up();
    }

    // The board: every unit named at fit zoom and the active side shown.
    expect(await playtest.getByTestId('playtest-banner').textContent()).toMatch(/Turn 1 · Union active, Confederate reactive/);
    await page.screenshot({ path: join(SHOTS, 'playtest-rules-start-1400.png') });

    // 1. A wheel: pick the 76th New York and press ] — it wheels 15° at the book's price, logged as core prices it.
    let expected = runOn(start, faceUnit(ground, NY76, 285));
    const at76 = toPage(unitCentre(start, NY76));
    await page.mouse.click(at76.x, at76.y);
    await expect.poll(() => panel.getByTestId('playtest-unit').locator('.what').textContent()).toMatch(/^76th New York/);
    await board.focus();
    await page.keyboard.press(']');
    await expect.poll(lastEvent).toBe(expected.log.at(-1)!.text);
    expect(expected.log.at(-1)!.text).toMatch(/76th New York wheels 15°: its far end travels [\d.]+" along the arc/);
    // Its formation menu: each change at its price by the book, as core lists them for what it has left.
    const choices = formationOptions(ground, expected, NY76);
    expect(choices.length).toBeGreaterThan(2);
    const shown = await panel.getByLabel('Formation').locator('option').allTextContents();
    expect(shown.slice(1).map((t) => t.toLowerCase())).toEqual(choices.map((o) => `${o.text}${o.why ? ` — ${o.why}` : ''}`.toLowerCase()));
    expect(await panel.getByTestId('playtest-unit-actions').textContent()).toBe(`${unitTurn(ground, expected, NY76).actionsLeft} actions of 2 left this player turn`);

    // 2. A move beyond its allowance: the 147th New York dragged 20" west is refused on release with the reason, and stays.
    const refusal = readMove(ground, expected, NY147, { x: 29, y: 14 }).refusal!;
    expect(refusal.kind).toBe('beyond-allowance');
    const before = await log.locator(':scope > li').count();
    await drag(expected, NY147, { x: 29, y: 14 }, 'playtest-rules-beyond.png');
    await notices.getByText(refusal.text, { exact: false }).waitFor();
    expect(await log.locator(':scope > li').count()).toBe(before);

    // 3. A move into Herbst woods: the 84th New York pays the chart's light-woods rate for the inches in the woods.
    expected = runOn(expected, moveUnit(ground, NY84, { x: 46, y: 35.5 }));
    const reading = readMove(ground, runOn(start, faceUnit(ground, NY76, 285)), NY84, { x: 46, y: 35.5 });
    const woods = reading.crossed.find((c) => c.ground === 'light-woods')!;
    const chart = movementAllowance({ scale: ground.scale, mover: { arm: 'infantry', row: 'battle-line' }, terrain: 'light-woods' });
    expect(woods.rateIn).toBe(chart.inches);
    expect(woods.actions).toBeCloseTo(woods.inches / chart.inches!, 2);
    await drag(runOn(start, faceUnit(ground, NY76, 285)), NY84, { x: 46, y: 35.5 }, 'playtest-rules-woods-drag.png');
    await expect.poll(lastEvent).toBe(expected.log.at(-1)!.text);
    expect(expected.log.at(-1)!.text).toContain(`${woods.inches}" McPherson's woods (Herbst woods)`);

    // 4. A reacting unit cannot be dragged in the Union's turn: the notice says why, and it stays.
    const count = await log.locator(':scope > li').count();
    const tn7 = toPage(unitCentre(expected, TN7));
    await page.mouse.move(tn7.x, tn7.y);
    await expect.poll(() => playtest.getByTestId('playtest-hint').textContent()).toMatch(/^7th Tennessee is on the reacting side/);
    expect(await board.evaluate((el) => getComputedStyle(el).cursor)).toBe('not-allowed');
    await drag(expected, TN7, { x: 30, y: 27.5 });
    await notices.getByText('7th Tennessee is on the reacting side', { exact: false }).waitFor();
    expect(await log.locator(':scope > li').count()).toBe(count);

    // 5. A fire refused with its blocker named: Hall's battery cannot see the 13th Alabama through Herbst woods.
    const table = playtestTable(ground, expected);
    const why = whyNoFire(fireFromPositions(table, table.unitsByKey.get(HALL)!, table.unitsByKey.get(AL13)!));
    expect(why).toMatch(/cannot see 13th Alabama: .*McPherson's woods \(Herbst woods\).* along the .* line/);
    expect(() => resolveFire(ground, expected, HALL, AL13)).toThrow();
    // Hall's battery picked, then Fire: the picked unit is the firer, the next click its target.
    const hall = toPage(unitCentre(expected, HALL));
    await page.mouse.click(hall.x, hall.y);
    await playtest.getByRole('button', { name: 'Fire', exact: true }).click();
    const al = toPage(unitCentre(expected, AL13));
    await page.mouse.click(al.x, al.y);
    await notices.getByText(why, { exact: false }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'playtest-rules-fire-refused.png') });

    // The Confederates' player turn: the 42nd Mississippi marches east over Willoughby Run.
    await board.focus();
    await page.keyboard.press('n');
    expected = runOn(expected, nextPlayerTurn(ground));
    await expect.poll(() => playtest.getByTestId('playtest-banner').textContent()).toMatch(/Confederate active/);
    await drag(expected, MS42, { x: 36, y: 10 });
    const march = readMove(ground, expected, MS42, { x: 36, y: 10 });
    expected = runOn(expected, moveUnit(ground, MS42, { x: 36, y: 10 }));
    await expect.poll(lastEvent).toBe(expected.log.at(-1)!.text);
    // The march is seen by the Union: core offers its units their reactions, listed in the panel.
    const offers = reactionsAfter(ground, expected, MS42, march.distanceIn);
    expect(offers.length).toBeGreaterThan(0);
    // One line a reacting unit, a button a choice; each button carries the whole offer as its name.
    const reactionList = panel.getByTestId('playtest-reactions');
    expect(await reactionList.locator('li button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')))).toEqual(offers.map((r) => r.text));
    expect(await reactionList.getByTestId('reaction-group').count()).toBe(new Set(offers.map((r) => r.unit)).size);
    // No book codes ("B:427") in what the panel shows: they are in the tooltips.
    expect(await reactionList.innerText()).not.toMatch(/B:\d/);

    // Turn 2, the Union's again: the 147th New York closes, then charges the 42nd Mississippi (C, the charger, its target).
    await board.focus();
    await page.keyboard.press('n');
    expected = runOn(expected, nextPlayerTurn(ground));
    await expect.poll(() => playtest.getByTestId('playtest-banner').textContent()).toMatch(/Turn 2 · Union active/);
    // The Confederate march offered the Union reactions in its player turn; a new player turn withdraws them.
    expect(await panel.getByTestId('playtest-reactions').count()).toBe(0);
    // The 76th New York turns back by its facing handle, a knob 22 px ahead of its front: dragged round to 255°.
    const inch = toPage({ x: 1, y: 0 }).x - toPage({ x: 0, y: 0 }).x;
    const front76 = placementOf(expected, NY76).at;
    const knob = toPage({ x: front76.x + (Math.sin((285 * Math.PI) / 180) * 22) / inch, y: front76.y - (Math.cos((285 * Math.PI) / 180) * 22) / inch });
    const aim = toPage({ x: front76.x + Math.sin((255 * Math.PI) / 180) * 3, y: front76.y - Math.cos((255 * Math.PI) / 180) * 3 });
    await page.mouse.click(at76.x, at76.y);
    await page.mouse.move(knob.x, knob.y);
    await expect.poll(() => playtest.getByTestId('playtest-hint').textContent()).toMatch(/^Drag the handle to turn the unit/);
    await page.mouse.down();
    await page.mouse.move(aim.x, aim.y, { steps: 6 });
    await page.screenshot({ path: join(SHOTS, 'playtest-rules-handle.png') });
    await page.mouse.up();
    expected = runOn(expected, faceUnit(ground, NY76, 255));
    await expect.poll(lastEvent).toBe(expected.log.at(-1)!.text);
    // Cutler rides forward first, so the 147th stays within his command radius and pays one action, not two, to charge (B:1216).
    await drag(expected, CUTLER, { x: 47, y: 11 });
    expected = runOn(expected, moveUnit(ground, CUTLER, { x: 47, y: 11 }));
    await expect.poll(lastEvent).toBe(expected.log.at(-1)!.text);
    // It stops at (44.5, 12), over the rail fence: the inch the fence costs in the open (B:637) leaves it one action for the charge.
    await drag(expected, NY147, { x: 44.5, y: 12 });
    expected = runOn(expected, moveUnit(ground, NY147, { x: 44.5, y: 12 }));
    await expect.poll(lastEvent).toBe(expected.log.at(-1)!.text);
    const beforeCharge = expected;
    expected = runOn(expected, charge(ground, NY147, MS42));
    const chargeText = expected.log.at(-1)!.text;
    expect(chargeText).toMatch(/147th New York charges 42nd Mississippi/);
    await board.focus();
    await page.keyboard.press('c');
    const ny = toPage(unitCentre(beforeCharge, NY147));
    await page.mouse.click(ny.x, ny.y);
    const ms = toPage(unitCentre(beforeCharge, MS42));
    await page.mouse.click(ms.x, ms.y);
    await expect.poll(lastEvent).toBe(chargeText);
    // The charge's moves are on the table as core made them: the charger's contact and whatever fell back.
    expect(placementOf(expected, NY147).at).not.toEqual(placementOf(beforeCharge, NY147).at);
    // and drawn on the board: the charge's arrows (their own brown, #7c2d12) are on the overlay's canvas.
    await expect.poll(() => chargeArrowPixels(page)).toBeGreaterThan(20);
    // Its dice in its log entry, as they fell.
    const dice = (await log.locator(':scope > li').first().getByTestId('event-dice').locator('.pip').allTextContents()).map(Number);
    expect(dice).toEqual(expected.log.at(-1)!.dice!.flatMap((d) => d.faces));
    await page.screenshot({ path: join(SHOTS, 'playtest-rules-charge-1400.png') });

    // The charger is in disorder after its charge: Reform (G) is offered, and refused as core refuses it (its actions are spent).
    expect(expected.units[NY147]!.level).toBe('disorder');
    let refusedReform = '';
    try {
      runOn(expected, reform(ground, NY147));
    } catch (error) {
      refusedReform = (error as Error).message;
    }
    expect(refusedReform).toMatch(/147th New York has .* actions left/);
    // Escape first: the picked 42nd's facing handle reaches toward the charger.
    await board.focus();
    await page.keyboard.press('Escape');
    const charger = toPage(unitCentre(expected, NY147));
    await page.mouse.click(charger.x, charger.y);
    await panel.getByRole('button', { name: 'Reform' }).waitFor();
    await board.focus();
    await page.keyboard.press('g');
    await notices.getByText(refusedReform, { exact: false }).waitFor();

    // The battle report as text: exactly core's report of the same game.
    const reportPath = join(dir, 'militia.battle-report.txt');
    await playtest.getByRole('button', { name: 'Battle report…' }).click();
    await pathDialog(page, reportPath, 'Save');
    await expect.poll(() => existsSync(reportPath)).toBe(true);
    const text = readFileSync(reportPath, 'utf8');
    expect(text).toBe(battleReportText(battleReport(ground, expected)));
    expect(text).toContain(chargeText);

    // And as a PDF through the print preview: read back with pdftotext.
    await playtest.getByRole('button', { name: 'Report PDF…' }).click();
    const printDialog = page.getByRole('dialog', { name: 'Print' });
    await printDialog.frameLocator('iframe[title="Print preview"]').getByText('Battle report', { exact: false }).first().waitFor();
    const pdfPath = join(dir, 'militia-battle-report.pdf');
    await printDialog.getByRole('button', { name: 'Save PDF…' }).click();
    await pathDialog(page, pdfPath, 'Save');
    await page.getByText(new RegExp(`Printed \\d+ pages? to ${pdfPath}`)).first().waitFor();
    await printDialog.getByRole('button', { name: 'Close' }).click();
    await printDialog.waitFor({ state: 'hidden' });
    const pdf = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(pdf).toContain("T'ain't No Militia");
    expect(pdf).toContain('147th New York charges 42nd Mississippi');
    expect(pdf).toContain('76th New York wheels 15°');

    // End playtest asks in the app's own dialog; Cancel keeps the game.
    await playtest.getByRole('button', { name: 'End playtest' }).click();
    const confirm = page.getByRole('dialog', { name: 'End the playtest?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await board.count()).toBe(1);

    // Shift-drag places a unit by hand, the rules' own moves aside (a rout, a fall back): even the reacting side's, logged as such.
    await page.keyboard.down('Shift');
    await drag(expected, TN7, { x: 27, y: 27.5 });
    await page.keyboard.up('Shift');
    expected = runOn(expected, placeUnit(ground, TN7, { x: 27, y: 27.5 }));
    await expect.poll(lastEvent).toBe(expected.log.at(-1)!.text);

    // Undo back to the start: the report is the start's, every unit where the scenario set it.
    await board.focus();
    const undo = playtest.getByRole('button', { name: 'Undo', exact: true });
    while (!(await undo.isDisabled())) await page.keyboard.press('Control+z');
    expect(await log.locator(':scope > li').count()).toBe(1);
    expect(await chargeArrowPixels(page)).toBe(0);
    await playtest.getByRole('button', { name: 'Battle report…' }).click();
    await pathDialog(page, reportPath, 'Save');
    await expect.poll(() => readFileSync(reportPath, 'utf8')).toBe(battleReportText(battleReport(ground, start)));

    await page.setViewportSize({ width: 1024, height: 640 });
    await board.focus();
    await page.keyboard.press('0');
    await page.screenshot({ path: join(SHOTS, 'playtest-rules-start-1024.png') });
    expect(app.pageErrors).toEqual([]);
  });
});
