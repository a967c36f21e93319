/**
 * `muster campaign`: the bundled Mine Run Campaign, alone and with results written by hand (the table's
 * results form) or from a playtest, agrees with core/campaign: the branch a result picks, the entries
 * of that branch, the carried effect and losses; bad result files are refused with the place and reason.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';

const ROOT = join(__dirname, '../..');
const CAMPAIGN = 'scenarios/mine-run.campaign.json';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), cwd: ROOT });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'muster-campaign-'));
function resultFile(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}
const tanYard = (winner: string) => ({
  scenario: 'mine-run-1',
  winner,
  turn: 5,
  from: 'table',
  units: [{ side: 'union', unit: 'usa-1-me', name: '1st Maine Cavalry', standsLost: 2, figuresLost: 5, sectionsLost: 0, state: 'shaken' }],
});

describe('muster campaign', () => {
  it('with no results: Tan Yard Hill is next, scenario 2 waits on it', async () => {
    const r = await run(['campaign', CAMPAIGN, '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.next).toMatchObject({ id: 'mine-run-1', file: 'tan-yard-hill.scenario.json', branch: null, carryLosses: false });
    expect(j.steps.map((s: { id: string }) => s.id)).toEqual(['mine-run-1', 'mine-run-2', 'mine-run-3']);
    expect(j.steps[1].why).toMatch(/^Waits on the result of Tan Yard Hill/);
  });

  for (const [winner, entries, effect] of [
    ['union', ['birney'], /Union cavalry regiments get -1 MMP/],
    ['confederate', ['birney-first-brigade', 'birney-second-brigade', 'birney-last-brigade', 'attached-brigade'], /Hampton's brigade gets -1 MMP/],
  ] as const) {
    it(`a ${winner} win at Tan Yard Hill picks that branch of "They Are Across!"`, async () => {
      const file = resultFile(`tyh-${winner}.json`, tanYard(winner));
      const r = await run(['campaign', CAMPAIGN, '--result', file, '--json']);
      expect(r.code).toBe(0);
      const j = JSON.parse(r.out);
      expect(j.next).toMatchObject({ id: 'mine-run-2', branch: winner, entries, carryLosses: true });
      expect(j.next.effects.join(' ')).toMatch(effect);
      expect(j.carried).toEqual([{ side: 'union', unit: 'usa-1-me', name: '1st Maine Cavalry', standsLost: 2, figuresLost: 5, sectionsLost: 0, removed: false }]);
      const text = await run(['campaign', CAMPAIGN, '--result', file]);
      expect(text.out).toContain(`Next: They Are Across! (mine-run-2.scenario.json)`);
      expect(text.out).toContain('1st Maine Cavalry: 5 figures, 2 stands');
    });
  }

  it('three results end the campaign with the last winner; a later result for a scenario replaces an earlier one', async () => {
    const list = resultFile('all.json', [tanYard('union'), { ...tanYard('confederate'), units: [] }, { scenario: 'mine-run-2', winner: 'union', turn: 7, from: 'table', units: [] }, { scenario: 'mine-run-3', winner: 'union', turn: 6, from: 'playtest', units: [] }]);
    const j = JSON.parse((await run(['campaign', CAMPAIGN, '--result', list, '--json'])).out);
    expect(j).toMatchObject({ finished: true, winner: 'union', next: null });
    expect(j.steps[1]).toMatchObject({ branch: 'confederate' });
    expect(j.carried).toEqual([]);
    expect((await run(['campaign', CAMPAIGN, '--result', list])).out).toContain('The campaign is over: Union wins it.');
  });

  it('refuses a bad result file by its place, a missing one with exit 2, and a scenario file given as the campaign', async () => {
    const bad = resultFile('bad.json', [{ ...tanYard('union'), turn: 0 }]);
    let r = await run(['campaign', CAMPAIGN, '--result', bad]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${bad}: /0/turn: must be >= 1`);
    r = await run(['campaign', CAMPAIGN, '--result', join(dir, 'none.json')]);
    expect(r.code).toBe(2);
    r = await run(['campaign', 'scenarios/tan-yard-hill.scenario.json']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('this is a scenario file; muster campaign reads campaigns');
    r = await run(['campaign', CAMPAIGN, '--result', resultFile('elsewhere.json', { ...tanYard('union'), scenario: 'antietam' }), '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).problems[0]).toContain('"antietam"');
  });
});
