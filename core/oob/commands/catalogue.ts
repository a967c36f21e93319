/** Taking an entry of the catalogue: a new, independent unit or leader, one `insert` like any other added one. */
import { Refusal, type Command } from '../../history';
import type { CatalogueEntry } from '../catalogue';
import * as ops from '../operations';
import type { Leader, OrderOfBattle, Unit } from '../../model/oob';
import { addLeader, addUnit } from './add';
import { oobAt, type OobPath } from './place';

/** An id of the schema's pattern made from a name: "6th Wisconsin" → "6th-wisconsin". */
const slug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'unit';

/**
 * The id the entry's unit or leader gets in `oob`: made from its name, never one in use there and never
 * the id it has in the army it comes from, so it cannot be taken for that unit.
 */
export function catalogueId(oob: OrderOfBattle, entry: CatalogueEntry): string {
  const used = ops.allIds(oob);
  if (entry.kind === 'unit') used.add(entry.unit.id);
  const base = slug(entry.name);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * Adds the catalogue's `entry` under formation `parentId` (null = the top; a leader needs a formation):
 * a unit with its figures, weapon, quality, stands and strength, a leader with his rank, role and
 * rating. What belonged to the army it came from (its id, its printed price, its remarks) stays there;
 * a unit of the public records keeps the note naming its record.
 */
export function addFromCatalogue<D>(oobPath: OobPath<D>, parentId: string | null, entry: CatalogueEntry, index?: number): Command<D> {
  const label = `Add ${entry.name} from the catalogue`;
  return {
    label,
    patches: (doc) => {
      const oob = oobAt(doc, oobPath);
      const id = catalogueId(oob, entry);
      if (entry.kind === 'leader') {
        if (parentId === null) throw new Refusal(`Choose a formation for ${entry.name} to lead.`);
        const leader: Leader = { ...entry.leader, id };
        return addLeader(oobPath, parentId, leader, index, label).patches(doc);
      }
      const { notes, statedCost: _stated, ...unit } = entry.unit;
      // A unit of the records keeps its note: the record's name and code, the part of it that fought.
      const kept = entry.origin === 'records' && notes ? { notes } : {};
      return addUnit(oobPath, parentId, { ...unit, ...kept, id } as Unit, index).patches(doc);
    },
  };
}
