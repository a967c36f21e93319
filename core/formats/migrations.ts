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
 * - scenario 2 (current): `date` + `time`; `historicalResult`, `designerNotes`; a `map` (tabletop or
 *   hex, map.schema.json) holds terrain and placements; `sides` a list, each with `forces`
 *   (order of battle and/or points budget), set-up and entries; `length.turns`; `initiative` and
 *   `victory` structured, each with text beside.
 * - army 1, map 1: current; no migrations yet.
 */
import { CURRENT_FORMAT_VERSION, type DocumentKind } from './documents';
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
  // Not moved by the upgrade: the same place, or the nearest one that exists in the old file.
  const tokens = pointerTokens(pointer);
  while (tokens.length > 0 && !exists(v1, tokens)) tokens.pop();
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
