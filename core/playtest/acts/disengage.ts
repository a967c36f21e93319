/** Disengaging from the enemy, as an action or a reaction (B:589). */
import { Refusal, type Command } from '../../history';
import { centreOf, moverOf } from '../../preview/adf';
import { groundOf } from '../../preview/adf/positions';
import { movementAllowance } from '../../rules/adf/movement';
import { adfLine, type Trace } from '../../rules/trace';
import { MORALE_LEVEL_LABELS } from '../../model/words';
import { activeSide, playtestTable, unitState, type Playtest, type PlaytestGround } from '../state';
import { AFTER_DISENGAGE } from './rules';
import { bookLine, logWith, nearestEnemy, onBoard, placeAt, setUnit, shifted, spendAction, triggered, unitAt, unitVector, useReaction } from './common';

/**
 * Disengages a unit, as an action or its reaction (B:589): it moves directly away from the nearest enemy
 * at twice the disorder rate of the ground it stands in, and ends one morale level worse, never worse
 * than shaken. A routed unit cannot disengage.
 */
export function disengage(ground: PlaytestGround, key: string): Command<Playtest> {
  return {
    label: 'Disengage',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (state.level === 'routed') throw new Refusal(`${u.name} is routed: a routed unit may not disengage (${bookLine(adfLine(589))}).`);
      if (!u.unit || (u.unit.arm !== 'infantry' && u.unit.arm !== 'cavalry')) throw new Refusal(`${u.name} does not disengage: only infantry and cavalry do (${bookLine(adfLine(589))}).`);
      const table = playtestTable(ground, playtest);
      const unit = table.unitsByKey.get(key)!;
      const here = centreOf(unit);
      const enemy = nearestEnemy(table, unit, (e) => !unitState(playtest, e.key).removed);
      if (!enemy) throw new Refusal(`${u.name} has no enemy to disengage from.`);
      const mover = moverOf(unit);
      const terrain = groundOf(table, unit);
      const allowance = mover ? movementAllowance({ scale: ground.scale, mover, terrain, disengage: true }) : undefined;
      if (!allowance?.allowed || allowance.inches === null) throw new Refusal(`${u.name} cannot disengage in ${terrain.replace('-', ' ')} (${bookLine(adfLine(589))}).`);
      const spend = u.side === activeSide(ground, playtest) ? spendAction(ground, playtest, key, 1, 'disengage') : useReaction(ground, playtest, key, 'disengage');
      const placement = playtest.map.units![u.index]!;
      const { patches, move } = placeAt(ground, playtest, key, onBoard(ground, shifted(placement.at, unitVector(centreOf(enemy), here), allowance.inches)));
      const level = AFTER_DISENGAGE[state.level];
      const text = `${u.name} disengages ${allowance.inches}" directly away from ${enemy.name} and is now ${MORALE_LEVEL_LABELS[level].toLowerCase()}.`;
      const trace: Trace = [...allowance.trace, { step: 'disengage', value: MORALE_LEVEL_LABELS[level], detail: 'A disengaging unit ends one morale level worse, never worse than shaken; fire at it loses one die.', source: adfLine(589) }];
      return [
        ...patches,
        setUnit(key, { ...state, level }),
        ...spend,
        ...triggered(ground, playtest, key, allowance.inches),
        ...logWith(ground, playtest, [{ kind: 'move', text, trace, units: [key], ...(move ? { moves: [move] } : {}) }], { do: 'disengage', unit: key }),
      ];
    },
  };
}
