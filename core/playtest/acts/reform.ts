/** Reforming a disordered unit into good order: an action or a reaction, no dice (B:985). */
import { Refusal, type Command } from '../../history';
import { adfLine } from '../../rules/trace';
import { MORALE_LEVEL_LABELS } from '../../model/words';
import { activeSide, unitState, type Playtest, type PlaytestGround } from '../state';
import { bookLine, logWith, setUnit, spendAction, unitAt, useReaction } from './common';

/** Reforms a disordered unit into good order: an action or a reaction, no dice (B:985). */
export function reform(ground: PlaytestGround, key: string): Command<Playtest> {
  return {
    label: 'Reform',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (state.level !== 'disorder') throw new Refusal(`${u.name} is ${MORALE_LEVEL_LABELS[state.level].toLowerCase()}: only a disordered unit reforms; shaken and routed ones rally (${bookLine(adfLine(985))}).`);
      const spend = u.side === activeSide(ground, playtest) ? spendAction(ground, playtest, key, 1, 'reform') : useReaction(ground, playtest, key, 'reform');
      return [setUnit(key, { ...state, level: 'good' }), ...spend, ...logWith(ground, playtest, [{ kind: 'reform', text: `${u.name} reforms into good order.`, trace: [{ step: 'reform', value: 'good', detail: 'A disordered unit reforms by spending an action or reaction, without a die roll.', source: adfLine(985) }], units: [key] }], { do: 'reform', unit: key })];
    },
  };
}
