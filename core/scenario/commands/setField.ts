/**
 * The one way a form field of a scenario is edited: `setField(label, path, value)` with a typed path.
 * Missing objects on the way are made (a season on a scenario with no weather yet) and `undefined`
 * clears the value along with any object it leaves empty, so the file never keeps `{}` behind.
 */
import { setCreating, type Command } from '../../history';
import type { MusterScenario } from '../../model/scenario.generated';
import type { PathInto, ValueAt } from './path';

export type ScenarioPath = PathInto<MusterScenario>;
export type ScenarioValue<P extends ScenarioPath> = ValueAt<MusterScenario, P>;

/** Sets (or with `undefined` clears) the value at `path`; the same value records nothing. */
export function setField<const P extends ScenarioPath>(label: string, path: P, value: ScenarioValue<P> | undefined): Command<MusterScenario> {
  return setCreating<MusterScenario>(label, path, value);
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

/** A top-level setting, labelled with its own name ("Undo Change title"). */
export function setScenarioField<K extends ScenarioField>(field: K, value: MusterScenario[K] | undefined): Command<MusterScenario> {
  return setCreating<MusterScenario>(`Change ${FIELD_LABELS[field].toLowerCase()}`, [field], value);
}

export function setTurns(turns: number): Command<MusterScenario> {
  return setField('Change length', ['length', 'turns'], turns);
}
