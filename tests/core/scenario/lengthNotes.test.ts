/**
 * The book's scenarios where their own words disagree about the length (Mine Run 2: seven turns, judged
 * after six, B:2317/B:2321; Richmond: five turns and six, B:2224) get a note each; those that agree
 * (Tan Yard Hill, the Meeting Engagement, Mine Run 3, T'ain't No Militia) get none.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lengthNotes, turnCountsIn, type MusterScenario } from '../../../core/scenario';

const read = (name: string): MusterScenario => JSON.parse(readFileSync(join(__dirname, '../../../scenarios', name), 'utf8')) as MusterScenario;

describe('lengthNotes', () => {
  it('reads turn counts in words and figures', () => {
    expect(turnCountsIn('The Union has five turns to take the heights; the Confederates win after 6 turns.')).toEqual([5, 6]);
    expect(turnCountsIn('until one side retires')).toEqual([]);
  });
  it('notes Mine Run 2 judged at turn six of seven, and Richmond five turns against six', () => {
    expect(lengthNotes(read('mine-run-2.scenario.json'))).toEqual(['The scenario lasts 7 turns, but "crossroads" is judged at the end of turn 6.']);
    expect(lengthNotes(read('richmond-defenses.scenario.json'))).toEqual(['The length is 5 turns, but its text also says 6 turns.']);
  });
  it('has nothing to say where the book agrees with itself', () => {
    for (const f of ['tan-yard-hill', 'meeting-engagement', 'mine-run-3', 'taint-no-militia']) expect(lengthNotes(read(`${f}.scenario.json`)), f).toEqual([]);
  });
});
