/**
 * The leaders the book names and rates in its scenarios: T'ain't No Militia's orders of battle and the
 * Mine Run campaign's forces. A designer building a force for these battles starts a leader from here
 * (the army editor's catalogue) instead of typing his rank and leadership benefit again.
 *
 * Role is the post the book gives him (it decides his price, adfLine(1966)); the Mine Run leaders'
 * ratings are stated in the scenario text, not in a table, and only those the text rates are here.
 */
import { adfLine } from '../trace';
import type { Side } from '../../model/words';

export type NamedLeaderRole = 'brigade' | 'division' | 'corps' | 'artillery';

export interface NamedLeader {
  name: string;
  /** As the book prints it. */
  rank: string;
  side: Side;
  role: NamedLeaderRole;
  lb: 0 | 1 | 2;
  /** The scenario that names him, as a designer looks for it. */
  scenario: string;
  /** What the book adds beside his rating ("Commander, I Corps"). */
  note?: string;
  source: string;
}

const MILITIA = "T'ain't No Militia";
const TAN_YARD_HILL = 'Mine Run 1: Tan Yard Hill';
const ACROSS = 'Mine Run 2: They are Across!';
const HOLD_THEM = "Mine Run 3: We'll Hold Them Here";

export const NAMED_LEADERS: readonly NamedLeader[] = [
  { name: 'John Reynolds', rank: 'Maj Gen', side: 'union', role: 'corps', lb: 2, scenario: MILITIA, note: 'Commander, I Corps', source: adfLine(2009) },
  { name: 'James Wadsworth', rank: 'Brig Gen', side: 'union', role: 'division', lb: 1, scenario: MILITIA, note: 'Commander, 1st Division, I Corps', source: adfLine(2010) },
  { name: 'Solomon Meredith', rank: 'Brig Gen', side: 'union', role: 'brigade', lb: 2, scenario: MILITIA, note: 'The Iron Brigade', source: adfLine(2012) },
  { name: 'Lysander Cutler', rank: 'Brig Gen', side: 'union', role: 'brigade', lb: 1, scenario: MILITIA, note: '2nd Brigade, 1st Division', source: adfLine(2019) },
  { name: 'Henry Heth', rank: 'Maj Gen', side: 'confederate', role: 'division', lb: 1, scenario: MILITIA, note: 'Division Commander, III Corps', source: adfLine(2057) },
  { name: 'James Archer', rank: 'Brig Gen', side: 'confederate', role: 'brigade', lb: 1, scenario: MILITIA, note: "Archer's Brigade", source: adfLine(2059) },
  { name: 'Joseph R. Davis', rank: 'Brig Gen', side: 'confederate', role: 'brigade', lb: 1, scenario: MILITIA, note: "Davis' Brigade", source: adfLine(2066) },
  { name: 'W. Pegram', rank: 'Maj', side: 'confederate', role: 'artillery', lb: 1, scenario: MILITIA, note: 'Artillery Leader', source: adfLine(2072) },
  { name: 'Wade Hampton', rank: 'Col', side: 'confederate', role: 'brigade', lb: 2, scenario: TAN_YARD_HILL, note: 'Cavalry brigade', source: adfLine(2280) },
  // The book also lets him be a 2LB leader in that scenario (adfLine(2294)); 1LB is how it rates him.
  { name: 'David Birney', rank: 'Maj Gen', side: 'union', role: 'division', lb: 1, scenario: ACROSS, note: '1st Division, III Corps', source: adfLine(2286) },
  { name: 'Henry Prince', rank: 'Brig Gen', side: 'union', role: 'division', lb: 1, scenario: HOLD_THEM, note: '2nd Division, III Corps', source: adfLine(2369) },
  { name: 'Joseph Carr', rank: 'Brig Gen', side: 'union', role: 'division', lb: 1, scenario: HOLD_THEM, note: '3rd Division, III Corps', source: adfLine(2369) },
  { name: 'William French', rank: 'Maj Gen', side: 'union', role: 'corps', lb: 1, scenario: HOLD_THEM, note: 'Commander, III Corps', source: adfLine(2369) },
  { name: 'Jubal Early', rank: 'Maj Gen', side: 'confederate', role: 'division', lb: 1, scenario: HOLD_THEM, note: "Early's Division, II Corps", source: adfLine(2405) },
  { name: 'Robert Rodes', rank: 'Maj Gen', side: 'confederate', role: 'division', lb: 1, scenario: HOLD_THEM, note: "Rodes' Division, II Corps", source: adfLine(2405) },
];
