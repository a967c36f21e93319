import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { History, type Command } from '../../../../core/history';
import type { HexMap, MusterScenario } from '../../../../core/model/scenario.generated';
import { roundTrip } from './roundTrip';

/** The bundled hex example, The Mill Ford, read afresh. */
export const millFord = (): MusterScenario => JSON.parse(readFileSync(resolve(__dirname, '../../../../scenarios/mill-ford-hex-example.scenario.json'), 'utf8')) as MusterScenario;
export const hexMap = (doc: MusterScenario) => doc.map as HexMap;

/** `roundTrip` on The Mill Ford: valid after (schema and hex checks), undone to the exact original, redone. */
export const hexRoundTrip = (command: Command<MusterScenario>, start = millFord()) => roundTrip(command, start);

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
