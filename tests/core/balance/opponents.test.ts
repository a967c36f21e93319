/**
 * The balance lab's opponents on the bundled T'ain't No Militia: they play only through the playtest's
 * commands (so every game replays, refusals and all, to the same result), both holding gives the
 * Confederates (who must clear a wing of McPherson's Ridge) almost nothing, and advancing changes
 * their rate beyond both intervals.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apart, gameSeed, playGame, runBalance, variantsOf, parseVary, type BalanceSetup } from '../../../core/balance';
import { activeSide, commandOf, judgeVictory, playtestGround, replayPlaytest, runOn, sideLosses, startPlaytest, turnJudged, turnShown, type Playtest } from '../../../core/playtest';
import type { MusterScenario, TabletopMap } from '../../../core/model/scenario.generated';

const scenario = JSON.parse(readFileSync(join(import.meta.dirname, '../../../scenarios/taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;
const ground = playtestGround(scenario)!;
const setup: BalanceSetup = { ground, map: scenario.map as TabletopMap, victory: scenario.victory };

describe('opponents that play by the playtest’s commands', () => {
  it('play a game that replays from its seed and actions to the same result', () => {
    const game = playGame(setup, { union: 'steady', confederate: 'bold' }, gameSeed(11, 3));
    expect(game.actions.length).toBeGreaterThan(40);
    // Every action was a command the rules allowed: replaying them refuses none.
    const replayed = replayPlaytest(ground, setup.map, game.seed, game.actions);
    const judged = judgeVictory(scenario.victory, ground, replayed);
    expect(judged.decided).toBe(true);
    expect(judged.winner).toBe(game.winner);
    expect(judged.reason).toBe(game.reason);
    expect(Object.fromEntries([...sideLosses(ground, replayed)].map(([s, l]) => [s, l.casualties]))).toEqual(game.casualties);
  });

  it('credit each unit with the enemy casualties of its own fires and charges, reaction fire included', () => {
    const game = playGame(setup, { union: 'hold', confederate: 'bold' }, gameSeed(3, 0));
    // The same account kept independently: the game's actions replayed one at a time, each fire and
    // charge credited with what the enemy of its unit lost in it.
    const sideOf = new Map<string, string>(ground.sides.flatMap((s) => (setup.map.units ?? []).filter((u) => u.side === s.id).map((u) => [`${u.side}\u0000${u.unit}`, u.side] as const)));
    const lost = (p: Playtest) => new Map([...sideLosses(ground, p)].map(([s, l]) => [s, l.casualties]));
    const expected: Record<string, number> = {};
    let state = startPlaytest(ground, setup.map, game.seed);
    let reacted = 0;
    for (const action of game.actions) {
      const next = runOn(state, commandOf(ground, action));
      const by = action.do === 'fire' ? action.firer : action.do === 'charge' ? action.attacker : undefined;
      if (by) {
        const [was, now] = [lost(state), lost(next)];
        let dealt = 0;
        for (const [s, n] of now) if (s !== sideOf.get(by)) dealt += n - (was.get(s) ?? 0);
        if (dealt > 0) expected[by] = (expected[by] ?? 0) + dealt;
        if (dealt > 0 && sideOf.get(by) !== activeSide(ground, state)) reacted++;
      }
      state = next;
    }
    // The holding Union's reaction fire hurt the advancing Confederates, and counts.
    expect(reacted).toBeGreaterThan(0);
    expect(game.inflicted).toEqual(expected);
  });

  it('replay to the game’s end as judged: the turn it was decided at, not the turn its last turn change opened', () => {
    const game = playGame(setup, { union: 'steady', confederate: 'steady' }, gameSeed(1, 1));
    // Decided when the last turn was over: the run's last action opened a turn past the scenario's length.
    expect(game.actions.at(-1)).toEqual({ do: 'next-turn' });
    expect(game.decidedOnTurn).toBe(ground.turns);
    const replayed = replayPlaytest(ground, setup.map, game.seed, game.actions);
    expect(replayed.turn).toBe(ground.turns + 1);
    expect(turnJudged(replayed)).toBe(ground.turns);
    // The board shows it at its end, judged, never "Turn 5 of 4 (played on)".
    const judged = judgeVictory(scenario.victory, ground, replayed);
    expect(judged.decided).toBe(true);
    expect(turnShown(ground, replayed, judged.decided)).toEqual({ turn: ground.turns, words: `Turn ${ground.turns} of ${ground.turns}: the game is over` });
    // Played on past the judgement (an act in the next turn), the board says so.
    const onward = runOn(replayed, commandOf(ground, { do: 'next-turn' }));
    expect(turnShown(ground, onward, judgeVictory(scenario.victory, ground, onward).decided).words).toBe(`Turn ${ground.turns + 1} of ${ground.turns} (played on)`);
    // A turn change in the middle of a game opens the next turn as before.
    // Each side's player turn ends with a turn change: the second opens turn 2.
    const changes = game.actions.flatMap((a, i) => (a.do === 'next-turn' ? [i] : []));
    const mid = replayPlaytest(ground, setup.map, game.seed, game.actions.slice(0, changes[1]! + 1));
    expect(mid.turn).toBe(2);
    expect(turnShown(ground, mid, judgeVictory(scenario.victory, ground, mid).decided).words).toBe(`Turn 2 of ${ground.turns}`);
  });

  it('play the same game from the same seed', () => {
    const a = playGame(setup, { union: 'hold', confederate: 'steady' }, 99);
    const b = playGame(setup, { union: 'hold', confederate: 'steady' }, 99);
    expect(b).toEqual(a);
  });

  it('leave the Confederates almost no wins when both hold, and advancing changes their rate beyond both intervals', { timeout: 240_000 }, () => {
    const holding = runBalance(setup, { games: 60, seed: 5, doctrines: { union: 'hold', confederate: 'hold' } }).summary;
    const advancing = runBalance(setup, { games: 60, seed: 5, doctrines: { union: 'bold', confederate: 'bold' } }).summary;
    expect(holding.winRate.confederate!.p).toBeLessThanOrEqual(0.02);
    expect(holding.decidedOnTurn).toEqual({ [scenario.length.turns]: 60 });
    expect(advancing.winRate.confederate!.p).toBeGreaterThan(holding.winRate.confederate!.p);
    expect(apart(holding.winRate.confederate!, advancing.winRate.confederate!)).toBe(true);
    expect(advancing.conditions).toEqual([{ id: 'clear-a-wing', met: { confederate: advancing.wins.confederate } }]);
  });

  it('play a longer game when the length is varied, its condition judged at the new last turn', () => {
    const [six] = variantsOf(parseVary('length=6..6'), ['union', 'confederate']);
    const longer = six!.apply(setup);
    expect(longer.ground.turns).toBe(6);
    expect(longer.victory!.conditions[0]!.check).toEqual({ atEndOfTurn: 6 });
    const game = playGame(longer, { union: 'hold', confederate: 'hold' }, 1);
    expect(game.decidedOnTurn).toBe(6);
  });

  it('move a side’s regiments’ figures with its budget, batteries unchanged', () => {
    const [less] = variantsOf(parseVary('budget:confederate=-20%..-20%'), ['union', 'confederate']);
    const fewer = less!.apply(setup).ground.sides.find((s) => s.id === 'confederate')!.orderOfBattle!;
    const before = ground.sides.find((s) => s.id === 'confederate')!.orderOfBattle!;
    const units = (o: typeof before) => JSON.stringify(o).match(/"figures":\d+/g)!.map((m) => Number(m.split(':')[1]));
    expect(units(fewer)).toEqual(units(before).map((f) => Math.min(12, Math.max(2, Math.round(f * 0.8)))));
  });
});
