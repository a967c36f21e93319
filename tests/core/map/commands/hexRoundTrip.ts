import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { validateDocument } from '../../../../core/formats/validate';
import { History, type Command } from '../../../../core/history';
import type { HexMap, MusterScenario } from '../../../../core/scenario/types.generated';

/** The bundled hex example, The Mill Ford, read afresh. */
export const millFord = (): MusterScenario => JSON.parse(readFileSync(resolve(__dirname, '../../../../scenarios/mill-ford-hex-example.scenario.json'), 'utf8')) as MusterScenario;
export const hexMap = (doc: MusterScenario) => doc.map as HexMap;

/** Runs a command, checks the result is a valid scenario (schema and hex checks), undoes it to the exact original, and redoes it. */
export function hexRoundTrip(command: Command<MusterScenario>, start = millFord()): { after: MusterScenario; history: History<MusterScenario> } {
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

/** What a refused command says (it throws and leaves the document as it was). */
export function refusal(command: Command<MusterScenario>, start = millFord()): string {
  const history = new History(start);
  try {
    history.execute(command);
  } catch (e) {
    expect(history.doc).toBe(start);
    return (e as Error).message;
  }
  throw new Error(`'${command.label}' was not refused`);
}
