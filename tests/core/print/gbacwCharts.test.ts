import { describe, expect, it } from 'vitest';
import { terrainLabel } from '../../../core/rules/terrainKinds';
import { DEFAULT_PRINT_SETTINGS, SHEET_MAKERS, chartsOf, gbacwChartsSheet } from '../../../core/print';
import { namesGbacwSeed } from '../../../core/rules/gbacw/book';
import { ORDERS_CHANGE, ORDERS_CHANGE_RESULT_LABELS } from '../../../core/rules/gbacw/command';
import { bandText, signed } from '../../../core/rules/gbacw/dice';
import { FIRE_DRM_IDS, FIRE_DRMS, NIGHT_FIRE } from '../../../core/rules/gbacw/fire';
import { GAME_TABLE_LABELS, GAME_TABLES } from '../../../core/rules/gbacw/gameTables';
import { SHOCK_DRM_IDS, SHOCK_DRMS } from '../../../core/rules/gbacw/shock';
import type { MusterScenario } from '../../../core/model/scenario.generated';
import { citedLine } from '../../support/seeds';
import { sectionsOf, sheetText, tableTitled } from './sheetTables';
import crossroads from '../../../scenarios/gbacw/example-crossroads.scenario.json';

const settings = { ...DEFAULT_PRINT_SETTINGS, orientation: 'landscape' as const };
const scenario = crossroads as unknown as MusterScenario;
const tables = scenario.gameTables!;
const html = gbacwChartsSheet(settings, scenario).html;

describe('the GBACW reference charts', () => {
  it('print the game’s Terrain Effects Chart as the scenario holds it, under Muster’s terrain names', () => {
    const tec = tableTitled(html, GAME_TABLE_LABELS.terrainEffects);
    expect(tec.rows.map((r) => r[0])).toEqual(tables.terrainEffects!.rows.map((r) => r.label));
    tables.terrainEffects!.rows.forEach((row, i) => {
      const printed = tec.rows[i]!;
      expect(printed[2]).toBe(row.terrain.map((k) => terrainLabel(k)).join(', '));
      const cost = (c: number | 'prohibited' | undefined) => (c === undefined ? '—' : c === 'prohibited' ? 'No entry' : String(c));
      expect(printed.slice(3, 7), row.id).toEqual([cost(row.movement.infantry), cost(row.movement.cavalry), cost(row.movement.artillery), cost(row.movement.leader)]);
      expect(printed[8], row.id).toBe(row.fireDrm === undefined ? '—' : signed(row.fireDrm));
      expect(printed[9], row.id).toBe(row.shockDrm === undefined ? '—' : signed(row.shockDrm));
    });
    // The woods row: 2 / 3 / 4 / 2 MPs, cavalry and artillery a UDD, −1 to fire and to shock.
    expect(tec.rows.find((r) => r[0] === 'Woods')!.slice(2)).toEqual(['Heavy woods, Light woods', '2', '3', '4', '2', '— / d / d', '−1', '−1', 'One level higher, sides as steep slopes']);
  });

  it('print the Fire Tables cell for cell, columns by SPs and rows by the adjusted roll', () => {
    for (const id of ['fireTable', 'artilleryFireTable'] as const) {
      const t = tableTitled(html, GAME_TABLE_LABELS[id]);
      expect(t.head.slice(1)).toEqual(tables[id]!.columns.map((c) => bandText(c)));
      expect(t.rows).toEqual(tables[id]!.rows.map((r) => [bandText(r), ...r.results]));
    }
    expect(tableTitled(html, GAME_TABLE_LABELS.fireTable).rows.at(-1)).toEqual(['10 or more', '1d', '1d+1', '1D', '2D', '2D']);
  });

  it('print the shock tables and the Efficiency Markers the scenario holds, and say where they come from', () => {
    expect(tableTitled(html, GAME_TABLE_LABELS.shockRatios).rows).toHaveLength(tables.shockRatios!.ratios.length);
    expect(tableTitled(html, GAME_TABLE_LABELS.shockResolution).rows.map((r) => r[1])).toEqual(tables.shockResolution!.rows.map((r) => r.result));
    expect(sheetText(html)).toContain(`From ${tables.game} (${tables.source})`);
    expect(sheetText(html)).not.toContain('This scenario lacks');
  });

  it('name plainly the game tables a scenario lacks, and print none of them', () => {
    const { rangeEffects: _r, shockRatios: _s, ...some } = tables;
    const partial = gbacwChartsSheet(settings, { ...scenario, gameTables: some }).html;
    expect(sheetText(partial)).toContain(`This scenario lacks these of the game’s own tables: ${GAME_TABLE_LABELS.rangeEffects}, ${GAME_TABLE_LABELS.shockRatios}.`);
    expect(sectionsOf(partial).map((s) => s.title)).not.toContain(GAME_TABLE_LABELS.shockRatios);
    expect(sectionsOf(partial).map((s) => s.title)).toContain(GAME_TABLE_LABELS.fireTable);
    const none = gbacwChartsSheet(settings, { ...scenario, gameTables: undefined }).html;
    expect(sheetText(none)).toContain(`This scenario lacks every one of the game’s own tables: ${GAME_TABLES.map((id) => GAME_TABLE_LABELS[id]).join(', ')}.`);
    // The series rules are printed all the same.
    expect(sectionsOf(none).map((s) => s.title)).toContain('Fire die roll modifiers (all cumulative)');
  });

  it('print the series tables from the rules data: every fire and shock DRM, the orders change table', () => {
    const fire = tableTitled(html, 'Fire die roll modifiers');
    expect(fire.rows.map((r) => r[0])).toEqual(FIRE_DRM_IDS.map((id) => FIRE_DRMS[id].text));
    for (const id of FIRE_DRM_IDS) if (id !== 'massed-dispersed') expect(fire.rows.find((r) => r[0] === FIRE_DRMS[id].text)![1]).toBe(signed(FIRE_DRMS[id].drm));
    const shock = tableTitled(html, 'Shock Resolution DRMs');
    expect(shock.rows).toEqual(SHOCK_DRM_IDS.map((id) => [SHOCK_DRMS[id].text, signed(SHOCK_DRMS[id].drm)]));
    const change = tableTitled(html, 'Orders change');
    expect(change.rows).toEqual(ORDERS_CHANGE.rows.map((r) => [bandText(r), ORDERS_CHANGE_RESULT_LABELS[r.result]]));
  });

  it('and against the book: the orders change bands on their lines (L618–622), night fire −1, −3, −10 at 1, 2, 4 hexes (L2398)', () => {
    for (const row of ORDERS_CHANGE.rows) for (const n of [row.min, row.max]) if (n !== null) expect(citedLine(row.source), bandText(row)).toContain(String(n));
    expect(tableTitled(html, 'Orders change').rows.map((r) => r[0])).toEqual(['1 or less', '2–3', '4', '5', '6 or more']);
    const night = tableTitled(html, 'Dawn, dusk and night').rows.find((r) => r[0] === 'Night')!;
    for (const { range, drm } of NIGHT_FIRE.printed) expect(night[2]).toContain(`${range}: −${-drm}`);
  });

  it('cite the series book under every series table, never by seed file', () => {
    const series = sectionsOf(html).filter((s) => !(Object.values(GAME_TABLE_LABELS) as string[]).includes(s.title));
    expect(series.length).toBeGreaterThan(10);
    for (const s of series) {
      expect(s.cited, s.title).toBe(true);
      for (const c of s.citations) expect(c, s.title).toMatch(/^GBACW · /);
    }
    expect(namesGbacwSeed(html)).toBe(false);
  });

  it('are what the one charts sheet prints for a GBACW scenario', () => {
    expect(chartsOf(scenario, '15mm')).toEqual({ ruleset: 'gbacw', title: 'Reference charts, Great Battles of the ACW', stem: 'reference-gbacw' });
    expect(SHEET_MAKERS.charts.make({ scale: '15mm', sides: [], scenario }, settings).html).toBe(html);
  });
});

describe('the GBACW book notes under their charts (issue 29)', () => {
  it('cite lines that say what the notes report, and are printed once each after their chart, in book places', async () => {
    const { GBACW_BOOK_NOTES, gbacwBookNoteText } = await import('../../../core/rules/gbacw/bookNotes');
    expect(citedLine('001_c9b4f560d491440c.txt:1747')).toContain('Woods or Cedar');
    expect(citedLine('001_c9b4f560d491440c.txt:1873')).toContain('Woods or Town');
    expect(citedLine('001_c9b4f560d491440c.txt:92')).toContain('usually three or four for each division');
    expect(citedLine('001_c9b4f560d491440c.txt:133')).toContain('one to four for each division');
    expect(citedLine('001_c9b4f560d491440c.txt:671')).toContain('reduced to five hexes');
    expect(citedLine('001_c9b4f560d491440c.txt:2145')).toContain('Leader Replacement Phase');
    for (const l of [1541, 1544, 1546]) expect(citedLine(`001_c9b4f560d491440c.txt:${l}`)).toMatch(/^- \d/);
    for (const n of GBACW_BOOK_NOTES) {
      expect(html.split(`Book note ${n.id}:`).length - 1, n.id).toBe(1);
      expect(gbacwBookNoteText(n)).not.toMatch(/G:\d/);
      expect(namesGbacwSeed(gbacwBookNoteText(n))).toBe(false);
    }
    // Each note comes after the chart it concerns and before the next.
    const order = ['Most SPs firing from one hex', 'Book note §6.4', 'Book note G9', 'Book note §6.10', 'Book note §6.14'].map((t) => html.indexOf(t));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
