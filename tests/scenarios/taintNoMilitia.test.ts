/**
 * The bundled T'ain't No Militia as a player would set it up: every regiment, battery and leader of both
 * orders of battle is either on the table inside its side's set-up area or arrives by an entry (the Iron
 * Brigade on Turn One, the detached 7th Indiana and 11th Mississippi by their die rolls), and the
 * scenario's own terrain rules (B:2104–2110) are the rows its ground plays as, not only words.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../core/formats/index';
import { placementProblems } from '../../core/map/placements';
import { rulesRowOf, terrainLabel } from '../../core/rules/terrainKinds';
import { isFormation, type OobNode, type OrderOfBattle } from '../../core/model/oob';
import { TERRAIN_EFFECTS } from '../../core/rules/adf/terrain';
import { unitsOutsideSetupAreas, type MusterScenario } from '../../core/scenario/index';
import { citedLine } from '../support/seeds';

const FILE = 'taint-no-militia.scenario.json';
const load = (): MusterScenario => {
  const r = loadDocument(FILE, readFileSync(join(__dirname, '../../scenarios', FILE), 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.document as unknown as MusterScenario;
};
const scenario = load();
const map = scenario.map.kind === 'tabletop' ? scenario.map : undefined;
const oob = (side: string): OrderOfBattle => scenario.sides.find((s) => s.id === side)!.forces.orderOfBattle!;

/** Every id in a subtree: its units, its formations and their leaders. */
function ids(node: OobNode): string[] {
  if (!isFormation(node)) return [node.id];
  return [node.id, ...node.leaders.map((l) => l.id), ...node.children.flatMap(ids)];
}
/** The units and leaders of an order of battle (no formations), each with what it belongs to. */
function membersOf(army: OrderOfBattle): string[] {
  const out: string[] = [];
  const visit = (node: OobNode): void => {
    if (!isFormation(node)) return void out.push(node.id);
    out.push(...node.leaders.map((l) => l.id));
    node.children.forEach(visit);
  };
  army.children.forEach(visit);
  return out;
}
/** The ids an entry brings on: the units it names and everything inside a formation it names. */
function entered(army: OrderOfBattle, names: readonly string[]): Set<string> {
  const out = new Set<string>();
  const visit = (node: OobNode): void => {
    if (names.includes(node.id)) ids(node).forEach((id) => out.add(id));
    if (isFormation(node)) node.children.forEach(visit);
  };
  army.children.forEach(visit);
  return out;
}

describe("T'ain't No Militia as bundled", () => {
  it('is a tabletop on its 72 x 54 inch board', () => {
    expect(map).toBeDefined();
    expect(scenario.board).toMatchObject({ widthIn: 72, heightIn: 54 });
  });

  it.each(['union', 'confederate'])('every unit and leader of the %s army is on the table or in an entry, never both (adfLine 2048, 2116-2118)', (side) => {
    const army = oob(side);
    const placed = new Set((map!.units ?? []).filter((u) => u.side === side).map((u) => u.unit));
    const entries = scenario.sides.find((s) => s.id === side)!.entries ?? [];
    const arriving = entered(army, entries.flatMap((e) => e.units ?? []));
    const members = membersOf(army);
    expect(members.length).toBeGreaterThan(10);
    expect(members.filter((id) => !placed.has(id) && !arriving.has(id))).toEqual([]);
    expect(members.filter((id) => placed.has(id) && arriving.has(id))).toEqual([]);
  });

  it('places each unit once, on the table, inside its own side\'s set-up area, facing the enemy', () => {
    const sides = scenario.sides.map((s) => ({ id: s.id, name: s.name, ...(s.forces.orderOfBattle ? { orderOfBattle: s.forces.orderOfBattle } : {}) }));
    expect(placementProblems(map!, scenario.board, sides)).toEqual([]);
    expect(unitsOutsideSetupAreas(map!)).toEqual([]);
    for (const u of map!.units ?? []) expect(u.facingDeg, u.unit).toBe(u.side === 'union' ? 270 : 90);
  });

  it('brings the Iron Brigade on at entrance C on Turn One in road column, and the detached regiments by their rolls of 1-3 (adfLine 2048, 2092, 2100)', () => {
    expect(citedLine('000_e4b3381100cae796.txt:2048')).toContain('Iron Brigade enters here');
    const union = scenario.sides.find((s) => s.id === 'union')!.entries!;
    expect(union.find((e) => e.units?.includes('usa-iron-brigade'))).toMatchObject({ arrival: { kind: 'turn', turn: 1 }, entrance: 'C', formation: 'road-column' });
    expect(scenario.board.roadEntrances?.map((e) => e.letter)).toContain('C');
    for (const [side, unit] of [['union', 'usa-7-in'], ['confederate', 'csa-11-ms']] as const) {
      const entry = scenario.sides.find((s) => s.id === side)!.entries!.find((e) => e.units?.includes(unit));
      expect(entry?.arrival, unit).toMatchObject({ kind: 'roll', nowOn: [1, 2, 3], otherwise: 'unavailable' });
    }
  });

  it("plays its ridge slopes as open ground and Willoughby Run as broken ground, as the scenario's terrain rules say (adfLine 2104-2106)", () => {
    expect(citedLine('000_e4b3381100cae796.txt:2106')).toMatch(/slopes suffer no additional movement penalties/);
    expect(citedLine('000_e4b3381100cae796.txt:2104')).toMatch(/Willowboughby Run do\s*$/);
    const feature = (id: string) => map!.features.find((f) => f.id === id)!;
    for (const ridge of ['herr-ridge', 'low-ridge', 'mcpherson-ridge']) {
      const row = rulesRowOf(feature(ridge).kind, map!);
      expect(row?.row, ridge).toBe('open');
      expect(row?.effects).toBe(TERRAIN_EFFECTS.open);
    }
    const run = rulesRowOf(feature('willoughby-run').kind, map!);
    expect(run?.row).toBe('broken');
    expect(run?.effects).toBe(TERRAIN_EFFECTS.broken);
    expect(terrainLabel(feature('willoughby-run').kind, map!)).toMatch(/^Willoughby Run/);
    // The chart's own rows would have said otherwise: a gentle slope is climbed as broken, a creek disorders.
    expect(rulesRowOf('gentle-slope')?.row).toBe('gentle-slope');
    expect(rulesRowOf('creek')?.row).toBe('creek');
    // The rule texts are kept beside the data.
    expect(scenario.specialRules?.find((r) => r.id === 'ridge-los')?.text).toMatch(/Slopes cost nothing/);
  });

  it('crosses the railroad cut as rough and moves along its bed as a trail; all woods are light woods (adfLine 2104, 2110)', () => {
    expect(citedLine('000_e4b3381100cae796.txt:2110')).toMatch(/1 inch of rough terrain/);
    const cut = map!.features.find((f) => f.id === 'railroad-cut')!;
    expect(rulesRowOf(cut.kind, map!)?.row).toBe('rough');
    expect(rulesRowOf(map!.features.find((f) => f.id === 'railroad')!.kind, map!)?.row).toBe('trail');
    const woods = map!.features.filter((f) => /woods/.test(rulesRowOf(f.kind, map!)?.row ?? ''));
    expect(woods.length).toBeGreaterThan(0);
    for (const w of woods) expect(w.kind).toBe('light-woods');
  });

  it('draws the named ground of the book, with the ridges as contours', () => {
    const labels = map!.features.map((f) => f.label ?? '');
    for (const name of ['Herr Ridge', 'Low Ridge', "McPherson's Ridge", 'Willoughby Run', 'Railroad cut', 'Chambersburg Pike', 'McPherson farm', 'Herr Tavern']) {
      expect(labels.some((l) => l.startsWith(name)), name).toBe(true);
    }
    for (const ridge of ['Herr Ridge', 'Low Ridge', "McPherson's Ridge"]) expect(map!.contours!.some((c) => c.label?.startsWith(ridge)), ridge).toBe(true);
    // The book: very gradual slopes with no sharp crest lines (adfLine 2106).
    expect(map!.contours!.some((c) => c.crest)).toBe(false);
    expect(scenario.designerNotes).toMatch(/Muster's reading/);
  });
});
