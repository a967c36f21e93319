/**
 * Where a catalogue entry dropped on the order-of-battle tree goes, and that the drop's command puts the
 * unit there: before or after a unit, into a formation, the end of the top level from the tree's empty
 * space; a leader only into a formation.
 */
import { describe, expect, it } from 'vitest';
import { History } from '../../core/history';
import { oobCommands as cmd, type OrderOfBattle } from '../../core/oob';
import type { ArmyFile } from '../../core/army';
import { battleCatalogue } from '../../core/records';
import { catalogueDropPoint, visibleRows } from '../../renderer/src/views/army/treeModel';
import { shippedRecords } from '../../cli/records';

const records = shippedRecords();
const [first, second] = battleCatalogue(records, records.battle('VA026')!, 'confederate');

function army(): ArmyFile {
  const oob: OrderOfBattle = {
    name: 'Confederate: Manassas, Second',
    side: 'confederate',
    era: '1861-63',
    battleRecord: { id: 'VA026', name: 'Manassas, Second' },
    children: [{ id: 'law', kind: 'formation', level: 'brigade', name: "Law's Brigade", leaders: [{ id: 'e-m-law', name: 'Law', role: 'brigade', lb: 1 }], children: [cmd.newUnit('infantry', 'a', 'A')] }],
  };
  return { $schema: 'https://muster.app/schemas/army.schema.json', formatVersion: 1, orderOfBattle: oob };
}

describe('a catalogue entry dropped on the tree', () => {
  const rows = visibleRows(army().orderOfBattle, new Set());
  const brigade = rows.find((r) => r.kind === 'formation')!;
  const unit = rows.find((r) => r.kind === 'unit')!;
  const leader = rows.find((r) => r.kind === 'leader')!;

  it('goes before or after a unit, into a formation, or at the end of the top level', () => {
    expect(catalogueDropPoint(unit, 'before', 'unit')).toEqual({ parentId: 'law', index: 0 });
    expect(catalogueDropPoint(unit, 'after', 'unit')).toEqual({ parentId: 'law', index: 1 });
    expect(catalogueDropPoint(brigade, 'inside', 'unit')).toEqual({ parentId: 'law' });
    expect(catalogueDropPoint(leader, 'after', 'unit')).toEqual({ parentId: 'law', index: 0 });
    expect(catalogueDropPoint(null, 'after', 'unit')).toEqual({ parentId: null });
    expect(catalogueDropPoint(unit, 'inside', 'unit')).toBeNull();
    expect(catalogueDropPoint(null, 'after', 'leader')).toBeNull();
    expect(catalogueDropPoint(unit, 'before', 'leader')).toBeNull();
  });

  it('its command puts the record\'s regiment there with its name, arm and record note, and undoes exactly', () => {
    const history = new History(army());
    const before = history.doc;
    const at = catalogueDropPoint(unit, 'after', 'unit')!;
    history.execute(cmd.addFromCatalogue(cmd.ARMY_OOB_PATH, at.parentId, first!, at.index));
    const into = (history.doc.orderOfBattle.children[0] as { children: Array<{ name: string; arm: string; notes?: string }> }).children;
    expect(into.map((u) => u.name)).toEqual(['A', first!.name]);
    // The note names the regiment as the record does, in words, not by the records' key.
    expect(into[1]).toMatchObject({ arm: 'infantry', notes: expect.stringContaining(first!.record!.name) });
    expect(into[1]!.notes).not.toContain(first!.record!.code);
    history.execute(cmd.addFromCatalogue(cmd.ARMY_OOB_PATH, null, second!));
    expect(history.doc.orderOfBattle.children.at(-1)).toMatchObject({ name: second!.name });
    history.undo();
    history.undo();
    expect(history.doc).toEqual(before);
  });
});
