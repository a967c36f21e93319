/** What the players set by hand where the sandbox cannot roll it: a unit's level or losses, a unit taken off. */
import { Refusal, type Command } from '../../history';
import { unitState, type Playtest, type PlaytestGround, type UnitState } from '../state';
import { describeState, logWith, setUnit, unitAt } from './common';

/** Sets a unit's morale level or losses by hand (what the sandbox cannot roll: a charge, a rout off the table). */
export function setUnitState(ground: PlaytestGround, key: string, change: Partial<Omit<UnitState, 'removed'>>): Command<Playtest> {
  return {
    label: 'Set unit state',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const before = unitState(playtest, key);
      if (before.removed) throw new Refusal(`${u.name} has been removed.`);
      const full = u.unit ? (u.unit.arm === 'artillery' ? u.unit.sections : u.unit.figures) : 0;
      const lost = (n: number | undefined, was: number) => (n === undefined ? was : Math.max(0, Math.min(full, Math.round(n))));
      const next: UnitState = { ...before, ...change, figuresLost: lost(change.figuresLost, before.figuresLost), sectionsLost: lost(change.sectionsLost, before.sectionsLost) };
      // Losses that leave nothing take the unit off, as hits would.
      if (u.unit) next.removed = (u.unit.arm === 'artillery' ? next.sectionsLost : next.figuresLost) >= full;
      if (JSON.stringify(next) === JSON.stringify(before)) return [];
      return [setUnit(key, next), ...logWith(ground, playtest, [{ kind: next.removed ? 'remove' : 'status', text: `${u.name} set by hand: ${describeState(u.unit, next)}.`, units: [key] }], { do: 'set-state', unit: key, change: { ...change } })];
    },
  };
}

/** Takes a unit off the table (surrendered, routed off the edge, disintegrated): it stays in the log. */
export function removeUnit(ground: PlaytestGround, key: string): Command<Playtest> {
  return {
    label: 'Remove unit',
    patches: (playtest) => {
      const u = unitAt(ground, playtest, key);
      const before = unitState(playtest, key);
      if (before.removed) return [];
      return [setUnit(key, { ...before, removed: true }), ...logWith(ground, playtest, [{ kind: 'remove', text: `${u.name} is taken off the table.`, units: [key] }], { do: 'remove', unit: key })];
    },
  };
}
