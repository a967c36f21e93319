/**
 * Generic commands on any JSON document, and the scenario-settings commands built on them. The map
 * and order-of-battle editors add their own commands beside these, one small function per kind of edit.
 */
import type { Entry, MusterScenario, ScenarioSide, SpecialRule } from '../scenario/types.generated';
import type { Command } from './history';
import { getIn, type Path } from './patch';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Sets (or, with `undefined`, removes) the value at `path`. Setting the same value records nothing. */
export function setIn<D>(label: string, path: Path, value: unknown): Command<D> {
  return {
    label,
    patches: (doc) => {
      const old = getIn(doc, path);
      if (value === undefined) return old === undefined ? [] : [{ op: 'remove', path }];
      return same(old, value) ? [] : [{ op: 'set', path, value }];
    },
  };
}

export function insertAt<D>(label: string, path: Path, value: unknown): Command<D> {
  return { label, patches: () => [{ op: 'insert', path, value }] };
}

export function removeAt<D>(label: string, path: Path): Command<D> {
  return { label, patches: (doc) => (getIn(doc, path) === undefined ? [] : [{ op: 'remove', path }]) };
}

/** Moves a list item from one index to another in the same list. */
export function moveItem<D>(label: string, listPath: Path, from: number, to: number): Command<D> {
  return {
    label,
    patches: (doc) => {
      const list = getIn(doc, listPath);
      if (!Array.isArray(list) || from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [];
      return [
        { op: 'remove', path: [...listPath, from] },
        { op: 'insert', path: [...listPath, to], value: list[from] },
      ];
    },
  };
}

/** Scenario settings a designer edits in the scenario panel, named as a designer would. */
const FIELD_LABELS = {
  title: 'Title',
  date: 'Date',
  time: 'Time',
  situation: 'Situation',
  historicalResult: 'Historical result',
  designerNotes: 'Designer notes',
  source: 'Source',
  ruleset: 'Ruleset',
  scale: 'Figure scale',
  era: 'Era',
  weather: 'Weather',
  initiative: 'Initiative',
  length: 'Length',
  victory: 'Victory conditions',
  hiddenDeployment: 'Hidden deployment',
  campaign: 'Campaign',
  board: 'Board',
} as const satisfies Partial<Record<keyof MusterScenario, string>>;

export type ScenarioField = keyof typeof FIELD_LABELS;

export function setScenarioField<K extends ScenarioField>(field: K, value: MusterScenario[K] | undefined): Command<MusterScenario> {
  return setIn(`Change ${FIELD_LABELS[field].toLowerCase()}`, [field], value);
}

export function setTurns(turns: number): Command<MusterScenario> {
  return setIn('Change length', ['length', 'turns'], turns);
}

export function setSideField<K extends keyof ScenarioSide>(sideIndex: number, field: K, value: ScenarioSide[K] | undefined): Command<MusterScenario> {
  return setIn(`Change side ${String(field)}`, ['sides', sideIndex, field], value);
}

export function setPointsBudget(sideIndex: number, points: number): Command<MusterScenario> {
  return setIn('Change points budget', ['sides', sideIndex, 'forces', 'budget', 'points'], points);
}

export function addSpecialRule(rule: SpecialRule, at?: number): Command<MusterScenario> {
  return {
    label: 'Add special rule',
    patches: (doc) => {
      if (!doc.specialRules) return [{ op: 'set', path: ['specialRules'], value: [rule] }];
      return [{ op: 'insert', path: ['specialRules', at ?? doc.specialRules.length], value: rule }];
    },
  };
}

export function removeSpecialRule(index: number): Command<MusterScenario> {
  return removeAt('Delete special rule', ['specialRules', index]);
}

/**
 * Sets the value at `path`, first making any missing objects on the way (a season on a scenario with no
 * weather yet). With `undefined` it removes the value, and then any object on the way it leaves empty,
 * so clearing the last weather field removes `weather` rather than leaving `{}` behind.
 */
export function setCreating<D>(label: string, path: Path, value: unknown): Command<D> {
  return {
    label,
    patches: (doc) => {
      if (value === undefined) {
        if (getIn(doc, path) === undefined) return [];
        let top = path.length;
        // Climb while the parent would be left as an empty object (arrays keep their places).
        while (top > 1) {
          const parent = getIn(doc, path.slice(0, top - 1));
          if (Array.isArray(parent) || typeof parent !== 'object' || parent === null || Object.keys(parent).length !== 1) break;
          top--;
        }
        return [{ op: 'remove', path: path.slice(0, top) }];
      }
      if (same(getIn(doc, path), value)) return [];
      for (let depth = 1; depth < path.length; depth++) {
        if (getIn(doc, path.slice(0, depth)) === undefined) {
          let nested: unknown = value;
          for (let k = path.length - 1; k >= depth; k--) nested = { [String(path[k])]: nested };
          return [{ op: 'set', path: path.slice(0, depth), value: nested }];
        }
      }
      return [{ op: 'set', path, value }];
    },
  };
}

/** Adds `item` at the end of the list at `listPath`, making the list if the document has none yet. */
export function appendItem<D>(label: string, listPath: Path, item: unknown): Command<D> {
  return {
    label,
    patches: (doc) => {
      const list = getIn(doc, listPath);
      if (list === undefined) return setCreating<D>(label, listPath, [item]).patches(doc);
      if (!Array.isArray(list)) return [];
      return [{ op: 'insert', path: [...listPath, list.length], value: item }];
    },
  };
}

/**
 * Removes item `index` of the list at `listPath`. An optional list left empty is removed with it (most
 * of the scenario's lists are optional and some, like a weather table's rows, may not be empty); a
 * required list (`keepEmpty`) stays as `[]`.
 */
export function removeItem<D>(label: string, listPath: Path, index: number, options: { keepEmpty?: boolean } = {}): Command<D> {
  return {
    label,
    patches: (doc) => {
      const list = getIn(doc, listPath);
      if (!Array.isArray(list) || index < 0 || index >= list.length) return [];
      if (list.length === 1 && !options.keepEmpty) return setCreating<D>(label, listPath, undefined).patches(doc);
      return [{ op: 'remove', path: [...listPath, index] }];
    },
  };
}

/** A side's forces become a historical order of battle or a points budget (undo brings the other back). */
export function setSideForces(sideIndex: number, forces: ScenarioSide['forces']): Command<MusterScenario> {
  return setIn('Change how the side is raised', ['sides', sideIndex, 'forces'], forces);
}

/** Fixed turn or die roll: the arrival is replaced whole, since each kind has its own fields. */
export function setArrival(sideIndex: number, entryIndex: number, arrival: Entry['arrival']): Command<MusterScenario> {
  return setIn('Change arrival', ['sides', sideIndex, 'entries', entryIndex, 'arrival'], arrival);
}

/**
 * Every place a scenario names a side by its id, as the schemas say: scenario.schema.json's `$defs/sideId`
 * and map.schema.json's `$defs/side` (the embedded map). `'*'` stands for every item of a list. Set-up
 * instructions and entries sit under their side and name it by position, not id. Not here on purpose:
 * an order of battle's `side` (army.schema.json) names the muster-point tables that price it, a budget
 * constraint's `per: 'side'` and an arrival's `otherwise` are words of their own, not side ids.
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
