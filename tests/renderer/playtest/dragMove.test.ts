/**
 * Dragging a unit on the playtest board (renderer/src/views/playtest/tools/dragMove.ts): the ghost's
 * reading is core's own move reading at every step, on a quarter-inch grid; the release runs `moveUnit`
 * (one undo entry, the reacting side offered its reactions, the move recorded on the log's event for the
 * board to draw); Shift places by hand; a click is not a move; a unit of the reacting side is refused once.
 */
import { describe, expect, it } from 'vitest';
import { readMove } from '../../../core/playtest';
import { dragMove, onQuarterInch } from '../../../renderer/src/views/playtest/tools/dragMove';
import { at, C1, testBoard, U1 } from './board';

describe('the drag-move tool', () => {
  it('moves a line an inch toward the enemy: the ghost reads what core reads, the release moves it and logs the path', () => {
    const b = testBoard();
    const before = b.history.doc;
    const g = dragMove(b.ctx, U1, at({ x: 20, y: 30.5 }))!;
    g.move(at({ x: 20, y: 30 }));
    g.move(at({ x: 20, y: 29.5 }));
    const shown = b.shown.at(-1)!;
    // Grabbed half an inch behind its front: the front goes where the pointer goes, less that half inch.
    expect(shown.to).toEqual({ x: 20, y: 29 });
    expect(shown.reading).toEqual(readMove(b.ctx.ground, before, U1, { x: 20, y: 29 }));
    expect(shown.reading!.distanceIn).toBe(1);
    expect(shown.reading!.allowed).toBe(true);
    g.up(at({ x: 20, y: 29.5 }));
    expect(b.shown.at(-1)).toBeUndefined();
    expect(b.placement(U1).at).toEqual({ x: 20, y: 29 });
    expect(b.ran).toEqual(['Move']);
    expect(b.history.undoLabel).toBe('Move');
    expect(b.acted).toEqual([{ key: U1, movedIn: 1 }]);
    const e = b.history.doc.log.at(-1)!;
    expect(e.kind).toBe('move');
    expect(e.moves).toEqual([{ unit: U1, from: { x: 20, y: 30 }, to: { x: 20, y: 29 } }]);
  });

  it('keeps the front on a quarter-inch grid', () => {
    expect(onQuarterInch(20.13)).toBe(20.25);
    expect(onQuarterInch(20.12)).toBe(20);
    const b = testBoard();
    const g = dragMove(b.ctx, U1, at({ x: 20, y: 30 }))!;
    g.move(at({ x: 20.13, y: 29.62 }));
    expect(b.shown.at(-1)!.to).toEqual({ x: 20.25, y: 29.5 });
  });

  it('a press and release without 4 pixels of travel is a click: nothing runs, nothing is shown', () => {
    const b = testBoard();
    const g = dragMove(b.ctx, U1, at({ x: 20, y: 30 }))!;
    g.move(at({ x: 20.3, y: 30 }));
    g.up(at({ x: 20.3, y: 30 }));
    expect(b.shown).toEqual([undefined]);
    expect(b.ran).toEqual([]);
    expect(b.placement(U1).at).toEqual({ x: 20, y: 30 });
  });

  it('a unit of the reacting side is refused once as the drag starts, with the book line; nothing moves', () => {
    const b = testBoard();
    const g = dragMove(b.ctx, C1, at({ x: 20, y: 27 }))!;
    g.move(at({ x: 20, y: 26 }));
    g.move(at({ x: 20, y: 25 }));
    g.up(at({ x: 20, y: 25 }));
    expect(b.said).toHaveLength(1);
    expect(b.said[0]).toMatch(/reacting|active/i);
    expect(b.said[0]).toMatch(/\(B:\d+\)$/);
    expect(b.ran).toEqual([]);
    expect(b.placement(C1).at).toEqual({ x: 20, y: 27 });
  });

  it('with Shift held at the press the unit is placed by hand, whichever side: no actions spent', () => {
    const b = testBoard();
    const g = dragMove(b.ctx, C1, at({ x: 20, y: 27 }, true))!;
    g.move(at({ x: 22, y: 24 }, true));
    expect(b.shown.at(-1)!.kind).toBe('place');
    expect(b.shown.at(-1)!.reading).toBeUndefined();
    g.up(at({ x: 22, y: 24 }, true));
    expect(b.ran).toEqual(['Place by hand']);
    expect(b.placement(C1).at).toEqual({ x: 22, y: 24 });
    expect(b.history.doc.spent?.[C1]).toBeUndefined();
    expect(b.acted).toEqual([]);
  });

  it('crosses a fence as the player chose (B:637): the whole move at the broken rate, 4" at 5" an action, read and recorded so', () => {
    const fence = { id: 'fence', kind: 'wooden-fence', shape: 'polyline', label: 'Rail fence', points: [{ x: 0, y: 28 }, { x: 48, y: 28 }] };
    const b = testBoard(7, 8, 'broken-rate', [fence]);
    const g = dragMove(b.ctx, U1, at({ x: 20, y: 30 }))!;
    g.move(at({ x: 20, y: 28 }));
    g.move(at({ x: 20, y: 26 }));
    const reading = b.shown.at(-1)!.reading!;
    expect(reading.obstacles).toEqual(['Rail fence']);
    expect(reading.actionsCost).toBeCloseTo(4 / 5, 2);
    g.up(at({ x: 20, y: 26 }));
    expect(b.history.doc.log.at(-1)!.action).toEqual({ do: 'move', unit: U1, at: { x: 20, y: 26 }, obstacle: 'broken-rate' });
  });
});
