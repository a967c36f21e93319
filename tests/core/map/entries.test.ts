import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arrivalPoints, arrivalWhen } from '../../../core/map/entries';
import type { MusterScenario } from '../../../core/scenario/types.generated';

const militia = (): MusterScenario => JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios/taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;

describe('arrival schedule at the entrances', () => {
  it("puts T'ain't No Militia's Iron Brigade at entrance C on turn 1, and leaves out entries that name no place", () => {
    const s = militia();
    const points = arrivalPoints(s.board, s.sides);
    expect(points).toEqual([{ side: 'union', at: { x: 72, y: 44 }, letter: 'C', edge: 'east', lines: ['iron-brigade: turn 1'] }]);
  });

  it('gathers entries at one place and side, and finds an edge-only entry at the middle of its edge', () => {
    const board = { widthIn: 48, heightIn: 36, roadEntrances: [{ letter: 'A', edge: 'north' as const }] };
    const turn = (t: number) => ({ kind: 'turn' as const, turn: t });
    const points = arrivalPoints(board, [
      { id: 'union', entries: [{ id: 'first', arrival: turn(2), entrance: 'A' }, { id: 'second', arrival: turn(4), entrance: 'A' }] },
      { id: 'confederate', entries: [{ id: 'late', arrival: turn(6), edge: 'west' }] },
    ]);
    expect(points).toEqual([
      { side: 'union', at: { x: 24, y: 0 }, letter: 'A', edge: 'north', lines: ['first: turn 2', 'second: turn 4'] },
      { side: 'confederate', at: { x: 0, y: 18 }, edge: 'west', lines: ['late: turn 6'] },
    ]);
  });

  it('says a die-roll arrival in few words', () => {
    expect(arrivalWhen({ kind: 'roll', die: '1D6', rollOnTurn: 0, nowOn: [1, 2, 3], otherwise: 'unavailable' })).toBe('roll 1–3 on turn 0, else never');
    expect(arrivalWhen({ kind: 'roll', die: '1D6', rollOnTurn: 2, nowOn: [2, 5], otherwise: 'die-is-turn' })).toBe('roll 2, 5 on turn 2, else on the die’s turn');
  });
});
