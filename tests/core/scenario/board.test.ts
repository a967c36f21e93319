/**
 * The board settings agree: the squares follow the table when the designer changes its size or its
 * square, a board whose squares do not fill it is refused with the fields named, a road entrance stands
 * by its distance along its edge, and a problem's place reads in words.
 */
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../core/formats/validate';
import { entrancePositions, boardSquares } from '../../../core/map/board';
import { History } from '../../../core/history';
import { createScenario, placeInWords, type MusterScenario } from '../../../core/scenario';
import { setTableMeasure } from '../../../core/scenario/commands';

describe('the squares follow the table', () => {
  it('a 72" × 54" table of 18" squares is 4 × 3 squares, and the grid covers it all', () => {
    const h = new History(createScenario({ scale: '15mm' }));
    expect([h.doc.board.widthIn, h.doc.board.heightIn, h.doc.board.squaresWide, h.doc.board.squaresDeep]).toEqual([54, 36, 3, 2]);
    h.execute(setTableMeasure('widthIn', 72));
    h.execute(setTableMeasure('heightIn', 54));
    expect([h.doc.board.squaresWide, h.doc.board.squaresDeep]).toEqual([4, 3]);
    const squares = boardSquares(h.doc.board);
    expect(squares).toHaveLength(12);
    expect(Math.max(...squares.map((s) => s.box.maxX))).toBe(72);
    expect(Math.max(...squares.map((s) => s.box.maxY))).toBe(54);
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    h.undo();
    expect([h.doc.board.heightIn, h.doc.board.squaresDeep]).toEqual([36, 2]);
  });

  it('a square that does not divide the table drops the count and the grid ends in part squares; 24" squares recount it', () => {
    const h = new History(createScenario({ scale: '15mm' }));
    h.execute(setTableMeasure('widthIn', 60));
    expect(h.doc.board.squaresWide).toBeUndefined();
    expect(boardSquares(h.doc.board).filter((s) => s.row === 0).map((s) => s.box.maxX)).toEqual([18, 36, 54, 60]);
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    h.execute(setTableMeasure('widthIn', 72));
    h.execute(setTableMeasure('squareIn', 24));
    expect([h.doc.board.squaresWide, h.doc.board.squaresDeep]).toEqual([3, undefined]);
  });

  it('squares that do not fill the table are an error naming the fields, in words where the editor shows it', () => {
    const doc: MusterScenario = { ...createScenario({ scale: '15mm' }), board: { widthIn: 72, heightIn: 54, squareIn: 18, squaresWide: 3, squaresDeep: 2 } };
    const problems = validateDocument('scenario', doc);
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/board/squaresWide', 'Squares wide (3) of 18" squares cover 54", but the table\'s width is 72": squares wide should be 4, or change the width or the board square'],
      ['/board/squaresDeep', 'Squares deep (2) of 18" squares cover 36", but the table\'s depth is 54": squares deep should be 3, or change the depth or the board square'],
    ]);
    expect(placeInWords(doc, problems[0]!.pointer)).toBe('Board, squares wide');
  });
});

describe('a road entrance stands along its edge', () => {
  it('is placed by its distance from the north end of the west edge, and one past the end is named in words', () => {
    const base = createScenario({ scale: '15mm' });
    const doc: MusterScenario = { ...base, board: { ...base.board, roadEntrances: [{ letter: 'A', edge: 'north', alongIn: 20 }, { letter: 'B', edge: 'west', alongIn: 30 }] } };
    expect(entrancePositions(doc.board).map((e) => e.at)).toEqual([{ x: 20, y: 0 }, { x: 0, y: 30 }]);
    expect(validateDocument('scenario', doc)).toEqual([]);
    const far: MusterScenario = { ...doc, board: { ...doc.board, roadEntrances: [doc.board.roadEntrances![0]!, { letter: 'B', edge: 'west', alongIn: 40 }] } };
    const [problem] = validateDocument('scenario', far);
    expect(problem!.message).toBe('Road entrance B on the west edge is 40" from its north end, past the end of the 36" edge');
    expect(placeInWords(far, problem!.pointer)).toBe('Road entrance B on the west edge, distance along the edge');
  });

  it('names places in a scenario as the designer knows them', () => {
    const doc = createScenario();
    expect(placeInWords(doc, '/sides/0/entries/1/units/0')).toBe('Union, entry 2, units');
    expect(placeInWords(doc, '/length/turns')).toBe('Length, turns');
    expect(placeInWords(doc, '')).toBe('Scenario');
  });
});
