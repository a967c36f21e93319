/**
 * The playtest board's own tool (renderer/src/views/playtest/tools/select.ts): a click picks the unit
 * under the pointer, a press on empty ground drops the pick and pans, a press on the picked unit's handle
 * turns it rather than moving it, and Escape drops the gesture under way, then the pick.
 */
import { describe, expect, it } from 'vitest';
import { selectTool } from '../../../renderer/src/views/playtest/tools/select';
import { at, testBoard, U1, U2 } from './board';

describe('the select tool', () => {
  it('a click picks the unit under the pointer and moves nothing; a press on empty ground pans and drops the pick', () => {
    const b = testBoard();
    const tool = selectTool(b.ctx);
    expect(tool.down(at({ x: 20, y: 30.4 }))).toBeUndefined();
    tool.up(at({ x: 20, y: 30.4 }));
    expect(b.picked()).toBe(U1);
    expect(b.ran).toEqual([]);
    expect(tool.down(at({ x: 4, y: 4 }))).toBe('pan');
    expect(b.picked()).toBeUndefined();
  });

  it('a drag on a unit picks it and moves it by the rules', () => {
    const b = testBoard();
    const tool = selectTool(b.ctx);
    tool.down(at({ x: 30, y: 30 }));
    tool.move(at({ x: 30, y: 29.5 }));
    expect(tool.gesture?.shown?.kind).toBe('move');
    tool.up(at({ x: 30, y: 29.5 }));
    expect(tool.gesture).toBeUndefined();
    expect(b.picked()).toBe(U2);
    expect(b.placement(U2).at).toEqual({ x: 30, y: 29.5 });
    expect(b.ran).toEqual(['Move']);
  });

  it('a press on the picked unit’s handle turns it instead of moving it', () => {
    const b = testBoard(7, 6);
    const tool = selectTool(b.ctx);
    b.ctx.pick(U2);
    tool.down(at({ x: 30, y: 27.8 }));
    tool.move(at({ x: 27, y: 30 }));
    expect(tool.gesture?.shown?.kind).toBe('turn');
    tool.up(at({ x: 27, y: 30 }));
    expect(b.placement(U2).facingDeg).toBe(270);
    expect(b.placement(U2).at).toEqual({ x: 30, y: 30 });
  });

  it('Escape drops the drag under way (nothing runs), then the pick, then has nothing to do', () => {
    const b = testBoard();
    const tool = selectTool(b.ctx);
    tool.down(at({ x: 20, y: 30 }));
    tool.move(at({ x: 20, y: 29 }));
    expect(tool.cancel()).toBe(true);
    expect(b.shown.at(-1)).toBeUndefined();
    tool.up(at({ x: 20, y: 29 }));
    expect(b.ran).toEqual([]);
    expect(b.picked()).toBe(U1);
    expect(tool.cancel()).toBe(true);
    expect(b.picked()).toBeUndefined();
    expect(tool.cancel()).toBe(false);
  });
});
