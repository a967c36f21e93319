/**
 * The scenario's lists (special rules, set-up areas, entries, weather rows, victory conditions…): delete an
 * item, move one up or down. Each is one command and one undo entry. Adding one is each list's own
 * command (newItems.ts), which makes the new item from the scenario.
 */
import { moveItem, removeItem, type Command } from '../../history';
import type { MusterScenario } from '../../model/scenario.generated';
import type { ListPathInto, ValueAt } from './path';

/** The paths that lead to a list. */
export type ScenarioListPath = ListPathInto<MusterScenario>;
/** The type of an item of the list at `P`. */
export type ScenarioItem<P extends ScenarioListPath> = ValueAt<MusterScenario, P> extends readonly (infer U)[] ? U : never;

/**
 * Deletes item `index`. An optional list left empty goes with it (a weather table's rows may not be
 * empty); a required list (`keepEmpty`) stays as `[]`.
 */
export function deleteItem(path: ScenarioListPath, index: number, noun: string, options: { keepEmpty?: boolean } = {}): Command<MusterScenario> {
  return removeItem<MusterScenario>(`Delete ${noun}`, path, index, options);
}

/** Moves item `from` to `to` in the same list. */
export function moveListItem(path: ScenarioListPath, from: number, to: number, noun: string): Command<MusterScenario> {
  return moveItem<MusterScenario>(`Move ${noun}`, path, from, to);
}
