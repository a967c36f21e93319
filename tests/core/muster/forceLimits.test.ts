/**
 * A scenario's force limits counted where the book counts them (issue 39): per brigade, per division,
 * inside a named formation, regiments or every unit. Hand-made orders of battle, the book's lines.
 */
import { describe, expect, it } from 'vitest';
import { checkForceConstraints } from '../../../core/muster/constraints';
import type { Formation, OrderOfBattle, Unit } from '../../../core/model/oob';
import type { ForceConstraint } from '../../../core/model/scenario.generated';
import { adfLine } from '../../../core/rules/trace';
import { citedLine } from '../../support/seeds';

type Quality = Unit['quality'];
const regiment = (id: string, quality: Quality): Unit => ({ arm: 'infantry', id, name: `${id} regiment`, figures: 6, weapon: 'rifle-musket', quality, sharpshooters: false, stands: 2 }) as Unit;
const battery = (id: string, quality: Quality): Unit => ({ arm: 'artillery', id, name: `${id} battery`, sections: 2, gun: '12pdr-napoleon', quality, stands: 1 }) as Unit;
const brigade = (name: string, units: Unit[]): Formation => ({ id: name, kind: 'formation', level: 'brigade', name, leaders: [{ id: `${name}-l`, name: `${name} leader`, role: 'brigade', lb: 1 }], children: units });
const division = (name: string, leader: string, children: Array<Formation | Unit>): Formation => ({ id: name, kind: 'formation', level: 'division', name, leaders: [{ id: `${name}-l`, name: leader, role: 'division', lb: 1 }], children });
const side = (children: Array<Formation | Unit>): OrderOfBattle => ({ name: 'Side', side: 'union', era: '1861-63', children }) as OrderOfBattle;

// Mine Run 2, B:2294: "Each Union brigade may have one elite regiment, but must have at least two trained
// regiments and one green regiment in each brigade."
const MINE_RUN_2: ForceConstraint[] = [
  { kind: 'max-quality-count', quality: 'elite', max: 1, per: 'brigade', of: 'regiments', text: 'Each brigade may have one elite regiment.' },
  { kind: 'min-quality-count', qualities: ['trained'], min: 2, per: 'brigade', of: 'regiments', text: 'At least two trained regiments in each brigade.' },
  { kind: 'min-quality-count', qualities: ['green'], min: 1, per: 'brigade', of: 'regiments', text: 'At least one green regiment in each brigade.' },
  { kind: 'brigade-count', min: 2, max: 3, text: "Birney's division of two or three brigades." },
];

describe('force limits per brigade (B:2294)', () => {
  it('quotes the book', () => {
    expect(citedLine(adfLine(2294))).toMatch(/Each Union brigade may have one elite regiment, but must have at least two trained regiments and one green regiment in each brigade/);
  });

  it('two brigades with one elite regiment each are allowed; counted for the whole side they would be two', () => {
    const legal = (n: string) => brigade(n, [regiment(`${n}1`, 'elite'), regiment(`${n}2`, 'trained'), regiment(`${n}3`, 'trained'), regiment(`${n}4`, 'green')]);
    expect(checkForceConstraints(side([division('1st Division', 'David Birney', [legal('Ward'), legal('Collis')])]), MINE_RUN_2)).toEqual([]);
  });

  it('a brigade with neither trained nor green regiments is named, twice; the good brigade is not', () => {
    const good = brigade('1st Brigade (Collis)', [regiment('c1', 'trained'), regiment('c2', 'trained'), regiment('c3', 'green')]);
    const bad = brigade('2nd Brigade (Ward)', [regiment('w1', 'veteran'), regiment('w2', 'veteran'), regiment('w3', 'elite'), battery('w-guns', 'trained')]);
    const found = checkForceConstraints(side([division('1st Division', 'David Birney', [good, bad])]), MINE_RUN_2);
    expect(found.map((f) => [f.formation, f.path, f.message])).toEqual([
      // The battery's training does not count: the book speaks of regiments.
      ['2nd Brigade (Ward)', '1st Division > 2nd Brigade (Ward)', '2nd Brigade (Ward): 0 trained regiments; the scenario requires at least 2 in each brigade'],
      ['2nd Brigade (Ward)', '1st Division > 2nd Brigade (Ward)', '2nd Brigade (Ward): 0 green regiments; the scenario requires at least 1 in each brigade'],
    ]);
  });

  it('counts the brigades: one is too few, four too many', () => {
    const b = (n: string) => brigade(n, [regiment(`${n}1`, 'trained'), regiment(`${n}2`, 'trained'), regiment(`${n}3`, 'green')]);
    const count = MINE_RUN_2.filter((c) => c.kind === 'brigade-count');
    expect(checkForceConstraints(side([division('D', 'David Birney', [b('A')])]), count).map((f) => f.message)).toEqual(['1 brigade; the scenario requires at least 2']);
    expect(checkForceConstraints(side([division('D', 'David Birney', [b('A'), b('B'), b('C'), b('E')])]), count).map((f) => f.message)).toEqual(['4 brigades; the scenario allows at most 3']);
  });
});

describe('force limits in a named formation (B:2405)', () => {
  const RODES: ForceConstraint[] = [
    { kind: 'brigade-count', min: 3, max: 4, formation: 'Rodes', text: "Rodes' division: three or four brigades, 180 points." },
    { kind: 'only-qualities', qualities: ['veteran', 'elite'], formation: 'Rodes', of: 'regiments', text: "All of Rodes' regiments are veteran or elite." },
  ];
  const vets = (n: string) => brigade(n, [regiment(`${n}1`, 'veteran'), regiment(`${n}2`, 'elite')]);

  it('quotes the book', () => expect(citedLine(adfLine(2405))).toMatch(/All of Rodes' regiments are veteran or elite/));

  it("a green regiment in Rodes' division is named with the division; Early's green regiments are not his", () => {
    const early = division("Early's Division", 'Harry T. Hays', [brigade("Hoke's Brigade", [regiment('hoke1', 'green')])]);
    const daniel = brigade("Daniel's Brigade", [regiment('dan1', 'veteran'), regiment('dan2', 'green'), battery('dan-guns', 'trained')]);
    const rodes = division("Rodes' Division", 'Robert Rodes', [daniel, vets("Doles' Brigade"), vets("Battle's Brigade")]);
    const found = checkForceConstraints(side([early, rodes]), RODES);
    expect(found.map((f) => [f.formation, f.message])).toEqual([["Rodes' Division", "Rodes' Division: dan2 regiment is green; the scenario wants every regiment of Rodes' Division veteran or elite"]]);
  });

  it("five brigades under Rodes are too many; a side without him is told so", () => {
    const rodes = division("Rodes' Division", 'Robert Rodes', ['A', 'B', 'C', 'D', 'E'].map(vets));
    expect(checkForceConstraints(side([rodes]), RODES).map((f) => f.message)).toEqual(["Rodes' Division: 5 brigades; the scenario allows at most 4"]);
    expect(checkForceConstraints(side([division('Other', 'Jubal Early', [vets('A')])]), RODES.slice(0, 1)).map((f) => f.message)).toEqual([
      `the side has no formation named Rodes, which the scenario's limit "Rodes' division: three or four brigades, 180 points." is about`,
    ]);
  });
});

describe('unit and brigade counts (Richmond defenses, B:2213-2220)', () => {
  const CONFEDERATE: ForceConstraint[] = [
    { kind: 'max-units-of', min: 5, max: 5, quality: 'elite', of: 'regiments', text: 'One elite brigade of five six-figure elite regiments with a 2LB brigade leader.' },
    { kind: 'max-units-of', min: 4, max: 4, quality: 'veteran', of: 'regiments', text: 'One brigade of four veteran dismounted cavalry regiments.' },
    { kind: 'brigade-count', count: 2, text: 'Two brigades.' },
  ];
  it('four elite regiments and one brigade fall short; five and four in two brigades pass', () => {
    const elite = (n: number) => brigade('Elite', Array.from({ length: n }, (_, i) => regiment(`e${i}`, 'elite')));
    const cavalry = brigade('Cavalry', Array.from({ length: 4 }, (_, i) => regiment(`v${i}`, 'veteran')));
    expect(checkForceConstraints(side([elite(5), cavalry]), CONFEDERATE)).toEqual([]);
    expect(checkForceConstraints(side([elite(6), cavalry]), CONFEDERATE).map((f) => f.message)).toEqual(['6 elite regiments; the scenario allows at most 5']);
    expect(checkForceConstraints(side([elite(4)]), CONFEDERATE).map((f) => f.message)).toEqual([
      '4 elite regiments; the scenario requires at least 5',
      '0 veteran regiments; the scenario requires at least 4',
      '1 brigade; the scenario requires exactly 2',
    ]);
  });

  it('each division of three brigades (the Union corps)', () => {
    const b = (n: string) => brigade(n, [regiment(n, 'trained')]);
    const per: ForceConstraint[] = [{ kind: 'brigade-count', count: 3, per: 'division', text: 'Each division has three 60-point brigades.' }];
    expect(checkForceConstraints(side([division('1st Division', 'A', [b('a'), b('b'), b('c')]), division('2nd Division', 'B', [b('d'), b('e')])]), per).map((f) => f.message)).toEqual([
      '2nd Division: 2 brigades; the scenario requires exactly 3 in each division',
    ]);
  });
});
