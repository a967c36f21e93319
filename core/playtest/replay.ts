/**
 * A playtest replayed from its seed: every action the log records (actions.ts), run again in order from
 * a fresh start on the same ground and map. The dice are a pure function of the seed and the place in
 * its stream, so the replay rolls the same dice and reaches the same state: what lets a club check a
 * posted battle report.
 */
import { applyPatches, type Command } from '../history';
import type { TabletopMap } from '../model/scenario.generated';
import type { PlaytestAction } from './actions';
import { changeFormation, charge, desperationFire, disengage, rout, faceUnit, fire, moraleCheck, mountOrDismount, moveUnit, nextPlayerTurn, placeUnit, reform, removeUnit, rollInitiative, setUnitState } from './commands';
import { startPlaytest, type Playtest, type PlaytestGround } from './state';

/** The command that does an action again. */
export function commandOf(ground: PlaytestGround, action: PlaytestAction): Command<Playtest> {
  switch (action.do) {
    case 'move':
      return moveUnit(ground, action.unit, action.at, action.facingDeg, action.via, action.obstacle);
    case 'place':
      return placeUnit(ground, action.unit, action.at, action.facingDeg);
    case 'face':
      return faceUnit(ground, action.unit, action.facingDeg);
    case 'formation':
      return changeFormation(ground, action.unit, action.formation);
    case 'mount':
      return mountOrDismount(ground, action.unit);
    case 'reform':
      return reform(ground, action.unit);
    case 'disengage':
      return disengage(ground, action.unit);
    case 'rout':
      return rout(ground, action.unit);
    case 'fire':
      return fire(ground, action.firer, action.target);
    case 'desperation-fire':
      return desperationFire(ground, action.firer, action.target);
    case 'morale':
      return moraleCheck(ground, action.unit);
    case 'charge':
      return action.options ? charge(ground, action.attacker, action.defender, { ...action.options }) : charge(ground, action.attacker, action.defender);
    case 'next-turn':
      return nextPlayerTurn(ground);
    case 'initiative':
      return rollInitiative(ground);
    case 'set-state':
      return setUnitState(ground, action.unit, action.change);
    case 'remove':
      return removeUnit(ground, action.unit);
  }
}

/** The actions a playtest's log records, in the order they were done. */
export const actionsOf = (playtest: Playtest): PlaytestAction[] => playtest.log.flatMap((e) => (e.action ? [e.action] : []));

/** Runs one command on a playtest (a refusal throws, as in the sandbox). */
export const runOn = (playtest: Playtest, command: Command<Playtest>): Playtest => applyPatches(playtest, command.patches(playtest)).doc;

/** The game rebuilt from its start: the map as the scenario set it, the seed, and the actions in order. */
export function replayPlaytest(ground: PlaytestGround, map: TabletopMap, seed: number, actions: readonly PlaytestAction[]): Playtest {
  let playtest = startPlaytest(ground, map, seed);
  for (const action of actions) playtest = runOn(playtest, commandOf(ground, action));
  return playtest;
}
