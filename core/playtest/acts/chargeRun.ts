/**
 * A charge worked out step by step (charge.ts): each step's patches are applied to a copy of the
 * playtest before the next step reads the table, its dice rolled from where the stream stands, its moves
 * (the charger's advance, a fall back, a rout, a follow-up) recorded for the board, its rules steps
 * traced. `finish` writes it all as one act on the log.
 */
import { applyPatches, Refusal, type Patch } from '../../history';
import type { Point } from '../../map/geometry';
import { centreOf, type TableUnit } from '../../preview/adf';
import { groundOf } from '../../preview/adf/positions';
import { movementAllowance } from '../../rules/adf/movement';
import type { Trace } from '../../rules/trace';
import { rollerAt } from '../dice';
import { moverInState } from '../moves';
import { playtestTable, unitState, type Playtest, type PlaytestDice, type PlaytestGround, type PlaytestMove, type UnitState } from '../state';
import type { PlaytestAction } from '../actions';
import { facesText, logWith, onBoard, placeAt, round1, setDrawn, setUnit, shifted, sum, unitAt, unitVector, useReaction, type ActEvent } from './common';
import { resolveFire } from './fire';
import { CHARGE_RULES } from './rules';

export class ChargeRun {
  /** The playtest as the charge has left it so far. */
  cur: Playtest;
  readonly trace: Trace = [];
  readonly dice: PlaytestDice[] = [];
  readonly events: ActEvent[] = [];
  readonly moves: PlaytestMove[] = [];
  /** The way the charge goes: from the charger's front to the defender's. */
  way: Point = { x: 0, y: 1 };
  private readonly out: Patch[] = [];

  constructor(
    readonly ground: PlaytestGround,
    private readonly start: Playtest,
    readonly attacker: string,
    readonly defender: string,
  ) {
    this.cur = start;
  }

  /** Applies a step's patches to the copy and keeps them for the act. */
  apply(patches: readonly Patch[]): void {
    this.cur = applyPatches(this.cur, patches).doc;
    this.out.push(...patches);
  }

  /** `count` dice from where the stream stands. */
  roll(count: number): number[] {
    const dice = rollerAt(this.cur);
    const faces = dice.roll(count);
    this.apply([setDrawn(dice.drawn())]);
    return faces;
  }

  setState(key: string, state: UnitState): void {
    this.apply([setUnit(key, state)]);
  }

  /** Moves a unit `inches` along `way` (kept on the table), recording the move. */
  moveBy(key: string, way: Point, inches: number): Point {
    const p = this.cur.map.units![unitAt(this.ground, this.cur, key).index]!;
    const at = onBoard(this.ground, shifted(p.at, way, inches));
    const placed = placeAt(this.ground, this.cur, key, at);
    this.apply(placed.patches);
    if (placed.move) this.moves.push(placed.move);
    return at;
  }

  /** Directly away from an enemy: centre to centre (fronts in contact touch), else along the charge. */
  awayFrom(enemy: TableUnit, unit: TableUnit): Point {
    const from = centreOf(enemy);
    const to = centreOf(unit);
    if (Math.hypot(to.x - from.x, to.y - from.y) < 1e-6) return unit.key === this.defender ? this.way : { x: -this.way.x, y: -this.way.y };
    return unitVector(from, to);
  }

  /** A routed unit's run (B:585): its routed move rolled on the ground it stands in, directly away from `from`. */
  rout(key: string, from: string): number {
    const t = playtestTable(this.ground, this.cur);
    const unit = t.unitsByKey.get(key)!;
    const enemy = t.unitsByKey.get(from)!;
    const m = moverInState(unit, 'routed');
    if (!m) return 0;
    const allowance = movementAllowance({ scale: this.ground.scale, mover: m, terrain: groundOf(t, unit) });
    if (!allowance.dice) return 0;
    const faces = this.roll(Number(allowance.dice[0]));
    this.dice.push({ what: `${unit.name} rout`, faces });
    const inches = sum(faces);
    this.moveBy(key, this.awayFrom(enemy, unit), inches);
    this.trace.push(...allowance.trace.slice(0, 1), { step: 'rout move', value: inches, detail: `${unit.name} routs ${inches}" (${facesText(faces)}) directly away from ${enemy.name}.`, source: CHARGE_RULES.routMove.source });
    return inches;
  }

  /** The defender fires at the charger as its reaction; false when it cannot (it says why in the trace). */
  reactionFire(how: 'closing' | 'point-blank'): boolean {
    try {
      const reacted = useReaction(this.ground, this.cur, this.defender, 'fire at the charge');
      const f = resolveFire(this.ground, this.cur, this.defender, this.attacker, how === 'point-blank');
      this.apply([...reacted, setUnit(this.attacker, f.after), setDrawn(f.drawn)]);
      const rule = how === 'closing' ? CHARGE_RULES.reactionFire : CHARGE_RULES.pointBlank;
      this.trace.push({ step: how === 'closing' ? 'reaction fire' : 'point-blank fire', value: f.result === 'none' ? 'no effect' : f.result, detail: rule.text, source: rule.source });
      this.events.push(...f.events);
      return true;
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
      const name = unitAt(this.ground, this.start, this.defender).name;
      this.trace.push({ step: how === 'closing' ? 'reaction fire' : 'point-blank fire', value: null, detail: `${name} does not fire: ${e.message}`, source: CHARGE_RULES.reactionFire.source });
      return false;
    }
  }

  /** The winner follows the loser that ran `ran` inches, with what is left of its charge (`unused`), an inch short of it. */
  followUp(unused: number, ran: number): string {
    const go = Math.max(0, Math.min(unused, ran - 1));
    if (go <= 0) return '';
    this.moveBy(this.attacker, this.way, go);
    this.trace.push({ step: 'follow up', value: round1(go), detail: CHARGE_RULES.followUp.text, source: CHARGE_RULES.followUp.source });
    return ` ${unitAt(this.ground, this.start, this.attacker).name} follows ${round1(go)}".`;
  }

  level(key: string): UnitState {
    return unitState(this.cur, key);
  }

  /** The charge as one act on the log: its event first (with the dice, the rules steps and every move), then the fire events it caused. */
  finish(text: string, action: PlaytestAction): Patch[] {
    this.events.unshift({ kind: 'charge', text, dice: this.dice, trace: this.trace, units: [this.attacker, this.defender], ...(this.moves.length ? { moves: this.moves } : {}) });
    return [...this.out, ...logWith(this.ground, this.start, this.events, action)];
  }
}

/** Shaken, routed or gone: a charger in that state is stopped (B:3161). */
export const broken = (s: UnitState): boolean => s.removed || s.level === 'shaken' || s.level === 'routed';
