/**
 * The Mine Run Campaign as it ships (scenarios/mine-run.campaign.json and its three scenario files):
 * a Tan Yard Hill result from a playtest judged by core/playtest/victory picks scenario 2's set-up, both
 * ways (B:2290-2309), the other branch's entries are left out, the first-morale-check benefit carries
 * over, and the units that fought come on with their losses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignRoster, campaignStanding, scenarioForStep, type CampaignResult, type MusterCampaign } from '../../../core/campaign';
import { loadDocument, validateDocument } from '../../../core/formats/index';
import { History } from '../../../core/history';
import type { OrderOfBattle } from '../../../core/model/oob';
import { judgeVictory, resultOf, setUnitState, startPlaytest, type Playtest, type PlaytestGround } from '../../../core/playtest';
import type { MusterScenario, TabletopMap, TabletopPlacement } from '../../../core/model/scenario.generated';
import { CONFEDERATE, UNION } from '../preview/fixtures';

const DIR = join(__dirname, '../../../scenarios');
const load = <T>(file: string): T => {
  const r = loadDocument(file, readFileSync(join(DIR, file), 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.document as unknown as T;
};
const campaign = load<MusterCampaign>('mine-run.campaign.json');
const scenarios = new Map(campaign.scenarios.map((s) => [s.id, load<MusterScenario>(s.file)]));

/** Tan Yard Hill played to a forced retirement of `loser` (four stands lost, B:2268), judged by the victory module. */
function tanYardHill(loser: 'union' | 'confederate'): CampaignResult {
  const s = scenarios.get('mine-run-1')!;
  const ground: PlaytestGround = {
    title: s.title,
    board: s.board,
    scale: '15mm',
    sides: [
      { id: 'union', name: 'Union', rulesSide: 'union', orderOfBattle: UNION as OrderOfBattle },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', orderOfBattle: CONFEDERATE as OrderOfBattle },
    ],
    conditions: { season: 'fall', weather: 'dry' },
    initiative: s.initiative,
    turns: s.length.turns,
  };
  const place = (side: string, unit: string, x: number, y: number): TabletopPlacement => ({ side, unit, at: { x, y }, facingDeg: 0, formation: 'battle-line' });
  const map = { ...(s.map as TabletopMap), units: [place('union', 'u1', 20, 40), place('union', 'u2', 24, 40), place('confederate', 'c1', 8, 28), place('confederate', 'c2', 4, 28)] };
  const h = new History<Playtest>(startPlaytest(ground, map, 11));
  const [a, b] = loser === 'union' ? ['union\u0000u1', 'union\u0000u2'] : ['confederate\u0000c1', 'confederate\u0000c2'];
  h.execute(setUnitState(ground, a, { figuresLost: 8 }));
  h.execute(setUnitState(ground, b, { figuresLost: 8 }));
  const judged = judgeVictory(s.victory, ground, h.doc);
  expect(judged.decided).toBe(true);
  return resultOf(s, ground, h.doc, judged) as CampaignResult;
}

describe('the Mine Run Campaign', () => {
  it('starts at Tan Yard Hill, waiting on nothing', () => {
    const st = campaignStanding(campaign, scenarios);
    expect(st.problems).toEqual([]);
    expect(st.next?.step.id).toBe('mine-run-1');
    expect(st.steps[1]!.branchWhy).toMatch(/^Waits on the result of Tan Yard Hill/);
    expect(st.finished).toBe(false);
  });

  it('a Union win at Tan Yard Hill opens "They Are Across!" with the Union-won set-up', () => {
    const result = tanYardHill('confederate');
    expect(result.winner).toBe('union');
    const st = campaignStanding(campaign, scenarios, [result]);
    expect(st.next?.step.id).toBe('mine-run-2');
    expect(st.next?.branch?.ifWinner).toBe('union');
    expect(st.next?.branchWhy).toBe('Union won Tan Yard Hill.');
    const next = scenarioForStep(scenarios.get('mine-run-2')!, st.next!, st.carried);
    const union = next.sides.find((s) => s.id === 'union')!;
    expect(union.entries!.map((e) => e.id)).toEqual(['birney']);
    expect(validateDocument('scenario', next)).toEqual([]);
    expect(union.setup!.some((x) => x.area === 'ne-square' && /victorious Union brigade/.test(x.text))).toBe(true);
    expect(next.specialRules!.find((r) => r.id === 'union-cavalry-elated')!.effect).toMatchObject({ stat: 'MMP', delta: -1, duration: 'first-morale-check' });
    // The Confederate cavalry lost two regiments' worth: every stand carried.
    expect(st.carried.filter((c) => c.side === 'confederate').map((c) => c.standsLost)).toEqual([2, 2]);
  });

  it('a Confederate win opens it with the Union response by the Germanna Ford Road and the attached brigade', () => {
    const st = campaignStanding(campaign, scenarios, [tanYardHill('union')]);
    expect(st.next?.branch?.ifWinner).toBe('confederate');
    const next = scenarioForStep(scenarios.get('mine-run-2')!, st.next!, st.carried);
    expect(next.sides.find((s) => s.id === 'union')!.entries!.map((e) => e.id)).toEqual(['birney-first-brigade', 'birney-second-brigade', 'birney-last-brigade', 'attached-brigade']);
    // They were the alternatives to Birney's whole division, which this branch leaves out: now they are the entries, and the scenario is valid.
    expect(next.sides.find((s) => s.id === 'union')!.entries!.some((e) => e.alternativeTo)).toBe(false);
    expect(validateDocument('scenario', next)).toEqual([]);
    // Early comes on whichever way it went.
    expect(next.sides.find((s) => s.id === 'confederate')!.entries!.map((e) => e.id)).toEqual(['early']);
    expect(next.sides.find((s) => s.id === 'confederate')!.setup!.some((x) => x.area === 'tan-yard-hill')).toBe(true);
    expect(next.specialRules!.some((r) => r.id === 'hampton-elated')).toBe(true);
    expect(next.specialRules!.some((r) => r.id === 'union-cavalry-elated')).toBe(false);
  });

  it('scenario 3 takes its branch from scenario 2, and the campaign ends with its winner', () => {
    const one = tanYardHill('union');
    const two: CampaignResult = { scenario: 'mine-run-2', winner: 'union', turn: 7, from: 'table', units: [{ side: 'confederate', unit: 'c1', name: '1st Tennessee', standsLost: 1, figuresLost: 3, sectionsLost: 0, state: 'shaken' }] };
    let st = campaignStanding(campaign, scenarios, [one, two]);
    expect(st.next?.step.id).toBe('mine-run-3');
    expect(st.next?.branch?.time).toBe('First light');
    const three = scenarioForStep(scenarios.get('mine-run-3')!, st.next!, st.carried);
    expect(three.time).toBe('First light');
    expect(three.specialRules!.find((r) => r.id === 'early-shaken')!.effect).toMatchObject({ stat: 'BMP', delta: 1 });
    expect(st.carried.find((c) => c.unit === 'c1')).toMatchObject({ standsLost: 1, figuresLost: 3, from: ['mine-run-2'] });
    st = campaignStanding(campaign, scenarios, [one, two, { scenario: 'mine-run-3', winner: 'confederate', turn: 6, from: 'table', units: [] }]);
    expect(st).toMatchObject({ finished: true, winner: 'confederate', next: undefined });
    const roster = campaignRoster(st);
    expect(roster.find((r) => r.side === 'union')!.units.map((u) => u.standsLost)).toEqual([2, 2]);
  });

  it('a result out of order or for another scenario is a problem, not a guess', () => {
    const st = campaignStanding(campaign, scenarios, [{ scenario: 'mine-run-2', winner: 'union', turn: 7, from: 'table', units: [] }, { scenario: 'antietam', winner: 'union', turn: 1, from: 'table', units: [] }]);
    expect(st.next?.step.id).toBe('mine-run-1');
    expect(st.problems).toHaveLength(2);
    expect(st.problems[0]).toMatch(/mine-run-2: it has a result, but an earlier scenario has none/);
    expect(st.problems[1]).toMatch(/"antietam"/);
  });
});

describe('the campaign commands', () => {
  it('record a result, replace it with a later one for the same scenario, take it back, and undo each', async () => {
    const { History } = await import('../../../core/history');
    const { recordResult, removeResult } = await import('../../../core/campaign');
    const h = new History<MusterCampaign>(campaign);
    const won = (winner: string): CampaignResult => ({ scenario: 'mine-run-1', winner, turn: 5, from: 'table', units: [] });
    h.execute(recordResult(won('union')));
    expect(campaignStanding(h.doc, scenarios).next?.branch?.ifWinner).toBe('union');
    h.execute(recordResult(won('confederate')));
    expect(h.doc.results).toHaveLength(1);
    expect(campaignStanding(h.doc, scenarios).next?.branch?.ifWinner).toBe('confederate');
    expect(validateDocument('campaign', h.doc)).toEqual([]);
    h.execute(removeResult('mine-run-1'));
    expect(campaignStanding(h.doc, scenarios).next?.step.id).toBe('mine-run-1');
    h.undo();
    h.undo();
    expect(h.doc.results).toEqual([won('union')]);
    h.undo();
    expect(h.doc).toEqual(campaign);
    expect(h.doc.results).toBeUndefined();
  });
});
