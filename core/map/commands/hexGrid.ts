/**
 * Changing a hex map's grid: its size in columns and rows, the printed hex size, flat or pointy tops,
 * which lines are offset, the first column's and row's numbers, the map letter or a combined map's sheets,
 * and the digits of a hex number. A change of the map letter, the sheets or the digits renumbers every hex the map and its scenario name
 * (hexes, hexsides, paths, counters, entry hexes) in the same edit; any other change keeps the numbers.
 * A change that would leave the map unsound — a hex, hexside, path or counter off the map or no longer
 * touching, a side or facing the new orientation does not have — is refused with the reason (the first
 * problem `core/hex/check.ts` finds, and how many more). A new hex size moves the free labels, set-up areas
 * and objectives, which are drawn in inches, with the hexes they were over.
 */
import { Refusal, type Command, type Patch } from '../../history';
import type { HexGrid, HexMap, HexSheet, MapPoint } from '../../model/scenario.generated';
import { gridOf, hexId, parseHexId, type Grid } from '../../hex';
import { hexMapProblems } from '../../hex/check';
import { roundPoint } from '../geometry';
import type { HasMap } from './features';
import { hexMapOf } from './hexes';

const FIELD_WORDS: Readonly<Record<keyof HexGrid, string>> = {
  columns: 'columns',
  rows: 'rows',
  orientation: 'hex orientation',
  firstColumn: 'first column number',
  firstRow: 'first row number',
  oddColumnsShifted: 'column offset',
  oddRowsShifted: 'row offset',
  metresPerHex: 'metres per hex',
  elevationStepFeet: 'feet per level',
  prefix: 'map letter',
  digits: 'digits per number',
  hexSizeIn: 'hex size',
  northEdge: 'north edge',
  sheets: 'sheets',
};

/** What each field may hold, beyond the schema's type: a refusal that says what would do. */
function checkValue(field: keyof HexGrid, value: unknown): void {
  const whole = (min: number, max: number) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw new Refusal(`the ${FIELD_WORDS[field]} must be a whole number from ${min} to ${max}`);
  };
  if (value === undefined) {
    if (field === 'columns' || field === 'rows' || field === 'orientation') throw new Refusal(`a hex grid must have its ${FIELD_WORDS[field]}`);
    return;
  }
  if (field === 'columns' || field === 'rows') whole(1, 999);
  else if (field === 'firstColumn' || field === 'firstRow') whole(0, 999);
  else if (field === 'digits') whole(2, 3);
  else if (field === 'prefix' && (typeof value !== 'string' || !/^[A-Z]{1,2}$/.test(value))) throw new Refusal('a map letter is one or two capital letters, such as H or F');
  else if (field === 'sheets' && (!Array.isArray(value) || value.some((s: { prefix?: unknown }) => typeof s.prefix !== 'string' || !/^[A-Z]{1,2}$/.test(s.prefix)))) throw new Refusal('each sheet has a letter of one or two capitals, such as H or F');
  else if ((field === 'hexSizeIn' || field === 'metresPerHex' || field === 'elevationStepFeet') && (typeof value !== 'number' || !(value > 0))) throw new Refusal(`the ${FIELD_WORDS[field]} must be more than 0`);
  else if (field === 'hexSizeIn' && (value as number) > 20) throw new Refusal('a hex is at most 20 inches across');
}

type Renumber = (id: string) => string;

/** The new id of every hex when the map letter, sheets or digits change; refuses a number the new digits cannot print. */
function renumbering(from: Grid, to: Grid): Renumber | undefined {
  if (from.prefix === to.prefix && from.digits === to.digits && JSON.stringify(from.sheets) === JSON.stringify(to.sheets)) return undefined;
  const limit = 10 ** to.digits - 1;
  const last = { col: from.firstColumn + from.columns - 1, row: from.firstRow + from.rows - 1 };
  // A combined map's numbers are its sheets', which the map check holds to the digits.
  if (!to.sheets.length && (last.col > limit || last.row > limit)) throw new Refusal(`hex numbers of ${to.digits} digits stop at ${limit}, and this map runs to column ${last.col} and row ${last.row}`);
  return (id) => {
    const c = parseHexId(from, id);
    return c ? hexId(to, c) : id;
  };
}

type WithEntries = { sides?: Array<{ entries?: Array<{ hexes?: string[] }> }> };

/** The map as it would be on the new grid: ids renumbered, inch positions rescaled. */
function mapOnGrid(map: HexMap, grid: HexGrid, renumber: Renumber | undefined, scale: number): HexMap {
  const r = renumber ?? ((id: string) => id);
  const s = (p: MapPoint) => (scale === 1 ? p : roundPoint({ x: p.x * scale, y: p.y * scale }));
  return {
    ...map,
    grid,
    hexes: renumber ? map.hexes.map((h) => ({ ...h, hex: r(h.hex) })) : map.hexes,
    ...(map.hexsides && renumber ? { hexsides: map.hexsides.map((h) => ({ ...h, hex: r(h.hex), ...(h.inside !== undefined ? { inside: r(h.inside) } : {}) })) } : {}),
    ...(map.paths && renumber ? { paths: map.paths.map((p) => ({ ...p, hexes: p.hexes.map(r) })) } : {}),
    ...(map.units && renumber ? { units: map.units.map((u) => ({ ...u, hex: r(u.hex), ...(u.alsoIn ? { alsoIn: u.alsoIn.map(r) } : {}) })) } : {}),
    ...(map.labels && scale !== 1 ? { labels: map.labels.map((l) => ({ ...l, at: s(l.at), ...(l.arrowTo ? { arrowTo: s(l.arrowTo) } : {}) })) } : {}),
    ...(map.objectives && scale !== 1 ? { objectives: map.objectives.map((o) => ({ ...o, ...(o.at ? { at: s(o.at) } : {}), ...(o.area ? { area: o.area.map(s) } : {}) })) } : {}),
    ...(map.setupAreas && scale !== 1 ? { setupAreas: map.setupAreas.map((a) => ({ ...a, ...(a.area ? { area: a.area.map(s) } : {}) })) } : {}),
  };
}

/** Sets (or, with `undefined`, clears) one field of a hex map's grid, keeping every hex it names on the map. */
export function setGridField<D extends HasMap, K extends keyof HexGrid>(field: K, value: HexGrid[K] | undefined): Command<D> {
  return {
    label: `Change ${FIELD_WORDS[field]}`,
    patches: (doc) => {
      const map = hexMapOf(doc);
      checkValue(field, value);
      if (JSON.stringify(map.grid[field]) === JSON.stringify(value)) return [];
      const grid: HexGrid = { ...map.grid };
      if (value === undefined) delete grid[field];
      else grid[field] = value;
      // A combined map's letters are its sheets': giving it sheets retires the single map letter.
      if (field === 'sheets' && Array.isArray(value) && value.length) delete grid.prefix;
      // Each orientation keeps its own offset field: flat tops shift columns, pointy tops rows.
      if (field === 'orientation') {
        if (value === 'pointy-top') delete grid.oddColumnsShifted;
        else delete grid.oddRowsShifted;
      }
      const from = gridOf(map.grid);
      const to = gridOf(grid);
      const renumber = renumbering(from, to);
      const scale = to.hexSizeIn / from.hexSizeIn;
      const next = mapOnGrid(map, grid, renumber, scale);
      const problems = hexMapProblems(next, '/map');
      const entries = (doc as WithEntries).sides?.flatMap((side) => (side.entries ?? []).flatMap((e) => (e.hexes ?? []).map((id) => (renumber ? renumber(id) : id)))) ?? [];
      for (const id of entries) {
        const c = parseHexId(to, id);
        if (!c || c.col < to.firstColumn || c.col >= to.firstColumn + to.columns || c.row < to.firstRow || c.row >= to.firstRow + to.rows) problems.push({ pointer: '/sides', message: `the entry hex ${id} would be off the map` });
      }
      if (problems.length) {
        const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
        throw new Refusal(`the ${FIELD_WORDS[field]} cannot change: ${problems[0]!.message}${more}`);
      }
      const patches: Patch[] = [{ op: 'set', path: ['map', 'grid'], value: grid }];
      for (const list of ['hexes', 'hexsides', 'paths', 'units', 'labels', 'objectives', 'setupAreas'] as const) {
        if (next[list] !== map[list]) patches.push({ op: 'set', path: ['map', list], value: next[list] });
      }
      if (renumber) {
        (doc as WithEntries).sides?.forEach((side, i) =>
          (side.entries ?? []).forEach((e, j) => {
            if (e.hexes?.length) patches.push({ op: 'set', path: ['sides', i, 'entries', j, 'hexes'], value: e.hexes.map(renumber) });
          }),
        );
      }
      return patches;
    },
  };
}

// ---------------------------------------------------------------------------
// A combined map's sheets, one edit each (each is a `setGridField('sheets', …)`, so it renumbers and
// refuses as any grid change does)
// ---------------------------------------------------------------------------

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A sheet holding the whole grid at its own numbers (no shift): adding it renumbers nothing. */
function wholeGridSheet(grid: Grid, prefix: string): HexSheet {
  return { prefix, firstColumn: grid.firstColumn, lastColumn: grid.firstColumn + grid.columns - 1, firstRow: grid.firstRow, lastRow: grid.firstRow + grid.rows - 1 };
}

/**
 * Adds a sheet under the first letter no sheet has. A map of one sheet first becomes a combined map whose
 * first sheet is itself (its map letter, or A), so every hex keeps its number; the new sheet holds the
 * whole grid behind the first, so it names no hex until the designer sets its numbers and shift.
 */
export function addSheet<D extends HasMap>(): Command<D> {
  return {
    label: 'Add map sheet',
    patches: (doc) => {
      const raw = hexMapOf(doc).grid;
      const grid = gridOf(raw);
      const sheets: HexSheet[] = raw.sheets?.length ? [...raw.sheets] : [wholeGridSheet(grid, grid.prefix || 'A')];
      const letter = [...LETTERS].find((l) => !sheets.some((s) => s.prefix === l));
      if (!letter) throw new Refusal('every letter from A to Z already names a sheet');
      return setGridField<D, 'sheets'>('sheets', [...sheets, wholeGridSheet(grid, letter)]).patches(doc);
    },
  };
}

/** Removes a combined map's sheet; removing the last leaves a map of one sheet with no letter. */
export function removeSheet<D extends HasMap>(index: number): Command<D> {
  return {
    label: 'Remove map sheet',
    patches: (doc) => {
      const sheets = hexMapOf(doc).grid.sheets ?? [];
      if (!sheets[index]) throw new Refusal(`the map has no sheet ${index + 1}`);
      const rest = sheets.filter((_, i) => i !== index);
      return setGridField<D, 'sheets'>('sheets', rest.length ? rest : undefined).patches(doc);
    },
  };
}

/** Sets one field of a combined map's sheet (an empty name, shift 0 or `undefined` clears an optional one). */
export function setSheetField<D extends HasMap, K extends keyof HexSheet>(index: number, field: K, value: HexSheet[K] | undefined): Command<D> {
  return {
    label: 'Change map sheet',
    patches: (doc) => {
      const sheets = hexMapOf(doc).grid.sheets ?? [];
      const sheet = sheets[index];
      if (!sheet) throw new Refusal(`the map has no sheet ${index + 1}`);
      const whole = field !== 'prefix' && field !== 'name';
      if (whole && value !== undefined && (typeof value !== 'number' || !Number.isInteger(value))) throw new Refusal(`a sheet's numbers and shifts are whole numbers`);
      const next: HexSheet = { ...sheet };
      const cleared = value === undefined || value === '' || ((field === 'columnShift' || field === 'rowShift') && value === 0);
      if (cleared) {
        if (field !== 'name' && field !== 'columnShift' && field !== 'rowShift') throw new Refusal(`a sheet must have its ${field === 'prefix' ? 'letter' : 'first and last columns and rows'}`);
        delete next[field];
      } else next[field] = value as HexSheet[K];
      return setGridField<D, 'sheets'>('sheets', sheets.map((s, i) => (i === index ? next : s))).patches(doc);
    },
  };
}
