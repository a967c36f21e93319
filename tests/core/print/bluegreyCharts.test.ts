import { describe, expect, it } from 'vitest';
import { TERRAIN_KIND_TABLE, type TerrainKind } from '../../../core/rules/terrainKinds';
import { DEFAULT_PRINT_SETTINGS, SHEET_MAKERS, bluegreyChartsSheet, chartsOf } from '../../../core/print';
import { ARTILLERY, ARTILLERY_PROFILES } from '../../../core/rules/bluegrey/artillery';
import { namesSeedFile } from '../../../core/rules/bluegrey/book';
import { CRT, CRT_COLUMNS, HIGH_ODDS } from '../../../core/rules/bluegrey/crt';
import { RALLY } from '../../../core/rules/bluegrey/morale';
import { NIGHT_DIE } from '../../../core/rules/bluegrey/night';
import { BG_HEX_ROWS, BG_HEX_TERRAIN, BG_HEXSIDE_ROWS, BG_HEXSIDE_TERRAIN, BLUEGREY_TERRAIN, rowThirds } from '../../../core/rules/bluegrey/terrain';
import { mpText } from '../../../core/rules/bluegrey/types';
import type { MusterScenario } from '../../../core/model/scenario.generated';
import { citedLine } from '../../support/seeds';
import { sectionsOf, sheetText, tableTitled } from './sheetTables';
import shiloh from '../../../scenarios/bluegrey/shiloh.scenario.json';

const settings = { ...DEFAULT_PRINT_SETTINGS, orientation: 'landscape' as const };
const sheet = bluegreyChartsSheet(settings, 'Shiloh');
const html = sheet.html;

describe('the Blue & Grey reference charts', () => {
  it('print the combat results table cell for cell from the rules data, a row a die face', () => {
    const crt = tableTitled(html, 'Combat results table');
    expect(crt.head).toEqual(['Die', ...CRT_COLUMNS]);
    expect(crt.rows).toEqual(CRT.map((r) => [String(r.die), ...r.results]));
  });

  it('and the book’s table as the digest reconstructs it (B:584–687): die 5 and die 1', () => {
    const crt = tableTitled(html, 'Combat results table');
    expect(crt.rows[4]).toEqual(['5', 'AE', 'AE', 'AE*', 'AR', 'AR', 'AR', 'AR', 'AR', 'DR', 'EX*', 'EX', 'EX']);
    expect(crt.rows[0]).toEqual(['1', 'AR', 'AR', 'AR', 'DR', 'DR', 'DR', 'DR', 'DR', 'DE', 'DE', 'DE', 'DE']);
  });

  it('print every hex row under Muster’s terrain names, with the costs the data gives and the book prints', () => {
    const hexes = tableTitled(html, 'Hexes');
    expect(hexes.rows).toHaveLength(BG_HEX_ROWS.length);
    BG_HEX_ROWS.forEach((id, i) => {
      const row = BG_HEX_TERRAIN[id];
      const printed = hexes.rows[i]!;
      for (const [k, column] of [[1, 'infantry-cavalry'], [2, 'artillery']] as const) {
        const t = rowThirds(row.cost, column);
        expect(printed[k], `${id} ${column}`).toBe(t === 'prohibited' ? 'No entry' : t === 'other-terrain' ? 'Other terrain' : mpText(t));
        // The chart's own MP cell holds the number printed (forest/woods: "2/3*" holds 2 and 3).
        if (typeof t === 'number') expect(citedLine(row.mpSource), `${id} on its chart line`).toContain(mpText(t).split(' ').at(-1)!);
      }
    });
    // The book's forest/woods row (B:770–773): 2 MP, 3 for artillery, one column left; Muster calls it light woods, heavy woods and cedars.
    const woods = hexes.rows[BG_HEX_ROWS.indexOf('forest')]!;
    expect(woods.slice(0, 4)).toEqual([['light-woods', 'heavy-woods', 'cedars'].map((k) => TERRAIN_KIND_TABLE[k as TerrainKind].label).join(', '), '2', '3', '1 column left']);
    expect(hexes.rows[BG_HEX_ROWS.indexOf('fort')]!.slice(1, 4)).toEqual(['Other terrain', 'Other terrain', '2 columns left']);
    expect(hexes.rows[BG_HEX_ROWS.indexOf('bridge-hex')]![3]).toBe('2 columns right');
  });

  it('print every hexside row with the MP added and the attack’s halving and shift', () => {
    const sides = tableTitled(html, 'Hexsides');
    expect(sides.rows).toHaveLength(BG_HEXSIDE_ROWS.length);
    const row = (id: (typeof BG_HEXSIDE_ROWS)[number]) => sides.rows[BG_HEXSIDE_ROWS.indexOf(id)]!;
    expect(row('stream').slice(1, 3)).toEqual(['+2', 'Attacker halved; artillery not halved']);
    expect(row('redoubt')[2]).toBe('Attacker halved; 1 column left; defender inside only');
    expect(row('creek').slice(1, 3)).toEqual(['No crossing', 'Only artillery attacks across']);
    expect(row('ridge')[3]).toBe('Blocks');
    for (const id of BG_HEXSIDE_ROWS) {
      const cost = BG_HEXSIDE_TERRAIN[id].cost;
      if (cost.kind === 'mp' && cost.mp > 0) expect(row(id)[1]).toBe(`+${mpText(cost.mp * 3)}`);
    }
  });

  it('name every kind of Muster’s terrain the chart reads, in the one terrain table’s words', () => {
    const text = sheetText(html);
    for (const kind of Object.keys(BLUEGREY_TERRAIN) as TerrainKind[]) expect(text, kind).toContain(TERRAIN_KIND_TABLE[kind].label);
  });

  it('work the book’s own odds: 13 to 4 rounds down to 3:1 (B:244), and 8:1, 10:1, 12:1 are 6:1 at −1, −2, −3 (B:301)', () => {
    expect(tableTitled(html, 'Odds and column shifts').rows.find((r) => r[0] === 'Rounding')![1]).toContain('13 to 4 is 3:1');
    const beyond = tableTitled(html, 'Odds beyond the table');
    for (const { odds, drm } of HIGH_ODDS.examples) expect(beyond.rows.find((r) => r[0] === `${odds}:1`)).toEqual([`${odds}:1`, '6:1', `−${-drm}`]);
    expect(beyond.rows.find((r) => r[0] === '7:1')).toEqual(['7:1', '6:1', '—']);
    expect(beyond.rows.find((r) => r[0] === '1:7')).toEqual(['1:7', '1:5', '—']);
  });

  it('print artillery reach and range factors, rally and the night die from the data', () => {
    const guns = tableTitled(html, 'Artillery');
    expect(guns.rows.map((r) => [r[0], r[1]])).toEqual(ARTILLERY_PROFILES.map((id) => [ARTILLERY[id].label, String(ARTILLERY[id].maxRange)]));
    expect(guns.rows[0]!.slice(2, 5)).toEqual(['×3/2', '×1', '×2/3']);
    const rally = tableTitled(html, 'Rally');
    expect(rally.rows.find((r) => r[0] === 'Routed')![1]).toBe('1: In good order · 2–3: Disordered · 4–5: Shaken · 6: eliminated');
    expect(RALLY.routed.rows.map((r) => r.faces.length)).toEqual([1, 2, 2, 1]);
    expect(tableTitled(html, 'Night turns').rows.slice(0, NIGHT_DIE.rows.length).map((r) => r[0])).toEqual(['1', '2–3', '4–6']);
  });

  it('cite the book under every table, in its places and never by seed file', () => {
    const sections = sectionsOf(html);
    expect(sections.length).toBeGreaterThan(10);
    for (const s of sections) {
      expect(s.cited, s.title).toBe(true);
      for (const c of s.citations) expect(c, s.title).toMatch(/^B&G · /);
    }
    expect(namesSeedFile(html)).toBe(false);
  });

  it('are what the one charts sheet prints for a Blue & Grey scenario, landscape', () => {
    const scenario = shiloh as unknown as MusterScenario;
    expect(chartsOf(scenario, '15mm')).toEqual({ ruleset: 'bluegrey', title: 'Reference charts, Blue & Grey', stem: 'reference-bluegrey' });
    const made = SHEET_MAKERS.charts.make({ scale: '15mm', sides: [], scenario }, settings);
    expect(made.title).toBe('Blue & Grey: reference charts');
    expect(made.html).toContain(scenario.title);
    expect(made.html).not.toContain('Across a Deadly Field');
    expect(SHEET_MAKERS.charts.orientation).toBe('landscape');
    // With no scenario, or an ADF one, the charts are still ADF's at the scale.
    expect(SHEET_MAKERS.charts.make({ scale: '25mm', sides: [] }, settings).title).toBe('Across a Deadly Field: reference charts, 25mm');
  });
});

describe('the Blue & Grey book notes under their charts (issue 29)', () => {
  it('cite lines that say what the notes report, and are printed once each under their chart, in book places', async () => {
    const { BG_BOOK_NOTES, bgBookNoteText } = await import('../../../core/rules/bluegrey/bookNotes');
    expect(citedLine('002_a0a5e96e61d1e57b.txt:837').trim()).toBe('Attacker doubled if in adjacent sunken road hex');
    for (const l of [922, 945]) expect(citedLine(`002_a0a5e96e61d1e57b.txt:${l}`).trim()).toBe('Artillery only');
    expect(citedLine('002_a0a5e96e61d1e57b.txt:130')).toContain('may flip Breastworks Under Construction Markers');
    expect(citedLine('002_a0a5e96e61d1e57b.txt:451')).toContain('at the start of the ensuing Friendly Combat Phase');
    for (const n of BG_BOOK_NOTES) {
      expect(html.split(`Book note ${n.id}:`).length - 1, n.id).toBe(1);
      expect(bgBookNoteText(n)).not.toMatch(/BG:\d/);
      expect(namesSeedFile(bgBookNoteText(n))).toBe(false);
    }
    const at = (id: string) => html.slice(html.lastIndexOf('<section', html.indexOf(`Book note ${id}:`)), html.indexOf(`Book note ${id}:`));
    expect(at('BG-C6')).toContain('Hexes: Movement Points');
    expect(at('BG-C9')).toContain('Hexsides: Movement Points');
  });
});
