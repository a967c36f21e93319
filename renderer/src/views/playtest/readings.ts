/**
 * What the playtest board reads off the playtest, as plain functions the scene draws and the panel shows
 * (no Konva, no Svelte): the words on a dragged unit's ghost, a unit's marker (its short name and the
 * marks of its state) and where markers go so none covers another, the moves and the fire of the last
 * act as the log records them, the picked unit's part in the player turn, and the hint under the board.
 */
import type { Point } from '../../../../core/map/geometry';
import { ACTIONS_PER_TURN, strengthOf, unitAt, unitState, type Playtest, type PlaytestGround, type PlaytestMove, type UnitTurn } from '../../../../core/playtest';
import { MORALE_LEVEL_MARKS, plural } from '../../../../core/vocabulary';
import type { PlaytestGesture } from './tools/tool';

/** Whether the ghost shows an allowed move: a placing by hand always is. */
export const ghostAllowed = (g: PlaytestGesture): boolean => g.kind === 'place' || (g.reading?.allowed ?? false);

/** The words beside a dragged unit's ghost: the distance or the turn, the actions it costs and what is left, or why not. */
export function ghostWords(g: PlaytestGesture): string {
  const reading = g.reading;
  if (g.kind === 'place') return `${Math.round(Math.hypot(g.to.x - g.at.x, g.to.y - g.at.y) * 100) / 100}" placed by hand: no actions spent`;
  if (!reading) return '';
  if (reading.refusal) {
    return reading.refusal.kind === 'beyond-allowance' ? `${reading.distanceIn}": ${reading.actionsCost} actions, beyond its ${ACTIONS_PER_TURN - reading.actionsBefore}` : reading.refusal.text;
  }
  const what = g.kind === 'turn' ? `${reading.facing.how.replace('-', ' ')} ${Math.round(reading.facing.turnDeg)}° (${reading.facing.inches}")` : `${reading.distanceIn}"`;
  return `${what}: ${plural(reading.actionsCost, 'action')}, ${Math.max(0, reading.actionsLeft)} left${reading.leftIn > 0 ? ` (${reading.leftIn}")` : ''}${reading.disorder ? ' · disorder' : ''}`;
}

/** The words of a unit's state on its marker: its morale level's mark and what it has lost ("D −2", "1 stand"). */
export function stateMarks(ground: PlaytestGround, playtest: Playtest, key: string): string {
  const s = unitState(playtest, key);
  const lost = s.figuresLost || s.sectionsLost;
  let depleted = false;
  try {
    const u = unitAt(ground, playtest, key).unit;
    depleted = u ? strengthOf(u, s).depleted : false;
  } catch {
    /* a marker on the table that is not in the order of battle: no strength */
  }
  return [MORALE_LEVEL_MARKS[s.level], lost ? `−${lost}` : '', depleted ? '1 stand' : ''].filter(Boolean).join(' ');
}

// The boxed names' shared helpers live with the drawing both boards share (map/canvas/badgePlaces.ts).
export { markerAt, markerPlace, shortName, type MarkerBox } from '../map/canvas/badgePlaces';

/**
 * The moves of the last act as its events record them (a move's path, a charge's advance, a fall back,
 * a rout, a follow-up), one for each unit that moved: from where it stood before the act, through the
 * places it stopped on the way, to where it stands. A placing by hand is not drawn.
 */
export function lastActMoves(playtest: Playtest): PlaytestMove[] {
  const last = playtest.log.at(-1);
  if (!last || last.action?.do === 'place') return [];
  const byUnit = new Map<string, PlaytestMove>();
  for (const e of playtest.log) {
    if (e.act !== last.act) continue;
    for (const m of e.moves ?? []) {
      const was = byUnit.get(m.unit);
      if (!was) byUnit.set(m.unit, { ...m, via: [...(m.via ?? [])] });
      else byUnit.set(m.unit, { unit: m.unit, from: was.from, to: m.to, via: [...(was.via ?? []), was.to, ...(m.via ?? [])] });
    }
  }
  return [...byUnit.values()].filter((m) => Math.hypot(m.to.x - m.from.x, m.to.y - m.from.y) >= 0.05 || (m.via?.length ?? 0) > 0);
}

/** The firer and the target of the last act when it was a fire: the board draws the fire as an arrow. */
export function lastFire(playtest: Playtest): [string, string] | undefined {
  const fire = [...playtest.log].reverse().find((e) => e.kind === 'fire');
  if (!fire || fire.act !== playtest.log.at(-1)?.act || fire.units?.length !== 2) return undefined;
  return [fire.units[0]!, fire.units[1]!];
}

/** The picked unit's part in this player turn, in words. */
export const turnWords = (t: UnitTurn): string =>
  t.role === 'waiting'
    ? 'No side is active yet: roll for the initiative.'
    : t.role === 'active'
      ? `${plural(t.actionsLeft, 'action')} of ${ACTIONS_PER_TURN} left this player turn${t.inCommand ? '' : '; out of command: a move or a charge costs two actions'}`
      : t.reacted
        ? `Reacted this player turn (${t.reacted})`
        : 'Reacting side: one reaction this player turn';

/** What the pointer is over: a unit (and why it cannot be dragged, if so), or the picked unit's handle. */
export type Hovering = { key: string; why: string | undefined; handle: boolean } | undefined;

/** The act being picked on the board: who acts, once chosen. */
export type Picking = { act: 'fire' | 'charge'; actor: string | undefined } | undefined;

export const DEFAULT_HINT = 'Click a unit to pick it; drag it to move it (Shift: place it by hand), its handle to turn it. Fire or Charge, then click the unit and its target.';

/** The hint under the board. */
export function hintText(picking: Picking, hovering: Hovering, nameOf: (key: string) => string): string {
  if (picking && !picking.actor) return `Click the unit that ${picking.act === 'fire' ? 'fires' : 'charges'}.`;
  if (picking?.actor) return `Click the unit ${nameOf(picking.actor)} ${picking.act === 'fire' ? 'fires on' : 'charges'} (Escape to cancel).`;
  if (hovering?.handle) return 'Drag the handle to turn the unit (Shift: 15° steps); [ and ] turn it 15°.';
  return hovering?.why ?? DEFAULT_HINT;
}

/** The board's cursor: a crosshair while picking, the handle's, a hand over a unit that may be dragged, else no entry. */
export const boardCursor = (picking: Picking, hovering: Hovering): string => (picking ? 'crosshair' : hovering?.handle ? 'alias' : hovering ? (hovering.why ? 'not-allowed' : 'grab') : 'default');
