/**
 * Every text a document or a report brings reaches a printed page escaped: the sheets are made from the
 * bundled documents with every free text (titles, names, labels, notes, briefings) replaced by markup, and a
 * battle report whose every field carries markup; no sheet may hold the markup as markup.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarioRenderInput } from '../../../core/map/scenarioMap';
import type { OrderOfBattle } from '../../../core/model/oob';
import { DEFAULT_PRINT_SETTINGS, SHEET_MAKERS } from '../../../core/print';
import type { BattleReport } from '../../../core/playtest/report';
import type { MusterScenario } from '../../../core/model/scenario.generated';

const MARK = '<img src=x onerror=alert(1)><script>fetch("http://127.0.0.1:9/")</script>';
const FREE_TEXT = new Set(['lostIn', 'strength', 'title', 'name', 'label', 'notes', 'text', 'description', 'briefing', 'road', 'reason', 'historicalNotes', 'commander', 'summary', 'subtitle', 'designer', 'source', 'sideName', 'state', 'outcome']);

/** A copy of `doc` with every free text marked up. */
function hostile<T>(doc: T): T {
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string') return key !== undefined && FREE_TEXT.has(key) ? `${MARK}${v}` : v;
    if (Array.isArray(v)) return v.map((x) => walk(x));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(doc) as T;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(`scenarios/${file}`, 'utf8')) as T;
const markupIn = (html: string): boolean => /<script>|<img src=x/.test(html);

describe('printed pages carry a document\'s words as words', () => {
  const scenario = hostile(read<MusterScenario>('taint-no-militia.scenario.json'));
  const armies: Record<string, OrderOfBattle> = {
    union: hostile(read<{ orderOfBattle: OrderOfBattle }>('taint-no-militia.army-union.json').orderOfBattle),
    confederate: hostile(read<{ orderOfBattle: OrderOfBattle }>('taint-no-militia.army-confederate.json').orderOfBattle),
  };
  const map = scenarioRenderInput(scenario, armies)!;
  const sides = Object.values(armies).map((oob) => ({ name: oob.name, oob, statedTotal: null }));

  it.each(['briefing', 'deployment', 'map', 'roster', 'charts'] as const)('the %s sheet escapes every free text', (kind) => {
    const html = SHEET_MAKERS[kind].make({ scale: '15mm', sides, scenario, armies, map, title: `${MARK}Taint`, side: 'union' }, DEFAULT_PRINT_SETTINGS).html;
    if (kind !== 'charts') expect(html).toContain('&lt;script&gt;');
    expect(markupIn(html)).toBe(false);
  });

  it('the campaign roster escapes its names and outcomes', () => {
    const html = SHEET_MAKERS['campaign-roster'].make(
      { scale: '15mm', sides: [], campaign: hostile({ title: 'Mine Run', steps: [{ title: 'Tan Yard Hill', outcome: 'Union wins' }], sides: [{ id: 'union', name: 'Union', units: [{ unit: 'u1', name: '1st', strength: '8 figures', standsLost: 1, figuresLost: 2, sectionsLost: 0, removed: false, lostIn: ['Tan Yard Hill'] }] }] }) as never },
      DEFAULT_PRINT_SETTINGS,
    ).html;
    expect(markupIn(html)).toBe(false);
  });

  it("the battle report escapes every field, the turns, places and facings too", () => {
    const report = {
      title: MARK,
      seed: 1,
      turn: 2,
      turns: 8,
      log: [{ turn: MARK, events: [{ side: 'union', kind: 'fire', label: MARK, text: MARK, dice: [MARK] }] }],
      positions: [{ side: 'union', sideName: MARK, name: MARK, at: { x: MARK, y: MARK }, facingDeg: MARK, formation: MARK, state: MARK, removed: false }],
      result: { winner: 'union', winnerName: MARK, reason: MARK },
    } as unknown as BattleReport;
    const html = SHEET_MAKERS['battle-report'].make({ scale: '15mm', sides: [], report }, DEFAULT_PRINT_SETTINGS).html;
    expect(markupIn(html)).toBe(false);
    expect(html).toContain('Turn &lt;img');
  });
});
