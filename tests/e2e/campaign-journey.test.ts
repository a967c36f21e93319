/// <reference lib="dom" />
/**
 * Issue 43's journey, as a club organiser makes it (web mode, Chromium): the Mine Run campaign opened from
 * the Library's examples; "Play next" opens Tan Yard Hill with its example forces beside the campaign (a tab
 * of its own, the campaign still open); the playtest takes the Union horse battery off the table and plays on
 * to a result; the battle report is saved under the scenario's title into the documents folder (the file is
 * read back from disk); the result goes back into the campaign, which is saved as a file (read back);
 * "Play next" opens "They Are Across!" with the winner's set-up and the battery left off (the carried
 * loss); back on the campaign's tab the second result is recorded and saved, never only Cancel or Discard.
 * Screenshots at 1400×900 and 1024×640 go to MUSTER_SHOTS (default /tmp).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MusterCampaign } from '../../core/campaign';
import type { MusterScenario } from '../../core/model/scenario.generated';
import { boardSettled, call, menu, pathDialog, projector, startApp, startChecked, type AppUnderTest } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';
const TAN_YARD_HILL = JSON.parse(readFileSync(join(__dirname, '../../scenarios/tan-yard-hill.scenario.json'), 'utf8')) as MusterScenario;

let app: AppUnderTest;
let documents: string;
beforeAll(async () => {
  app = await startApp();
  await app.page.setViewportSize({ width: 1400, height: 900 });
  await startChecked(app.page);
  documents = (await call<{ documentsDir: string }>(app.page, 'app.info', {})).documentsDir;
});
afterAll(async () => {
  await app?.close();
});

const shoot = async (name: string): Promise<void> => {
  await app.page.screenshot({ path: join(SHOTS, `campaign-journey-${name}.png`) });
};

describe('the Mine Run campaign played from the Library (web mode, Chromium)', () => {
  it('Tan Yard Hill to a result beside the open campaign, the report under its title, the result back in the campaign, "They Are Across!" with the winner\'s set-up and the carried loss, the campaign saved', async () => {
    const { page } = app;
    const tabs = page.getByRole('navigation', { name: 'Views' });

    // The Library: the campaign among the examples, opened as a copy.
    await page.locator('[data-testid="example-row"][data-name="mine-run.campaign.json"]').getByRole('button', { name: 'Open a copy' }).click();
    const campaign = page.getByRole('region', { name: 'Campaign' });
    await campaign.locator('[data-testid="campaign-next"][data-id="mine-run-1"]').waitFor();
    await shoot('1-campaign');

    // Play next: Tan Yard Hill opens in a tab of its own; the campaign's tab stays.
    await campaign.getByRole('button', { name: 'Play next' }).click();
    await page.getByText(/^Tan Yard Hill, set up for the campaign/).waitFor();
    await expect.poll(() => tabs.getByTestId('document-tab').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-kind')}:${e.getAttribute('data-showing')}`))).toEqual(['campaign:false', 'scenario:true']);

    // The playtest with the example forces as bundled.
    await page.getByRole('navigation', { name: 'Scenario sections' }).getByRole('button', { name: 'Playtest' }).click();
    const playtest = page.getByRole('region', { name: 'Playtest' });
    expect(await playtest.getByTestId('playtest-campaign').textContent()).toContain('Set up for The Mine Run Campaign');
    await playtest.getByLabel('Dice seed').fill('7');
    await playtest.getByRole('button', { name: 'Start the playtest' }).click();
    const board = playtest.getByRole('application', { name: 'Playtest board' });
    await board.waitFor();
    await boardSettled(page, 'Playtest board');
    const panel = playtest.getByRole('complementary', { name: 'Playtest panel' });

    // The Union horse battery is lost: picked on the board (just behind its front centre) and taken off the table.
    const battery = TAN_YARD_HILL.map.kind === 'tabletop' ? TAN_YARD_HILL.map.units!.find((u) => u.unit === 'usa-cav-battery')! : undefined;
    if (!battery) throw new Error('Tan Yard Hill places its horse battery');
    const toPage = await projector(page, board);
    const behind = (battery.facingDeg * Math.PI) / 180;
    const at = toPage({ x: battery.at.x - Math.sin(behind) * 0.4, y: battery.at.y + Math.cos(behind) * 0.4 });
    await page.mouse.click(at.x, at.y);
    await panel.getByText('Horse battery (3-inch Ordnance rifles)').first().waitFor();
    await panel.getByRole('button', { name: 'Remove from the table' }).click();

    // Play on until the scenario is decided: its five turns at most, each of two player turns.
    const victory = page.getByRole('region', { name: 'Victory' });
    const winnerNow = async () => (await victory.getByTestId('victory-winner').getAttribute('data-winner')) ?? '';
    for (let i = 0; i < 10 && !(await victory.locator('strong[data-testid="victory-winner"]').count()); i++) {
      await playtest.getByRole('button', { name: 'Next player turn' }).click();
    }
    await victory.locator('strong[data-testid="victory-winner"]').waitFor();
    const winner = await winnerNow();
    expect(['union', 'confederate']).toContain(winner);
    expect((await victory.locator('.reason').textContent())?.trim()).toMatch(/^(Union|Confederate) wins\b.{10,}/);
    await shoot('2-result');

    // The battle report, under the scenario's title, in the documents folder the dialog shows.
    await playtest.getByRole('button', { name: 'Battle report…' }).click();
    const reportPath = join(documents, 'Tan Yard Hill – battle report.txt');
    await expect.poll(() => page.getByLabel('File path').inputValue()).toBe(reportPath);
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Exported the battle report to ${reportPath}.`).waitFor();
    const report = readFileSync(reportPath, 'utf8');
    expect(report).toContain('Tan Yard Hill');
    expect(report).toContain('Horse battery (3-inch Ordnance rifles)');

    // The result goes back into the campaign, which shows, with Save to keep it.
    await victory.getByRole('button', { name: 'Add the result to the campaign' }).click();
    await campaign.locator(`[data-testid="campaign-step"][data-id="mine-run-1"][data-winner="${winner}"]`).waitFor();
    await campaign.locator(`[data-testid="campaign-step"][data-id="mine-run-2"][data-branch="${winner}"]`).waitFor({ timeout: 10_000 });
    // Its losses so far: the battery off the table.
    await campaign.getByRole('row', { name: /Horse battery \(3-inch Ordnance rifles\).*off the table/ }).waitFor();
    await shoot('3-result-in-campaign');
    const campaignPath = join(documents, 'mine-run.campaign.json');
    await menu(page, 'File', /^Save As…/);
    await pathDialog(page, campaignPath, 'Save');
    await expect.poll(() => existsSync(campaignPath), { timeout: 10_000 }).toBe(true);
    const first = JSON.parse(readFileSync(campaignPath, 'utf8')) as MusterCampaign;
    expect(first.results?.map((r) => [r.scenario, r.winner, r.from])).toEqual([['mine-run-1', winner, 'playtest']]);
    expect(first.results![0]!.units.find((u) => u.unit === 'usa-cav-battery')?.state).toBe('removed');

    // Play next: "They Are Across!" with the winner's set-up, the battery left off; Tan Yard Hill's tab gives way.
    await campaign.getByRole('button', { name: 'Play next' }).click();
    const side = winner === 'union' ? 'Union' : 'Confederate';
    await page.getByText(`They Are Across!, set up for the campaign: ${side} won Tan Yard Hill.`).waitFor();
    await expect.poll(() => tabs.getByTestId('document-tab').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-kind')}:${e.getAttribute('data-showing')}`))).toEqual(['campaign:false', 'scenario:true']);
    await shoot('4-next');
    const madePath = join(documents, 'They Are Across! (campaign).scenario.json');
    await menu(page, 'File', /^Save As…/);
    await pathDialog(page, madePath, 'Save');
    await expect.poll(() => existsSync(madePath), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('save-state').textContent()).toBe(madePath);
    const made = JSON.parse(readFileSync(madePath, 'utf8')) as MusterScenario;
    expect(made.title).toBe('They Are Across!');
    expect(made.specialRules!.map((r) => r.id)).toContain(winner === 'union' ? 'union-cavalry-elated' : 'hampton-elated');
    expect(made.sides.flatMap((s) => s.setup ?? []).map((s) => s.text).join(' ')).toMatch(winner === 'union' ? /victorious Union brigade/ : /Hampton's battery on Tan Yard Hill/);
    const placed = made.map.kind === 'tabletop' ? (made.map.units ?? []).map((u) => u.unit) : [];
    expect(placed).not.toContain('usa-cav-battery');
    expect(placed).toContain('usa-cav-1');

    // Back to the campaign (its tab): the second result entered by hand, then the campaign's own Save; the file read back.
    await tabs.locator('[data-testid="document-tab"][data-kind="campaign"]').getByRole('button', { name: 'Campaign', exact: true }).click();
    await campaign.locator('[data-testid="campaign-next"][data-id="mine-run-2"]').waitFor();
    // The game under way is one click away; the battery taken off at Tan Yard Hill loses nothing more.
    await campaign.getByRole('button', { name: 'Back to They Are Across!' }).waitFor();
    await campaign.locator('input[aria-label="Stands lost, 1st Regiment (Sharps carbines)"]').waitFor();
    expect(await campaign.locator('input[aria-label="Stands lost, Horse battery (3-inch Ordnance rifles)"]').count()).toBe(0);
    await campaign.getByLabel('Winner', { exact: true }).selectOption(winner === 'union' ? 'confederate' : 'union');
    await campaign.getByRole('button', { name: 'Record result' }).click();
    await campaign.locator('[data-testid="campaign-step"][data-id="mine-run-2"][data-winner]:not([data-winner=""])').waitFor();
    await campaign.getByTestId('save-state').getByText('Unsaved changes').waitFor();
    await campaign.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Saved ${campaignPath}.`).waitFor();
    await campaign.getByTestId('save-state').getByText(campaignPath).waitFor();
    const second = JSON.parse(readFileSync(campaignPath, 'utf8')) as MusterCampaign;
    expect(second.results?.map((r) => r.scenario)).toEqual(['mine-run-1', 'mine-run-2']);
    await shoot('5-saved');
    await page.setViewportSize({ width: 1024, height: 640 });
    await shoot('6-saved-1024');
    await tabs.locator('[data-testid="document-tab"][data-kind="scenario"]').getByRole('button').first().click();
    await page.getByRole('region', { name: 'Scenario' }).waitFor();
    // Shown again from its tab, the scenario is where it was saved.
    expect(await page.getByTestId('save-state').textContent()).toBe(madePath);
    await shoot('7-scenario-1024');
    expect(app.pageErrors).toEqual([]);
  });
});
