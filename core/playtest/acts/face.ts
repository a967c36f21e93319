/** Turning a unit in place, at the book's price in inches of its movement, or as a reacting unit's reaction (B:427). */
import { Refusal, type Command } from '../../history';
import { placeUnits } from '../../map/commands';
import { facingCost, moveReader, MOVE_RULES } from '../moves';
import { activeSide, playtestTable, unitState, type Playtest, type PlaytestGround } from '../state';
import { bookLine, logWith, setSpent, triggered, unitAt, useReaction } from './common';

/**
 * Turns a unit in place to `facingDeg`, at the book's price (`facingCost`: a wheel, a column's turn, an
 * about-face) in inches of its movement; a reacting unit may change facing as its reaction (B:427).
 */
export function faceUnit(ground: PlaytestGround, key: string, facingDeg: number): Command<Playtest> {
  return {
    label: 'Change facing',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (state.level === 'routed') throw new Refusal(`${u.name} is routed. ${MOVE_RULES.routedRuns.text} (${bookLine(MOVE_RULES.routedRuns.source)})`);
      const placement = playtest.map.units![u.index]!;
      const table = playtestTable(ground, playtest);
      const unit = table.unitsByKey.get(key)!;
      const cost = facingCost(unit, placement.facingDeg, facingDeg);
      if (cost.how === 'none') return [];
      const active = activeSide(ground, playtest);
      const patches = placeUnits<Playtest>([{ ...placement, facingDeg }]).patches(playtest);
      if (u.side !== active) {
        return [...patches, ...useReaction(ground, playtest, key, 'facing change'), ...logWith(ground, playtest, [{ kind: 'facing', text: `${cost.text} As its reaction.`, trace: [{ step: 'facing', value: cost.inches, detail: cost.text, source: cost.source }], units: [key] }], { do: 'face', unit: key, facingDeg })];
      }
      const reading = moveReader(ground, playtest, key)(placement.at, facingDeg);
      if (reading.refusal) throw new Refusal(`${reading.refusal.text} (${bookLine(reading.refusal.source)})`);
      const text = `${cost.text} ${reading.actionsCost} of its actions, ${Math.max(0, reading.actionsLeft)} left.`;
      return [...patches, ...setSpent(playtest, key, reading.actionsBefore + reading.actionsCost), ...triggered(ground, playtest, key, 0), ...logWith(ground, playtest, [{ kind: 'facing', text, trace: reading.trace, units: [key] }], { do: 'face', unit: key, facingDeg })];
    },
  };
}
