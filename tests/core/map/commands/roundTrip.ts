import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { validateDocument } from '../../../../core/formats/validate';
import { History, type Command } from '../../../../core/history';
import type { MusterScenario, TabletopMap } from '../../../../core/model/scenario.generated';

/** The bundled T'ain't No Militia, read afresh. */
export const militia = (): MusterScenario => JSON.parse(readFileSync(resolve(__dirname, '../../../../scenarios/taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;
export const tabletop = (doc: MusterScenario) => doc.map as TabletopMap;

/** Runs a command, checks the result is a valid scenario, undoes it to the exact original, and redoes it. */
export function roundTrip(command: Command<MusterScenario>, start = militia()): { after: MusterScenario; history: History<MusterScenario> } {
  const before = structuredClone(start);
  const history = new History(start);
  history.execute(command);
  const after = history.doc;
  expect(validateDocument('scenario', after)).toEqual([]);
  history.undo();
  expect(history.doc).toEqual(before);
  history.redo();
  expect(history.doc).toEqual(after);
  return { after, history };
}
