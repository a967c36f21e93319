/**
 * Interpenetration (B:625, B:629): a unit may move through a friendly unit at no cost in movement, but
 * both take a tactical competence test — 1D6, passed on the unit's current BMP or more — or fall into
 * disorder. A unit already in disorder gets no worse, and nothing happens to a disordered unit that is
 * passed through; we read shaken and routed units alike (a TCT only ever puts a unit in disorder). The
 * move passes through a unit when the centre of its front, on its path, crosses that unit's stands.
 */
import type { Point } from '../../map/geometry';
import type { Unit } from '../../model/oob';
import type { TableUnit } from '../../preview/adf';
import { ringHolds } from '../../preview/adf/table';
import { basicMoralePoint, batteryBasicMoralePoint, passesTacticalCompetence, TACTICAL_COMPETENCE_TEST } from '../../rules/adf/morale';
import { MANOEUVRE_EFFECTS } from '../../rules/adf/formations';
import { adfLine, type Trace } from '../../rules/trace';
import type { Roller } from '../dice';
import { playtestTable, strengthOf, unitState, type Playtest, type PlaytestDice, type PlaytestGround, type UnitState } from '../state';
import { unitAt } from './common';

/** The interpenetration rules, each with its line. */
export const INTERPENETRATION_RULES = {
  passThrough: { text: 'A moving unit may pass through another friendly unit at no additional movement cost to either unit; both must take a TCT to avoid disorder.', source: MANOEUVRE_EFFECTS.interpenetrate.source },
  tct: { text: 'A TCT is 1D6, passed on the unit’s current BMP or more; failed, the unit goes into disorder. A unit already in disorder gets no worse, and nothing happens to a disordered unit that is interpenetrated.', source: adfLine(629) },
} as const;

/** Path points every quarter inch: fine enough to find a stand an inch deep. */
const STEP_IN = 0.25;

/** The friendly units whose stands the path of `key`'s front centre crosses, in the order it reaches them. */
export function passedThrough(ground: PlaytestGround, playtest: Playtest, key: string, points: readonly Point[]): TableUnit[] {
  const table = playtestTable(ground, playtest);
  const mover = table.unitsByKey.get(key);
  if (!mover) return [];
  // Only friends whose boxes the path's box meets can stand on it, and a point outside a friend's box is in none of its stands.
  const path = { minX: Math.min(...points.map((p) => p.x)) - 1e-6, minY: Math.min(...points.map((p) => p.y)) - 1e-6, maxX: Math.max(...points.map((p) => p.x)) + 1e-6, maxY: Math.max(...points.map((p) => p.y)) + 1e-6 };
  const friends = table.units.filter((o) => o.key !== key && o.side === mover.side && o.role === 'combat' && !unitState(playtest, o.key).removed && o.box.maxX >= path.minX && o.box.minX <= path.maxX && o.box.maxY >= path.minY && o.box.minY <= path.maxY);
  const found: TableUnit[] = [];
  if (friends.length === 0) return found;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / STEP_IN));
    for (let k = 1; k <= n; k++) {
      const p = { x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n };
      for (const f of friends) {
        if (p.x < f.box.minX || p.x > f.box.maxX || p.y < f.box.minY || p.y > f.box.maxY || found.includes(f)) continue;
        if (f.stands.some((s) => ringHolds(s.corners, p))) found.push(f);
      }
    }
  }
  return found;
}

/** A unit's current BMP, the TCT's target: a regiment's by its stands left, a battery's with its sections lost (B:2482, B:2548). */
export function currentBmp(unit: Unit, state: UnitState): number | undefined {
  if (unit.arm === 'artillery') return batteryBasicMoralePoint(unit.quality, state.sectionsLost);
  return basicMoralePoint(unit.quality, strengthOf(unit, state).standsLeft, unit.stands === 3 ? 3 : 2);
}

export interface TctOutcome {
  key: string;
  name: string;
  die: number;
  bmp: number;
  passed: boolean;
}

/**
 * The TCTs of an interpenetration: the mover (unless the move already leaves it disordered or worse) and
 * each unit it passes through that is in good order, rolled in that order; the states after, the dice and
 * the trace for the move's event.
 */
export function interpenetrationTests(ground: PlaytestGround, playtest: Playtest, key: string, through: readonly TableUnit[], moverLevelAfter: UnitState['level'], dice: Roller): { tests: TctOutcome[]; states: Record<string, UnitState>; dice: PlaytestDice[]; trace: Trace; words: string } {
  const out = { tests: [] as TctOutcome[], states: {} as Record<string, UnitState>, dice: [] as PlaytestDice[], trace: [] as Trace, words: '' };
  if (through.length === 0) return out;
  const take = (k: string, level: UnitState['level']): void => {
    const u = unitAt(ground, playtest, k);
    const state = { ...unitState(playtest, k), level };
    if (state.level !== 'good' || !u.unit) return;
    const bmp = currentBmp(u.unit, state);
    if (bmp === undefined) return;
    const die = dice.roll(1)[0]!;
    const passed = passesTacticalCompetence(die, bmp);
    out.tests.push({ key: k, name: u.name, die, bmp, passed });
    out.dice.push({ what: `TCT ${u.name}`, faces: [die] });
    out.trace.push({ step: `TCT ${u.name}`, value: passed ? 'passed' : 'disorder', detail: `1D6 = ${die} against BMP ${bmp}: ${passed ? 'passed' : 'failed, the unit goes into disorder'}.`, source: TACTICAL_COMPETENCE_TEST.source });
    if (!passed) out.states[k] = { ...state, level: 'disorder' };
  };
  out.trace.push({ step: 'interpenetration', value: through.map((t) => t.name).join(', '), detail: INTERPENETRATION_RULES.passThrough.text, source: INTERPENETRATION_RULES.passThrough.source });
  take(key, moverLevelAfter);
  for (const t of through) take(t.key, unitState(playtest, t.key).level);
  const tests = out.tests.map((t) => `${t.name} ${t.die} against BMP ${t.bmp}, ${t.passed ? 'passes' : 'disordered'}`).join('; ');
  out.words = ` It passes through ${through.map((t) => t.name).join(' and ')}${tests ? `: TCT ${tests}` : ''}.`;
  return out;
}
