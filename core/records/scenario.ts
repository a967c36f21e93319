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
import type { BattleRow, RecordSide } from './asset';
import { battleCitation, battleDates, casualtiesText, FORCE_SIDE_LABELS, RESULT_LABELS, strengthText, type Records } from './records';
import type { UnitRecord } from './units';

/** The muster-point era a battle falls in: 1864 and after is the late war. */
export const eraOf = (battle: BattleRow): Era => (battle.start < '1864' ? '1861-63' : '1864-65');

export const battleRecordOf = (battle: BattleRow): BattleRecord => ({ id: battle.id, name: battle.name });

/** The facts of a battle, one a line, as a scenario's situation starts. */
export function battleFacts(records: Records, battle: BattleRow): string {
  const lines = [
    `${battle.name}${battle.otherNames.length ? ` (also ${battle.otherNames.join(', ')})` : ''}: ${battleDates(battle)}.`,
    `Place: ${battle.places.join('; ') || battle.state}.`,
    `Campaign: ${battle.campaign}.`,
  ];
  for (const side of ['union', 'confederate', 'native-american'] as const) {
    const force = battle.forces[side];
    if (!force) continue;
    const strength = strengthText(force);
    const casualties = casualtiesText(force);
    lines.push(`${FORCE_SIDE_LABELS[side]}: ${strength ? `${strength} engaged` : 'strength not recorded'}; ${casualties ? `${casualties} casualties` : 'casualties not recorded'}.`);
  }
  lines.push(`Result: ${RESULT_LABELS[battle.result]}.`);
  lines.push(`Record: ${battleCitation(records.source, battle)}.`);
  return lines.join('\n');
}

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
 * that arm (`newUnit`); a cavalry battalion is a battalion. The notes say what the record calls it, its
 * code and, where only part of it was there, which part. Null for a unit that takes no place in a line of
 * battle (a band, a gunboat, a staff).
 */
export function recordUnit(unit: UnitRecord, id: string, note?: string): Unit | null {
  if (!unit.arm) return null;
  const made = newUnit(unit.arm, id, unit.shortName);
  if (made.arm === 'cavalry' && unit.type === 'battalion') made.unitType = 'battalion';
  made.notes = [`${unit.name} (${unit.code})`, ...(note ? [`at the battle: ${note}`] : [])].join('; ');
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
