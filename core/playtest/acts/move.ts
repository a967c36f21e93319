/**
 * Moving a unit: by the rules, read as the board reads it while dragging (moves.ts) and refused with the
 * reading's reason, or by hand where the rules do not move it for the players. The log's event carries
 * the move (from, to and the path) so the board draws it from the log.
 */
import { Refusal, type Command } from '../../history';
import type { Point } from '../../map/geometry';
import { moveReader } from '../moves';
import type { ObstacleCrossing } from '../obstacles';
import { rollerAt } from '../dice';
import { unitState, type Playtest, type PlaytestGround, type UnitState } from '../state';
import { interpenetrationTests, passedThrough } from './interpenetration';
import { bookLine, logWith, placeAt, round1, setDrawn, setSpent, setUnit, triggered, unitAt } from './common';

/**
 * Moves a unit by the rules to `at` (the new centre of its front), ending facing `facingDeg`, through
 * `via`: the move is read as the board reads it while dragging (`readMove`, moves.ts) and refused with
 * the reading's reason (beyond the allowance, a reacting side's unit, impassable ground …), or made: the
 * actions it costs are spent and the disorder the ground causes is taken. Fences and walls are crossed
 * as `obstacle` says: losing an inch, or the whole move at the broken rate (B:637).
 */
export function moveUnit(ground: PlaytestGround, key: string, at: Point, facingDeg?: number, via: readonly Point[] = [], obstacle: ObstacleCrossing = 'lose-inch'): Command<Playtest> {
  return {
    label: 'Move',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const reading = moveReader(ground, playtest, key)(at, facingDeg, via, obstacle);
      if (reading.refusal) throw new Refusal(`${reading.refusal.text} (${bookLine(reading.refusal.source)})`);
      const placement = playtest.map.units![u.index]!;
      const { patches, move } = placeAt(ground, playtest, key, at, { ...(facingDeg !== undefined ? { facingDeg } : {}), via });
      if (patches.length === 0) return [];
      const state = unitState(playtest, key);
      const disordered = reading.disorder && state.level === 'good';
      // Passing through friendly units: the mover and each unit passed through take a TCT (B:625, B:629).
      const through = passedThrough(ground, playtest, key, [placement.at, ...via, at]);
      const dice = rollerAt(playtest);
      const tct = interpenetrationTests(ground, playtest, key, through, disordered ? 'disorder' : state.level, dice);
      const after: UnitState = disordered ? { ...state, level: 'disorder' } : (tct.states[key] ?? state);
      const ground_ = reading.crossed.map((c) => `${c.inches}" ${c.feature ?? c.ground.replace('-', ' ')}`).join(', ');
      const text = `${u.name} moves ${reading.distanceIn}"${ground_ ? ` (${ground_})` : ''}${reading.facing.inches > 0 ? `, ${reading.facing.text.replace(`${u.name} `, '')}` : ''}: ${reading.actionsCost} of its actions, ${Math.max(0, reading.actionsLeft)} left.${disordered ? ` ${reading.disorder!.text}` : ''}${tct.words}`;
      const others = Object.entries(tct.states).filter(([k]) => k !== key);
      return [
        ...patches,
        ...setSpent(playtest, key, reading.actionsBefore + reading.actionsCost),
        ...(after !== state ? [setUnit(key, after)] : []),
        ...others.map(([k, s]) => setUnit(k, s)),
        ...(tct.dice.length ? [setDrawn(dice.drawn())] : []),
        ...triggered(ground, playtest, key, reading.distanceIn),
        ...logWith(ground, playtest, [{ kind: 'move', text, trace: [...reading.trace, ...tct.trace], units: [key, ...through.map((t) => t.key)], ...(tct.dice.length ? { dice: tct.dice } : {}), ...(move ? { moves: [move] } : {}) }], { do: 'move', unit: key, at, ...(facingDeg !== undefined ? { facingDeg } : {}), ...(via.length ? { via: [...via] } : {}), ...(obstacle !== 'lose-inch' ? { obstacle } : {}) }),
      ];
    },
  };
}

/**
 * Places a unit by hand where the rules do not move it for the players: a routed unit's run, a fall back,
 * a correction. Costs no actions and is logged as done by hand.
 */
export function placeUnit(ground: PlaytestGround, key: string, at: Point, facingDeg?: number): Command<Playtest> {
  return {
    label: 'Place by hand',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      if (unitState(playtest, key).removed) throw new Refusal(`${u.name} has been removed.`);
      const placement = playtest.map.units![u.index]!;
      const { patches, move } = placeAt(ground, playtest, key, at, facingDeg !== undefined ? { facingDeg } : {});
      if (patches.length === 0) return [];
      const text = `${u.name} placed by hand at (${round1(at.x)}", ${round1(at.y)}") facing ${Math.round(facingDeg ?? placement.facingDeg)}°.`;
      return [...patches, ...logWith(ground, playtest, [{ kind: 'move', text, units: [key], ...(move ? { moves: [move] } : {}) }], { do: 'place', unit: key, at, ...(facingDeg !== undefined ? { facingDeg } : {}) })];
    },
  };
}
