/**
 * What a battle's record gives a new scenario and its orders of battle: the title, the date, the
 * situation's facts (dates, place, campaign, strengths, casualties, result) and two sides whose orders
 * of battle start empty, remembering the battle. Units are added one by one by the designer from the
 * battle's lists (`recordUnit`), with the record's name and arm and the era's usual figures, weapon and
 * quality: the records say which regiments were there, not how a game rates them.
 */
import { newUnit } from '../oob/commands/newItems';
import type { Unit } from '../model/oob';
import type { Era } from '../model/words';
import { createScenario } from '../scenario/create';
import type { BattleRecord, MusterScenario } from '../model/scenario.generated';
import type { ArmyFile } from '../army/types';
import { CURRENT_FORMAT_VERSION, SCHEMA_URL } from '../model/documents';
import { RECORD_SIDES, type BattleRow, type RecordSide } from './asset';
import { battleCitation, battleDates, casualtiesText, FORCE_SIDE_LABELS, RESULT_LABELS, strengthText, type Records } from './records';
import type { UnitRecord } from './units';
import { plural } from '../model/plural';

/** The muster-point era a battle falls in: 1864 and after is the late war. */
export const eraOf = (battle: BattleRow): Era => (battle.start < '1864' ? '1861-63' : '1864-65');

export const battleRecordOf = (battle: BattleRow): BattleRecord => ({ id: battle.id, name: battle.name });

/**
 * The facts of a battle as a scenario's situation starts, in sentences a player reads aloud: when and
 * where it was fought and in which campaign, what each side brought and lost, and how it ended
 * ("Gettysburg was fought from 1 to 3 July 1863 in Adams County, PA, in the Gettysburg Campaign (June-July
 * 1863). The Union brought 83,289 men and lost 23,000. …  Union victory."), not a form of "Place:",
 * "Campaign:" and "Record:" lines. The record it comes from is the scenario's source, not part of its story.
 * `records` is kept for the callers' sake: the facts need nothing beyond the battle.
 */
export function battleFacts(_records: Records, battle: BattleRow): string {
  const also = battle.otherNames.length ? ` (also called ${battle.otherNames.join(', ')})` : '';
  const when = battle.start === battle.end ? `on ${battleDates(battle)}` : `from ${battleDates(battle).replace(/\s*–\s*/, ' to ')}`;
  const where = battle.places.length ? battle.places.join('; ') : battle.state;
  // The records write a campaign's months in square brackets: a sentence has them in round ones.
  const campaign = battle.campaign.replace(/\[/g, '(').replace(/\]/g, ')');
  const sentences = [`${battle.name}${also} was fought ${when} in ${where}, in the ${campaign}.`];
  const forces = (['union', 'confederate', 'native-american'] as const).flatMap((side) => {
    const strength = strengthText(battle.forces[side]);
    const casualties = casualtiesText(battle.forces[side]);
    const who = `The ${FORCE_PEOPLE[side]}`;
    if (strength && casualties) return [`${who} brought ${strength} men and lost ${casualties}.`];
    if (strength) return [`${who} brought ${strength} men; their losses are not recorded.`];
    if (casualties) return [`${who} lost ${casualties}.`];
    return [];
  });
  sentences.push(...(forces.length ? forces : ["The record gives neither side's strength nor losses."]), `${RESULT_LABELS[battle.result]}.`);
  return sentences.join(' ');
}

/** A side as the situation names its men: "The Union brought…", "The Confederates lost…". */
const FORCE_PEOPLE = { union: 'Union', confederate: 'Confederates', 'native-american': 'Native Americans' } as const;

/** A new scenario of the battle: its title, first day, facts and result, and a side for each army with an empty order of battle. */
export function scenarioFromBattle(records: Records, battle: BattleRow): MusterScenario {
  const base = createScenario({ title: battle.name });
  const era = eraOf(battle);
  const record = battleRecordOf(battle);
  return {
    ...base,
    date: battle.start,
    era,
    situation: battleFacts(records, battle),
    historicalResult: RESULT_LABELS[battle.result],
    source: battleCitation(records.source, battle),
    battleRecord: record,
    sides: base.sides.map((side) => ({
      ...side,
      forces: {
        ...side.forces,
        orderOfBattle: { name: `${side.name}: ${battle.name}`, side: side.rulesSide, era, children: [], battleRecord: record },
      },
    })),
  };
}

/**
 * A unit of the order of battle for a unit record: the record's short name, its arm, and the common case of
 * that arm (`newUnit`); a cavalry battalion is a battalion. The notes say what the record calls it and,
 * where only part of it was there, which part, in words a player reads: not the record's code
 * ("UIN0019RI"), which is the records' key and shows in the catalogue and the battle's record. Null for a unit that takes no place in a line of
 * battle (a band, a gunboat, a staff).
 */
export function recordUnit(unit: UnitRecord, id: string, note?: string): Unit | null {
  if (!unit.arm) return null;
  const made = newUnit(unit.arm, id, unit.shortName);
  if (made.arm === 'cavalry' && unit.type === 'battalion') made.unitType = 'battalion';
  made.notes = [unit.name, ...(note ? [`at the battle: ${note}`] : [])].join('; ');
  return made;
}

/** An order of battle built from a battle that has no unit yet: its editor opens on the battle's units. */
export const awaitsBattleUnits = (oob: { battleRecord?: unknown; children: readonly unknown[] } | undefined): boolean => !!oob?.battleRecord && oob.children.length === 0;

/** A scenario just made from a battle: every side's order of battle still awaits the battle's units. */
export const freshFromBattle = (scenario: MusterScenario): boolean => !!scenario.battleRecord && scenario.sides.every((s) => awaitsBattleUnits(s.forces.orderOfBattle));

/** A new army file of one side of the battle: an empty order of battle that remembers the battle, to fill from its list. */
export function armyFromBattle(battle: BattleRow, side: RecordSide): ArmyFile {
  if (CURRENT_FORMAT_VERSION.army !== 1) throw new Error('armyFromBattle writes army format 1; update it with the schema');
  return {
    $schema: SCHEMA_URL.army,
    formatVersion: 1,
    orderOfBattle: { name: `${FORCE_SIDE_LABELS[side]}: ${battle.name}`, side, era: eraOf(battle), children: [], battleRecord: battleRecordOf(battle) },
  };
}

/**
 * Whether the records list a battle's units, as the battle list says it beside each battle: a battle with
 * lists can be built from them; one without is the designer's to enter ("No unit lists").
 */
export function unitListsWords(battle: Pick<BattleRow, 'units'>): string {
  const listed = RECORD_SIDES.filter((side) => battle.units[side].length > 0);
  if (listed.length === 0) return 'No unit lists';
  return `Unit lists: ${listed.map((side) => `${FORCE_SIDE_LABELS[side]} ${plural(battle.units[side].length, 'unit')}`).join(', ')}`;
}
