/**
 * From an ajv validating function to the problems a designer reads: big lists checked a window at a
 * time, errors grouped and worded (messages.ts), then the checks a schema cannot make. The functions
 * come precompiled (`validators.generated.js`, see `standalone.ts`: what the app and the CLI use) or
 * compiled by ajv at run time (`runtime.ts`: the generator and the tests that hold both alike). This
 * file loads no ajv, so a command that only reads a file does not pay for the compiler.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { DocumentKind } from '../model/documents';
import { mapTerrainProblems } from '../map/check';
import { boardProblems, scenarioSideProblems } from '../scenario/check';
import { gameTablesProblems } from '../rules/gbacw/gameTables';
import type { MusterMapFile, MusterScenario } from '../model/scenario.generated';
import { cappedProblems, problemsFromGroups, type ErrorGroup, type SchemaProblem } from './messages';
import { pointerFromTokens, tokensOf, type Place } from './parse';

export type DocumentValidator = (document: unknown) => SchemaProblem[];
export type DocumentValidators = Record<DocumentKind, DocumentValidator>;

/**
 * Checks the schema cannot make (references within a document), run once the schema check passes so
 * that the document has the generated types' shape.
 */
const CHECKS: Partial<Record<DocumentKind, (document: unknown) => SchemaProblem[]>> = {
  map: (doc) => mapTerrainProblems((doc as MusterMapFile).map, '/map'),
  scenario: (doc) => [
    ...scenarioSideProblems(doc as MusterScenario),
    ...boardProblems(doc as MusterScenario),
    ...mapTerrainProblems((doc as MusterScenario).map, '/map'),
    ...gameTablesProblems((doc as MusterScenario).gameTables, '/gameTables', doc as MusterScenario),
  ],
};

type AjvValidate = { (data: unknown): boolean; errors?: ValidateFunction['errors'] };

/**
 * Lists longer than this are checked a window at a time. ajv gathers the errors of a list item checked
 * by a referenced schema (an order-of-battle node) by copying every error found so far, so a list of
 * 4,000 bad items costs 4,000 copies of an ever longer list: half a minute. In windows of 50 items the
 * copies stay short and the whole check is linear.
 */
export const VALIDATION_WINDOW = 50;
/**
 * A window grows (doubling) while the windows before it had no errors, up to this many items, and is
 * back to `VALIDATION_WINDOW` after one that had some. Each window checks the whole rest of the document
 * again (a scenario's two orders of battle with every window of its 2,000 features: 53 checks of 600
 * regiments, a second of the two on opening a big board); a good list now takes a few. A window this
 * size full of bad items costs ajv's copying of 400 items' errors: tens of milliseconds, not seconds.
 */
export const VALIDATION_WINDOW_MAX = 400;

interface BigArray {
  tokens: string[];
  pointer: string;
  items: unknown[];
}

/**
 * Lists longer than the window, outermost first (lists inside them are handled when their window is
 * checked). Only lists and objects are walked, and a place's tokens are spelled only for a long list:
 * every window of a big map is walked again, and its strings and numbers need no place.
 */
function bigArrays(doc: unknown, windows: ReadonlySet<string>): BigArray[] {
  const out: BigArray[] = [];
  const stack: { value: object; at: Place | undefined }[] = [];
  const visit = (value: unknown, at: Place | undefined): void => {
    if (value !== null && typeof value === 'object') stack.push({ value, at });
  };
  visit(doc, undefined);
  while (stack.length > 0) {
    const { value, at } = stack.pop()!;
    if (Array.isArray(value)) {
      // A window being checked (longer than VALIDATION_WINDOW once it has grown) is not split again; lists inside its items are.
      if (value.length > VALIDATION_WINDOW) {
        const tokens = tokensOf(at);
        const pointer = pointerFromTokens(tokens);
        if (!windows.has(pointer)) {
          out.push({ tokens, pointer, items: value });
          continue;
        }
      }
      value.forEach((v, i) => visit(v, { key: String(i), up: at }));
    } else {
      for (const [k, v] of Object.entries(value)) visit(v, { key: k, up: at });
    }
  }
  return out;
}

/** A copy of `doc` with the value at `tokens` replaced; everything off that path is shared. */
function replaceAt(doc: unknown, tokens: readonly string[], value: unknown, at = 0): unknown {
  if (at === tokens.length) return value;
  const key = tokens[at]!;
  if (Array.isArray(doc)) {
    const copy = doc.slice();
    copy[Number(key)] = replaceAt(doc[Number(key)], tokens, value, at + 1);
    return copy;
  }
  const obj = doc as Record<string, unknown>;
  return { ...obj, [key]: replaceAt(obj[key], tokens, value, at + 1) };
}

/** The index of the list item `pointer` lies in (or is), or -1 when it is not inside `list`; allocates nothing. */
function itemIndex(pointer: string, list: string): number {
  const at = list.length;
  if (pointer.length <= at + 1 || pointer.charCodeAt(at) !== 47 || !pointer.startsWith(list)) return -1;
  let index = 0;
  let i = at + 1;
  for (; i < pointer.length; i++) {
    const c = pointer.charCodeAt(i);
    if (c === 47) break;
    if (c < 48 || c > 57) return -1;
    index = index * 10 + (c - 48);
  }
  return i === at + 1 ? -1 : index;
}

/** The errors of one ajv run over a view, with how to move a view's pointer back to the document's. */
interface ViewErrors {
  raw: ErrorObject[];
  /** Innermost first: the list, where its window starts, and which items this view reports for. */
  moves: { list: string; from: number; start: number }[];
}

/** Moves a view pointer to the document (undefined: an item the view must not report, seen in the window before). */
function movePointer(pointer: string, moves: ViewErrors['moves']): string | undefined {
  let out = pointer;
  for (const m of moves) {
    const index = itemIndex(out, m.list);
    if (index < 0) continue;
    if (index + m.from < m.start) return undefined;
    out = `${m.list}/${index + m.from}${out.slice(m.list.length + 1 + String(index).length)}`;
  }
  return out;
}

/**
 * Every error ajv would report for `doc`, without its quadratic cost on long lists: each long list is
 * checked in windows of `VALIDATION_WINDOW` items (the other long lists emptied meanwhile), the item
 * errors moved back to their real index; then once more with each list filled by copies of one of its
 * good items, for what concerns the list as a whole (`maxItems`). Each group holds everything needed
 * to explain its errors (the rest of the document's errors come again in every group), so groups can
 * be explained one at a time, and the explaining can stop when enough has been said: then a group is
 * only counted (`places`, the items it has problems in), without copying its errors.
 */
export function* windowedErrors(fn: AjvValidate, doc: unknown): Generator<ErrorGroup> {
  // One window at a time, so a file with 60,000 bad items never holds all their errors at once.
  for (const view of views(fn, doc)) yield toGroup(view);
}

function toGroup(view: ViewErrors): ErrorGroup {
  const outer = view.moves[view.moves.length - 1];
  const places = new Set<string>();
  if (outer) {
    // The places are items of the outermost long list: named once per item, without moving every pointer.
    const only = view.moves.length === 1;
    const indices = new Set<number>();
    for (const e of view.raw) {
      let index: number;
      if (only) {
        index = itemIndex(e.instancePath, outer.list);
        if (index < 0) continue;
        index += outer.from;
        if (index < outer.start) continue;
      } else {
        const moved = movePointer(e.instancePath, view.moves);
        index = moved === undefined ? -1 : itemIndex(moved, outer.list);
      }
      if (index >= 0) indices.add(index);
    }
    for (const index of indices) places.add(`${outer.list}/${index}`);
  }
  return {
    places,
    errors: () => {
      const items = new Map<ErrorObject, string>();
      const errors: ErrorObject[] = [];
      for (const e of view.raw) {
        const moved = view.moves.length === 0 ? e.instancePath : movePointer(e.instancePath, view.moves);
        if (moved === undefined) continue;
        const error = moved === e.instancePath ? e : { ...e, instancePath: moved };
        errors.push(error);
        const index = outer ? itemIndex(moved, outer.list) : -1;
        if (index >= 0) items.set(error, `${outer!.list}/${index}`);
      }
      return { errors, items };
    },
  };
}

function* views(fn: AjvValidate, doc: unknown, windows: ReadonlySet<string> = new Set()): Generator<ViewErrors> {
  const big = bigArrays(doc, windows);
  if (big.length === 0) {
    if (!fn(doc)) yield { raw: [...(fn.errors ?? [])], moves: [] };
    return;
  }
  const inBig = (pointer: string): boolean => big.some((b) => pointer === b.pointer || pointer.startsWith(`${b.pointer}/`));
  let emptied = doc;
  for (const b of big) emptied = replaceAt(emptied, b.tokens, []);
  let filled = emptied;
  const lengthChecked: BigArray[] = [];
  for (const b of big) {
    const bad = new Set<number>();
    const n = b.items.length;
    const inWindow = new Set([...windows, b.pointer]);
    let size = VALIDATION_WINDOW;
    for (let start = 0; start < n; ) {
      // The last window is a full one too (it may overlap the one before), so `minItems` never fires on a short tail.
      const from = Math.max(0, Math.min(start, n - size));
      const view = replaceAt(emptied, b.tokens, b.items.slice(from, from + size));
      const badBefore = bad.size;
      for (const inner of views(fn, view, inWindow)) {
        // Errors about other long lists (emptied here) or about this list as a whole (a window of it) are not this view's to report.
        const raw = inner.raw.filter((e) => {
          const p = movePointer(e.instancePath, inner.moves) ?? e.instancePath;
          const index = itemIndex(p, b.pointer);
          if (index >= 0) {
            bad.add(index + from);
            return true;
          }
          return !inBig(p);
        });
        if (raw.length > 0) yield { raw, moves: [...inner.moves, { list: b.pointer, from, start }] };
      }
      start = from + size;
      size = bad.size === badBefore ? Math.min(2 * size, VALIDATION_WINDOW_MAX) : VALIDATION_WINDOW;
    }
    const good = b.items.findIndex((_, i) => !bad.has(i));
    if (good >= 0) {
      filled = replaceAt(filled, b.tokens, new Array(n).fill(b.items[good]));
      lengthChecked.push(b);
    }
  }
  if (lengthChecked.length > 0 && !fn(filled)) {
    const raw = (fn.errors ?? []).filter((e) => lengthChecked.some((b) => e.instancePath === b.pointer) || !inBig(e.instancePath));
    if (raw.length > 0) yield { raw, moves: [] };
  }
}

export function toDocumentValidator(fn: AjvValidate, kind?: DocumentKind): DocumentValidator {
  const check = kind === undefined ? undefined : CHECKS[kind];
  return (document) => {
    const problems = problemsFromGroups(windowedErrors(fn, document));
    return problems.length > 0 ? problems : cappedProblems(check?.(document) ?? []);
  };
}
