/**
 * Counts read "1 battery" and "3 batteries", never "1 batteries" or "regiment(s)": every count a user
 * reads goes through `plural` (core/vocabulary). This reads the text of every user-facing source file
 * (the renderer, core, the command line, the desktop process): the strings of its code and, in a Svelte
 * view, the words of its markup, and refuses
 * - a noun with "(s)" or "(es)" stuck on it;
 * - a plural made by hand, `n === 1 ? '' : 's'` and its kin, which `plural(n, 'noun')` says once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'svelte/compiler';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { chanceWords, plural } from '../../../core/vocabulary';

const ROOT = join(__dirname, '../../..');
const FOLDERS = ['renderer/src', 'core', 'cli', 'electron'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesUnder(path);
    return /\.(ts|svelte)$/.test(e.name) && !e.name.endsWith('.d.ts') && !e.name.includes('.generated.') ? [path] : [];
  });
}

/** The string literals and template texts of TypeScript source. */
function tsStrings(source: string, name = 'source.ts'): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true));
  return out;
}

/** The words of a Svelte component's markup and the strings of its code (scripts and expressions alike). */
function svelteStrings(source: string): string[] {
  const out: string[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    const n = node as { type?: string; data?: unknown; value?: unknown };
    if (n.type === 'Text' && typeof n.data === 'string') out.push(n.data);
    if (n.type === 'Literal' && typeof n.value === 'string') out.push(n.value);
    if (n.type === 'TemplateElement') out.push((n.value as { cooked?: string; raw: string }).cooked ?? (n.value as { raw: string }).raw);
    for (const value of Object.values(node)) visit(value);
  };
  visit(parse(source, { modern: true }));
  return out;
}

/** A noun with "(s)" or "(es)": "regiment(s)", "batter(ies)". */
const NOUN_WITH_S = /[A-Za-z]\((?:s|es|ies)\)/;
/** A plural made by hand in code: `=== 1 ? '' : 's'`, `> 1 ? 's' : ''`, `'y' : 'ies'`. */
const HAND_MADE = /\?\s*(['"`])(?:|s|es|y)\1\s*:\s*(['"`])(?:s|es|ies|)\2/;

function problemsIn(file: string, source: string): string[] {
  const strings = file.endsWith('.svelte') ? svelteStrings(source) : tsStrings(source, file);
  const found = strings.filter((s) => NOUN_WITH_S.test(s)).map((s) => `${file}: "${s.trim().slice(0, 80)}" counts with "(s)"`);
  source.split('\n').forEach((line, i) => {
    const m = HAND_MADE.exec(line);
    // Only an ending against nothing, or "y" against "ies": `? 'a' : 'b'` between two words is not a plural.
    if (m && (/(['"`])\1/.test(m[0]) || /y(['"`])\s*:\s*(['"`])ies/.test(m[0]))) found.push(`${file}:${i + 1}: a plural made by hand (${m[0].trim()}); use plural(n, noun)`);
  });
  return found;
}

describe('counts read as English', () => {
  it('plural gives the noun its number', () => {
    expect(plural(1, 'battery', 'batteries')).toBe('1 battery');
    expect(plural(2, 'battery', 'batteries')).toBe('2 batteries');
    expect(plural(0, 'warning')).toBe('0 warnings');
  });

  it('the check finds "(s)" and plurals made by hand, in code and in markup', () => {
    expect(problemsIn('a.ts', 'const s = `${n} regiment(s) in ${f.name}`;')).toHaveLength(1);
    expect(problemsIn('a.ts', "const s = `${n} batter${n === 1 ? 'y' : 'ies'}`;")).toHaveLength(1);
    expect(problemsIn('a.ts', "const s = `${n} note${n === 1 ? '' : 's'}`;")).toHaveLength(1);
    expect(problemsIn('a.ts', 'const s = `${n} unit${n > 1 ? "s" : ""}`;')).toHaveLength(1);
    expect(problemsIn('A.svelte', '<p>{count} warning(s)</p>')).toHaveLength(1);
    expect(problemsIn('A.svelte', '<script lang="ts">const t = (n: number) => `${n} item(s)`;</script><p>{t(2)}</p>')).toHaveLength(1);
    expect(problemsIn('A.svelte', "<p>{n} problem{n === 1 ? '' : 's'}</p>")).toHaveLength(1);
    // Not counts: a call with an argument named s, a choice between two words.
    expect(problemsIn('a.ts', "const x = sides.map((s) => trim(s)); const y = on ? 'stands' : 'stand';")).toEqual([]);
    expect(problemsIn('A.svelte', "<p>{plural(n, 'warning')}</p>")).toEqual([]);
  });

  it('no source a user reads from counts with "(s)" or makes a plural by hand', { timeout: 120_000 }, () => {
    const files = FOLDERS.flatMap((f) => filesUnder(join(ROOT, f)));
    expect(files.length).toBeGreaterThan(200);
    const problems = files.flatMap((path) => problemsIn(relative(ROOT, path), readFileSync(path, 'utf8')));
    expect(problems).toEqual([]);
  });
});

describe('chances read one way', () => {
  it('whole percents, with "under 1%" and "no chance" where a rounded 0.0% would mislead', () => {
    expect(chanceWords(0)).toBe('no chance');
    expect(chanceWords(0.0004)).toBe('under 1%');
    expect(chanceWords(0.5)).toBe('50%');
    expect(chanceWords(0.41666)).toBe('42%');
    expect(chanceWords(0.9996)).toBe('over 99%');
    expect(chanceWords(1)).toBe('certain');
  });
});
