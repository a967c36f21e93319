import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { battlespaceBox, boardSquares, edgeBand, entrancePositions, GENERIC_BOARD, intersectionPointsOf } from '../../../core/map/board';
import type { MusterScenario } from '../../../core/model/scenario.generated';

const scenario = (name: string) => JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios', name), 'utf8')) as MusterScenario;
const generic15 = { widthIn: 90, heightIn: 144, squareIn: 18, squaresWide: GENERIC_BOARD.squaresWide, squaresDeep: GENERIC_BOARD.squaresDeep };
const squaresIn = (box: { minX: number; minY: number; maxX: number; maxY: number }, side: number) => [(box.maxX - box.minX) / side, (box.maxY - box.minY) / side];

describe('the ADF board', () => {
  it('numbers the generic board 01–28, four to a row from the north-west', () => {
    const points = intersectionPointsOf(generic15);
    expect(points).toHaveLength(28);
    expect(points[0]).toEqual({ id: '01', at: { x: 18, y: 18 } });
    expect(points.find((p) => p.id === '04')?.at).toEqual({ x: 72, y: 18 });
    expect(points.find((p) => p.id === '05')?.at).toEqual({ x: 18, y: 36 });
    expect(points[27]).toEqual({ id: '28', at: { x: 72, y: 126 } });
  });

  it("gives the book's battlespaces the number of squares the book says (B:2132, B:2212, B:2244, B:2306, B:2333)", () => {
    expect(squaresIn(battlespaceBox(['06'], '15mm')!, 18)).toEqual([2, 2]);
    // 04-08 is Tan Yard Hill's board: six squares, two wide and three deep.
    expect(squaresIn(battlespaceBox(['04', '08'], '15mm')!, 18)).toEqual([2, 3]);
    expect(squaresIn(battlespaceBox(['06', '07'], '15mm')!, 18)).toEqual([3, 2]);
    expect(squaresIn(battlespaceBox(['17', '18', '19'], '15mm')!, 18)).toEqual([4, 2]);
    expect(squaresIn(battlespaceBox(['21', '22', '23', '24', '25', '26', '27', '28'], '15mm')!, 18)).toEqual([5, 3]);
    expect(battlespaceBox(['29'], '15mm')).toBeUndefined();
  });

  it("puts Tan Yard Hill's own numbered points where the generic board has them, relative to its battlespace", () => {
    const tanYard = scenario('tan-yard-hill.scenario.json');
    const box = battlespaceBox(tanYard.board!.battlespace!, '15mm')!;
    const generic = intersectionPointsOf(generic15);
    for (const p of intersectionPointsOf(tanYard.board!)) {
      const there = generic.find((g) => g.id === p.id);
      if (!there) continue;
      expect({ x: p.at.x + box.minX, y: p.at.y + box.minY }).toEqual(there.at);
    }
  });

  it('divides a board into its squares, row by row', () => {
    const militia = scenario('taint-no-militia.scenario.json').board!;
    const squares = boardSquares(militia);
    expect(squares).toHaveLength(12);
    expect(squares[5]).toEqual({ column: 1, row: 1, box: { minX: 18, minY: 18, maxX: 36, maxY: 36 } });
  });

  it('draws entrances where the scenario puts them, and spreads unplaced ones along their edge', () => {
    const board = { widthIn: 72, heightIn: 48, roadEntrances: [{ letter: 'A', edge: 'north' as const }, { letter: 'B', edge: 'north' as const }, { letter: 'C', edge: 'east' as const, alongIn: 10 }] };
    expect(entrancePositions(board).map((e) => [e.entrance.letter, e.at])).toEqual([
      ['A', { x: 24, y: 0 }],
      ['B', { x: 48, y: 0 }],
      ['C', { x: 72, y: 10 }],
    ]);
  });

  it('makes the band within N inches of an edge, never deeper than the table', () => {
    expect(edgeBand({ widthIn: 72, heightIn: 48 }, 'south', 6)).toEqual({ minX: 0, minY: 42, maxX: 72, maxY: 48 });
    expect(edgeBand({ widthIn: 72, heightIn: 48 }, 'west', 100)).toEqual({ minX: 0, minY: 0, maxX: 72, maxY: 48 });
  });
});
