import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../../core/formats/index';
import { BOARD_SQUARE_INCHES, createScenario, POINTS_PER_SQUARE, scenarioInfo, unitsOutsideSetupAreas, type MusterScenario } from '../../../core/scenario/index';
import { checkForceConstraints } from '../../../core/muster/constraints';
import type { OrderOfBattle } from '../../../core/model/oob';
import { citedLine } from '../../support/seeds';

const SCENARIOS = join(__dirname, '../../../scenarios');
const load = (f: string): MusterScenario => {
  const r = loadDocument(f, readFileSync(join(SCENARIOS, f), 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.document as unknown as MusterScenario;
};

describe('createScenario', () => {
  it('a new scenario validates as it is', () => {
    for (const scale of ['10mm', '15mm', '25mm'] as const) {
      const result = loadDocument('new.scenario.json', JSON.stringify(createScenario({ scale })));
      expect(result.ok).toBe(true);
    }
  });

  it('sizes the table from the figure scale and budgets 40 points per square (adfLine 2039-2041, 2172)', () => {
    const s = createScenario({ scale: '25mm', squaresWide: 2, squaresDeep: 2 });
    expect(BOARD_SQUARE_INCHES['25mm'].inches).toBe(24);
    expect(s.board).toMatchObject({ widthIn: 48, heightIn: 48, squareIn: 24 });
    // The book's own example: four squares give each side 160 points.
    expect(s.sides.map((side) => side.forces.budget?.points)).toEqual([160, 160]);
    expect(POINTS_PER_SQUARE.points).toBe(40);
  });
});

describe('scenarioInfo', () => {
  it("T'ain't No Militia: 11 Union and 14 Confederate units as the book lists them (adfLine 2008-2026, 2056-2078)", () => {
    const info = scenarioInfo(load('taint-no-militia.scenario.json'));
    expect(info.units).toEqual({ union: 11, confederate: 14 });
    expect(info).toMatchObject({ title: "T'ain't No Militia", ruleset: 'adf', scale: '15mm' });
    // Everyone but the Iron Brigade (enters on turn 1) and the two detached regiments starts on the table,
    // with the leaders of those units beside them (Reynolds, Wadsworth, Cutler; Heth, Archer, Davis, Pegram).
    expect(info.deployed).toEqual({ union: 11 - 5 - 1 + 3, confederate: 14 - 1 + 4 });
  });

  it('counts terrain features by kind from the map', () => {
    const doc = load('tan-yard-hill.scenario.json');
    const info = scenarioInfo(doc);
    const total = Object.values(info.terrainKinds).reduce((a, b) => a + b, 0);
    expect(total).toBe(doc.map.kind === 'tabletop' ? doc.map.features.length : 0);
    expect(info.terrainKinds.road).toBe(1);
    expect(info.board).toEqual({ widthIn: 36, heightIn: 54 });
  });

  it('a hex map counts hexes by terrain', () => {
    const s = createScenario({ ruleset: 'gbacw' });
    const hex: MusterScenario = {
      ...s,
      scale: 'counters',
      map: {
        kind: 'hex',
        grid: { columns: 2, rows: 2, orientation: 'flat-top' },
        hexes: [
          { hex: '0101', terrain: 'open' },
          { hex: '0102', terrain: 'light-woods' },
          { hex: '0201', terrain: 'open' },
        ],
        units: [{ side: 'union', unit: 'Iron Brigade', hex: '0101', facing: 'N' }],
      },
    };
    expect(loadDocument('hex.scenario.json', JSON.stringify(hex)).ok).toBe(true);
    expect(scenarioInfo(hex)).toMatchObject({ terrainKinds: { open: 2, 'light-woods': 1 }, deployed: { union: 1, confederate: 0 } });
  });
});

describe('bundled scenarios follow their own placement rules and limits', () => {
  it("T'ain't No Militia: every placed unit stands inside its side's set-up area, the 95th and 84th New York included (adfLine 2116-2118)", () => {
    const s = load('taint-no-militia.scenario.json');
    expect(unitsOutsideSetupAreas(s.map)).toEqual([]);
    const placed = s.map.kind === 'tabletop' ? (s.map.units ?? []) : [];
    expect(placed.map((u) => u.unit)).toEqual(expect.arrayContaining(['usa-95-ny', 'usa-84-ny']));
  });

  it('a unit moved off its set-up area is reported with the areas it should be in', () => {
    const s = load('taint-no-militia.scenario.json');
    if (s.map.kind !== 'tabletop') throw new Error('tabletop map expected');
    const units = (s.map.units ?? []).map((u) => (u.unit === 'usa-95-ny' ? { ...u, at: { x: 55, y: 8 } } : u));
    expect(unitsOutsideSetupAreas({ ...s.map, units })).toEqual([{ unit: 'usa-95-ny', side: 'union', at: { x: 55, y: 8 }, areas: ["McPherson's Ridge"] }]);
  });

  it('Tan Yard Hill: the Union battery must be 3-inch Ordnance rifles (adfLine 2276) and Hampton brings one limbered battery (adfLine 2280), as checked data', () => {
    expect(citedLine('000_e4b3381100cae796.txt:2276')).toContain('may elect to have one battery of 3-inch ordnance rifles');
    expect(citedLine('000_e4b3381100cae796.txt:2280')).toContain('including one limbered artillery battery');
    const s = load('tan-yard-hill.scenario.json');
    const limits = (side: string) => s.sides.find((x) => x.id === side)!.forces.budget!.constraints!;
    const army = (side: 'union' | 'confederate', guns: Array<'3in-ordnance' | '12pdr-napoleon'>): OrderOfBattle => ({
      name: side,
      side,
      era: '1861-63',
      children: [
        {
          id: 'b', kind: 'formation', level: 'brigade', name: 'Brigade',
          leaders: [{ id: 'l', name: side === 'confederate' ? 'Wade Hampton' : 'Union colonel', role: 'brigade', lb: 2 }],
          children: guns.map((gun, i) => ({ id: `g${i}`, name: `Battery ${i + 1}`, arm: 'artillery', sections: 2, gun, quality: 'trained', stands: 1 })),
        },
      ],
    } as OrderOfBattle);
    const broken = (side: 'union' | 'confederate', guns: Array<'3in-ordnance' | '12pdr-napoleon'>) =>
      checkForceConstraints(army(side, guns), limits(side)).filter((f) => f.constraint.kind === 'battery-count').map((f) => f.message);
    expect(broken('union', [])).toEqual([]);
    expect(broken('union', ['3in-ordnance'])).toEqual([]);
    expect(broken('union', ['12pdr-napoleon'])).toEqual(['Battery 1 has 12-pounder Napoleon guns; the scenario allows only 3-inch Ordnance rifle']);
    expect(broken('union', ['3in-ordnance', '3in-ordnance'])).toEqual(['2 batteries; the scenario allows at most 1']);
    expect(broken('confederate', [])).toEqual(['0 batteries; the scenario requires at least 1']);
    expect(broken('confederate', ['12pdr-napoleon'])).toEqual([]);
  });
});
