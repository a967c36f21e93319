/**
 * CSV export and import of an order of battle, for players who keep their armies in a spreadsheet.
 * One row per unit with the path of its formation ("I Corps > 1st Division > Iron Brigade"); formations
 * and leaders get rows of their own so a file round-trips exactly. A unit whose path names a formation
 * with no row of its own still imports: the missing formations are created as brigades.
 * Each row carries its muster points as the builder shows them (`muster_points`: a unit's or leader's
 * price, a formation's or the army's total), for the spreadsheet; import reads past them, since the points
 * follow from the rest.
 * Import never throws on bad content: it returns every problem with its row and column.
 */
import { ERAS, QUALITIES, SIDES, type Era, type Quality, type Side } from '../model/words';
import { CAVALRY_WEAPONS, FIELD_GUNS, INFANTRY_WEAPONS } from '../rules/adf/weapons';
import {
  FORMATION_LEVELS,
  LEADER_ROLES,
  isFormation,
  type Formation,
  type FormationLevel,
  type Leader,
  type OobNode,
  type OrderOfBattle,
  type Unit,
} from '../model/oob';
import { costOrderOfBattle, type FormationCost, type ItemCost } from '../muster/cost';

export const CSV_COLUMNS = [
  'kind',
  'formation',
  'id',
  'name',
  'level',
  'side',
  'era',
  'rank',
  'role',
  'lb',
  'figures',
  'sections',
  'weapon',
  'gun',
  'quality',
  'sharpshooters',
  'mounted_infantry',
  'unit_type',
  'stands',
  'strength',
  'manual_cost',
  'stated_cost',
  'stated_total',
  'muster_points',
  'notes',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export const CSV_ROW_KINDS = ['order-of-battle', 'formation', 'leader', 'infantry', 'cavalry', 'artillery', 'engineers'] as const;
type RowKind = (typeof CSV_ROW_KINDS)[number];

/** Separator between formation names in the `formation` column. */
export const PATH_SEPARATOR = ' > ';

type Row = Partial<Record<CsvColumn, string>>;

const quote = (value: string): string => (/[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const text = (value: number | string | boolean | null | undefined): string =>
  value === undefined || value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);

function leaderRow(leader: Leader, path: string): Row {
  return {
    kind: 'leader',
    formation: path,
    id: leader.id,
    name: leader.name,
    rank: text(leader.rank),
    role: leader.role,
    lb: text(leader.lb),
    manual_cost: text(leader.manualCost),
    stated_cost: text(leader.statedCost),
    notes: text(leader.notes),
  };
}

function unitRow(unit: Unit, path: string): Row {
  const common: Row = {
    kind: unit.arm,
    formation: path,
    id: unit.id,
    name: unit.name,
    quality: unit.quality,
    stands: text(unit.stands),
    strength: text(unit.strength),
    manual_cost: text(unit.manualCost),
    stated_cost: text(unit.statedCost),
    notes: text(unit.notes),
  };
  switch (unit.arm) {
    case 'infantry':
      return { ...common, figures: text(unit.figures), weapon: unit.weapon, sharpshooters: text(unit.sharpshooters) };
    case 'cavalry':
      return { ...common, figures: text(unit.figures), weapon: unit.weapon, mounted_infantry: text(unit.mountedInfantry), unit_type: unit.unitType };
    case 'artillery':
      return { ...common, sections: text(unit.sections), gun: unit.gun };
    case 'engineers':
      return { ...common, figures: text(unit.figures) };
  }
}

export function exportCsv(oob: OrderOfBattle): string {
  const cost = costOrderOfBattle(oob);
  // Each item's points by its id, as costed for the builder (manual costs win over the table).
  const points = new Map<string, number>();
  const note = (items: readonly ItemCost[]) => items.forEach((i) => points.set(i.id, i.points));
  const visit = (f: FormationCost): void => {
    points.set(f.formation.id, f.total);
    note(f.leaders);
    note(f.units);
    f.children.forEach(visit);
  };
  note(cost.units);
  cost.formations.forEach(visit);
  const mp = (id: string) => text(points.get(id));

  const rows: Row[] = [
    { kind: 'order-of-battle', name: oob.name, side: oob.side, era: oob.era, stated_total: text(oob.statedTotal), muster_points: text(cost.total), notes: text(oob.notes) },
  ];
  const walk = (children: OobNode[], path: string[]): void => {
    for (const node of children) {
      const parentPath = path.join(PATH_SEPARATOR);
      if (isFormation(node)) {
        rows.push({ kind: 'formation', formation: parentPath, id: node.id, name: node.name, level: node.level, stated_total: text(node.statedTotal), muster_points: mp(node.id), notes: text(node.notes) });
        const own = [...path, node.name];
        for (const leader of node.leaders) rows.push({ ...leaderRow(leader, own.join(PATH_SEPARATOR)), muster_points: mp(leader.id) });
        walk(node.children, own);
      } else {
        rows.push({ ...unitRow(node, parentPath), muster_points: mp(node.id) });
      }
    }
  };
  walk(oob.children, []);
  const lines = [CSV_COLUMNS.join(','), ...rows.map((r) => CSV_COLUMNS.map((c) => quote(r[c] ?? '')).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** RFC 4180 records; quoted fields may hold commas, quotes and line breaks. */
export function parseCsvRecords(input: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const src = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => !(r.length === 1 && r[0]!.trim() === ''));
}

export interface CsvProblem {
  /** 1-based line of the record in the file; the header is row 1. */
  row: number;
  column: CsvColumn | null;
  message: string;
}

export type CsvImport = { ok: true; oob: OrderOfBattle } | { ok: false; problems: CsvProblem[] };

/** Formats a problem as one line: `row 4, column "quality": …`. */
export const describeCsvProblem = (p: CsvProblem): string => `row ${p.row}${p.column ? `, column "${p.column}"` : ''}: ${p.message}`;

interface MutableFormation extends Formation {
  leaders: Leader[];
  children: OobNode[];
}

/** Reads a CSV written by `exportCsv` or edited by hand. `defaults` fill in a file without an order-of-battle row. */
export function importCsv(input: string, defaults: { name?: string; side?: Side; era?: Era } = {}): CsvImport {
  const records = parseCsvRecords(input);
  const problems: CsvProblem[] = [];
  const header = records[0];
  if (!header) return { ok: false, problems: [{ row: 1, column: null, message: 'the file is empty; the first row must name the columns' }] };
  const columnIndex = new Map<CsvColumn, number>();
  header.forEach((h, i) => {
    const name = h.trim().toLowerCase() as CsvColumn;
    if ((CSV_COLUMNS as readonly string[]).includes(name)) columnIndex.set(name, i);
    else problems.push({ row: 1, column: null, message: `unknown column "${h}"; known columns: ${CSV_COLUMNS.join(', ')}` });
  });
  for (const required of ['kind', 'name'] as const) {
    if (!columnIndex.has(required)) problems.push({ row: 1, column: required, message: `the header has no "${required}" column` });
  }
  if (problems.length) return { ok: false, problems };

  const oob: OrderOfBattle = { name: defaults.name ?? 'Imported army', side: defaults.side ?? 'union', era: defaults.era ?? '1861-63', children: [] };
  const byPath = new Map<string, MutableFormation>();
  /** Formations created from a path before (or without) their own row. */
  const implied = new Set<MutableFormation>();
  const usedIds = new Set<string>();
  let generated = 0;
  const newId = (prefix: string): string => {
    let id: string;
    do id = `${prefix}-${++generated}`;
    while (usedIds.has(id));
    usedIds.add(id);
    return id;
  };

  const formationAt = (path: string, rowNo: number): MutableFormation | null | undefined => {
    if (path === '') return null;
    const existing = byPath.get(path);
    if (existing) return existing;
    const names = path.split(PATH_SEPARATOR);
    let parent: MutableFormation | null = null;
    for (let depth = 1; depth <= names.length; depth++) {
      const sub = names.slice(0, depth).join(PATH_SEPARATOR);
      let f = byPath.get(sub);
      if (!f) {
        const name = names[depth - 1]!.trim();
        if (!name) {
          problems.push({ row: rowNo, column: 'formation', message: `"${path}" has an empty formation name` });
          return undefined;
        }
        f = { id: newId('formation'), kind: 'formation', level: 'brigade', name, leaders: [], children: [] };
        implied.add(f);
        (parent ? parent.children : oob.children).push(f);
        byPath.set(sub, f);
      }
      parent = f;
    }
    return parent;
  };

  records.slice(1).forEach((record, i) => {
    const rowNo = i + 2;
    const row: Row = {};
    for (const [col, idx] of columnIndex) row[col] = (record[idx] ?? '').trim();
    const before = problems.length;
    const fail = (column: CsvColumn | null, message: string): void => {
      problems.push({ row: rowNo, column, message });
    };
    const oneOf = <T extends string>(column: CsvColumn, allowed: readonly T[], required = true): T | undefined => {
      const v = row[column] ?? '';
      if (v === '' && !required) return undefined;
      if (!(allowed as readonly string[]).includes(v)) {
        fail(column, v === '' ? `is empty; use one of ${allowed.join(', ')}` : `"${v}" is not accepted; use one of ${allowed.join(', ')}`);
        return undefined;
      }
      return v as T;
    };
    const int = (column: CsvColumn, min: number, max: number, required: boolean): number | undefined => {
      const v = row[column] ?? '';
      if (v === '') {
        if (required) fail(column, `is empty; give a whole number from ${min} to ${max}`);
        return undefined;
      }
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        fail(column, `"${v}" is not accepted; give a whole number from ${min} to ${max}`);
        return undefined;
      }
      return n;
    };
    const bool = (column: CsvColumn): boolean => {
      const v = (row[column] ?? '').toLowerCase();
      if (v === '' || v === 'no' || v === 'false' || v === '0') return false;
      if (v === 'yes' || v === 'true' || v === '1') return true;
      fail(column, `"${row[column]}" is not accepted; use yes or no`);
      return false;
    };
    const optional = <T>(value: T | undefined): T | undefined => value;
    const kind = oneOf<RowKind>('kind', CSV_ROW_KINDS);
    const name = row.name ?? '';
    if (kind && name === '') fail('name', 'is empty; every row needs a name');
    let id = row.id ?? '';
    if (id !== '' && usedIds.has(id)) fail('id', `"${id}" is used by an earlier row; ids must be unique`);
    if (!kind || problems.length > before) return;
    if (kind === 'order-of-battle') {
      const side = oneOf<Side>('side', SIDES);
      const era = oneOf<Era>('era', ERAS);
      const statedTotal = int('stated_total', 0, 100_000, false);
      if (side) oob.side = side;
      if (era) oob.era = era;
      oob.name = name;
      if (statedTotal !== undefined) oob.statedTotal = statedTotal;
      if (row.notes) oob.notes = row.notes;
      return;
    }
    const parent = formationAt(row.formation ?? '', rowNo);
    if (parent === undefined) return;
    if (id === '') id = newId(kind);
    else usedIds.add(id);
    const extras = (): { strength?: number; notes?: string; manualCost?: number; statedCost?: number } => {
      const out: { strength?: number; notes?: string; manualCost?: number; statedCost?: number } = {};
      const strength = int('strength', 1, 100_000, false);
      const manualCost = int('manual_cost', 0, 10_000, false);
      const statedCost = int('stated_cost', 0, 10_000, false);
      if (strength !== undefined) out.strength = strength;
      if (row.notes) out.notes = row.notes;
      if (manualCost !== undefined) out.manualCost = manualCost;
      if (statedCost !== undefined) out.statedCost = statedCost;
      return out;
    };
    const attach = (node: OobNode): void => {
      (parent ? parent.children : oob.children).push(node);
    };
    const mounting = (): 2 | 3 | undefined => {
      const stands = int('stands', 2, 3, false);
      return stands === 3 ? 3 : 2;
    };
    switch (kind) {
      case 'formation': {
        const level = oneOf<FormationLevel>('level', FORMATION_LEVELS);
        const statedTotal = int('stated_total', 0, 100_000, false);
        const path = [row.formation ?? '', name].filter((s) => s !== '').join(PATH_SEPARATOR);
        const earlier = byPath.get(path);
        if (earlier && !implied.has(earlier)) fail('name', `a formation "${path}" already exists; sibling formations need different names`);
        if (!level || problems.length > before) return;
        // A row may come after units that named its path: it then completes the formation they created.
        const f: MutableFormation = earlier ?? { id, kind: 'formation', level, name, leaders: [], children: [] };
        Object.assign(f, { id, level });
        implied.delete(f);
        if (statedTotal !== undefined) f.statedTotal = statedTotal;
        if (row.notes) f.notes = row.notes;
        if (!earlier) {
          byPath.set(path, f);
          attach(f);
        }
        return;
      }
      case 'leader': {
        const role = oneOf('role', LEADER_ROLES);
        const lb = int('lb', 0, 2, true);
        const more = extras();
        if (!parent) fail('formation', 'a leader must belong to a formation; give its path');
        if (!role || lb === undefined || !parent || problems.length > before) return;
        const leader: Leader = { id, name, role, lb: lb as 0 | 1 | 2 };
        if (row.rank) leader.rank = row.rank;
        if (more.notes !== undefined) leader.notes = more.notes;
        if (more.manualCost !== undefined) leader.manualCost = more.manualCost;
        if (more.statedCost !== undefined) leader.statedCost = more.statedCost;
        parent.leaders.push(leader);
        return;
      }
      case 'infantry': {
        const figures = int('figures', 2, 12, true);
        const weapon = oneOf('weapon', INFANTRY_WEAPONS);
        const quality = oneOf<Quality>('quality', QUALITIES);
        const sharpshooters = bool('sharpshooters');
        const stands = mounting();
        const more = extras();
        if (problems.length > before || figures === undefined || !weapon || !quality || !stands) return;
        attach({ id, name, arm: 'infantry', figures, weapon, quality, sharpshooters, stands, ...more });
        return;
      }
      case 'cavalry': {
        const figures = int('figures', 2, 12, true);
        const weapon = oneOf('weapon', CAVALRY_WEAPONS);
        const quality = oneOf<Quality>('quality', QUALITIES);
        const mountedInfantry = bool('mounted_infantry');
        const unitType = optional(oneOf('unit_type', ['regiment', 'battalion'] as const, false)) ?? 'regiment';
        const stands = mounting();
        const more = extras();
        if (problems.length > before || figures === undefined || !weapon || !quality || !stands) return;
        attach({ id, name, arm: 'cavalry', unitType, figures, weapon, quality, mountedInfantry, stands, ...more });
        return;
      }
      case 'artillery': {
        const sections = int('sections', 1, 3, true);
        const gun = oneOf('gun', FIELD_GUNS);
        const quality = oneOf<Quality>('quality', QUALITIES);
        const more = extras();
        if (problems.length > before || sections === undefined || !gun || !quality) return;
        attach({ id, name, arm: 'artillery', sections: sections as 1 | 2 | 3, gun, quality, stands: 1, ...more });
        return;
      }
      case 'engineers': {
        const figures = int('figures', 2, 12, true);
        const quality = oneOf<Quality>('quality', QUALITIES);
        const stands = mounting();
        const more = extras();
        if (problems.length > before || figures === undefined || !quality || !stands) return;
        attach({ id, name, arm: 'engineers', figures, quality, stands, ...more });
        return;
      }
    }
  });
  return problems.length ? { ok: false, problems } : { ok: true, oob };
}
