/**
 * What every act of the playtest shares: finding a unit on the table, describing its state, the patches
 * that spend its actions or its reaction, make its act the one the reacting side may answer, place it on
 * the board (recording the move for the board to draw) and write the act on the log. An act (one file
 * each in this folder) checks the rules, rolls its dice through the playtest's roller (../dice.ts) and
 * returns these patches; it never edits the state itself.
 */
import { Refusal, type Patch } from '../../history';
import { placeUnits } from '../../map/commands';
import { unitsByReference } from '../../map/placements';
import type { Point } from '../../map/geometry';
import type { Unit } from '../../model/oob';
import type { Formation } from '../../model/scenario.generated';
import { centreOf, type PreviewTable, type TableUnit } from '../../preview/adf';
import { MORALE_LEVEL_LABELS } from '../../model/words';
import { plural } from '../../model/plural';
import type { PlaytestAction } from '../actions';
import { ACTIONS_PER_TURN, actionsSpent, MOVE_RULES } from '../moves';
import { reactionRefusal } from '../reactions';
import { activeSide, placementIndex, type Playtest, type PlaytestEvent, type PlaytestGround, type PlaytestMove, type UnitState } from '../state';

export const sum = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);
export const signed = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`);
export const facesText = (faces: readonly number[]): string => faces.join(' + ');
export const round1 = (n: number): number => Math.round(n * 10) / 10;

/** An event as an act writes it: the turn, the side and the act's number are the log's to add. */
export type ActEvent = Omit<PlaytestEvent, 'turn' | 'side' | 'act'>;

/** "B:2168" for a source: the short form the rules preview shows. */
export const bookLine = (source: string): string => {
  const m = /^000_e4b3381100cae796\.txt:(\d+)$/.exec(source);
  return m ? `B:${m[1]}` : source;
};

const REFERENCES = new WeakMap<PlaytestGround, Map<string, ReturnType<typeof unitsByReference>>>();
/** Each side's units and leaders by reference, read once per ground (a morale check asks for every unit on the table). */
function referencesOf(ground: PlaytestGround): Map<string, ReturnType<typeof unitsByReference>> {
  let refs = REFERENCES.get(ground);
  if (!refs) REFERENCES.set(ground, (refs = new Map(ground.sides.map((s) => [s.id, unitsByReference(s.orderOfBattle)]))));
  return refs;
}

/** The unit or leader a placement names in its side's order of battle, and its name. */
export function unitAt(ground: PlaytestGround, playtest: Playtest, key: string): { name: string; unit: Unit | undefined; side: string; index: number } {
  const units = playtest.map.units ?? [];
  const index = placementIndex(playtest, key);
  const p = units[index];
  if (!p) throw new Refusal('That unit is not on the table.');
  const item = referencesOf(ground).get(p.side)?.get(p.unit);
  const unit = item && 'arm' in item ? item : undefined;
  return { name: item?.name ?? p.unit, unit, side: p.side, index };
}

/** What a change of state looks like in words: "Disorder, 2 figures lost". */
export function describeState(unit: Unit | undefined, state: UnitState): string {
  if (state.removed) return 'removed';
  const parts: string[] = [MORALE_LEVEL_LABELS[state.level]];
  if (unit?.arm === 'artillery' ? state.sectionsLost : state.figuresLost) {
    parts.push(unit?.arm === 'artillery' ? `${plural(state.sectionsLost, 'section')} lost` : `${plural(state.figuresLost, 'figure')} lost`);
  }
  return parts.join(', ');
}

/** A unit's state after `hits` figures or sections more are lost; with nothing left it is eliminated. */
export function afterHits(unit: Unit, state: UnitState, hits: number): UnitState {
  if (hits === 0) return state;
  if (unit.arm === 'artillery') {
    const sectionsLost = Math.min(unit.sections, state.sectionsLost + hits);
    return { ...state, sectionsLost, removed: sectionsLost >= unit.sections };
  }
  const figuresLost = Math.min(unit.figures, state.figuresLost + hits);
  return { ...state, figuresLost, removed: figuresLost >= unit.figures };
}

export const setUnit = (key: string, state: UnitState): Patch => ({ op: 'set', path: ['units', key], value: state });
export const setDrawn = (drawn: number): Patch => ({ op: 'set', path: ['drawn'], value: drawn });

export function setSpent(playtest: Playtest, key: string, actions: number): Patch[] {
  return [{ op: 'set', path: ['spent'], value: { ...(playtest.spent ?? {}), [key]: Math.round(actions * 100) / 100 } }];
}

/**
 * The patches that spend `actions` of an active unit's two, or its one reaction when its side is not
 * active (B:417); refused when it has none left.
 */
export function spendAction(ground: PlaytestGround, playtest: Playtest, key: string, actions: number, what: string): Patch[] {
  const u = unitAt(ground, playtest, key);
  const active = activeSide(ground, playtest);
  if (active === undefined) return [];
  if (u.side !== active) return useReaction(ground, playtest, key, what);
  const spent = actionsSpent(playtest, key);
  if (spent + actions > ACTIONS_PER_TURN + 0.005) throw new Refusal(`${u.name} has ${Math.max(0, ACTIONS_PER_TURN - spent)} of its ${ACTIONS_PER_TURN} actions left this player turn; a ${what} needs ${actions} (${bookLine(MOVE_RULES.twoActions.source)}).`);
  return setSpent(playtest, key, spent + actions);
}

/** The patches that use a reacting unit's one reaction this player turn (B:417), refused when it has reacted already. */
export function useReaction(ground: PlaytestGround, playtest: Playtest, key: string, what: string): Patch[] {
  const refused = reactionRefusal(ground, playtest, key);
  if (refused) throw new Refusal(refused);
  return [{ op: 'set', path: ['reacted'], value: { ...(playtest.reacted ?? {}), [key]: what } }];
}

/** The patches that start a player turn afresh: no actions spent, no reactions used. */
export function clearTurn(playtest: Playtest): Patch[] {
  return [
    ...(playtest.spent ? [{ op: 'set' as const, path: ['spent'], value: {} }] : []),
    ...(playtest.reacted ? [{ op: 'set' as const, path: ['reacted'], value: {} }] : []),
    ...(playtest.trigger ? [{ op: 'remove' as const, path: ['trigger'] }] : []),
  ];
}

/**
 * The patch that makes an active unit's act the one the reacting side may react to (B:417): `movedIn`
 * inches moved, null for a fire or a charge (always a trigger), 0 for a change in place. A reacting
 * unit's own act triggers nothing.
 */
export function triggered(ground: PlaytestGround, playtest: Playtest, key: string, movedIn: number | null): Patch[] {
  const active = activeSide(ground, playtest);
  if (active === undefined || unitAt(ground, playtest, key).side !== active) return [];
  return [{ op: 'set', path: ['trigger'], value: { unit: key, movedIn } }];
}

/** The patches that append events to the log as one action, on the active side of `playtest`; the first event carries what the player did, for replay. */
export function logWith(ground: PlaytestGround, playtest: Playtest, events: readonly ActEvent[], action?: PlaytestAction): Patch[] {
  const act = (playtest.log.at(-1)?.act ?? 0) + 1;
  const side = activeSide(ground, playtest) ?? null;
  return events.map((e, i): Patch => ({ op: 'insert', path: ['log', playtest.log.length + i], value: { turn: playtest.turn, side, act, ...e, ...(i === 0 && action ? { action } : {}) } }));
}

/**
 * The patches that put a unit at `at` (facing and formation as given, else as it stands), with the move
 * as the log records it for the board to draw; no patches when nothing changes.
 */
export function placeAt(ground: PlaytestGround, playtest: Playtest, key: string, at: Point, change: { facingDeg?: number; formation?: Formation; via?: readonly Point[] } = {}): { patches: Patch[]; move: PlaytestMove | undefined } {
  const placement = playtest.map.units![unitAt(ground, playtest, key).index]!;
  const moved = { ...placement, at, facingDeg: change.facingDeg ?? placement.facingDeg, formation: change.formation ?? placement.formation };
  const patches = placeUnits<Playtest>([moved]).patches(playtest);
  const still = Math.hypot(at.x - placement.at.x, at.y - placement.at.y) < 1e-9;
  return { patches, move: still ? undefined : { unit: key, from: placement.at, to: at, ...(change.via?.length ? { via: [...change.via] } : {}) } };
}

// ── directions on the table ───────────────────────────────────────────────────

export const unitVector = (from: Point, to: Point): Point => {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const d = Math.hypot(dx, dy) || 1;
  return { x: dx / d, y: dy / d };
};
export const shifted = (p: Point, v: Point, by: number): Point => ({ x: Math.round((p.x + v.x * by) * 100) / 100, y: Math.round((p.y + v.y * by) * 100) / 100 });

/** A point kept on the table: a unit driven off the edge stops at it. */
export function onBoard(ground: PlaytestGround, p: Point): Point {
  return { x: Math.min(ground.board.widthIn, Math.max(0, p.x)), y: Math.min(ground.board.heightIn, Math.max(0, p.y)) };
}

/** The nearest enemy combat unit to `unit` on `table`, centre to centre; `keep` leaves some out. */
export function nearestEnemy(table: PreviewTable, unit: TableUnit, keep: (e: TableUnit) => boolean = () => true): TableUnit | undefined {
  const here = centreOf(unit);
  return table.units
    .filter((e) => e.side !== unit.side && e.role === 'combat' && keep(e))
    .map((e) => ({ e, d: Math.hypot(centreOf(e).x - here.x, centreOf(e).y - here.y) }))
    .sort((a, b) => a.d - b.d)[0]?.e;
}
