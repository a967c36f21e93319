/**
 * Whether a scenario's sides have forces to play: a side given a points budget and no units (the
 * book's points scenarios as a designer first makes them) cannot be played or playtested until its
 * forces are built or picked; "Play next" and "Playtest" say so and lead to the Sides page.
 */
import { countUnits } from './info';
import type { MusterScenario } from '../model/scenario.generated';

export interface SideWithoutForces {
  id: string;
  name: string;
  /** The side's points budget, when it has one. */
  budget?: number;
}

/**
 * The sides with no units: no order of battle with units, no army file or library army, no counters.
 * `armies`: the orders of battle read from army files beside the scenario, by side id (a side whose file
 * was not read counts as having forces: the file is where they are).
 */
export function sidesWithoutForces(scenario: Pick<MusterScenario, 'sides'>, armies: Readonly<Record<string, unknown>> = {}): SideWithoutForces[] {
  return scenario.sides
    .filter((s) => {
      const f = s.forces;
      if (f.libraryArmy || (f.counters?.length ?? 0) > 0) return false;
      if (f.armyFile) return s.id in armies ? countUnits(armies[s.id]) === 0 : false;
      return countUnits(f.orderOfBattle) === 0;
    })
    .map((s) => ({ id: s.id, name: s.name, ...(s.forces.budget ? { budget: s.forces.budget.points } : {}) }));
}

/** In words, for the notice and the Playtest page: who lacks forces and where to build them. */
export function forcesNeededWords(missing: readonly SideWithoutForces[]): string {
  if (!missing.length) return '';
  // "an 84-point budget", "an 11-point", "a 72-point": the article follows how the number is said.
  const article = (n: number) => (/^(8|11|18)(\d{2})*$|^8/.test(String(n)) ? 'an' : 'a');
  const who = missing.map((s) => (s.budget !== undefined ? `${s.name} (${article(s.budget)} ${s.budget}-point budget)` : s.name)).join(' and ');
  return `${who} ${missing.length === 1 ? 'has' : 'have'} no units yet: build ${missing.length === 1 ? 'its' : 'their'} forces on the Sides page (the order of battle and its catalogue), or pick an army file or an army from the library, then place them on the Map.`;
}
