/** Cavalry mounting and dismounting, at the cavalry chapter's cost by quality (B:1616, B:1659). */
import { Refusal, type Command } from '../../history';
import { placeUnits } from '../../map/commands';
import { formationChangeCost, DEFAULT_FORMATION_CHANGE_OPTIONS, type FormationChangeOptions } from '../../rules/adf/formations';
import type { Formation } from '../../model/scenario.generated';
import { activeSide, PLAYTEST_RULES, unitState, type Playtest, type PlaytestGround } from '../state';
import { logWith, spendAction, unitAt, useReaction } from './common';
import { CHANGE_ACTIONS, MOUNTED_FORMATIONS } from './rules';

/** The formation cavalry takes on mounting or dismounting: skirmishers stay skirmishers, every other formation forms line (B:1616). */
function remounted(formation: Formation): { formation: Formation; mounting: boolean } {
  if (MOUNTED_FORMATIONS.has(formation) || formation === 'any') return { formation: formation === 'skirmishing' ? 'skirmishers' : 'battle-line', mounting: false };
  return { formation: formation === 'skirmishers' ? 'skirmishing' : 'cavalry-line', mounting: true };
}

/**
 * Mounts dismounted cavalry or dismounts mounted cavalry, at the cost the cavalry chapter gives by
 * quality (B:1659: half of one movement action for elite and veteran troopers, a whole action for
 * trained and green ones; any of them may do it as a reaction), logged with that cost.
 */
export function mountOrDismount(ground: PlaytestGround, key: string, options: FormationChangeOptions = DEFAULT_FORMATION_CHANGE_OPTIONS): Command<Playtest> {
  return {
    label: 'Mount or dismount',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (u.unit?.arm !== 'cavalry') throw new Refusal(`${u.name} is not cavalry: only cavalry mounts and dismounts.`);
      if (state.level === 'routed') throw new Refusal(`${u.name} is routed: ${PLAYTEST_RULES.routedNeverFires.text}`);
      const placement = playtest.map.units![u.index]!;
      const next = remounted(placement.formation);
      const cost = formationChangeCost('mount-dismount', u.unit.quality, options);
      const costWords = cost.cost === 'half-move' ? 'half of one movement action' : cost.cost === 'full-action' ? 'a whole action' : 'two actions';
      const patches = placeUnits<Playtest>([{ ...placement, formation: next.formation }]).patches(playtest);
      const reacting = u.side !== activeSide(ground, playtest);
      const spend = reacting ? useReaction(ground, playtest, key, 'mount or dismount') : spendAction(ground, playtest, key, CHANGE_ACTIONS[cost.cost], 'mount or dismount');
      const text = `${u.name} ${next.mounting ? 'mounts' : 'dismounts'} (${next.formation.replace('-', ' ')}): ${reacting ? 'as its reaction' : `${costWords} for ${u.unit.quality} cavalry`}.`;
      return [...patches, ...spend, ...logWith(ground, playtest, [{ kind: 'formation', text, trace: cost.trace, units: [key] }], { do: 'mount', unit: key })];
    },
  };
}
