/// <reference lib="dom" />
/**
 * No internal key on any screen. Every view is visited (the Library, each section of a bundled
 * scenario with its order of battle and random forces open, an army with its Rules and Warnings panels,
 * each Odds tab) and its rendered text read: `innerText`, every option's text, and the text of every
 * element that holds only text. None may show a raw value of the schemas' enums (or of the core
 * vocabularies the screens draw from: morale result rows, organisation rule ids and their parameter
 * values) whose label differs from it.
 *
 * A key that looks like code (a hyphen, a digit or a capital inside: `spencer-henry`, `12pdr-napoleon`,
 * `natural2`) may not appear anywhere as a word. A key that is a plain English word (`union`, `open`,
 * `green`) may stand in a sentence ("the open ground"), so it fails only when it stands alone, as a
 * table cell, an option or a badge shows it, where its label belongs.
 *
 * Nor any id or file path (issue 30.3): the scenario's and its armies' own ids ("usa-76-ny", "herr-crest",
 * "contour-1") and names of files ("….army-union.json") are read for in the map's panels, in the labels
 * Konva draws on the canvas, and in the designer notes, which a person reads as prose.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_IDS, ORGANISATION_RULES } from '../../core/muster';
import { MORALE_RESULT_NAMES } from '../../core/rules/adf/morale';
import { SCHEMA_ENUMS } from '../../core/vocabulary';
import { boardSettled, startApp, type AppUnderTest, menu, openByPath, projector } from './harness';

const SCENARIO = resolve(__dirname, '../../scenarios/taint-no-militia.scenario.json');
const UNION_ARMY = resolve(__dirname, '../../scenarios/taint-no-militia.army-union.json');
const CONFEDERATE_ARMY = resolve(__dirname, '../../scenarios/taint-no-militia.army-confederate.json');

/**
 * Figure scales are the one set of keys that are also the book's own words ("15mm/20mm figures", B:321): a
 * compact place may show "15mm" where a form offers "15/20 mm figures".
 */
const THE_BOOKS_OWN_WORDS = new Set(['10mm', '15mm', '25mm']);

/** Every raw value with a label of its own, and where it comes from (for the failure message). */
function rawValues(): Map<string, string> {
  const out = new Map<string, string>();
  for (const { schema, path, labels } of SCHEMA_ENUMS) {
    for (const [value, label] of Object.entries(labels)) {
      if (label !== value && !THE_BOOKS_OWN_WORDS.has(value)) out.set(value, `${schema}.schema.json ${path} (label "${label}")`);
    }
  }
  for (const [row, name] of Object.entries(MORALE_RESULT_NAMES)) out.set(row, `morale result row (label "${name}")`);
  for (const id of RULE_IDS) out.set(id, `organisation rule id (title "${ORGANISATION_RULES[id].title}")`);
  out.set('combined', 'brigade.elite-green-limit counting');
  return out;
}

const RAW = rawValues();
const codeLike = (v: string): boolean => /[-.0-9]|[a-z][A-Z]/.test(v);
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD = [...RAW.keys()].filter(codeLike).sort((a, b) => b.length - a.length);
const WORD_PATTERN = new RegExp(`(?<![\\w./-])(${WORD.map(escape).join('|')})(?![\\w/-]|\\.\\w)`, 'g');
/**
 * Values shown alone that would be a raw key. One letter is left out: a GBACW leader's action profile is the
 * letter its counter prints (A, C, N, U), and a letter alone on screen is as often a key of the keyboard.
 */
const ALONE = new Set([...RAW.keys()].filter((v) => !codeLike(v) && v.length > 1));
/** An organisation rule's parameter shown as its stored key ("counting: combined"). */
const PARAM_KEYS = [...new Set(RULE_IDS.flatMap((id) => Object.keys(ORGANISATION_RULES[id].params as object)))];
const PARAM_PATTERN = new RegExp(`^(${PARAM_KEYS.map(escape).join('|')}):`);

let app: AppUnderTest;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** The text a person reads on the page now. */
async function screenText(page: Page): Promise<{ body: string; pieces: string[] }> {
  return page.evaluate(() => {
    const pieces: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el instanceof HTMLOptionElement) pieces.push(el.text.trim());
      else if (el.children.length === 0 && !(el instanceof HTMLInputElement) && !(el instanceof HTMLTextAreaElement) && !(el instanceof HTMLScriptElement) && !(el instanceof HTMLStyleElement)) {
        const t = (el as HTMLElement).innerText?.trim();
        if (t) pieces.push(t);
      }
    }
    const options = Array.from(document.querySelectorAll('option')).map((o) => o.text).join('\n');
    return { body: `${document.body.innerText}\n${options}`, pieces };
  });
}

/** Raw keys on screen, each with where it comes from and the line it was read in. */
async function rawKeysOnScreen(page: Page, view: string): Promise<string[]> {
  const { body, pieces } = await screenText(page);
  const found = new Set<string>();
  for (const line of body.split('\n')) {
    for (const m of line.matchAll(WORD_PATTERN)) found.add(`${view}: "${m[1]}" (${RAW.get(m[1]!)}) in "${line.trim().slice(0, 120)}"`);
  }
  for (const piece of pieces) {
    if (ALONE.has(piece)) found.add(`${view}: "${piece}" (${RAW.get(piece)}) shown alone`);
    const param = PARAM_PATTERN.exec(piece);
    if (param) found.add(`${view}: "${param[1]}" (a rule parameter's key) in "${piece.slice(0, 120)}"`);
  }
  return [...found];
}

/** Every code-like id in the scenario and its two armies: what a person must never read on screen. */
function idsOf(...files: string[]): Set<string> {
  const ids = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if ((k === 'id' || k === 'unit') && typeof x === 'string' && /[-0-9]/.test(x) && x.length > 2) ids.add(x);
        visit(x);
      }
    }
  };
  for (const f of files) visit(JSON.parse(readFileSync(f, 'utf8')));
  return ids;
}
const FILE_PATH = /(?:^|[\s(/])(?:scenarios\/|[\w*-]+\.(?:scenario|army|map|campaign)[\w*.-]*\.json)/;

/** Ids and paths in `texts`, each with where it was read. */
function idsAndPaths(texts: readonly string[], ids: ReadonlySet<string>, where: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp(`(?<![\\w-])(${[...ids].map(escape).join('|')})(?![\\w-])`);
  for (const t of texts) {
    const id = pattern.exec(t);
    if (id) found.push(`${where}: the id "${id[1]}" in "${t.slice(0, 100)}"`);
    if (FILE_PATH.test(t)) found.push(`${where}: a file path in "${t.slice(0, 100)}"`);
  }
  return found;
}

/** The text of every label Konva draws on the page's canvases, as shown (hidden layers and nodes left out). */
async function canvasLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Node = { text(): string; isVisible(): boolean };
    const konva = (window as unknown as { Konva?: { stages: Array<{ find(selector: string): Node[] }> } }).Konva;
    if (!konva) throw new Error('Konva is not on the page');
    return konva.stages.flatMap((stage) =>
      stage
        .find('Text')
        .filter((t) => t.isVisible())
        .map((t) => t.text()),
    );
  });
}

describe('no internal key appears on any screen', () => {
  it('the check itself finds a raw key: the list is not empty and the pattern matches a code-like key', () => {
    expect(RAW.get('spencer-henry')).toMatch(/army.schema.json/);
    expect('carries spencer-henry rifles'.match(WORD_PATTERN)).toEqual(['spencer-henry']);
    expect('Spencer/Henry repeating rifles'.match(WORD_PATTERN)).toBeNull();
    expect(ALONE.has('union')).toBe(true);
    expect(PARAM_PATTERN.exec('counting: combined')?.[1]).toBe('counting');
    expect(PARAM_PATTERN.exec('Counted: elite and green together')).toBeNull();
  });

  it('the Library', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'New scenario' }).click();
    await page.getByLabel('Scenario title').fill('Vocabulary check');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('save-state').getByText('In the library').waitFor();
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Library' }).click();
    await page.getByTestId('library-row').first().waitFor();
    expect(await rawKeysOnScreen(page, 'Library')).toEqual([]);
  });

  it('every section of the scenario editor, with an order of battle and the random forces open', async () => {
    const { page } = app;
    await openByPath(page, SCENARIO);
    await page.getByTestId('problems').getByText('The scenario is valid').waitFor();
    const nav = page.getByRole('navigation', { name: 'Scenario sections' });
    const names = await nav.getByRole('button').allInnerTexts();
    expect(names.length).toBeGreaterThanOrEqual(10);
    const found: string[] = [];
    for (const name of names) {
      await nav.getByRole('button', { name: name.trim(), exact: true }).click();
      if (name.trim() === 'Sides') {
        await page.getByTestId('side-confederate').getByRole('button', { name: /Edit the order of battle/ }).click();
        await page.getByTestId('side-confederate').getByTestId('oob-row').first().waitFor();
        await page.getByRole('button', { name: 'Random forces…' }).click();
        await page.getByRole('table', { name: 'Random reinforcements preview' }).waitFor();
      }
      found.push(...(await rawKeysOnScreen(page, `Scenario ▸ ${name.trim()}`)));
      // No form asks for an id: items are named, their ids made when they are added.
      if ((await page.getByLabel('Id', { exact: true }).count()) > 0) found.push(`Scenario ▸ ${name.trim()}: an "Id" field`);
    }
    expect(found).toEqual([]);
  });

  it('the army editor with its warnings and Rules panel, for both bundled armies', async () => {
    const { page } = app;
    const found: string[] = [];
    for (const file of [UNION_ARMY, CONFEDERATE_ARMY]) {
      await openByPath(page, file);
      await page.getByTestId('oob-row').first().waitFor();
      await page.getByTestId('warning-count').waitFor();
      found.push(...(await rawKeysOnScreen(page, `Army ${file.split('/').pop()}`)));
      // The unit editor for a formation, a leader, a regiment and a battery.
      for (const kind of ['formation', 'leader', 'regiment', 'battery']) {
        const row = page.getByTestId('oob-row').filter({ hasText: { formation: /Brigade/, leader: /LB/, regiment: /fig ·/, battery: /sec ·/ }[kind]! }).first();
        await row.click();
        found.push(...(await rawKeysOnScreen(page, `Army ${file.split('/').pop()} ▸ ${kind}`)));
      }
      await page.getByRole('button', { name: 'Rules…' }).click();
      await page.getByRole('region', { name: 'Organisation rules' }).waitFor();
      found.push(...(await rawKeysOnScreen(page, `Army ${file.split('/').pop()} ▸ Rules`)));
      await page.getByRole('region', { name: 'Organisation rules' }).getByRole('button', { name: 'Close' }).click();
    }
    expect(found).toEqual([]);
  });

  it('each Odds tab, with its trace', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Odds' }).click();
    const found: string[] = [];
    for (const tab of ['Fire', 'Morale', 'Charge']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.locator('[data-testid="trace-row"]').first().waitFor();
      for (const details of await page.locator('details:not([open])').all()) await details.locator('summary').click();
      found.push(...(await rawKeysOnScreen(page, `Odds ▸ ${tab}`)));
    }
    expect(found).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });

  it('no ids or file paths: the map canvas labels and panels, a new contour and a picked unit in Properties, and the designer notes', async () => {
    const { page } = app;
    const ids = idsOf(SCENARIO, UNION_ARMY, CONFEDERATE_ARMY);
    expect(ids.has('usa-76-ny')).toBe(true);
    expect(idsAndPaths(['76th New York usa-76-ny', 'see scenarios/another.army-*.json'], ids, 'self-check')).toHaveLength(2);
    await openByPath(page, SCENARIO);
    const nav = page.getByRole('navigation', { name: 'Scenario sections' });
    await nav.getByRole('button', { name: 'General', exact: true }).click();
    const notes = await page.getByLabel('Designer notes').inputValue();
    expect(notes.length).toBeGreaterThan(100);
    const found = idsAndPaths([notes], ids, 'Designer notes');

    await nav.getByRole('button', { name: 'Map', exact: true }).click();
    const editor = page.getByRole('region', { name: 'Map editor' });
    const canvas = editor.getByRole('application', { name: 'Map canvas' });
    await editor.getByRole('list', { name: 'Union order of battle' }).waitFor();
    await boardSettled(page);
    const labels = await canvasLabels(page);
    expect(labels).toContain('McPherson\'s Ridge');
    found.push(...idsAndPaths(labels, ids, 'Map canvas'));
    const panels = async () => (await editor.innerText()).split('\n');
    found.push(...idsAndPaths(await panels(), ids, 'Map editor'));

    // A unit picked from the Problems list: Properties names it.
    await editor.getByTestId('map-problems').getByRole('button').first().click();
    // Facing, which a leader's stand has too (it has no formation).
    await editor.getByLabel('Facing').waitFor();
    found.push(...idsAndPaths(await panels(), ids, 'Map editor, a unit picked'));
    // A contour drawn: Properties says its level, not "contour-1".
    const at = await projector(page, canvas);
    await editor.getByRole('button', { name: 'Contour', exact: true }).click();
    for (const p of [{ x: 30, y: 44 }, { x: 36, y: 44 }]) await page.mouse.click(at(p).x, at(p).y);
    await page.mouse.dblclick(at({ x: 36, y: 50 }).x, at({ x: 36, y: 50 }).y);
    await editor.getByLabel('Contour level').waitFor();
    found.push(...idsAndPaths(await panels(), new Set([...ids, 'contour-1']), 'Map editor, a new contour'));
    found.push(...idsAndPaths(await canvasLabels(page), new Set([...ids, 'contour-1']), 'Map canvas, a new contour'));
    expect(found).toEqual([]);
    await menu(page, 'Edit', /^Undo/);
    expect(app.pageErrors).toEqual([]);
  });
});
