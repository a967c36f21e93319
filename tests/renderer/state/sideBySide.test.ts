/**
 * Documents side by side (renderer/src/state/workspace.svelte.ts) against the real backend: a campaign's
 * "Play next" opens the scenario beside the campaign, which stays open with its unsaved changes and undo
 * history; the scenario's result goes back into that campaign as an edit Save keeps; the tabs switch both
 * ways; closing a tab with unsaved changes asks first.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaignStanding, recordResult, scenarioForStep, type MusterCampaign } from '../../../core/campaign';
import { setScenarioField } from '../../../core/scenario/commands';
import type { MusterScenario } from '../../../core/scenario';
import { Workspace } from '../../../renderer/src/state/workspace.svelte';
import { FakeClock } from '../fakeClock';
import { realBackend, type RealBackend } from './realBackend';

const BUNDLED = resolve(__dirname, '../../../scenarios');
const read = <T>(name: string): T => JSON.parse(readFileSync(join(BUNDLED, name), 'utf8')) as T;

let real: RealBackend;
let workspace: Workspace;
beforeEach(() => {
  real = realBackend({ examplesDir: BUNDLED });
  workspace = new Workspace({ api: real.api, clock: new FakeClock() });
});
afterEach(() => real.close());

async function until(ok: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(ok()).toBe(true);
}

/** The Mine Run campaign opened from the examples, Tan Yard Hill launched from it by Play next. */
async function launchTanYardHill(): Promise<{ campaignKey: string; scenario: MusterScenario }> {
  await workspace.openExample('mine-run.campaign.json');
  const campaignKey = workspace.doc!.key;
  const scenarios = new Map([['mine-run-1', read<MusterScenario>('tan-yard-hill.scenario.json')]]);
  const next = campaignStanding(workspace.content as MusterCampaign, scenarios).next!;
  expect(next.step.id).toBe('mine-run-1');
  const scenario = scenarioForStep(scenarios.get('mine-run-1')!, next, []);
  expect(await workspace.openLaunched(scenario, 'mine-run-1', 'Tan Yard Hill, set up for the campaign')).toBe(true);
  return { campaignKey, scenario };
}

describe('a campaign beside the scenario it launched', () => {
  it('Play next opens the scenario beside the campaign: both are tabs, the campaign kept as it stood, unsaved edits and undo included', async () => {
    await workspace.openExample('mine-run.campaign.json');
    const campaignKey = workspace.doc!.key;
    // An unsaved edit of the campaign: a result entered by hand.
    workspace.run(recordResult({ scenario: 'mine-run-1', winner: 'union', turn: 5, from: 'table', units: [] }));
    expect(workspace.dirty).toBe(true);
    const scenario = scenarioForStep(read<MusterScenario>('mine-run-2.scenario.json'), campaignStanding(workspace.content as MusterCampaign, new Map()).steps[1]!, []);
    await workspace.openLaunched(scenario, 'mine-run-2', 'They Are Across!, set up for the campaign');
    expect(workspace.doc?.kind).toBe('scenario');
    expect(workspace.doc?.launchedFrom).toEqual({ campaign: campaignKey, step: 'mine-run-2' });
    expect(workspace.tabs.map((t) => [t.kind, t.title, t.dirty, t.showing])).toEqual([
      ['campaign', 'The Mine Run Campaign', true, false],
      ['scenario', 'They Are Across!', false, true],
    ]);
    expect(workspace.anyDirty).toBe(true);
    // Back to the campaign: the same history, the unsaved result still there and undoable.
    expect(workspace.switchTo(campaignKey)).toBe(true);
    expect(workspace.doc?.kind).toBe('campaign');
    expect((workspace.content as MusterCampaign).results?.map((r) => r.scenario)).toEqual(['mine-run-1']);
    expect(workspace.undoLabel).toBe('Record the result of mine-run-1');
    expect(workspace.tabs.map((t) => t.showing)).toEqual([true, false]);
  });

  it("the scenario's result goes into the campaign that launched it, the campaign shows and Save keeps it", async () => {
    const { campaignKey } = await launchTanYardHill();
    // The scenario's own edits stay with it while the campaign shows.
    workspace.run(setScenarioField('title', 'Tan Yard Hill (our game)'));
    expect(workspace.launchingCampaign?.doc.key).toBe(campaignKey);
    expect(workspace.addResultToCampaign({ title: 'Tan Yard Hill', winner: 'confederate', reason: 'the hill held', turn: 6, from: 'playtest', units: [] })).toBe(true);
    expect(workspace.doc?.key).toBe(campaignKey);
    const results = (workspace.content as MusterCampaign).results!;
    expect(results.map((r) => [r.scenario, r.winner, r.turn])).toEqual([['mine-run-1', 'confederate', 6]]);
    expect(workspace.dirty).toBe(true);
    expect(await workspace.save()).toBe(true);
    expect(workspace.dirty).toBe(false);
    const entries = await real.api.call('library.list', {});
    const saved = entries.find((e) => e.kind === 'campaign')!;
    const stored = (await real.api.call('library.get', { id: saved.id })).content as MusterCampaign;
    expect(stored.results?.map((r) => [r.scenario, r.winner])).toEqual([['mine-run-1', 'confederate']]);
    // The scenario is still open, with its edit.
    const scenarioTab = workspace.tabs.find((t) => t.kind === 'scenario')!;
    expect(scenarioTab).toMatchObject({ title: 'Tan Yard Hill (our game)', dirty: true, showing: false });
  });

  it('Play next again for the same step shows the scenario already open; for the next step the earlier one gives way', async () => {
    const { campaignKey } = await launchTanYardHill();
    const first = workspace.doc!.key;
    workspace.switchTo(campaignKey);
    await workspace.openLaunched(read<MusterScenario>('tan-yard-hill.scenario.json'), 'mine-run-1', 'again');
    expect(workspace.doc?.key).toBe(first);
    expect(workspace.tabs).toHaveLength(2);
    workspace.switchTo(campaignKey);
    await workspace.openLaunched(read<MusterScenario>('mine-run-2.scenario.json'), 'mine-run-2', 'next');
    expect(workspace.tabs.map((t) => t.title)).toEqual(['The Mine Run Campaign', 'They Are Across!']);
    expect(workspace.doc?.launchedFrom?.step).toBe('mine-run-2');
  });

  it('a launched scenario saved as a file keeps its home when it is shown again from its tab', async () => {
    const { campaignKey } = await launchTanYardHill();
    const scenarioKey = workspace.doc!.key;
    const path = join(real.dir, 'documents', 'tan-yard-hill-game.scenario.json');
    const saving = workspace.saveAs();
    await until(() => workspace.prompts.current !== null);
    workspace.prompts.answer(path);
    expect(await saving).toBe(true);
    workspace.switchTo(campaignKey);
    workspace.switchTo(scenarioKey);
    expect(workspace.doc?.path).toBe(path);
    expect(workspace.doc?.launchedFrom?.step).toBe('mine-run-1');
    expect(workspace.savesTo?.text).toContain('tan-yard-hill-game.scenario.json');
  });

  it('a save still under way when another tab is chosen gives the document its home all the same', async () => {
    const { campaignKey } = await launchTanYardHill();
    const scenarioKey = workspace.doc!.key;
    workspace.run(setScenarioField('title', 'Tan Yard Hill (our game)'));
    const path = join(real.dir, 'documents', 'our-game.scenario.json');
    const saving = workspace.saveAs();
    await until(() => workspace.prompts.current !== null);
    workspace.prompts.answer(path);
    // The campaign's tab is chosen before the backend has answered.
    await until(() => workspace.prompts.current === null);
    workspace.switchTo(campaignKey);
    expect(await saving).toBe(true);
    expect(workspace.doc?.key).toBe(campaignKey);
    expect(workspace.tabs.find((t) => t.key === scenarioKey)).toMatchObject({ dirty: false, showing: false });
    workspace.switchTo(scenarioKey);
    expect(workspace.doc?.path).toBe(path);
  });

  it('closing a tab with unsaved changes asks first; the one kept aside comes forward', async () => {
    const { campaignKey } = await launchTanYardHill();
    workspace.run(setScenarioField('title', 'Changed'));
    const closing = workspace.closeDocument();
    await until(() => workspace.prompts.current !== null);
    expect(workspace.prompts.current).toMatchObject({ kind: 'confirm', title: 'Discard unsaved changes?' });
    workspace.prompts.answer(null);
    expect(await closing).toBe(false);
    expect(workspace.tabs).toHaveLength(2);
    const again = workspace.closeDocument();
    await until(() => workspace.prompts.current !== null);
    workspace.prompts.answer('yes');
    expect(await again).toBe(true);
    expect(workspace.doc?.key).toBe(campaignKey);
    expect(workspace.tabs.map((t) => t.kind)).toEqual(['campaign']);
    expect(workspace.launchingCampaign).toBeUndefined();
  });
});
