/**
 * Who won: a scenario's victory conditions (scenario schema `victory`) judged on the playtest as it
 * stands, and a result (the winner, each unit's losses and state, the turn reached) that can be saved with
 * the playtest or entered by hand after a game on a real table, and that a campaign reads (core/campaign).
 *
 * Readings of the book, where it leaves the measure to the players (docs/rules-notes/playtest.md):
 * - A unit is "in" an area or "beyond" a line when its placement's centre is inside the objective's area;
 *   a units-beyond condition names the ground beyond the line as an objective area.
 * - Only combat units count for holding or clearing ground and for regiments beyond a line; leaders do
 *   not. A removed unit counts nowhere; a routed one still on the table counts where it stands.
 * - Stands lost (forced retirement, B:2268, B:2282): infantry and cavalry stands with no figures left, a
 *   battery's sections lost (each gun section is a stand), and every stand of a removed unit.
 * - Casualties (the meeting engagement's ratio, B:2200): figures lost plus gun sections lost, a removed
 *   unit's remaining figures or sections included. A side that has inflicted none has not won by ratio.
 */
import { pointInPolygon } from '../map/geometry';
import { unitsByReference } from '../map/placements';
import type { Unit } from '../model/oob';
import { placementKey } from '../preview/adf';
import type { Objective, Victory, VictoryCondition } from '../model/scenario.generated';
import type { MoraleLevel } from '../model/words';
import { plural } from '../model/plural';
import { sideName, strengthOf, unitState, type Playtest, type PlaytestGround } from './state';

/** Where a condition stands: `met` and `not-met` are final, `open` may still change, `words` is judged by the players. */
export type ConditionStanding = 'met' | 'not-met' | 'open' | 'words';

export interface ConditionReport {
  id: string;
  kind: VictoryCondition['kind'];
  /** The side that wins by it. */
  side: string | undefined;
  standing: ConditionStanding;
  /** Whether it holds on the table as it stands now (for an open condition: "would hold if judged now"). */
  holdsNow: boolean;
  /** The numbers behind it, in the players' words. */
  reason: string;
  text: string;
}

export interface VictoryReport {
  conditions: ConditionReport[];
  /** The winner once the scenario is decided; null while play goes on (or when nothing decides it). */
  winner: string | null;
  /** Why the winner won, or why the game is still open. */
  reason: string;
  decided: boolean;
}

/** One side's losses on the table. */
export interface SideLosses {
  standsLost: number;
  casualties: number;
}

interface Counted {
  side: string;
  key: string;
  unit: Unit | undefined;
  at: { x: number; y: number };
  removed: boolean;
}

/** Each side's order of battle by reference, read once per ground (no act changes an order of battle). */
const REFS = new WeakMap<PlaytestGround, Map<string, ReturnType<typeof unitsByReference>>>();

function unitsOnTable(ground: PlaytestGround, playtest: Playtest): Counted[] {
  let refs = REFS.get(ground);
  if (!refs) REFS.set(ground, (refs = new Map(ground.sides.map((s) => [s.id, unitsByReference(s.orderOfBattle)]))));
  return (playtest.map.units ?? []).map((p) => {
    const item = refs.get(p.side)?.get(p.unit);
    const key = placementKey(p);
    return { side: p.side, key, unit: item && 'arm' in item ? item : undefined, at: p.at, removed: unitState(playtest, key).removed };
  });
}

/** A unit's stands lost and casualties, by the readings above. */
export function unitLosses(unit: Unit, playtest: Playtest, key: string): SideLosses {
  const state = unitState(playtest, key);
  if (unit.arm === 'artillery') {
    const lost = state.removed ? unit.sections : Math.min(unit.sections, state.sectionsLost);
    return { standsLost: lost, casualties: lost };
  }
  const s = strengthOf(unit, state);
  return state.removed ? { standsLost: s.stands, casualties: s.full } : { standsLost: s.stands - s.standsLeft, casualties: s.full - s.left };
}

/** Each side's stands lost and casualties so far. */
export function sideLosses(ground: PlaytestGround, playtest: Playtest): Map<string, SideLosses> {
  const out = new Map(ground.sides.map((s) => [s.id, { standsLost: 0, casualties: 0 }]));
  for (const u of unitsOnTable(ground, playtest)) {
    if (!u.unit) continue;
    const l = unitLosses(u.unit, playtest, u.key);
    const total = out.get(u.side);
    if (!total) continue;
    total.standsLost += l.standsLost;
    total.casualties += l.casualties;
  }
  return out;
}

const others = (ground: PlaytestGround, side: string | undefined): string[] => ground.sides.map((s) => s.id).filter((id) => id !== side);

/** The turn a condition is judged at the end of: its own, or the scenario's last when it names none and is not judged at once. */
function judgedAt(c: VictoryCondition, turns: number): number | 'any' | 'at-once' {
  if (c.check?.atEndOfTurn) return c.check.atEndOfTurn;
  if (c.check?.atEndOfAnyTurn) return 'any';
  return c.kind === 'forced-retirement' ? 'at-once' : turns;
}

const inArea = (p: { x: number; y: number }, area: Objective | undefined): boolean => !!area?.area && pointInPolygon(p, area.area);
const unitWord = (n: number): string => plural(n, 'unit');

/** Whether the condition holds on the table now, and the numbers behind it. */
function holds(c: VictoryCondition, ground: PlaytestGround, playtest: Playtest, units: Counted[], losses: Map<string, SideLosses>): { holds: boolean; reason: string } {
  const objectives = new Map((playtest.map.objectives ?? []).map((o) => [o.id, o]));
  const named = (c.objectives ?? []).map((id) => objectives.get(id));
  const missing = (c.objectives ?? []).filter((id) => !objectives.has(id));
  if (missing.length) return { holds: false, reason: `The map has no objective ${missing.map((m) => `"${m}"`).join(', ')}.` };
  const combat = units.filter((u) => u.unit && !u.removed);
  const enemies = others(ground, c.side);
  const foes = (a: Objective | undefined) => combat.filter((u) => enemies.includes(u.side) && inArea(u.at, a)).length;
  const friends = (a: Objective | undefined, regimentsOnly = false) =>
    combat.filter((u) => u.side === c.side && inArea(u.at, a) && (!regimentsOnly || u.unit!.arm !== 'artillery')).length;
  const enemyName = enemies.map((e) => sideName(ground, e)).join(' and ');
  switch (c.kind) {
    case 'clear-area': {
      const allowed = c.count ?? 0;
      const each = named.map((a) => ({ a: a!, n: foes(a) }));
      const clear = each.map((x) => x.n <= allowed);
      const ok = c.anyOf ? clear.some(Boolean) : clear.every(Boolean);
      const parts = each.map((x) => `${x.a.name ?? x.a.id}: ${unitWord(x.n)} of the ${enemyName}`).join('; ');
      return { holds: ok && each.length > 0, reason: `${parts}${allowed ? ` (at most ${allowed} allowed)` : ''}.` };
    }
    case 'hold-area': {
      const each = named.map((a) => ({ a: a!, mine: friends(a), theirs: foes(a) }));
      const held = each.map((x) => x.mine > 0 && x.theirs === 0);
      const ok = c.anyOf ? held.some(Boolean) : held.every(Boolean);
      return { holds: ok && each.length > 0, reason: each.map((x) => `${x.a.name ?? x.a.id}: ${sideName(ground, c.side ?? '')} ${x.mine}, ${enemyName} ${x.theirs}`).join('; ') + '.' };
    }
    case 'units-beyond': {
      const need = c.count ?? 1;
      const beyond = new Set(combat.filter((u) => u.side === c.side && u.unit!.arm !== 'artillery' && named.some((a) => inArea(u.at, a))).map((u) => u.key)).size;
      return { holds: beyond >= need, reason: `${beyond} of the ${need} regiments needed beyond the line.` };
    }
    case 'casualty-ratio': {
      const ratio = c.ratio ?? 1;
      const suffered = losses.get(c.side ?? '')?.casualties ?? 0;
      const inflicted = enemies.reduce((n, e) => n + (losses.get(e)?.casualties ?? 0), 0);
      const ok = inflicted > 0 && inflicted >= ratio * suffered;
      return { holds: ok, reason: `${sideName(ground, c.side ?? '')} has inflicted ${inflicted} casualties and suffered ${suffered}; it needs ${ratio} times what it suffers (${Math.ceil(ratio * suffered) || 1}).` };
    }
    case 'forced-retirement': {
      const need = c.count ?? 1;
      const lost = enemies.map((e) => ({ e, n: losses.get(e)?.standsLost ?? 0 }));
      const ok = lost.some((x) => x.n >= need);
      return { holds: ok, reason: lost.map((x) => `${sideName(ground, x.e)} has lost ${plural(x.n, 'stand')} of the ${need} that force it to retire`).join('; ') + '.' };
    }
    case 'text':
      return { holds: false, reason: 'Judged by the players from the scenario text.' };
  }
}

/**
 * The victory conditions judged on the playtest: each condition's standing and, once the scenario is
 * decided, the winner. A condition judged "at once" (forced retirement) or at the end of any turn decides
 * the game as soon as it holds (at a turn's end for the latter: the first player turn of a later turn);
 * one judged at the end of turn N is settled once turn N is over; when the scenario's last turn is over
 * and no condition has been met, `otherwise` wins. Conditions are read in the scenario's order: the first
 * met decides.
 */
export function judgeVictory(victory: Victory, ground: PlaytestGround, playtest: Playtest): VictoryReport {
  const units = unitsOnTable(ground, playtest);
  const losses = sideLosses(ground, playtest);
  const turnOver = (n: number) => playtest.turn > n;
  const atTurnEnd = playtest.playerTurn === 0 && playtest.turn > 1;
  const reports: ConditionReport[] = victory.conditions.map((c) => {
    const when = judgedAt(c, ground.turns);
    const now = holds(c, ground, playtest, units, losses);
    let standing: ConditionStanding;
    if (c.kind === 'text') standing = 'words';
    else if (when === 'at-once') standing = now.holds ? 'met' : turnOver(ground.turns) ? 'not-met' : 'open';
    else if (when === 'any') standing = now.holds && atTurnEnd ? 'met' : turnOver(ground.turns) ? 'not-met' : 'open';
    else standing = turnOver(when) ? (now.holds ? 'met' : 'not-met') : 'open';
    const whenText = when === 'at-once' ? 'at once' : when === 'any' ? 'at the end of any turn' : `at the end of turn ${when}`;
    return { id: c.id, kind: c.kind, side: c.side, standing, holdsNow: now.holds, reason: `${now.reason} Judged ${whenText}.`, text: c.text };
  });
  const first = reports.find((r) => r.standing === 'met' && r.side);
  // The condition's own words where it has them, and always what was found on the table: a result never reads "Union wins:" and nothing more.
  if (first) return { conditions: reports, winner: first.side!, decided: true, reason: `${sideName(ground, first.side!)} wins: ${first.text?.trim() ? `${first.text.trim().replace(/\.$/, '')}. ` : ''}${first.reason}` };
  const allSettled = reports.every((r) => r.standing !== 'open');
  const over = turnOver(ground.turns) && allSettled;
  if (over && victory.otherwise) {
    return { conditions: reports, winner: victory.otherwise, decided: true, reason: `${sideName(ground, victory.otherwise)} wins: no condition for the other side was met by the end of turn ${ground.turns}.` };
  }
  if (over) return { conditions: reports, winner: null, decided: true, reason: 'The scenario is over and none of its conditions names a winner: the players judge it from the text.' };
  return { conditions: reports, winner: null, decided: false, reason: `Turn ${playtest.turn} of ${ground.turns}: not decided yet.` };
}

/**
 * The turn a game stands in as judged. A condition judged at a turn's end is settled as the next turn opens,
 * so a state at the opening of a turn (the turn change its last act, nothing played in the turn yet) stands
 * at the end of the turn before: the turn a balance run counts a game decided on, and the one the board
 * shows for a game that is over (never "turn 5 of 4" for a game judged at the end of turn 4).
 */
export function turnJudged(playtest: Playtest): number {
  if (playtest.playerTurn !== 0 || playtest.turn <= 1) return playtest.turn;
  const last = playtest.log.findLast((e) => e.action)?.action;
  return last?.do === 'next-turn' || last?.do === 'initiative' ? playtest.turn - 1 : playtest.turn;
}

/**
 * The turn as the board's panel shows it: for a game judged over, the turn it was judged at ("Turn 4 of 4:
 * the game is over"); else the turn being played, past the scenario's length when the players play on.
 */
export function turnShown(ground: PlaytestGround, playtest: Playtest, decided: boolean): { turn: number; words: string } {
  const judged = turnJudged(playtest);
  if (decided && judged <= ground.turns) return { turn: judged, words: `Turn ${judged} of ${ground.turns}: the game is over` };
  return { turn: playtest.turn, words: `Turn ${playtest.turn} of ${ground.turns}${playtest.turn > ground.turns ? ' (played on)' : ''}` };
}

// ── results ──────────────────────────────────────────────────────────────────

/** How a unit ended the scenario, as a result records it. */
export type UnitEndState = MoraleLevel | 'removed';

export interface UnitResult {
  side: string;
  /** The unit's id (or name) in its side's order of battle. */
  unit: string;
  name: string;
  standsLost: number;
  figuresLost: number;
  sectionsLost: number;
  state: UnitEndState;
}

/** A scenario's result: from a playtest, or entered by hand after a game on a real table. */
export interface ScenarioResult {
  scenario: string;
  title: string;
  winner: string | null;
  reason: string;
  turn: number;
  from: 'playtest' | 'table';
  units: UnitResult[];
}

/** The result of the playtest as it stands: the judged winner (or the players' call, `winner`), every unit's losses and state. */
export function resultOf(scenario: { id?: string; title: string }, ground: PlaytestGround, playtest: Playtest, judged: VictoryReport, winner?: string): ScenarioResult {
  const units: UnitResult[] = [];
  for (const u of unitsOnTable(ground, playtest)) {
    if (!u.unit) continue;
    const state = unitState(playtest, u.key);
    const l = unitLosses(u.unit, playtest, u.key);
    units.push({
      side: u.side,
      unit: u.key.slice(u.side.length + 1),
      name: u.unit.name,
      standsLost: l.standsLost,
      figuresLost: u.unit.arm === 'artillery' ? 0 : state.removed ? u.unit.figures : state.figuresLost,
      sectionsLost: u.unit.arm === 'artillery' ? (state.removed ? u.unit.sections : state.sectionsLost) : 0,
      state: state.removed ? 'removed' : state.level,
    });
  }
  const chosen = winner ?? judged.winner;
  return {
    scenario: scenario.id ?? scenario.title,
    title: scenario.title,
    winner: chosen,
    reason: winner && winner !== judged.winner ? `Entered by the players: ${sideName(ground, winner)} wins.` : judged.reason,
    turn: playtest.turn,
    from: 'playtest',
    units,
  };
}
