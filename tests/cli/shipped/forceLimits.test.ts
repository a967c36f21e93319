/**
 * `muster check` and `muster points` hold a points-built side to the scenario's force limits, as the
 * Sides view does (issue 39): copies of the bundled Mine Run scenarios given the orders of battle the
 * book's III Corps and II Corps lists make (scenarios/mine-run-3.army-*.json), changed to break B:2294
 * and B:2405, run through the built command from a user's folder.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../support/seeds';
import { muster, userFolder } from './shipped';

// Each case starts Node processes of its own; on a loaded machine one can take seconds.
vi.setConfig({ testTimeout: 180_000 });

const bundled = (file: string) => JSON.parse(readFileSync(join(REPO_ROOT, 'scenarios', file), 'utf8'));
type Node = { kind?: string; level?: string; name: string; quality?: string; arm?: string; children?: Node[] };
const find = (nodes: Node[], name: string): Node => {
  for (const n of nodes) {
    if (n.name === name) return n;
    const inside = n.children ? (() => { try { return find(n.children!, name); } catch { return undefined; } })() : undefined;
    if (inside) return inside;
  }
  throw new Error(`no ${name}`);
};
const regimentsOf = (n: Node): Node[] => (n.children ?? []).flatMap((c) => (c.kind === 'formation' ? regimentsOf(c) : c.arm === 'artillery' ? [] : [c]));

/** A user's copy of a bundled scenario whose side `sideId` fields `oob`. */
function scenarioWith(file: string, sideId: string, oob: object): string {
  const dir = userFolder();
  const s = bundled(file);
  const forces = s.sides.find((x: { id: string }) => x.id === sideId).forces;
  // Mine Run 3 links its example army files: the copy fields this order of battle instead.
  delete forces.armyFile;
  forces.orderOfBattle = oob;
  // The other side's army file goes beside the copy, as a user copies a scenario with its armies.
  for (const other of s.sides as Array<{ forces: { armyFile?: string } }>) if (other.forces.armyFile) copyFileSync(join(REPO_ROOT, 'scenarios', other.forces.armyFile), join(dir, other.forces.armyFile));
  writeFileSync(join(dir, file), JSON.stringify(s, null, 2));
  return dir;
}

describe('the scenario force limits, from the command line', () => {
  it("Mine Run 2: muster check names Birney's brigade that has no trained and no green regiment (B:2294)", () => {
    const army = bundled('mine-run-3.army-union.json').orderOfBattle;
    const birney = find(army.children, '1st Division');
    const brigades = birney.children!.filter((c) => c.kind === 'formation');
    // Every brigade: its first regiment green, the rest trained (as the book asks); then Ward's all veteran.
    for (const b of brigades) regimentsOf(b).forEach((r, i) => (r.quality = i === 0 ? 'green' : 'trained'));
    const ward = find(brigades, '2nd Brigade (Ward)');
    for (const r of regimentsOf(ward)) r.quality = 'veteran';
    // Two of III Corps' batteries with Birney (B:2294: "two or three batteries").
    const batteries = (JSON.stringify(army).match(/\{[^{}]*"arm":"artillery"[^{}]*\}/g) ?? []).slice(0, 2).map((b) => JSON.parse(b));
    expect(batteries).toHaveLength(2);
    const oob = { name: "Birney's division", side: 'union', era: '1861-63', children: [{ ...birney, children: [...brigades, ...batteries] }] };
    const dir = scenarioWith('mine-run-2.scenario.json', 'union', oob);

    const check = muster(['check', 'mine-run-2.scenario.json', '--json'], dir);
    expect(check.stderr).toBe('');
    expect(check.status).toBe(1);
    const limits = (check.json().problems as Array<{ rule: string; message: string; feature: string }>).filter((p) => p.rule === 'side.force-limit');
    expect(limits).toEqual([
      { rule: 'side.force-limit', severity: 'error', message: 'Union: 2nd Brigade (Ward): 0 trained regiments; the scenario requires at least 2 in each brigade.', unit: null, feature: 'union' },
      { rule: 'side.force-limit', severity: 'error', message: 'Union: 2nd Brigade (Ward): 0 green regiments; the scenario requires at least 1 in each brigade.', unit: null, feature: 'union' },
    ]);
    const text = muster(['check', 'mine-run-2.scenario.json'], dir);
    expect(text.stdout).toContain("mine-run-2.scenario.json: error: Union: 2nd Brigade (Ward): 0 green regiments; the scenario requires at least 1 in each brigade. [side.force-limit]");

    const points = muster(['points', 'mine-run-2.scenario.json', '--json'], dir);
    expect(points.status).toBe(0);
    const union = points.json().sides.find((s: { name: string }) => s.name === 'Union');
    expect(union.warnings.filter((w: { rule: string }) => w.rule === 'side.force-limit')).toEqual([
      { rule: 'side.force-limit', severity: 'error', message: '2nd Brigade (Ward): 0 trained regiments; the scenario requires at least 2 in each brigade', path: '1st Division > 2nd Brigade (Ward)' },
      { rule: 'side.force-limit', severity: 'error', message: '2nd Brigade (Ward): 0 green regiments; the scenario requires at least 1 in each brigade', path: '1st Division > 2nd Brigade (Ward)' },
    ]);
  });

  it("Mine Run 3: muster check names the green regiment in Rodes' division (B:2405)", () => {
    const army = bundled('mine-run-3.army-confederate.json').orderOfBattle;
    const rodes = find(army.children, "Rodes' Division");
    // Four brigades (the book's "three or four"), every regiment veteran, then one of Daniel's green.
    rodes.children = rodes.children!.filter((c) => c.name !== "Johnston's Brigade");
    for (const r of regimentsOf(rodes)) r.quality = 'veteran';
    const green = regimentsOf(find(rodes.children, "Daniel's Brigade"))[1]!;
    green.quality = 'green';
    const dir = scenarioWith('mine-run-3.scenario.json', 'confederate', army);

    const check = muster(['check', 'mine-run-3.scenario.json', '--json'], dir);
    expect(check.status).toBe(1);
    const limits = (check.json().problems as Array<{ rule: string; message: string }>).filter((p) => p.rule === 'side.force-limit').map((p) => p.message);
    expect(limits).toEqual([`Confederate: Rodes' Division: ${green.name} is green; the scenario wants every regiment of Rodes' Division veteran or elite.`]);

    // The bundled scenario as the club plays it, every regiment veteran: no limit broken.
    green.quality = 'veteran';
    const fixed = scenarioWith('mine-run-3.scenario.json', 'confederate', army);
    expect((muster(['check', 'mine-run-3.scenario.json', '--json'], fixed).json().problems as Array<{ rule: string }>).filter((p) => p.rule === 'side.force-limit')).toEqual([]);
  });
});
