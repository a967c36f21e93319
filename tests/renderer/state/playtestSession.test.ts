/**
 * The playtest session the workspace holds beside the scenario (renderer/src/state/playtestSession.svelte.ts),
 * on T'ain't No Militia: its own undo history over a copy of the units, so nothing reaches the scenario; a
 * drag is one undo entry and the settled state the panel reads moves only at its end; a refusal goes to
 * the workspace's notice, in the core's words; "Save as situation" holds the units where they stand.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placementKey } from '../../../core/map/commands';
import { moveUnit, playtestGround } from '../../../core/playtest';
import type { MusterScenario, TabletopMap } from '../../../core/model/scenario.generated';
import { PlaytestSession } from '../../../renderer/src/state/playtestSession.svelte';

const scenario = (): MusterScenario => JSON.parse(readFileSync(join(__dirname, '../../../scenarios/taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;

function session(): { play: PlaytestSession; failures: string[]; scenario: MusterScenario } {
  const s = scenario();
  const failures: string[] = [];
  const play = new PlaytestSession(playtestGround(s)!, s, 7, (error, doing) => failures.push(`${doing}: ${error instanceof Error ? error.message : String(error)}`));
  return { play, failures, scenario: s };
}

const placed = (play: PlaytestSession, key: string) => (play.state.map.units ?? []).find((u) => placementKey(u) === key)!;

describe('a playtest session', () => {
  it('runs commands on its own history: undo and redo, and the scenario never changes', () => {
    const { play, scenario: s } = session();
    const text = JSON.stringify(s);
    const first = (s.map as TabletopMap).units![0]!;
    const key = placementKey(first);
    expect(play.undoLabel).toBeUndefined();
    expect(play.run(moveUnit(play.ground, key, { x: first.at.x + 1, y: first.at.y }))).toBe(true);
    expect(placed(play, key).at.x).toBeCloseTo(first.at.x + 1);
    expect(play.undoLabel).toBeTruthy();
    play.undo();
    expect(placed(play, key).at).toEqual(first.at);
    expect(play.redoLabel).toBeTruthy();
    play.redo();
    expect(placed(play, key).at.x).toBeCloseTo(first.at.x + 1);
    expect(JSON.stringify(s)).toBe(text);
    expect(JSON.stringify(play.scenario)).toBe(text);
  });

  it('a drag is one undo entry, and the settled state moves only when it ends', () => {
    const { play, scenario: s } = session();
    const first = (s.map as TabletopMap).units![0]!;
    const key = placementKey(first);
    const before = play.settled;
    play.begin('Move unit');
    for (const dx of [0.25, 0.5, 0.75]) play.run(moveUnit(play.ground, key, { x: first.at.x + dx, y: first.at.y }));
    expect(play.settled).toBe(before);
    play.commit();
    expect(play.settled).not.toBe(before);
    expect((play.settled.map.units ?? []).find((u) => placementKey(u) === key)!.at.x).toBeCloseTo(first.at.x + 0.75);
    play.undo();
    expect(placed(play, key).at).toEqual(first.at);
    expect(play.undoLabel).toBeUndefined();
  });

  it('a refusal goes to the workspace in the core’s words, and changes nothing', () => {
    const { play, failures } = session();
    const revision = play.revision;
    expect(play.run(moveUnit(play.ground, 'union\u0000no-such-unit', { x: 1, y: 1 }))).toBe(false);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^Move/);
    expect(play.revision).toBe(revision);
    expect(play.undoLabel).toBeUndefined();
  });

  it('the situation is a new scenario with the units where the playtest left them', () => {
    const { play, scenario: s } = session();
    const first = (s.map as TabletopMap).units![0]!;
    const key = placementKey(first);
    play.run(moveUnit(play.ground, key, { x: first.at.x + 2, y: first.at.y }));
    const situation = play.situation('Turn 1');
    expect(situation.title).toBe('Turn 1');
    const there = ((situation.map as TabletopMap).units ?? []).find((u) => placementKey(u) === key)!;
    expect(there.at.x).toBeCloseTo(first.at.x + 2);
    expect(((s.map as TabletopMap).units ?? []).find((u) => placementKey(u) === key)!.at).toEqual(first.at);
  });
});
