/** A side's entries (reinforcements): when they arrive. */
import { setIn, type Command } from '../../history';
import type { Entry, MusterScenario } from '../types.generated';

/** Fixed turn or die roll: the arrival is replaced whole, since each kind has its own fields. */
export function setArrival(sideIndex: number, entryIndex: number, arrival: Entry['arrival']): Command<MusterScenario> {
  return setIn('Change arrival', ['sides', sideIndex, 'entries', entryIndex, 'arrival'], arrival);
}
