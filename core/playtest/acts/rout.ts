/** A routed unit's run in its own player turn (B:981, B:585). */
import { Refusal, type Command } from '../../history';
import { centreOf } from '../../preview/adf';
import { groundOf } from '../../preview/adf/positions';
import { movementAllowance } from '../../rules/adf/movement';
import { adfLine, type Trace } from '../../rules/trace';
import { rollerAt } from '../dice';
import { moverInState } from '../moves';
import { activeSide, playtestTable, unitState, type Playtest, type PlaytestGround } from '../state';
import { bookLine, facesText, logWith, nearestEnemy, onBoard, placeAt, setDrawn, shifted, spendAction, sum, triggered, unitAt, unitVector } from './common';

/**
 * A routed unit's run in its own player turn: its first action, its routed move rolled for the ground it
 * stands in, directly away from the nearest enemy (B:981, B:585).
 */
export function rout(ground: PlaytestGround, key: string): Command<Playtest> {
  return {
    label: 'Rout',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (state.level !== 'routed') throw new Refusal(`${u.name} is not routed.`);
      if (u.side !== activeSide(ground, playtest)) throw new Refusal(`${u.name} runs in its own side's player turn (${bookLine(adfLine(981))}).`);
      const spend = spendAction(ground, playtest, key, 1, 'rout');
      const table = playtestTable(ground, playtest);
      const unit = table.unitsByKey.get(key)!;
      const here = centreOf(unit);
      const enemy = nearestEnemy(table, unit);
      if (!enemy) throw new Refusal(`${u.name} has no enemy to run from.`);
      const mover = moverInState(unit, 'routed');
      const allowance = mover ? movementAllowance({ scale: ground.scale, mover, terrain: groundOf(table, unit) }) : undefined;
      if (!allowance?.dice) throw new Refusal(`${u.name} has no routed move in ${groundOf(table, unit).replace('-', ' ')}.`);
      const dice = rollerAt(playtest);
      const faces = dice.roll(Number(allowance.dice[0]));
      const inches = sum(faces);
      const placement = playtest.map.units![u.index]!;
      const { patches, move } = placeAt(ground, playtest, key, onBoard(ground, shifted(placement.at, unitVector(centreOf(enemy), here), inches)));
      const trace: Trace = [...allowance.trace.slice(0, 1), { step: 'rout move', value: inches, detail: `${u.name} runs ${inches}" directly away from ${enemy.name}.`, source: adfLine(585) }];
      return [
        ...patches,
        setDrawn(dice.drawn()),
        ...spend,
        ...triggered(ground, playtest, key, inches),
        ...logWith(ground, playtest, [{ kind: 'move', text: `${u.name} routs ${inches}" (${facesText(faces)}) directly away from ${enemy.name}.`, dice: [{ what: 'rout', faces }], trace, units: [key], ...(move ? { moves: [move] } : {}) }], { do: 'rout', unit: key }),
      ];
    },
  };
}
