/**
 * The playtest board's readings (renderer/src/views/playtest/readings.ts) as plain logic: the words on a
 * dragged unit's ghost from core's reading, a marker's short name and state marks, the hint and the
 * cursor for what is being picked or hovered, and the picked unit's part in the player turn.
 */
import { describe, expect, it } from 'vitest';
import { readMove, runOn, setUnitState, unitTurn } from '../../../core/playtest';
import { boardCursor, DEFAULT_HINT, ghostAllowed, ghostWords, hintText, shortName, stateMarks, turnWords } from '../../../renderer/src/views/playtest/readings';
import type { PlaytestGesture } from '../../../renderer/src/views/playtest/tools/tool';
import { C1, testBoard, U1 } from './board';

const gesture = (g: Partial<PlaytestGesture>): PlaytestGesture => ({ key: U1, kind: 'move', at: { x: 20, y: 30 }, facingDeg: 0, to: { x: 20, y: 30 }, toFacing: 0, corners: [], reading: undefined, started: false, ...g });

describe('the playtest board’s readings', () => {
  it('a move’s ghost says the inches, the actions it costs and what is left, from core’s reading', () => {
    const b = testBoard();
    const reading = readMove(b.ctx.ground, b.history.doc, U1, { x: 20, y: 29 });
    const words = ghostWords(gesture({ to: { x: 20, y: 29 }, reading }));
    expect(words.startsWith(`1": ${reading.actionsCost} action`)).toBe(true);
    expect(words).toContain(`${reading.actionsLeft} left`);
    expect(ghostAllowed(gesture({ reading }))).toBe(true);
  });

  it('a placing by hand says its distance and that no actions are spent: 3-4-5', () => {
    expect(ghostWords(gesture({ kind: 'place', to: { x: 23, y: 34 } }))).toBe('5" placed by hand: no actions spent');
    expect(ghostAllowed(gesture({ kind: 'place' }))).toBe(true);
  });

  it('a refused move says why in core’s words, and the ghost is not allowed', () => {
    const b = testBoard();
    const reading = readMove(b.ctx.ground, b.history.doc, C1, { x: 20, y: 26 });
    expect(reading.refusal).toBeDefined();
    expect(ghostWords(gesture({ key: C1, reading }))).toBe(reading.refusal!.text);
    expect(ghostAllowed(gesture({ key: C1, reading }))).toBe(false);
  });

  it('short names: a leader by surname, a regiment without its parenthesis, tighter further out', () => {
    expect(shortName('Brig. Gen. Solomon Meredith', true, false)).toBe('Meredith');
    expect(shortName('19th Indiana (Williams)', false, false)).toBe('19th Indiana');
    expect(shortName('55th North Carolina', false, true)).toBe('55 NC');
    expect(shortName('7th Tennessee', false, true)).toBe('7 Ten');
    expect(shortName('Hall’s Battery', false, true)).toBe('Hall’s');
  });

  it('a marker’s state marks: nothing in good order, the level’s mark and the figures lost', () => {
    const b = testBoard();
    expect(stateMarks(b.ctx.ground, b.history.doc, U1)).toBe('');
    const hit = runOn(b.history.doc, setUnitState(b.ctx.ground, U1, { level: 'disorder', figuresLost: 2 }));
    expect(stateMarks(b.ctx.ground, hit, U1)).toMatch(/ −2$/);
  });

  it('the hint and cursor follow what is being picked or hovered', () => {
    const name = (k: string) => (k === U1 ? '2nd Wisconsin' : k);
    expect(hintText({ act: 'fire', actor: undefined }, undefined, name)).toBe('Click the unit that fires.');
    expect(hintText({ act: 'charge', actor: U1 }, undefined, name)).toBe('Click the unit 2nd Wisconsin charges (Escape to cancel).');
    expect(hintText(undefined, { key: U1, why: 'Routed units run.', handle: false }, name)).toBe('Routed units run.');
    expect(hintText(undefined, undefined, name)).toBe(DEFAULT_HINT);
    expect(boardCursor({ act: 'fire', actor: undefined }, undefined)).toBe('crosshair');
    expect(boardCursor(undefined, { key: U1, why: undefined, handle: true })).toBe('alias');
    expect(boardCursor(undefined, { key: U1, why: 'no', handle: false })).toBe('not-allowed');
    expect(boardCursor(undefined, { key: U1, why: undefined, handle: false })).toBe('grab');
    expect(boardCursor(undefined, undefined)).toBe('default');
  });

  it('the picked unit’s turn in words: two actions for the active side, one reaction for the other', () => {
    const b = testBoard();
    expect(turnWords(unitTurn(b.ctx.ground, b.history.doc, U1))).toBe('2 actions of 2 left this player turn');
    expect(turnWords(unitTurn(b.ctx.ground, b.history.doc, C1))).toBe('Reacting side: one reaction this player turn');
  });
});
