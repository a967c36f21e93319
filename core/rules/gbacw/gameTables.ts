/**
 * A game's own tables, as a designer enters them in a scenario's `gameTables`
 * (schemas/rules-gbacw.schema.json): looking a map's terrain up on the Terrain Effects Chart, reading a
 * Fire Table cell, reducing odds to the Shock Ratio Chart, and what the schema cannot check (a row per
 * strength column, bands in order, each terrain kind on one row), each problem naming its place.
 */
import type { CustomTerrainKind, GbacwFireTable, GbacwGameTables, GbacwShockAdjustments, GbacwShockRatios, GbacwTecRow, MusterScenario } from '../../model/scenario.generated';
import type { Trace } from '../trace';
import { bandText, inBand, type RollBand } from './dice';
import { SHOCK_RATIO } from './shock';
import { GBACW_SLOPES, TERRAIN_ROLE_RULES, builtInKind, terrainRole } from './terrain';
import type { MovementClass, SightEffect, SlopeClass, TecPlace } from './types';
import { plural } from '../../model/plural';

export type { GbacwFireTable, GbacwGameTables, GbacwShockRatios, GbacwTecRow } from '../../model/scenario.generated';

/** The tables a game's cards hold and a designer enters: every part of `GbacwGameTables` but the game's name and notes. */
export type GameTableId = Exclude<keyof GbacwGameTables, 'system' | 'game' | 'source' | 'notes'>;
/** Their names, in the order a player reads them; a table added to the schema fails to compile until it is named here. */
export const GAME_TABLE_LABELS: Readonly<Record<GameTableId, string>> = {
  terrainEffects: 'Terrain Effects Chart',
  rangeEffects: 'Range Effects Chart',
  fireTable: 'Fire Table (small arms and canister)',
  artilleryFireTable: 'Artillery Fire Table (Shot/Shell)',
  shockRatios: 'Shock Ratio Chart',
  shockAdjustments: 'Shock Adjustments',
  shockResolution: 'Shock Resolution Table',
  efficiencyMarkers: 'Efficiency Markers',
};
export const GAME_TABLES = Object.keys(GAME_TABLE_LABELS) as GameTableId[];
/** The values of a game's Shock Adjustments chart, named as the series rules name them. */
export const SHOCK_ADJUSTMENT_LABELS: Readonly<Record<keyof GbacwShockAdjustments, string>> = {
  flank: 'Position: through the Flank',
  rear: 'Position: through the Rear',
  frontAndFlank: 'Position: Front and Flank or Rear',
  attackerDisordered: 'Attacker Disordered',
  defenderDisordered: 'Defender Disordered',
  preShockFlankOrRear: 'Pre-shock check: attacked from a Flank or Rear',
  preShockDisordered: 'Pre-shock check: Disordered',
};

/** What a class pays to enter or cross; `prohibited` where it may not. */
export type MpCost = number | 'prohibited';

// ---------------------------------------------------------------------------
// The Terrain Effects Chart
// ---------------------------------------------------------------------------

export interface TerrainChart {
  /** The chart row a map kind plays as, at a place (hex, hexside, path); undefined when the chart has none. */
  row(place: TecPlace, kind: string): GbacwTecRow | undefined;
  trailNegatesHexsides: boolean;
}

/**
 * The game's Terrain Effects Chart read against a map: a kind the chart lists is its row; a map's own
 * `custom-` kind is the row of what it plays as, unless the chart lists the custom kind itself.
 */
export function terrainChart(tables: GbacwGameTables | undefined, custom?: readonly CustomTerrainKind[]): TerrainChart | undefined {
  const tec = tables?.terrainEffects;
  if (!tec) return undefined;
  const byPlace = new Map<string, GbacwTecRow>();
  for (const row of tec.rows) for (const kind of row.terrain) if (!byPlace.has(`${row.place}/${kind}`)) byPlace.set(`${row.place}/${kind}`, row);
  return {
    row: (place, kind) => byPlace.get(`${place}/${kind}`) ?? byPlace.get(`${place}/${builtInKind(kind, custom) ?? kind}`),
    trailNegatesHexsides: tec.trailNegatesHexsides === true,
  };
}

/** What a class pays on a chart row; a leader column left out is the cheapest of the others (G14). */
export function movementCostOf(row: GbacwTecRow, cls: MovementClass): MpCost {
  const m = row.movement;
  if (cls !== 'leader') return m[cls];
  if (m.leader !== undefined) return m.leader;
  const open = [m.infantry, m.cavalry, m.artillery].filter((c): c is number => c !== 'prohibited');
  return open.length === 0 ? 'prohibited' : Math.min(...open);
}

/** A hex's effect on sight: its chart row's, else what the series rules make of its kind (10.22, 10.23). */
export function sightOf(kind: string, chart: TerrainChart | undefined, custom?: readonly CustomTerrainKind[]): { sight: SightEffect; source?: string } {
  const row = chart?.row('hex', kind);
  if (row?.sight) return { sight: row.sight };
  const role = terrainRole(kind, custom);
  return role ? TERRAIN_ROLE_RULES[role] : { sight: 'clear' };
}

/** A hexside's slope class: its chart row's, else what the series rules make of its kind; undefined is no slope. */
export function slopeOf(kind: string, chart: TerrainChart | undefined, custom?: readonly CustomTerrainKind[]): SlopeClass | undefined {
  const row = chart?.row('hexside', kind);
  if (row?.slope) return row.slope;
  const built = builtInKind(kind, custom);
  return built === undefined ? undefined : GBACW_SLOPES[built]?.slope;
}

// ---------------------------------------------------------------------------
// The Fire Table
// ---------------------------------------------------------------------------

export interface FireResult {
  /** The cell as printed. */
  code: string;
  /** SPs lost (guns, against artillery at small arms range, 10.7). */
  losses: number;
  /** No Disorder, a UDD (with the printed DRM), or automatic. */
  disorder: 'none' | 'udd' | 'automatic';
  uddDrm: number;
  /** The Spencer footnote (14.33). */
  spencer: boolean;
}

const FIRE_RESULT = /^(?:-|([1-9][0-9]?)?(?:(d)([+-][1-9])?|(D))?)(\*)?$/;

/** Reads a Fire Table cell: "1d+2" is 1 SP lost then a UDD at +2; "1D" 1 SP and Disordered; "-" nothing. */
export function parseFireResult(code: string): FireResult {
  const m = FIRE_RESULT.exec(code);
  if (!m || code === '' || code === '*') throw new RangeError(`'${code}' is not a Fire Table result`);
  return {
    code,
    losses: m[1] ? Number(m[1]) : 0,
    disorder: m[4] ? 'automatic' : m[2] ? 'udd' : 'none',
    uddDrm: m[3] ? Number(m[3]) : 0,
    spencer: m[5] === '*',
  };
}

/** The Fire Table's column for a fire strength, and the cell for an adjusted roll; the rows' open ends take any roll past them. */
export function fireTableResult(table: GbacwFireTable, strength: number, adjustedRoll: number): { result: FireResult; column: number; trace: Trace } {
  const column = table.columns.findIndex((c) => strength >= c.min && (c.max === null || strength <= c.max));
  if (column < 0) throw new RangeError(`no column of the Fire Table holds a strength of ${strength}`);
  const row = table.rows.find((r) => inBand(r, adjustedRoll));
  if (!row) throw new RangeError(`no row of the Fire Table holds an adjusted roll of ${adjustedRoll}`);
  const code = row.results[column];
  if (code === undefined) throw new RangeError(`the Fire Table row "${bandText(row)}" has no result for column ${column + 1}`);
  const result = parseFireResult(code);
  const c = table.columns[column]!;
  return {
    result,
    column,
    trace: [{ step: 'Fire Table', value: code, detail: `Strength ${strength} (column ${bandText({ min: c.min, max: c.max })}), adjusted roll ${adjustedRoll} (row ${bandText(row)}): ${code}.` }],
  };
}

// ---------------------------------------------------------------------------
// The Shock Ratio Chart
// ---------------------------------------------------------------------------

/**
 * Attacker to defender reduced to the chart's ratios (11.43): rounded to the next ratio in the attacker's
 * favour when every attacker moved and the defender has no terrain or Breastworks DRM, else (and always in
 * Continued Shock) to the next in the defender's; never worse than the worst ratio, never better than the best.
 */
export function shockRatio(chart: GbacwShockRatios, attacker: number, defender: number, favour: 'attacker' | 'defender'): { ratio: string; drm: number; trace: Trace } {
  const ratios = [...chart.ratios].sort((a, b) => a.attacker / a.defender - b.attacker / b.defender);
  const value = defender === 0 ? Infinity : attacker / defender;
  const eps = 1e-9;
  let pick = favour === 'attacker' ? ratios.find((r) => r.attacker / r.defender >= value - eps) : [...ratios].reverse().find((r) => r.attacker / r.defender <= value + eps);
  pick ??= favour === 'attacker' ? ratios[ratios.length - 1] : ratios[0];
  const r = pick!;
  const name = `${fmt(r.attacker)}-${fmt(r.defender)}`;
  return {
    ratio: name,
    drm: r.drm,
    trace: [
      { step: 'Shock Ratio', value: name, detail: `${attacker} against ${defender}, rounded in the ${favour}'s favour: ${name}, a DRM of ${r.drm > 0 ? '+' : ''}${r.drm}.`, source: favour === 'attacker' ? SHOCK_RATIO.attackerFavour : SHOCK_RATIO.defenderFavour },
    ],
  };
}

const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : n === 1.5 ? '1½' : String(n));

// ---------------------------------------------------------------------------
// What the schema cannot check
// ---------------------------------------------------------------------------

export interface GameTablesProblem {
  pointer: string;
  message: string;
}

/** Bands in order, touching and not overlapping; the first and last may be open. */
function bandProblems(rows: readonly RollBand[], at: string, what: string): GameTablesProblem[] {
  const out: GameTablesProblem[] = [];
  rows.forEach((r, i) => {
    if (r.min !== null && r.max !== null && r.min > r.max) out.push({ pointer: `${at}/${i}`, message: `${what} ${i + 1} runs from ${r.min} down to ${r.max}` });
    if (i > 0 && r.min === null) out.push({ pointer: `${at}/${i}/min`, message: `only the first ${what.toLowerCase()} may be open below` });
    if (i < rows.length - 1 && r.max === null) out.push({ pointer: `${at}/${i}/max`, message: `only the last ${what.toLowerCase()} may be open above` });
    const prev = rows[i - 1];
    if (prev && prev.max !== null && r.min !== null && r.min !== prev.max + 1) {
      out.push({ pointer: `${at}/${i}/min`, message: `${what} ${i + 1} starts at ${r.min}, but the one before ends at ${prev.max}: the ${what.toLowerCase()}s must follow on without gap or overlap` });
    }
  });
  return out;
}

/**
 * Problems in a scenario's game tables that the schema cannot see, each with the JSON pointer of its
 * place: rows of the Terrain Effects Chart named twice or a kind on two rows of one place, fields that do
 * not belong to the row's place, Fire Table rows without a result per column, bands out of order, weapons
 * listed twice or with a DRM beyond their range, Efficiency Markers for a side the scenario has not.
 */
export function gameTablesProblems(tables: GbacwGameTables | undefined, at: string, scenario?: Pick<MusterScenario, 'sides'>): GameTablesProblem[] {
  if (!tables) return [];
  const out: GameTablesProblem[] = [];
  const rows = tables.terrainEffects?.rows ?? [];
  const ids = new Map<string, number>();
  const kinds = new Map<string, number>();
  rows.forEach((row, i) => {
    const here = `${at}/terrainEffects/rows/${i}`;
    if (ids.has(row.id)) out.push({ pointer: `${here}/id`, message: `the row id '${row.id}' is used twice (first at rows/${ids.get(row.id)})` });
    else ids.set(row.id, i);
    row.terrain.forEach((kind, j) => {
      const key = `${row.place}/${kind}`;
      const first = kinds.get(key);
      if (first !== undefined) out.push({ pointer: `${here}/terrain/${j}`, message: `'${kind}' is already a ${row.place} of row '${rows[first]!.id}': a kind plays as one row` });
      else kinds.set(key, i);
    });
    if (row.place === 'path' && row.pathRule === undefined) out.push({ pointer: here, message: `the path row '${row.id}' needs a pathRule (road or trail)` });
    if (row.place !== 'path' && row.pathRule !== undefined) out.push({ pointer: `${here}/pathRule`, message: `only a path row has a pathRule; '${row.id}' is a ${row.place} row` });
    if (row.place !== 'hex' && row.sight !== undefined) out.push({ pointer: `${here}/sight`, message: `only a hex row blocks or raises sight; '${row.id}' is a ${row.place} row (a slope is a hexside's 'slope')` });
    if (row.place !== 'hexside' && row.slope !== undefined) out.push({ pointer: `${here}/slope`, message: `only a hexside row has a slope; '${row.id}' is a ${row.place} row` });
  });
  for (const key of ['fireTable', 'artilleryFireTable'] as const) {
    const table = tables[key];
    if (!table) continue;
    const here = `${at}/${key}`;
    table.rows.forEach((r, i) => {
      if (r.results.length !== table.columns.length) {
        out.push({ pointer: `${here}/rows/${i}/results`, message: `row ${i + 1} has ${plural(r.results.length, 'result')} for ${plural(table.columns.length, 'strength column')}` });
      }
    });
    out.push(...bandProblems(table.rows, `${here}/rows`, 'Row'));
    out.push(...bandProblems(table.columns, `${here}/columns`, 'Column'));
  }
  if (tables.shockResolution) out.push(...bandProblems(tables.shockResolution.rows, `${at}/shockResolution/rows`, 'Row'));
  const codes = new Map<string, number>();
  (tables.rangeEffects?.weapons ?? []).forEach((w, i) => {
    const here = `${at}/rangeEffects/weapons/${i}`;
    if (codes.has(w.code)) out.push({ pointer: `${here}/code`, message: `the weapon code '${w.code}' is listed twice (first at weapons/${codes.get(w.code)})` });
    else codes.set(w.code, i);
    if (w.preparedRange !== undefined && w.preparedRange > w.maxRange) out.push({ pointer: `${here}/preparedRange`, message: `${w.code}'s Prepared Fire range ${w.preparedRange} is beyond its maximum range ${w.maxRange}` });
    w.drms.forEach((d, j) => {
      if (d.from > d.to) out.push({ pointer: `${here}/drms/${j}`, message: `${w.code}'s DRM runs from range ${d.from} down to ${d.to}` });
      if (d.to > w.maxRange) out.push({ pointer: `${here}/drms/${j}/to`, message: `${w.code}'s DRM reaches range ${d.to}, beyond its maximum range ${w.maxRange}` });
    });
  });
  const ratios = tables.shockRatios?.ratios ?? [];
  const seen = new Map<number, number>();
  ratios.forEach((r, i) => {
    const v = r.attacker / r.defender;
    if (seen.has(v)) out.push({ pointer: `${at}/shockRatios/ratios/${i}`, message: `the ratio ${fmt(r.attacker)}-${fmt(r.defender)} is the same as ratios/${seen.get(v)}` });
    else seen.set(v, i);
  });
  const sides = new Set((scenario?.sides ?? []).map((s) => s.id));
  const markerSides = new Map<string, number>();
  (tables.efficiencyMarkers ?? []).forEach((m, i) => {
    const here = `${at}/efficiencyMarkers/${i}/side`;
    if (scenario && !sides.has(m.side)) out.push({ pointer: here, message: `'${m.side}' is not a side of this scenario` });
    if (markerSides.has(m.side)) out.push({ pointer: here, message: `the side '${m.side}' has its markers listed twice (first at efficiencyMarkers/${markerSides.get(m.side)})` });
    else markerSides.set(m.side, i);
  });
  return out;
}
