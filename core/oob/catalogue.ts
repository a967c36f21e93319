/**
 * The catalogue a designer builds an army from, as army builders start a unit from a catalogue entry
 * rather than from a blank: the units of the bundled armies and of the library's, each named with its
 * formation and where it comes from ("6th Wisconsin (Iron Brigade, T'ain't No Militia)"), and the
 * leaders the book names with their ratings. Taking an entry makes a new, independent unit or leader
 * (`oobCommands.addFromCatalogue`); nothing links it back to the army it came from.
 */
import { NAMED_LEADERS, type NamedLeader } from '../rules/adf/namedLeaders';
import { QUALITY_LABELS, SIDE_LABELS, type Era, type Side } from '../model/words';
import { ARTILLERY_WEAPON_NAMES, CAVALRY_WEAPON_NAMES, INFANTRY_WEAPON_NAMES } from '../rules/adf/weapons';
import { isFormation, type Formation, type Leader, type OrderOfBattle, type Unit } from '../model/oob';

/** An army the catalogue reads: a bundled example or a library document, with the title it is known by. */
export interface CatalogueSource {
  origin: 'bundled' | 'library';
  title: string;
  oob: OrderOfBattle;
}

interface EntryCommon {
  /** Stable within one catalogue, for lists. */
  key: string;
  name: string;
  side: Side;
  /** What the entry is called in the list: its name and, in brackets, where it comes from. */
  label: string;
  /** Lower-case words a search matches against. */
  words: string;
}

export interface CatalogueUnit extends EntryCommon {
  kind: 'unit';
  /** `records`: a unit of the public battle records (core/records), named as the record names it. */
  origin: CatalogueSource['origin'] | 'records';
  era: Era;
  /** The unit as its army has it; taking it gives it a new id. */
  unit: Unit;
  /** For a unit of the records: its full name and code, and the battles it is listed in. */
  record?: { code: string; name: string; battles: readonly string[]; note?: string };
}

export interface CatalogueLeader extends EntryCommon {
  kind: 'leader';
  origin: 'book';
  leader: Omit<Leader, 'id'>;
  /** The book's line for his rating. */
  source: string;
}

export type CatalogueEntry = CatalogueUnit | CatalogueLeader;

/**
 * The short name a formation or army goes by: the nickname in brackets where the name gives one
 * ("1st Brigade (The Iron Brigade)" → "Iron Brigade", "Union: 1st Division, I Corps (T'ain't No
 * Militia)" → "T'ain't No Militia"), else the name.
 */
export function shortName(name: string): string {
  const nick = /\(([^()]+)\)\s*$/.exec(name)?.[1]?.trim();
  return (nick || name).replace(/^the\s+/i, '').trim();
}

/** Folded for matching: lower case, no accents, one kind of apostrophe and of dash. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’ʼ`]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .toLowerCase();
}

/** How a unit reads in a list: "6 figures · Rifle-musket · Elite". */
export function unitDescription(unit: Unit): string {
  const quality = QUALITY_LABELS[unit.quality];
  switch (unit.arm) {
    case 'infantry':
      return [`${unit.figures} figures`, INFANTRY_WEAPON_NAMES[unit.weapon], quality, ...(unit.sharpshooters ? ['sharpshooters'] : [])].join(' · ');
    case 'cavalry':
      return [`${unit.figures} figures`, CAVALRY_WEAPON_NAMES[unit.weapon], quality, ...(unit.mountedInfantry ? ['mounted infantry'] : [])].join(' · ');
    case 'artillery':
      return [`${unit.sections} ${unit.sections === 1 ? 'section' : 'sections'}`, ARTILLERY_WEAPON_NAMES[unit.gun], quality].join(' · ');
    case 'engineers':
      return [`${unit.figures} figures`, 'Engineers', quality].join(' · ');
  }
}

/** Each unit of `oob` with the formation directly above it (none for a unit at the top). */
function unitsWithFormation(oob: OrderOfBattle): Array<{ unit: Unit; formation: Formation | undefined }> {
  const out: Array<{ unit: Unit; formation: Formation | undefined }> = [];
  const walk = (nodes: OrderOfBattle['children'], formation: Formation | undefined) => {
    for (const node of nodes) {
      if (isFormation(node)) walk(node.children, node);
      else out.push({ unit: node, formation });
    }
  };
  walk(oob.children, undefined);
  return out;
}

/** What makes two units the same entry: everything a unit is, but its id and its source's remarks and prices. */
const unitShape = (u: Unit): string => {
  const { id: _id, notes: _notes, statedCost: _stated, ...rest } = u;
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
};

function unitEntries(source: CatalogueSource, sourceIndex: number): CatalogueUnit[] {
  const from = shortName(source.title);
  return unitsWithFormation(source.oob).map(({ unit, formation }, i) => {
    const where = [formation ? shortName(formation.name) : undefined, from].filter((w): w is string => !!w && w.length > 0);
    const label = `${unit.name} (${where.join(', ')})`;
    return {
      kind: 'unit',
      key: `${source.origin}:${sourceIndex}:${i}`,
      name: unit.name,
      side: source.oob.side,
      label,
      words: foldForSearch([label, formation?.name ?? '', source.title, unitDescription(unit), unit.arm, SIDE_LABELS[source.oob.side], source.origin === 'library' ? 'library' : ''].join(' ')),
      origin: source.origin,
      era: source.oob.era,
      unit,
    };
  });
}

function leaderEntry(l: NamedLeader, i: number): CatalogueLeader {
  const label = `${l.rank} ${l.name} (${l.lb}LB, ${l.scenario})`;
  return {
    kind: 'leader',
    key: `book:${i}`,
    name: l.name,
    side: l.side,
    label,
    words: foldForSearch([label, l.note ?? '', l.role, 'leader', SIDE_LABELS[l.side]].join(' ')),
    origin: 'book',
    leader: { name: l.name, rank: l.rank, role: l.role, lb: l.lb, ...(l.note ? { notes: l.note } : {}) },
    source: l.source,
  };
}

/**
 * The catalogue of `sources`' units (the same unit in two files, as a scenario and the army file cut
 * from it, is listed once) and of the book's named leaders, units first in the sources' order.
 */
export function buildCatalogue(sources: readonly CatalogueSource[], leaders: readonly NamedLeader[] = NAMED_LEADERS): CatalogueEntry[] {
  const seen = new Set<string>();
  const units: CatalogueUnit[] = [];
  sources.forEach((source, s) => {
    for (const entry of unitEntries(source, s)) {
      const same = `${entry.label}|${entry.side}|${unitShape(entry.unit)}`;
      if (seen.has(same)) continue;
      seen.add(same);
      units.push(entry);
    }
  });
  return [...units, ...leaders.map(leaderEntry)];
}

/**
 * The entries every word of `query` is found in (in their name, formation, source, description, arm
 * or side; a number as a whole number), in catalogue order; a blank query lists them all. `side` keeps
 * only one army's entries.
 */
export function searchCatalogue(entries: readonly CatalogueEntry[], query: string, side?: Side): CatalogueEntry[] {
  const terms = foldForSearch(query).split(/\s+/).filter(Boolean).map(termTest);
  return entries.filter((e) => (side === undefined || e.side === side) && terms.every((t) => t(e.words)));
}

/**
 * A folded search term as a test of folded text: found anywhere in it, but a term that starts with a
 * number only as a whole number ("19th" is not in "119th", nor "6" in "16th").
 */
export function termTest(term: string): (text: string) => boolean {
  if (!/^\d/.test(term)) return (text) => text.includes(term);
  const re = new RegExp(`(^|[^0-9])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`);
  return (text) => re.test(text);
}

/**
 * The armies a document holds, for the catalogue: an army file's order of battle, or the orders of
 * battle a scenario's sides embed. Anything else holds none.
 */
export function ordersOfBattleIn(content: unknown): OrderOfBattle[] {
  if (typeof content !== 'object' || content === null) return [];
  const doc = content as { orderOfBattle?: unknown; sides?: unknown };
  const isOob = (v: unknown): v is OrderOfBattle => typeof v === 'object' && v !== null && Array.isArray((v as OrderOfBattle).children) && typeof (v as OrderOfBattle).side === 'string';
  if (isOob(doc.orderOfBattle)) return [doc.orderOfBattle];
  if (!Array.isArray(doc.sides)) return [];
  return doc.sides.map((s: unknown) => (s as { forces?: { orderOfBattle?: unknown } } | null)?.forces?.orderOfBattle).filter(isOob);
}
