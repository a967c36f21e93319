/**
 * Forward migrations of every document kind, one step per format version.
 *
 * A migration takes the plain JSON of version N and returns version N+1. It must never throw: an
 * older file may be broken too, so anything a step does not recognise is carried over as it is and
 * left for the schema check to name. Migrations only ever run forward; a file from a newer Muster is
 * refused with a message rather than guessed at.
 *
 * Format history
 * - scenario 1 (Muster 0.1 drafts): `dateTime` in one string ("1863-07-01T10:00"); `result` and
 *   `notes`; terrain features in a top-level `terrain` list and unit placements in `units`; `sides` an
 *   object keyed by side id, each `{ name, orderOfBattle? , points? }`; `turns` a number; `initiative`
 *   the id of the side holding it; `victory` a plain sentence.
 * - scenario 2: `date` + `time`; `historicalResult`, `designerNotes`; a `map` (tabletop or
 *   hex, map.schema.json) holds terrain and placements; `sides` a list, each with `forces`
 *   (order of battle and/or points budget), set-up and entries; `length.turns`; `initiative` and
 *   `victory` structured, each with text beside.
 * - scenario 3, map 2 (current): one vocabulary with the rules. Terrain `ploughed-field` and
 *   `farm` are `plowed-field` and `farm-buildings`, the formation `skirmish` is `skirmishers` (the
 *   ADF book's words, as core/rules/adf uses them); each scenario side names its `rulesSide` (union or
 *   confederate), which every table lookup reads instead of guessing from the free side id.
 * - scenario 4 (current): a lettered road entrance says where it meets its edge as one distance along
 *   that edge (`alongIn`: from the north end of the west and east edges, from the west end of the north
 *   and south edges) instead of a point `at` whose other coordinate only repeated the edge.
 * - map 1: the map of scenario 2, with the old spellings.
 * - army 1: current; no migrations yet.
 */
import { CURRENT_FORMAT_VERSION, type DocumentKind } from '../model/documents';
import { pointerFromTokens, pointerTokens } from './parse';

export type JsonObject = { [key: string]: unknown };

export interface Migration {
  kind: DocumentKind;
  from: number;
  /** One sentence for the "this file was upgraded" notice. */
  summary: string;
  migrate(doc: JsonObject): JsonObject;
  /**
   * Where a place in the upgraded document was in the document before this step (a JSON pointer), so
   * a problem found after upgrading is shown where the user can fix it. Undefined: no such place.
   */
  placeBefore(pointer: string, before: JsonObject): string | undefined;
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Copies `from` to `to` when present; an absent field stays absent. */
function moveField(doc: JsonObject, from: string, to: string): void {
  if (from in doc) {
    doc[to] = doc[from];
    delete doc[from];
  }
}

/** "1863-07-01T10:00", "1863-07-01 10:00 AM", "1863-11" → date + time; anything else is kept as time. */
function splitDateTime(value: unknown): { date?: unknown; time?: unknown } {
  if (typeof value !== 'string') return { time: value };
  const m = /^\s*([0-9]{4}(?:-[0-9]{2}(?:-[0-9]{2})?)?)(?:[T ]\s*(.*?))?\s*$/.exec(value);
  if (!m) return { time: value };
  return m[2] ? { date: m[1], time: m[2] } : { date: m[1] };
}

function scenarioSide1to2(id: string, side: unknown): unknown {
  if (!isObject(side)) return side;
  const { name, orderOfBattle, points, ...rest } = side;
  const forces: JsonObject = {};
  if (orderOfBattle !== undefined) forces.orderOfBattle = orderOfBattle;
  if (points !== undefined) forces.budget = { points };
  return { id, name: name ?? id, forces, ...rest };
}

function scenario1to2(v1: JsonObject): JsonObject {
  const doc: JsonObject = { ...v1, formatVersion: 2 };
  if ('dateTime' in doc) {
    const { date, time } = splitDateTime(doc.dateTime);
    delete doc.dateTime;
    if (date !== undefined) doc.date = date;
    if (time !== undefined) doc.time = time;
  }
  moveField(doc, 'result', 'historicalResult');
  moveField(doc, 'notes', 'designerNotes');

  if (!('map' in doc)) {
    const map: JsonObject = { kind: 'tabletop', features: doc.terrain ?? [] };
    if (doc.units !== undefined) map.units = doc.units;
    doc.map = map;
    delete doc.terrain;
    delete doc.units;
  }
  if (isObject(doc.sides)) {
    doc.sides = Object.entries(doc.sides).map(([id, side]) => scenarioSide1to2(id, side));
  }
  if ('turns' in doc) {
    doc.length = { turns: doc.turns };
    delete doc.turns;
  }
  if (typeof doc.initiative === 'string') doc.initiative = { rule: 'side', side: doc.initiative };
  if (typeof doc.victory === 'string') doc.victory = { conditions: [], text: doc.victory };
  return doc;
}

/** Values renamed in map 2 / scenario 3: the old spelling and the book's. */
export const RENAMED_TERRAIN: Readonly<Record<string, string>> = { 'ploughed-field': 'plowed-field', farm: 'farm-buildings' };
export const RENAMED_FORMATIONS: Readonly<Record<string, string>> = { skirmish: 'skirmishers' };

/** A copy of `item` with `key` renamed by `names` when it holds an old spelling; anything else as it was. */
function renameValue(item: unknown, key: string, names: Readonly<Record<string, string>>): unknown {
  if (!isObject(item)) return item;
  const value = item[key];
  return typeof value === 'string' && Object.hasOwn(names, value) ? { ...item, [key]: names[value] } : item;
}
const renameEach = (list: unknown, key: string, names: Readonly<Record<string, string>>): unknown =>
  Array.isArray(list) ? list.map((item) => renameValue(item, key, names)) : list;

/** The map object (a map file's `map`, a scenario's `map`) with the renamed terrain and formations. */
function mapBody1to2(map: unknown): unknown {
  if (!isObject(map)) return map;
  const out: JsonObject = { ...map };
  if ('features' in out) out.features = renameEach(out.features, 'kind', RENAMED_TERRAIN);
  if ('hexes' in out) out.hexes = renameEach(out.hexes, 'terrain', RENAMED_TERRAIN);
  if ('hexsides' in out) out.hexsides = renameEach(out.hexsides, 'kind', RENAMED_TERRAIN);
  if (typeof out.defaultTerrain === 'string') out.defaultTerrain = RENAMED_TERRAIN[out.defaultTerrain] ?? out.defaultTerrain;
  if ('units' in out) out.units = renameEach(out.units, 'formation', RENAMED_FORMATIONS);
  return out;
}

function map1to2(v1: JsonObject): JsonObject {
  return { ...v1, formatVersion: 2, map: mapBody1to2(v1.map) };
}

/** A side id or name that says which army it is; `undefined` when it says neither. */
function rulesSideFromWords(...words: unknown[]): 'union' | 'confederate' | undefined {
  const text = words.filter((w): w is string => typeof w === 'string').join(' ').toLowerCase();
  // Not "north"/"south": the Army of Northern Virginia and the North Carolina regiments were Confederate.
  const confederate = /\b(confederates?|confederacy|csa|rebels?|northern virginia)\b/.test(text);
  const union = /\b(union|federals?|usa|yankees?)\b/.test(text);
  if (confederate === union) return undefined;
  return confederate ? 'confederate' : 'union';
}

/**
 * Scenario 2 had no rules side: the editor read `confederate` tables for a side whose id was
 * `confederate` and Union tables for any other. The step names each side's army from the tables its
 * order of battle is priced on, else from its id, then its name; with two sides and one known, the other
 * is the opponent.
 * A side still unknown is left without one for the schema check to name.
 */
function withRulesSides(sides: unknown): unknown {
  if (!Array.isArray(sides)) return sides;
  const known = sides.map((side) => {
    if (!isObject(side)) return undefined;
    if (side.rulesSide === 'union' || side.rulesSide === 'confederate') return side.rulesSide;
    const oob = isObject(side.forces) && isObject(side.forces.orderOfBattle) ? side.forces.orderOfBattle.side : undefined;
    if (oob === 'union' || oob === 'confederate') return oob;
    return rulesSideFromWords(side.id) ?? rulesSideFromWords(side.name);
  });
  if (sides.length === 2 && known.filter(Boolean).length === 1) {
    const one = (known[0] ?? known[1])!;
    const other = one === 'union' ? 'confederate' : 'union';
    known[known[0] ? 1 : 0] = other;
  }
  return sides.map((side, i) => {
    if (!isObject(side)) return side;
    const { id, name, ...rest } = side;
    // Written after the name so that the file reads id, name, rules side, forces.
    const out: JsonObject = known[i] === undefined ? { id, name, ...rest } : { id, name, rulesSide: known[i], ...rest };
    if ('setup' in out) out.setup = renameEach(out.setup, 'formation', RENAMED_FORMATIONS);
    if ('entries' in out) out.entries = renameEach(out.entries, 'formation', RENAMED_FORMATIONS);
    return out;
  });
}

function scenario2to3(v2: JsonObject): JsonObject {
  const doc: JsonObject = { ...v2, formatVersion: 3 };
  if ('map' in doc) doc.map = mapBody1to2(doc.map);
  if ('sides' in doc) doc.sides = withRulesSides(doc.sides);
  return doc;
}

/** A road entrance's point `at` as its distance along its edge; an entrance that is not an object, or has no point, as it was. */
function roadEntrance3to4(entrance: unknown): unknown {
  if (!isObject(entrance) || !('at' in entrance)) return entrance;
  const { at, ...rest } = entrance;
  if (!isObject(at)) return entrance;
  const along = entrance.edge === 'west' || entrance.edge === 'east' ? at.y : entrance.edge === 'north' || entrance.edge === 'south' ? at.x : undefined;
  return typeof along === 'number' ? { ...rest, alongIn: Math.max(0, along) } : entrance;
}

function scenario3to4(v3: JsonObject): JsonObject {
  const doc: JsonObject = { ...v3, formatVersion: 4 };
  if (isObject(doc.board) && Array.isArray(doc.board.roadEntrances)) doc.board = { ...doc.board, roadEntrances: doc.board.roadEntrances.map(roadEntrance3to4) };
  return doc;
}

/** Version 4 places back to version 3: an entrance's distance along its edge was its point. */
function scenario4placeIn3(pointer: string, v3: JsonObject): string | undefined {
  const tokens = pointerTokens(pointer);
  if (tokens[0] === 'board' && tokens[1] === 'roadEntrances' && tokens[3] === 'alongIn') return nearestPlace(pointerFromTokens([...tokens.slice(0, 3), 'at']), v3);
  return nearestPlace(pointer, v3);
}

/** Whether `pointer` names a value in `doc`. */
function exists(doc: unknown, tokens: readonly string[]): boolean {
  let node = doc;
  for (const t of tokens) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, t)) return false;
    node = (node as Record<string, unknown>)[t];
  }
  return true;
}

/** Version 2 places back to version 1: the moves of `scenario1to2`, one by one. */
function scenario2placeIn1(pointer: string, v1: JsonObject): string | undefined {
  const [head, ...rest] = pointerTokens(pointer);
  const at = (...tokens: string[]): string => pointerFromTokens(tokens);
  const moved = (from: string[], tail: string[]): string => (exists(v1, [...from, ...tail]) ? at(...from, ...tail) : at(...from));
  switch (head) {
    case undefined:
      return '';
    case 'date':
    case 'time':
      return 'dateTime' in v1 ? at('dateTime') : undefined;
    case 'historicalResult':
      return 'result' in v1 ? moved(['result'], rest) : undefined;
    case 'designerNotes':
      return 'notes' in v1 ? moved(['notes'], rest) : undefined;
    case 'map':
      if ('map' in v1) break;
      if (rest[0] === 'features' && 'terrain' in v1) return moved(['terrain'], rest.slice(1));
      if (rest[0] === 'units' && 'units' in v1) return moved(['units'], rest.slice(1));
      return ''; // the map was made by the upgrade: the whole file
    case 'length':
      return 'turns' in v1 ? at('turns') : undefined;
    case 'initiative':
    case 'victory':
      if (typeof v1[head] === 'string') return at(head);
      break;
    case 'sides': {
      if (!isObject(v1.sides)) break;
      const id = Object.keys(v1.sides)[Number(rest[0])];
      if (id === undefined || rest[0] === undefined) return at('sides');
      const [field, ...inside] = rest.slice(1);
      if (field === undefined || field === 'id') return at('sides', id);
      if (field === 'forces') {
        if (inside[0] === 'orderOfBattle') return moved(['sides', id, 'orderOfBattle'], inside.slice(1));
        if (inside[0] === 'budget' && inside[1] === 'points') return moved(['sides', id, 'points'], []);
        return at('sides', id);
      }
      return moved(['sides', id, field], inside);
    }
  }
  return nearestPlace(pointer, v1);
}

/** A place the upgrade did not move: the same place, or the nearest one that exists in the old file (a side's new `rulesSide` is the side). */
function nearestPlace(pointer: string, before: JsonObject): string {
  const tokens = pointerTokens(pointer);
  while (tokens.length > 0 && !exists(before, tokens)) tokens.pop();
  return pointerFromTokens(tokens);
}

export const MIGRATIONS: readonly Migration[] = [
  {
    kind: 'scenario',
    from: 1,
    summary: 'scenario format 1 → 2: date and time split, terrain moved into the map, sides listed with their forces, structured length, initiative and victory',
    migrate: scenario1to2,
    placeBefore: scenario2placeIn1,
  },
  {
    kind: 'scenario',
    from: 2,
    summary: "scenario format 2 → 3: terrain and formations in the book's words (plowed-field, farm-buildings, skirmishers), each side's rules side (Union or Confederate) recorded",
    migrate: scenario2to3,
    // Renaming a value or adding a side's rules side moves nothing.
    placeBefore: nearestPlace,
  },
  {
    kind: 'scenario',
    from: 3,
    summary: 'scenario format 3 → 4: each road entrance placed by its distance along its edge',
    migrate: scenario3to4,
    placeBefore: scenario4placeIn3,
  },
  {
    kind: 'map',
    from: 1,
    summary: "map format 1 → 2: terrain and formations in the book's words (plowed-field, farm-buildings, skirmishers)",
    migrate: map1to2,
    placeBefore: nearestPlace,
  },
];

export type MigrationOutcome =
  | {
      ok: true;
      document: JsonObject;
      migratedFrom?: number;
      steps: string[];
      /** When upgraded: where a place in `document` was in the file as read (undefined: the upgrade made it). */
      placeInOriginal?: (pointer: string) => string | undefined;
    }
  | { ok: false; message: string };

/** Brings `doc` (already known to be of `kind` and at `version`) up to the current format version. */
export function migrate(kind: DocumentKind, doc: JsonObject, version: number): MigrationOutcome {
  const current = CURRENT_FORMAT_VERSION[kind];
  if (version > current) {
    return {
      ok: false,
      message: `this ${kind} was saved by a newer Muster (format version ${version}; this Muster reads up to ${current}); update Muster to open it`,
    };
  }
  const oldest = Math.min(current, ...MIGRATIONS.filter((m) => m.kind === kind).map((m) => m.from));
  if (version < oldest) {
    return { ok: false, message: `format version ${version} is older than any ${kind} format Muster knows (the oldest is ${oldest})` };
  }
  let out = doc;
  const steps: string[] = [];
  const trail: { step: Migration; before: JsonObject }[] = [];
  for (let v = version; v < current; v++) {
    const step = MIGRATIONS.find((m) => m.kind === kind && m.from === v);
    if (!step) return { ok: false, message: `Muster has no way to upgrade a ${kind} from format version ${v}` };
    trail.push({ step, before: out });
    out = step.migrate(out);
    steps.push(step.summary);
  }
  const placeInOriginal = (pointer: string): string | undefined => {
    let place: string | undefined = pointer;
    for (let i = trail.length - 1; i >= 0 && place !== undefined; i--) place = trail[i]!.step.placeBefore(place, trail[i]!.before);
    return place;
  };
  return version === current
    ? { ok: true, document: out, steps }
    : { ok: true, document: out, migratedFrom: version, steps, placeInOriginal };
}
