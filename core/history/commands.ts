/**
 * Generic commands on any JSON document, and the scenario-settings commands built on them. The map
 * and order-of-battle editors add their own commands beside these, one small function per kind of edit.
 */
import type { MusterScenario, ScenarioSide, SpecialRule } from '../scenario/types.generated';
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
