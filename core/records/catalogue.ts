/**
 * The records as catalogue entries (core/oob/catalogue.ts): a battle's units on one side, to be taken
 * into that battle's order of battle, or every unit of the records, so that a search for "19th Indiana"
 * finds the regiment and the battles it fought in. An entry's unit has the record's short name and arm
 * and the era's usual figures, weapon and quality (`recordUnit`); taking it is `addFromCatalogue`.
 */
import { foldForSearch, type CatalogueUnit } from '../oob/catalogue';
import type { BattleRow, RecordSide } from './asset';
import { battleUnits, type Records } from './records';
import { eraOf, recordUnit } from './scenario';
import { unitKindLabel, type UnitRecord } from './units';

function entry(records: Records, unit: UnitRecord, key: string, battle: BattleRow | undefined, note?: string, side: RecordSide = unit.side): CatalogueUnit | null {
  const made = recordUnit(unit, unit.code.toLowerCase(), note);
  if (!made) return null;
  const battles = records.battlesOf(unit).map((id) => records.battle(id)!.name);
  const label = `${unit.shortName} (${[unitKindLabel(unit), note].filter(Boolean).join(', ')})`;
  return {
    kind: 'unit',
    key,
    name: unit.shortName,
    // The side of the list it is in: one record (MO012) lists a unit of the other army's codes.
    side,
    label,
    words: foldForSearch([label, unit.name, unit.code, unit.side, 'records', ...battles].join(' ')),
    origin: 'records',
    era: battle ? eraOf(battle) : '1861-63',
    unit: made,
    record: { code: unit.code, name: unit.name, battles, ...(note ? { note } : {}) },
  };
}

/** The units a battle lists on `side`, in the record's order; a band, gunboat or staff is left out (it takes no place in a line). */
export function battleCatalogue(records: Records, battle: BattleRow, side: RecordSide): CatalogueUnit[] {
  return battleUnits(records, battle, side).flatMap((u, i) => entry(records, u.unit, `records:${battle.id}:${side}:${i}`, battle, u.note, side) ?? []);
}

const everyUnit = new WeakMap<Records, CatalogueUnit[]>();

/** Every unit of the records that takes a place in a line, once per records opened. */
export function recordsCatalogue(records: Records): CatalogueUnit[] {
  let list = everyUnit.get(records);
  if (!list) {
    list = records.units.flatMap((u) => entry(records, u, `records:${u.code}`, undefined) ?? []);
    everyUnit.set(records, list);
  }
  return list;
}
