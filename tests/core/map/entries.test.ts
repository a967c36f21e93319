import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arrivalPoints, arrivalWhen, edgeSpans, entryPlaceWords, entryTitle } from '../../../core/map/entries';
import type { MusterScenario } from '../../../core/model/scenario.generated';

const militia = (): MusterScenario => JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios/taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;

describe('arrival schedule at the entrances', () => {
  it("puts T'ain't No Militia's Iron Brigade at entrance C on turn 1, and leaves out entries that name no place", () => {
    const s = militia();
    const points = arrivalPoints(s.board, s.sides);
    expect(points).toEqual([{ side: 'union', at: { x: 72, y: 44 }, letter: 'C', edge: 'east', lines: ['1st Brigade (The Iron Brigade): turn 1'] }]);
  });

  it('gathers entries at one place and side, and finds an edge-only entry at the middle of its edge', () => {
    const board = { widthIn: 48, heightIn: 36, roadEntrances: [{ letter: 'A', edge: 'north' as const }] };
    const turn = (t: number) => ({ kind: 'turn' as const, turn: t });
    const points = arrivalPoints(board, [
      { id: 'union', entries: [{ id: 'first', arrival: turn(2), entrance: 'A' }, { id: 'second', arrival: turn(4), entrance: 'A' }] },
      { id: 'confederate', entries: [{ id: 'late', arrival: turn(6), edge: 'west' }] },
    ]);
    expect(points).toEqual([
      { side: 'union', at: { x: 24, y: 0 }, letter: 'A', edge: 'north', lines: ['Units not picked yet: turn 2', 'Units not picked yet: turn 4'] },
      { side: 'confederate', at: { x: 0, y: 18 }, edge: 'west', lines: ['Units not picked yet: turn 6'] },
    ]);
  });

  it('titles an entry by the units that arrive, never by its id', () => {
    const names: Record<string, string> = { 'usa-iron-brigade': 'Iron Brigade', 'csa-archer': "Archer's Brigade", 'csa-davis': "Davis's Brigade", 'csa-pegram': "Pegram's Battalion" };
    const nameOf = (ref: string) => names[ref];
    expect(entryTitle({ units: ['usa-iron-brigade'] }, nameOf)).toBe('Iron Brigade');
    expect(entryTitle({ units: ['csa-archer', 'csa-davis'] }, nameOf)).toBe("Archer's Brigade and Davis's Brigade");
    expect(entryTitle({ units: ['csa-archer', 'csa-davis', 'csa-pegram', 'csa-gone'] }, nameOf)).toBe("Archer's Brigade, Davis's Brigade and 2 more");
    expect(entryTitle({ points: 84 }, nameOf)).toBe('84 MP of troops');
    expect(entryTitle({}, nameOf)).toBe('Units not picked yet');
  });

  it("comes on along an edge between two board points, as Tan Yard Hill's Confederates do", () => {
    const tyh = JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios/tan-yard-hill.scenario.json'), 'utf8')) as MusterScenario;
    const hampton = tyh.sides.find((s) => s.id === 'confederate')!.entries![0]!;
    expect(entryPlaceWords(hampton, tyh.board)).toBe('West edge between points 07 and 11');
    // The west edge of the 36" × 54" board holds points 03, 07 and 11; the north edge entrance C only.
    expect(edgeSpans(tyh.board, 'west')).toEqual([['03', '07'], ['03', '11'], ['07', '11']]);
    expect(edgeSpans(tyh.board, 'north')).toEqual([]);
    const [point] = arrivalPoints(tyh.board, [tyh.sides.find((s) => s.id === 'confederate')!]);
    expect(point!.at).toEqual({ x: 0, y: 45 });
  });

  it('says a die-roll arrival in few words', () => {
    expect(arrivalWhen({ kind: 'roll', die: '1D6', rollOnTurn: 0, nowOn: [1, 2, 3], otherwise: 'unavailable' })).toBe('roll 1–3 on turn 0, else never');
    expect(arrivalWhen({ kind: 'roll', die: '1D6', rollOnTurn: 2, nowOn: [2, 5], otherwise: 'die-is-turn' })).toBe('roll 2, 5 on turn 2, else on the die’s turn');
  });
});
