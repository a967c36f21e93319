/**
 * What the playtest board draws of the last act, read from the log (readings.ts), not from positions the
 * view kept: a charge's event carries each move it made (the charger's advance, the loser's fall back or
 * rout, the follow-up), the board draws one arrow a unit from where it stood through where it stopped;
 * a fire is drawn as an arrow from firer to target while it is the last act; markers step down so none
 * covers another, and a press on one finds it.
 */
import { describe, expect, it } from 'vitest';
import { charge, fire, moveUnit, nextPlayerTurn, placeUnit, runOn, startPlaytest, type Playtest } from '../../../core/playtest';
import { lastActMoves, lastFire, markerAt, markerPlace } from '../../../renderer/src/views/playtest/readings';
import { C1, duel, U1 } from './board';

const yOf = (p: Playtest, key: string) => p.map.units!.find((u) => `${u.side}\u0000${u.unit}` === key)!.at;

describe('the last act as the board draws it', () => {
  it('a charge’s moves come from its event: every unit it moved, from where it stood to where it stands', () => {
    const { ground, map } = duel(8);
    let checked = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const start = startPlaytest(ground, map, seed);
      const after = runOn(start, charge(ground, U1, C1));
      const moves = lastActMoves(after);
      const moved = [U1, C1].filter((k) => Math.hypot(yOf(after, k).x - yOf(start, k).x, yOf(after, k).y - yOf(start, k).y) >= 0.05);
      expect(moves.map((m) => m.unit).sort()).toEqual(moved.sort());
      for (const m of moves) {
        expect(m.from).toEqual(yOf(start, m.unit));
        expect(m.to).toEqual(yOf(after, m.unit));
      }
      // The charger always moves toward the defender: a charge 8" off reaches or falls short, but goes.
      expect(moves.find((m) => m.unit === U1)!.to.y).toBeLessThan(30);
      checked++;
    }
    expect(checked).toBe(20);
  });

  it('a move’s path is drawn through its points; a placing by hand and a new player turn draw nothing', () => {
    const { ground, map } = duel(8);
    const start = startPlaytest(ground, map, 3);
    const moved = runOn(start, moveUnit(ground, U1, { x: 21, y: 28 }, undefined, [{ x: 20, y: 29 }]));
    expect(lastActMoves(moved)).toEqual([{ unit: U1, from: { x: 20, y: 30 }, to: { x: 21, y: 28 }, via: [{ x: 20, y: 29 }] }]);
    expect(lastActMoves(runOn(start, placeUnit(ground, U1, { x: 10, y: 10 })))).toEqual([]);
    expect(lastActMoves(runOn(moved, nextPlayerTurn(ground)))).toEqual([]);
  });

  it('a fire is drawn while it is the last act, and not after', () => {
    const { ground, map } = duel(3);
    const fired = runOn(startPlaytest(ground, map, 9), fire(ground, U1, C1));
    expect(lastFire(fired)).toEqual([U1, C1]);
    expect(lastFire(runOn(fired, nextPlayerTurn(ground)))).toBeUndefined();
  });

  it('a marker that would cover another steps down below it, and a press finds the top one', () => {
    const first = { key: 'a', minX: 0, minY: 0, maxX: 3, maxY: 1.5 };
    const p = markerPlace([first], { x: 1, y: 0.5 }, 2, 1.5);
    expect(p).toEqual({ x: 1, y: 1.6 });
    const second = { key: 'b', minX: 1, minY: p.y, maxX: 3, maxY: p.y + 1.5 };
    expect(markerPlace([first], { x: 5, y: 0 }, 2, 1.5)).toEqual({ x: 5, y: 0 });
    expect(markerAt([first, second], { x: 2, y: 1.4 })).toBe('a');
    expect(markerAt([first, second], { x: 2, y: 2 })).toBe('b');
    expect(markerAt([first, second], { x: 9, y: 9 })).toBeUndefined();
  });
});
