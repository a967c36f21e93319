/**
 * Changing formation at the book's price by the unit's quality (rules/adf/formations.ts): the changes
 * open to each arm, what each costs an active unit in actions, and which a reacting unit may make as its
 * reaction (B:427).
 */
import { Refusal, type Command } from '../../history';
import { placeUnits } from '../../map/commands';
import type { Unit } from '../../model/oob';
import { formationChangeCost, DEFAULT_FORMATION_CHANGE_OPTIONS, type FormationChange, type FormationChangeOptions } from '../../rules/adf/formations';
import type { Formation } from '../../model/scenario.generated';
import type { PlaytestAction } from '../actions';
import { ACTIONS_PER_TURN, actionsSpent, formationWords, MOVE_RULES } from '../moves';
import { activeSide, unitState, type Playtest, type PlaytestGround } from '../state';
import { bookLine, logWith, spendAction, triggered, unitAt, useReaction } from './common';
import { CHANGE_ACTIONS, CHANGE_WORDS, FORMATION_CHOICES, MOUNTED_FORMATIONS } from './rules';

/** Which of the book's formation changes takes a unit from one formation to another. */
export function formationChangeOf(arm: Unit['arm'], from: Formation, to: Formation): FormationChange | undefined {
  if (from === to) return undefined;
  if (to === 'square') return 'form-square';
  if (arm === 'artillery') return (from === 'limbered') !== (to === 'limbered') ? 'limber-unlimber' : undefined;
  if (arm === 'cavalry' && MOUNTED_FORMATIONS.has(from) !== MOUNTED_FORMATIONS.has(to)) return 'mount-dismount';
  const pair = new Set([from, to]);
  if (pair.has('road-column') && (pair.has('battle-line') || pair.has('cavalry-line'))) return 'front-to-flank';
  return 'change-formation';
}

export interface FormationOption {
  formation: Formation;
  change: FormationChange;
  /** Actions it costs an active unit. */
  actions: number;
  /** Whether a reacting unit may make it as its reaction. */
  asReaction: boolean;
  /** Whether the unit may make it now, and if not why. */
  allowed: boolean;
  why: string | undefined;
  text: string;
  source: string;
}

/** The formation changes open to a unit now, each with its price by the book and whether it can be paid (for the board's menu). */
export function formationOptions(ground: PlaytestGround, playtest: Playtest, key: string, options: FormationChangeOptions = DEFAULT_FORMATION_CHANGE_OPTIONS): FormationOption[] {
  const u = unitAt(ground, playtest, key);
  const state = unitState(playtest, key);
  if (!u.unit || state.removed) return [];
  const placement = playtest.map.units![u.index]!;
  const active = activeSide(ground, playtest);
  const reacting = u.side !== active;
  const left = ACTIONS_PER_TURN - actionsSpent(playtest, key);
  return FORMATION_CHOICES[u.unit.arm].flatMap((formation) => {
    const change = formationChangeOf(u.unit!.arm, placement.formation, formation);
    if (!change) return [];
    const cost = formationChangeCost(change, u.unit!.quality, options);
    const actions = CHANGE_ACTIONS[cost.cost];
    const why =
      state.level === 'routed'
        ? `${u.name} is routed.`
        : active === undefined
          ? 'No side is active yet.'
          : reacting
            ? !cost.asReaction
              ? 'Not as a reaction.'
              : playtest.reacted?.[key]
                ? `${u.name} has already reacted.`
                : undefined
            : actions > left + 0.005
              ? `${u.name} has ${Math.max(0, left)} of its ${ACTIONS_PER_TURN} actions left.`
              : undefined;
    return [{ formation, change, actions, asReaction: cost.asReaction, allowed: why === undefined, why, text: `${formationWords(formation)}: ${CHANGE_WORDS[cost.cost]}${reacting ? ', as its reaction' : ''}`, source: cost.trace[0]?.source ?? '' }];
  });
}

/**
 * Changes a unit's formation at the book's price by its quality (formations.ts: B:581 change of
 * formation, B:621 front-to-flank, B:1362 limber, B:1659 mount, B:1779 square): half of one movement
 * action, a whole action, or two; as a reaction where the book allows it (B:427).
 */
export function changeFormation(ground: PlaytestGround, key: string, formation: Formation, options: FormationChangeOptions = DEFAULT_FORMATION_CHANGE_OPTIONS): Command<Playtest> {
  return {
    label: 'Change formation',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const state = unitState(playtest, key);
      if (state.removed) throw new Refusal(`${u.name} has been removed.`);
      if (!u.unit) throw new Refusal(`${u.name} has no formations.`);
      if (state.level === 'routed') throw new Refusal(`${u.name} is routed. ${MOVE_RULES.routedRuns.text} (${bookLine(MOVE_RULES.routedRuns.source)})`);
      const placement = playtest.map.units![u.index]!;
      const change = formationChangeOf(u.unit.arm, placement.formation, formation);
      if (!change) return [];
      const cost = formationChangeCost(change, u.unit.quality, options);
      const patches = placeUnits<Playtest>([{ ...placement, formation }]).patches(playtest);
      const base = `${u.name} changes from ${formationWords(placement.formation)} to ${formationWords(formation)} (${change.replace(/-/g, ' ')}): ${CHANGE_WORDS[cost.cost]} for a ${u.unit.quality} unit`;
      const action: PlaytestAction = { do: 'formation', unit: key, formation };
      if (u.side !== activeSide(ground, playtest)) {
        if (!cost.asReaction) throw new Refusal(`${u.name} cannot make this change as a reaction (${bookLine(cost.trace[0]?.source ?? '')}).`);
        return [...patches, ...useReaction(ground, playtest, key, 'formation change'), ...logWith(ground, playtest, [{ kind: 'formation', text: `${base}, as its reaction.`, trace: cost.trace, units: [key] }], action)];
      }
      const spend = spendAction(ground, playtest, key, CHANGE_ACTIONS[cost.cost], 'formation change');
      return [...patches, ...spend, ...triggered(ground, playtest, key, 0), ...logWith(ground, playtest, [{ kind: 'formation', text: `${base}.`, trace: cost.trace, units: [key] }], action)];
    },
  };
}
