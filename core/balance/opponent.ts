/**
 * A computer opponent: plays one side's player turn, and its reactions in the other's, by a doctrine
 * (doctrines.ts). It only ever asks the rules preview what a person sees on the board (fire odds, charge
 * odds, a move's reading) and acts through the playtest's own commands: a refused act is a `Refusal` like
 * a person's drop on the board, and the opponent tries something else. So it plays by every rule the
 * playtest plays by, and no rule is written twice.
 */
import type { Command } from '../history';
import { Refusal } from '../history';
import { bearing, facingVector, type Point } from '../map/geometry';
import {
  ACTIONS_PER_TURN,
  actionsSpent,
  activeSide,
  chainOfCommand,
  charge,
  faceUnit,
  fire,
  moraleCheck,
  moveReader,
  moveUnit,
  playtestTable,
  reform,
  runOn,
  unitState,
  type Playtest,
  type PlaytestGround,
} from '../playtest';
import { parsePlacementKey } from '../model/keys';
import { arcOf, chargeFromPositions, fireFromPositions, gapBetween, rangeBand, rangeBetween, weaponRanges, type PreviewTable, type TableUnit } from '../preview/adf';
import { FIRE_RESULT_EFFECTS, type FireResult } from '../rules/adf/fire';
import { DOCTRINE_TABLE, type Doctrine, type DoctrineRow } from './doctrines';
import type { SideGoal } from './goals';

/** What an opponent's act did, for the run's account of which units mattered. */
export interface ActDone {
  unit: string;
  kind: 'move' | 'fire' | 'charge' | 'face' | 'reform' | 'rally' | 'leader';
  state: Playtest;
}

/** Runs a command; a refusal is an answer (undefined), anything else a fault. */
function attempt(playtest: Playtest, command: Command<Playtest>): Playtest | undefined {
  try {
    return runOn(playtest, command);
  } catch (e) {
    if (e instanceof Refusal) return undefined;
    throw e;
  }
}

/** The hits a fire is expected to take off, its morale checks counted a little: what the opponent weighs targets by. */
function fireWorth(results: Readonly<Record<FireResult, number>>): number {
  let worth = 0;
  for (const [r, p] of Object.entries(results) as Array<[FireResult, number]>) {
    const e = FIRE_RESULT_EFFECTS[r];
    worth += p * (e.hits + (e.moraleCheck ? 0.15 : 0));
  }
  return worth;
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

function livingEnemies(table: PreviewTable, playtest: Playtest, side: string): TableUnit[] {
  return table.units.filter((u) => u.side !== side && u.role === 'combat' && !unitState(playtest, u.key).removed);
}

/**
 * Whether a unit reaches an enemy at any of its range bands, by the preview's own measure: asked before the
 * fire's odds, whose line of sight is the dear part, as a player measures before he looks along the line.
 * The preview refuses a fire beyond every band whatever the line of sight, so the answer is the same.
 */
const inSomeBand = (table: PreviewTable, me: TableUnit, e: TableUnit): boolean => rangeBand(me, rangeBetween(me, e).distanceInches, table.scale).band !== null;

/** The best fire a unit can make now: the enemy it is worth most against. */
function bestFire(table: PreviewTable, playtest: Playtest, me: TableUnit): { target: TableUnit; worth: number } | undefined {
  const ranges = weaponRanges(me, table.scale);
  if (!ranges) return undefined;
  const reach = ranges.long + 2;
  const candidates = livingEnemies(table, playtest, me.side)
    .filter((e) => unitState(playtest, e.key).level !== 'routed')
    .map((e) => ({ e, d: distance(me.front.centre, e.front.centre) }))
    .filter((c) => c.d <= reach)
    .sort((a, b) => a.d - b.d)
    .slice(0, 3);
  let best: { target: TableUnit; worth: number } | undefined;
  for (const { e } of candidates) {
    if (!inSomeBand(table, me, e)) continue;
    const f = fireFromPositions(table, me, e, { targetDisordered: unitState(playtest, e.key).level === 'disorder' }, { explain: false });
    if (f.refusal || !f.odds) continue;
    const worth = fireWorth(f.odds.results);
    if (!best || worth > best.worth) best = { target: e, worth };
  }
  return best;
}

/** The enemy a unit would charge, with the chance it wins the impact, when one is within a move. */
function bestCharge(table: PreviewTable, playtest: Playtest, me: TableUnit, reachIn: number): { target: TableUnit; chance: number } | undefined {
  let best: { target: TableUnit; chance: number } | undefined;
  for (const e of livingEnemies(table, playtest, me.side)) {
    if (distance(me.front.centre, e.front.centre) > reachIn + 8 || gapBetween(me, e) > reachIn) continue;
    const c = chargeFromPositions(table, me, e, [], { attacker: unitState(playtest, me.key).level, defender: unitState(playtest, e.key).level });
    if (c.refusal || !c.impact) continue;
    const chance = Object.values(c.impact.attacker).reduce((s, p) => s + p, 0);
    if (!best || chance > best.chance) best = { target: e, chance };
  }
  return best;
}

/** A move towards `goal` of at most one action, halting `halt` inches short of the nearest enemy: the longest the rules allow of a few tries. */
function moveTowards(ground: PlaytestGround, playtest: Playtest, me: TableUnit, goal: Point, halt: number): Playtest | undefined {
  const from = me.placement.at;
  const table = playtestTable(ground, playtest);
  const enemyGap = Math.min(Number.POSITIVE_INFINITY, ...livingEnemies(table, playtest, me.side).map((e) => (distance(me.front.centre, e.front.centre) > halt + 20 ? Number.POSITIVE_INFINITY : gapBetween(me, e))));
  const want = Math.min(distance(from, goal), Math.max(0, enemyGap - halt));
  if (want < 0.5) return undefined;
  const read = moveReader(ground, playtest, me.key);
  const facing = bearing(from, goal);
  const first = read({ x: from.x + 0.01, y: from.y }, facing);
  const perAction = first.allowanceIn ?? 0;
  if (perAction <= 0) return undefined;
  // One action's worth (what is left after the turn paid for), shortened until the ground allows it.
  for (const turn of [0, -30, 30]) {
    const dir = facingVector(facing + turn);
    let length = Math.min(want, perAction);
    for (let i = 0; i < 5 && length >= 0.5; i++, length *= 0.7) {
      const to = { x: from.x + dir.x * length, y: from.y + dir.y * length };
      const reading = read(to, facing);
      if (!reading.allowed) continue;
      const next = attempt(playtest, moveUnit(ground, me.key, to, facing));
      if (next) return next;
    }
  }
  return undefined;
}

/** How near an advancing unit goes to the nearest enemy when it cannot yet fire to good effect: close enough to charge with its next action. */
const CLOSE_IN = 1.5;

/**
 * One act of one unit by the doctrine, or undefined when it has nothing (more) to do. In order: rally or
 * reform; charge at the doctrine's odds; fire when it is close enough (or has nowhere to go); go on
 * towards the side's goal, halting short of the enemy; fire at what it can; turn to face the nearest
 * enemy in reach. `rallied` holds the units that have tried to rally this player turn: a routed unit
 * tries once, with its second action (B:981).
 */
function actOnce(ground: PlaytestGround, playtest: Playtest, key: string, row: DoctrineRow, goal: SideGoal, rallied: Set<string>): ActDone | undefined {
  const table = playtestTable(ground, playtest);
  const me = table.unitsByKey.get(key);
  const state = unitState(playtest, key);
  if (!me || state.removed || actionsSpent(playtest, key) >= ACTIONS_PER_TURN - 1e-9) return undefined;
  if (state.level === 'routed' || state.level === 'shaken') {
    if (rallied.has(key)) return undefined;
    rallied.add(key);
    const next = attempt(playtest, moraleCheck(ground, key));
    return next ? { unit: key, kind: 'rally', state: next } : undefined;
  }
  if (state.level === 'disorder' && !row.acceptsDisorder) {
    const next = attempt(playtest, reform(ground, key));
    if (next) return { unit: key, kind: 'reform', state: next };
  }
  if (row.chargeAtOdds !== null && (state.level === 'good' || row.acceptsDisorder)) {
    const reach = moveReader(ground, playtest, key)({ x: me.placement.at.x + 0.01, y: me.placement.at.y }).allowanceIn ?? 0;
    const c = bestCharge(table, playtest, me, reach);
    if (c && c.chance >= row.chargeAtOdds) {
      const next = attempt(playtest, charge(ground, key, c.target.key));
      if (next) return { unit: key, kind: 'charge', state: next };
    }
  }
  const target = goal.pointFor(me, table, playtest);
  const goingOn = row.advances && target !== undefined && !goal.reached(me, table, playtest);
  const nearest = Math.min(Number.POSITIVE_INFINITY, ...livingEnemies(table, playtest, me.side).map((e) => distance(me.front.centre, e.front.centre)));
  // The best fire is weighed only when the choice needs it: a unit going on while the enemy is still far
  // moves without looking at its fires (it would not stop for any), and asks only if it cannot move.
  let shotWeighed = false;
  let shotFound: ReturnType<typeof bestFire>;
  const shot = (): ReturnType<typeof bestFire> => (shotWeighed ? shotFound : ((shotWeighed = true), (shotFound = bestFire(table, playtest, me))));
  const fireNow = (): ActDone | undefined => {
    const s = shot();
    const next = s ? attempt(playtest, fire(ground, key, s.target.key)) : undefined;
    return next ? { unit: key, kind: 'fire', state: next } : undefined;
  };
  if (!goingOn || nearest <= row.haltWithinIn) {
    const s = shot();
    if (s && (!goingOn || s.worth >= row.fireAtHits)) {
      const done = fireNow();
      if (done) return done;
    }
  }
  if (goingOn) {
    const next = moveTowards(ground, playtest, me, target!, CLOSE_IN);
    if (next) return { unit: key, kind: 'move', state: next };
  }
  if (shot()) {
    const done = fireNow();
    if (done) return done;
  }
  // Nothing in the front arc to fire at: turn to the nearest enemy in reach.
  if (!shot() && me.unit) {
    const ranges = weaponRanges(me, table.scale);
    const near = livingEnemies(table, playtest, me.side)
      .map((e) => ({ e, d: distance(me.front.centre, e.front.centre) }))
      .filter((x) => ranges && x.d <= ranges.normal && arcOf(me, x.e.front.centre) !== 'front')
      .sort((a, b) => a.d - b.d)[0];
    if (near) {
      const next = attempt(playtest, faceUnit(ground, key, Math.round(bearing(me.placement.at, near.e.front.centre))));
      if (next) return { unit: key, kind: 'face', state: next };
    }
  }
  return undefined;
}

/**
 * The reacting side answers the last act: each unit with a fire at the unit that acted worth taking
 * takes it. The fire command refuses what the book does not allow (a unit that has reacted, one that did
 * not see the act, B:417–427); the reach of its weapons is asked first, as a player measures before he
 * looks along the line.
 */
export function react(ground: PlaytestGround, playtest: Playtest, doctrine: Doctrine, onFire?: (done: ActDone, before: Playtest) => void): Playtest {
  const row = DOCTRINE_TABLE[doctrine];
  const trigger = playtest.trigger?.unit;
  if (trigger === undefined) return playtest;
  let state = playtest;
  const table = playtestTable(ground, state);
  const target = table.unitsByKey.get(trigger);
  if (!target || target.role !== 'combat') return state;
  for (const u of table.units) {
    if (u.side === target.side || u.role !== 'combat' || state.reacted?.[u.key]) continue;
    const level = unitState(state, u.key);
    if (level.removed || level.level === 'routed') continue;
    const ranges = weaponRanges(u, table.scale);
    if (!ranges || distance(u.front.centre, target.front.centre) > ranges.long + 2) continue;
    const now = playtestTable(ground, state);
    if (!inSomeBand(now, now.unitsByKey.get(u.key)!, now.unitsByKey.get(trigger)!)) continue;
    const f = fireFromPositions(now, now.unitsByKey.get(u.key)!, now.unitsByKey.get(trigger)!, { targetDisordered: unitState(state, trigger).level === 'disorder' }, { explain: false });
    if (f.refusal || !f.odds || fireWorth(f.odds.results) < Math.min(row.fireAtHits, 0.1)) continue;
    const next = attempt(state, fire(ground, u.key, trigger));
    if (next) {
      onFire?.({ unit: u.key, kind: 'fire', state: next }, state);
      state = next;
    }
    if (unitState(state, trigger).removed) break;
  }
  return state;
}

/**
 * The active side's player turn by its doctrine: each unit in the order the map lists them acts until it
 * has spent its actions or has nothing to do, the other side reacting after each act by its own; then its
 * leaders follow their men so they stay in command. `onAct` is told of each act and each reaction fire,
 * with the state just before it, so a run can credit each unit with what it did.
 */
export function playSideTurn(
  ground: PlaytestGround,
  playtest: Playtest,
  doctrines: Readonly<Record<string, Doctrine>>,
  goals: Readonly<Record<string, SideGoal>>,
  onAct?: (done: ActDone, before: Playtest) => void,
): Playtest {
  const side = activeSide(ground, playtest);
  if (side === undefined) return playtest;
  const row = DOCTRINE_TABLE[doctrines[side] ?? 'hold'];
  const goal = goals[side]!;
  const keys = playtestTable(ground, playtest).units.filter((u) => u.side === side && u.role === 'combat').map((u) => u.key);
  // Leaders go first where the men are going, so they start the move in command.
  let state = row.advances ? followWithLeaders(ground, playtest, side, goal, 3) : playtest;
  const rallied = new Set<string>();
  for (const key of keys) {
    for (let tries = 0; tries < ACTIONS_PER_TURN + 1; tries++) {
      const done = actOnce(ground, state, key, row, goal, rallied);
      if (!done) break;
      // The act is credited with what it did, each reaction fire with what that fire did.
      onAct?.(done, state);
      state = done.state;
      for (const other of ground.sides) if (other.id !== side) state = react(ground, state, doctrines[other.id] ?? 'hold', onAct);
    }
  }
  return followWithLeaders(ground, state, side, goal, row.advances ? 0 : -2);
}

/**
 * Each leader of the side moves to the middle of the nearest of its side's units, `ahead` inches on
 * towards the side's goal: first, so that the men about to advance start within his command radius and
 * are not charged double for it (B:1216), and again when they have moved, to stand just behind them.
 */
function followWithLeaders(ground: PlaytestGround, playtest: Playtest, side: string, goal: SideGoal, ahead: number): Playtest {
  let state = playtest;
  const table = playtestTable(ground, state);
  const men = table.units.filter((u) => u.side === side && u.role === 'combat' && !unitState(state, u.key).removed);
  if (men.length === 0) return state;
  // A leader commands the units under him in the order of battle (B:1216): he goes with his own men, his
  // brigade's first; one with none on the table keeps by the nearest.
  const oob = ground.sides.find((x) => x.id === side)?.orderOfBattle;
  const chain = oob ? chainOfCommand(oob) : undefined;
  const placeOf = (u: TableUnit) => chain?.get(parsePlacementKey(u.key)?.unit ?? u.ref);
  for (const leader of table.units.filter((u) => u.side === side && u.role === 'leader')) {
    const id = parsePlacementKey(leader.key)?.unit ?? leader.ref;
    const own = men.filter((u) => placeOf(u)?.leaders[0] === id);
    const under = own.length ? own : men.filter((u) => placeOf(u)?.leaders.includes(id));
    const nearest = under.length ? under : [...men].sort((a, b) => distance(a.front.centre, leader.front.centre) - distance(b.front.centre, leader.front.centre)).slice(0, 3);
    const mid = { x: nearest.reduce((s, u) => s + u.placement.at.x, 0) / nearest.length, y: nearest.reduce((s, u) => s + u.placement.at.y, 0) / nearest.length };
    const towards = goal.pointFor(nearest[0]!, table, state);
    const dir = towards ? facingVector(bearing(mid, towards)) : facingVector(nearest[0]!.placement.facingDeg ?? 0);
    const to = { x: mid.x + dir.x * ahead, y: mid.y + dir.y * ahead };
    if (distance(to, leader.placement.at) < 1) continue;
    const read = moveReader(ground, state, leader.key);
    for (let f = 1; f > 0.2; f *= 0.6) {
      const at = { x: leader.placement.at.x + (to.x - leader.placement.at.x) * f, y: leader.placement.at.y + (to.y - leader.placement.at.y) * f };
      if (!read(at).allowed) continue;
      const next = attempt(state, moveUnit(ground, leader.key, at));
      if (next) {
        state = next;
        break;
      }
    }
  }
  return state;
}
