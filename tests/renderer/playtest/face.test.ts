/**
 * Turning a unit on the playtest board (renderer/src/views/playtest/tools/face.ts): the handle sits 22
 * pixels ahead of the centre of its front, is taken within 8 pixels, turns in 5° steps (15° with Shift),
 * and the release runs `faceUnit` at the book's price; `[` and `]` turn 15°.
 */
import { describe, expect, it } from 'vitest';
import { facingCost, playtestTable } from '../../../core/playtest';
import { faceByHandle, facingToward, handleOf, onHandle, turnBy } from '../../../renderer/src/views/playtest/tools/face';
import { at, PPI, testBoard, U1, U2 } from './board';

describe('the face tool', () => {
  it('puts the handle 22 px ahead of the front: 2.2" at 10 px an inch, north for a unit facing 0°', () => {
    const b = testBoard(7, 6);
    const h = handleOf(b.history.doc, U1, PPI)!;
    expect(h.centre).toEqual({ x: 20, y: 30 });
    expect(h.knob.x).toBeCloseTo(20, 9);
    expect(h.knob.y).toBeCloseTo(27.8, 9);
  });

  it('takes the handle within 8 px of the knob, only for the picked unit', () => {
    const b = testBoard(7, 6);
    expect(onHandle(b.ctx, { x: 20, y: 27.8 })).toBe(false);
    b.ctx.pick(U1);
    expect(onHandle(b.ctx, { x: 20.7, y: 27.8 })).toBe(true);
    expect(onHandle(b.ctx, { x: 20.9, y: 27.8 })).toBe(false);
  });

  it('turns in 5° steps, 15° with Shift', () => {
    expect(facingToward({ x: 0, y: 0 }, { x: 10, y: -10 }, false)).toBe(45);
    expect(facingToward({ x: 0, y: 0 }, { x: 10, y: -9 }, false)).toBe(50);
    expect(facingToward({ x: 0, y: 0 }, { x: 10, y: -9 }, true)).toBe(45);
  });

  it('a drag of the handle to the east turns the line 90° at the price core gives, logged and offered as a trigger of 0 inches', () => {
    const b = testBoard(7, 6);
    b.ctx.pick(U2);
    const unit = playtestTable(b.ctx.ground, b.history.doc).unitsByKey.get(U2)!;
    const cost = facingCost(unit, 0, 90);
    const g = faceByHandle(b.ctx, U2, at({ x: 30, y: 27.8 }))!;
    g.move(at({ x: 31, y: 29 }));
    g.move(at({ x: 33, y: 30 }));
    expect(b.shown.at(-1)!.toFacing).toBe(90);
    expect(b.shown.at(-1)!.reading!.facing.inches).toBe(cost.inches);
    g.up(at({ x: 33, y: 30 }));
    expect(b.placement(U2).facingDeg).toBe(90);
    expect(b.ran).toEqual(['Change facing']);
    expect(b.acted).toEqual([{ key: U2, movedIn: 0 }]);
    expect(b.history.doc.log.at(-1)!.text).toContain(cost.text);
  });

  it('[ and ] turn the picked unit 15°, nothing without a pick', () => {
    const b = testBoard(7, 6);
    expect(turnBy(b.ctx, 15)).toBe(false);
    b.ctx.pick(U2);
    expect(turnBy(b.ctx, -15)).toBe(true);
    expect(b.placement(U2).facingDeg).toBe(345);
  });
});
