/**
 * A scenario's sides: their fields, how each is raised (an order of battle or a points budget), and
 * renaming a side's id together with every place that names it.
 */
import { Refusal, setCreating, setIn, type Command, type Path } from '../../history';
import { QUALITIES } from '../../model/words';
import type { ForceConstraint, MusterScenario, ScenarioSide } from '../../model/scenario.generated';

export function setSideField<K extends keyof ScenarioSide>(sideIndex: number, field: K, value: ScenarioSide[K] | undefined): Command<MusterScenario> {
  return setIn(`Change side ${String(field)}`, ['sides', sideIndex, field], value);
}

/**
 * Sets a side's points budget, making the budget if the side has none yet (a random draw gives every
 * side a budget whether or not it had one).
 */
export function setPointsBudget(sideIndex: number, points: number): Command<MusterScenario> {
  return setCreating('Change points budget', ['sides', sideIndex, 'forces', 'budget', 'points'], points);
}

/** A side's forces become a historical order of battle or a points budget (undo brings the other back). */
export function setSideForces(sideIndex: number, forces: ScenarioSide['forces']): Command<MusterScenario> {
  return setIn('Change how the side is raised', ['sides', sideIndex, 'forces'], forces);
}

/** The ways a side is raised that the designer picks from the side's form (an army from the library is attached with its picker). */
export type RaisedBy = 'oob' | 'budget' | 'file' | 'counters';

/** How a side is raised now, as its form names it; a side with nothing yet is to get an order of battle. */
export function raisedBy(side: ScenarioSide): RaisedBy | 'library' {
  const f = side.forces;
  if (f.orderOfBattle) return 'oob';
  if (f.libraryArmy) return 'library';
  if (f.counters) return 'counters';
  if (f.budget) return 'budget';
  return f.armyFile !== undefined ? 'file' : 'oob';
}

/**
 * A side raised a new way, starting empty: a historical order of battle named after the side, priced on
 * its army's tables in the scenario's era; a points budget of 160 (the book's small action); an army file
 * named after the side's id; or a hex game's counters. Raised the way it already is, nothing changes.
 */
export function raiseSide(sideIndex: number, by: RaisedBy): Command<MusterScenario> {
  return {
    label: 'Change how the side is raised',
    patches: (doc) => {
      const side = doc.sides[sideIndex];
      if (!side) throw new Refusal(`there is no side ${sideIndex + 1}`);
      const forces: ScenarioSide['forces'] =
        by === 'budget'
          ? { budget: { points: 160 } }
          : by === 'file'
            ? { armyFile: `${side.id}.army.json` }
            : by === 'counters'
              ? { counters: [] }
              : { orderOfBattle: { name: side.name, side: side.rulesSide, era: doc.era ?? '1861-63', children: [] } };
      // Raising a side the way it already is keeps what it holds.
      return raisedBy(side) === by ? [] : setSideForces(sideIndex, forces).patches(doc);
    },
  };
}

type Quality = NonNullable<ForceConstraint['qualities']>[number];

/**
 * Whether budget constraint `constraint` of a side counts units of `quality` ("at least one unit green or
 * trained"): the list keeps the book's order of qualities, and none leaves the field out.
 */
export function setConstraintQuality(sideIndex: number, constraint: number, quality: Quality, on: boolean): Command<MusterScenario> {
  return {
    label: on ? `Add ${quality}` : `Remove ${quality}`,
    patches: (doc) => {
      const c = doc.sides[sideIndex]?.forces.budget?.constraints?.[constraint];
      if (!c) throw new Refusal(`side ${sideIndex + 1} has no budget constraint ${constraint + 1}`);
      const now = c.qualities ?? [];
      const next = on ? QUALITIES.filter((q) => q === quality || now.includes(q)) : now.filter((q) => q !== quality);
      return setCreating<MusterScenario>('', ['sides', sideIndex, 'forces', 'budget', 'constraints', constraint, 'qualities'], next.length ? next : undefined).patches(doc);
    },
  };
}

/**
 * Every place a scenario names a side by its id, as the schemas say: scenario.schema.json's `$defs/sideId`
 * and map.schema.json's `$defs/side` (the embedded map). `'*'` stands for every item of a list. Set-up
 * instructions and entries sit under their side and name it by position, not id. Not here on purpose:
 * an order of battle's `side` (army.schema.json) names the muster-point tables that price it, a budget
 * constraint's `per: 'side'` and an arrival's `otherwise` are words of their own, not side ids, and a
 * side's `forces.libraryArmy.id` names a document in the Muster library.
 */
export const SIDE_ID_REFERENCES: readonly Path[] = [
  ['specialRules', '*', 'side'],
  ['initiative', 'side'],
  ['initiative', 'tieBreak'],
  ['victory', 'conditions', '*', 'side'],
  ['victory', 'otherwise'],
  ['hiddenDeployment', 'sides', '*'],
  ['campaign', 'links', '*', 'ifWinner'],
  ['campaign', 'links', '*', 'effects', '*', 'side'],
  ['alternatives', '*', 'budgets', '*', 'side'],
  ['alternatives', '*', 'initiative', 'side'],
  ['alternatives', '*', 'initiative', 'tieBreak'],
  ['map', 'setupAreas', '*', 'side'],
  ['map', 'units', '*', 'side'],
  ['map', 'arrows', '*', 'side'],
  ['map', 'dummies', '*', 'side'],
  ['playtestResult', 'winner'],
  ['playtestResult', 'units', '*', 'side'],
];

/** scenario.schema.json `$defs/sideId`: the pattern and length a side id must have. */
export const SIDE_ID_PATTERN = /^[a-z][a-z0-9-]*$/;
export const SIDE_ID_MAX_LENGTH = 40;

/** The concrete paths matching a pattern of `SIDE_ID_REFERENCES` in `doc`, each with the value there. */
function expand(doc: unknown, pattern: Path): { path: Path; value: unknown }[] {
  let found: { path: Path; value: unknown }[] = [{ path: [], value: doc }];
  for (const key of pattern) {
    const next: { path: Path; value: unknown }[] = [];
    for (const { path, value } of found) {
      if (key === '*') {
        if (Array.isArray(value)) value.forEach((item: unknown, i) => next.push({ path: [...path, i], value: item }));
      } else if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.prototype.hasOwnProperty.call(value, key)) {
        next.push({ path: [...path, key], value: (value as Record<string, unknown>)[String(key)] });
      }
    }
    found = next;
  }
  return found;
}

/** Why `newId` cannot become side `sideIndex`'s id, in the designer's words; undefined when it can. */
export function sideIdProblem(doc: MusterScenario, sideIndex: number, newId: string): string | undefined {
  if (!doc.sides[sideIndex]) return 'There is no such side.';
  if (newId === '') return 'A side needs an id.';
  if (newId.length > SIDE_ID_MAX_LENGTH) return `A side id has at most ${SIDE_ID_MAX_LENGTH} characters.`;
  if (!SIDE_ID_PATTERN.test(newId)) return 'A side id is lower-case letters, digits and hyphens, starting with a letter.';
  if (doc.sides.some((s, i) => i !== sideIndex && s.id === newId)) return `Another side is already called '${newId}'.`;
  return undefined;
}

/**
 * Renames side `sideIndex` and every reference to it (rules, initiative, victory, hidden deployment,
 * campaign, alternatives, the map's set-up areas and placements) in one command, so one undo puts all
 * of them back. Refused (no patches) when `sideIdProblem` has an objection, since a half-renamed or
 * colliding id would leave references pointing at the wrong side.
 */
export function renameSideId(sideIndex: number, newId: string): Command<MusterScenario> {
  return {
    label: 'Rename side',
    patches: (doc) => {
      const side = doc.sides[sideIndex];
      if (!side || side.id === newId || sideIdProblem(doc, sideIndex, newId) !== undefined) return [];
      const oldId = side.id;
      const references = SIDE_ID_REFERENCES.flatMap((pattern) => expand(doc, pattern)).filter((r) => r.value === oldId);
      return [{ op: 'set', path: ['sides', sideIndex, 'id'], value: newId }, ...references.map((r) => ({ op: 'set' as const, path: r.path, value: newId }))];
    },
  };
}
