/**
 * Fire at and charge on the playtest board (renderer/src/views/playtest/tools/pickTarget.ts): the picked
 * unit (or the next clicked) acts on the next unit clicked; the act is core's own command, its dice from
 * the playtest's seed, so the same seed gives the same log as the command run directly.
 */
import { describe, expect, it } from 'vitest';
import { charge, DEFAULT_CHARGE_OPTIONS, fire, runOn, startPlaytest, unitAt } from '../../../core/playtest';
import { pickTargetTool } from '../../../renderer/src/views/playtest/tools/pickTarget';
import { at, C1, duel, testBoard, U1, U2 } from './board';

describe('the fire-at and charge tools', () => {
  it('with a unit picked, the first click is the target: the fire runs as core runs it, and the reacting side is offered its reactions', () => {
    const b = testBoard(11);
    b.ctx.pick(U1);
    let ended = 0;
    const tool = pickTargetTool(b.ctx, 'fire', () => void ended++);
    expect(tool.state).toEqual({ name: 'target', actor: U1 });
    tool.down(at({ x: 20, y: 27 }));
    expect(tool.state.name).toBe('done');
    expect(ended).toBe(1);
    const { ground, map } = duel();
    const direct = runOn(startPlaytest(ground, map, 11), fire(ground, U1, C1));
    expect(b.history.doc.log).toEqual(direct.log);
    expect(b.picked()).toBe(C1);
    expect(b.acted).toEqual([{ key: U1, movedIn: undefined }]);
  });

  it('with nothing picked, the first click picks the charger, a click on it again does nothing, the next is charged', () => {
    const b = testBoard(5, 8);
    const tool = pickTargetTool(b.ctx, 'charge', () => {});
    expect(tool.state).toEqual({ name: 'actor' });
    tool.down(at({ x: 20, y: 30 }));
    expect(tool.state).toEqual({ name: 'target', actor: U1 });
    expect(b.picked()).toBe(U1);
    tool.down(at({ x: 20, y: 30 }));
    expect(tool.state).toEqual({ name: 'target', actor: U1 });
    tool.down(at({ x: 20, y: 22 }));
    const { ground, map } = duel(8);
    const direct = runOn(startPlaytest(ground, map, 5), charge(ground, U1, C1));
    expect(b.history.doc.log).toEqual(direct.log);
    expect(b.history.doc.log.at(-1)!.kind === 'charge' || b.history.doc.log.some((e) => e.kind === 'charge')).toBe(true);
  });

  it('a press on empty ground pans and keeps the picking; Escape ends it with nothing run', () => {
    const b = testBoard();
    b.ctx.pick(U1);
    let ended = 0;
    const tool = pickTargetTool(b.ctx, 'fire', () => void ended++);
    expect(tool.down(at({ x: 5, y: 5 }))).toBe('pan');
    expect(tool.state).toEqual({ name: 'target', actor: U1 });
    expect(tool.cancel()).toBe(true);
    expect(tool.cancel()).toBe(false);
    expect(ended).toBe(1);
    expect(b.ran).toEqual([]);
  });

  it('a refused act is said in core’s words and ends the picking: a unit does not fire on its own side', () => {
    const b = testBoard();
    b.ctx.pick(U1);
    const tool = pickTargetTool(b.ctx, 'fire', () => {});
    tool.down(at({ x: 30, y: 30 }));
    const name = (key: string) => unitAt(b.ctx.ground, b.history.doc, key).name;
    expect(b.said).toEqual([`${name(U1)} and ${name(U2)} are on the same side.`]);
    expect(tool.state.name).toBe('done');
    expect(b.history.doc.log).toHaveLength(1);
  });

  it('a charge takes the charged unit’s reaction chosen on the toolbar: the 1st Tennessee counter-charges', () => {
    const b = testBoard(5, 8, 'lose-inch', [], 'counter-charge');
    b.ctx.pick(U1);
    const tool = pickTargetTool(b.ctx, 'charge', () => {});
    tool.down(at({ x: 20, y: 22 }));
    const e = b.history.doc.log.find((x) => x.kind === 'charge')!;
    expect(e.action).toEqual({ do: 'charge', attacker: U1, defender: C1, options: { ...DEFAULT_CHARGE_OPTIONS, defenderReaction: 'counter-charge' } });
    expect(b.history.doc.reacted?.[C1]).toBe('counter-charge');
  });
});
