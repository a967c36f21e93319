/**
 * Recovery drafts: work autosaved while a document had unsaved changes, offered back once at the next start
 * in one list (restore, compare with the saved version, discard). Here: what a draft is of, in words, and
 * what it changes against the saved version, as rows a person reads ("Order of battle › 1st Brigade ›
 * 6th Wisconsin › Figures: 6 → 8"), not a JSON patch.
 */
import { plural } from '../model/plural';
import { fileNameOf } from './home';
import type { AutosaveEntry } from './types';

/** One thing the draft has otherwise than the saved version; `saved` or `draft` is `NOT_THERE` for an addition or a removal. */
export interface DraftDifference {
  where: string;
  saved: string;
  draft: string;
}

/** What a draft changes against the version saved where it came from; `saved` says where that was read, or why there is none. */
export interface DraftComparison {
  key: string;
  title: string;
  saved: { from: 'library' | 'file'; title: string; path: string | null } | { from: 'none'; reason: string };
  differences: DraftDifference[];
  /** Differences not listed, beyond the limit. */
  more: number;
}

export const NOT_THERE = '—';

/** Where a draft would go back to, for the list: "in the library", "in mine-run.scenario.json", "never saved". */
export function draftOrigin(draft: Pick<AutosaveEntry, 'documentId' | 'path'>): string {
  if (draft.path !== null) return `in ${fileNameOf(draft.path)}`;
  if (draft.documentId !== null) return 'in the library';
  return 'never saved';
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasId = (v: unknown): v is Json & { id: string } => isRecord(v) && typeof v.id === 'string';

/** "orderOfBattle" → "Order of battle": a field of the format read as words. */
export function fieldWords(key: string): string {
  const words = key
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An item of a list by what the designer calls it: its name, title or label, else its id, else its place. */
function itemWords(item: unknown, index: number): string {
  if (isRecord(item)) {
    for (const key of ['name', 'title', 'label', 'id']) {
      const value = item[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return `#${index + 1}`;
}

/** Keys the path leaves unsaid: an order of battle reads "I Corps › 1st Division", not "Children › I Corps › Children › …". */
const UNSAID_KEYS = new Set(['children']);

const MAX_TEXT = 80;

/** A value in a few words: text quoted and cut short, a list counted, a named thing by its name. */
export function valueWords(value: unknown): string {
  if (value === undefined || value === null) return NOT_THERE;
  if (typeof value === 'string') return `"${value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value}"`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return plural(value.length, 'entry', 'entries');
  if (isRecord(value)) {
    const named = itemWords(value, -1);
    return named === '#0' ? plural(Object.keys(value).length, 'field') : named;
  }
  return String(value);
}

/**
 * Every difference between the saved version and the draft, depth first in the document's order; the
 * first `limit` of them listed, the rest counted. Lists whose items all have ids (formations, units,
 * leaders, sides) are matched by id, so a unit added in the middle is one addition, not every unit after it
 * changed; other lists are matched by place.
 */
export function draftDifferences(saved: unknown, draft: unknown, limit = 50): { differences: DraftDifference[]; more: number } {
  const differences: DraftDifference[] = [];
  let found = 0;
  const note = (path: string[], a: unknown, b: unknown) => row(path, valueWords(a), valueWords(b));
  const row = (path: string[], a: string, b: string) => {
    found++;
    if (differences.length < limit) differences.push({ where: path.join(' › ') || 'The whole document', saved: a, draft: b });
  };
  const walk = (a: unknown, b: unknown, path: string[]): void => {
    if (Object.is(a, b)) return;
    if (isRecord(a) && isRecord(b)) {
      const keys = [...Object.keys(a), ...Object.keys(b).filter((k) => !Object.hasOwn(a, k))];
      for (const key of keys) walk(a[key], b[key], UNSAID_KEYS.has(key) ? path : [...path, fieldWords(key)]);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) return walkList(a, b, path);
    note(path, a, b);
  };
  const walkList = (anyA: unknown[], anyB: unknown[], path: string[]): void => {
    if (!(anyA.every(hasId) && anyB.every(hasId))) {
      for (let i = 0; i < Math.max(anyA.length, anyB.length); i++) walk(anyA[i], anyB[i], [...path, itemWords(anyB[i] ?? anyA[i], i)]);
      return;
    }
    const a = anyA as Array<Json & { id: string }>;
    const b = anyB as Array<Json & { id: string }>;
    const inDraft = new Map(b.map((item) => [item.id, item]));
    const inSaved = new Set(a.map((item) => item.id));
    a.forEach((item, i) => {
      const other = inDraft.get(item.id);
      if (other === undefined) note([...path, itemWords(item, i)], item, undefined);
      else walk(item, other, [...path, itemWords(other, i)]);
    });
    b.forEach((item, i) => {
      if (!inSaved.has(item.id)) note([...path, itemWords(item, i)], undefined, item);
    });
    const kept = (list: Array<{ id: string }>, others: Set<string>) => list.map((x) => x.id).filter((id) => others.has(id));
    const savedOrder = kept(a, new Set(inDraft.keys()));
    const draftOrder = kept(b, inSaved);
    if (savedOrder.some((id, i) => draftOrder[i] !== id)) row([...path, 'Order'], 'as saved', 'changed');
  };
  walk(saved, draft, []);
  return { differences, more: found - differences.length };
}
