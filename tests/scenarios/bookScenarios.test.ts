/**
 * The book's other four scenarios as bundled files (A Meeting Engagement, Attack on the Richmond
 * Defenses, Mine Run 2 and 3, with Mine Run 3's orders of battle): each loads through the one document
 * loader (validated like every file), and every number the book gives (points, turns, die faces, counts,
 * board points) is read from the file and found in the book's own line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../core/formats/index';
import { TERRAIN_EFFECTS, terrainMovesAs } from '../../core/rules/adf/terrain';
import { isFormation, type OobNode, type OrderOfBattle } from '../../core/model/oob';
import type { MusterScenario } from '../../core/scenario/index';
import { citedLine } from '../support/seeds';
import { bookCitation } from '../../core/rules/adf/book';
import { adfLine } from '../../core/rules/trace';

const BOOK = '000_e4b3381100cae796.txt';
const line = (n: number): string => citedLine(`${BOOK}:${n}`);

function load<T>(file: string): T {
  const r = loadDocument(file, readFileSync(join(__dirname, '../../scenarios', file), 'utf8'));
  if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.errors)}`);
  return r.document as unknown as T;
}
const scenario = (file: string): MusterScenario => load<MusterScenario>(file);
const entry = (s: MusterScenario, side: string, id: string) => s.sides.find((x) => x.id === side)!.entries!.find((e) => e.id === id)!;
const condition = (s: MusterScenario, kind: string) => s.victory.conditions.find((c) => c.kind === kind)!;
const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

describe('Mid-1864: A Meeting Engagement (B:2198-2208)', () => {
  const s = scenario('meeting-engagement.scenario.json');
  it('two squares by four, eight turns, the Union needs 50 percent more casualties than it suffers', () => {
    expect([s.board.squaresWide, s.board.squaresDeep]).toEqual([2, 4]);
    expect(line(2200)).toContain('two-by-four-square');
    expect(line(2200)).toContain(`runs for ${words[s.length.turns]} turns`);
    const c = condition(s, 'casualty-ratio');
    expect(line(2200)).toContain(`${Math.round((c.ratio! - 1) * 100)} percent or more casualties`);
    expect(c.check?.atEndOfTurn).toBe(s.length.turns);
    expect(s.victory.otherwise).toBe('confederate');
  });
  it('four turns of arrivals with the book points', () => {
    expect(line(2202)).toContain(`Union cavalry brigade (${entry(s, 'union', 'union-cavalry').points} points)`);
    expect(line(2202)).toContain(`Confederate cavalry brigade (${entry(s, 'confederate', 'confederate-cavalry').points} points)`);
    expect(line(2204)).toContain(`division of ${entry(s, 'union', 'union-division').points} points, plus ${entry(s, 'union', 'union-corps-artillery').points} points of corps artillery`);
    expect(line(2206)).toContain(`division of ${entry(s, 'confederate', 'confederate-division').points} points`);
    expect([1, 2, 2].map((t, i) => t === (entry(s, 'union', ['union-cavalry', 'union-division', 'union-corps-artillery'][i]!).arrival.turn))).toEqual([true, true, true]);
    expect(entry(s, 'confederate', 'confederate-division').arrival.turn).toBe(3);
    expect(line(2208)).toMatch(/Turn four: All the cavalry withdraws/);
    // The budgets are the arrivals' sum.
    expect(s.sides[0]!.forces.budget!.points).toBe(60 + 240 + 30);
    expect(s.sides[1]!.forces.budget!.points).toBe(40 + 220);
  });
});

describe('Late 1864: Attack on the Richmond Defenses (B:2210-2224)', () => {
  const s = scenario('richmond-defenses.scenario.json');
  it('fifteen squares on points 21-24 and 25-28, the creek, the forces and the hidden set-up', () => {
    expect(s.board.squaresWide! * s.board.squaresDeep!).toBe(15);
    expect(line(2212)).toContain(`three-by-five-square segment (${s.board.squaresWide! * s.board.squaresDeep!} squares)`);
    expect(line(2212)).toContain(s.board.battlespace!.slice(0, 4).join('-'));
    expect(line(2212)).toContain(s.board.battlespace!.slice(4).join('-'));
    expect(s.board.intersectionPoints!.map((p) => p.id)).toEqual(s.board.battlespace);
    expect(line(2212)).toContain('extra 2 inches of movement to cross');
    expect(s.specialRules!.find((r) => r.id === 'marshy-creek')!.text).toContain('extra 2 inches');
    const csa = s.sides.find((x) => x.id === 'confederate')!.forces.budget!;
    // The paragraph runs over a page break in the book's text.
    const forces = [2214, 2216].map(line).join(' ');
    expect(forces).toContain(`plus ${csa.points} points of field artillery`);
    expect(forces).toContain(`brigade of ${words[(csa.constraints![0]!.count ?? csa.constraints![0]!.min)!]} six-figure elite regiments`);
    expect(forces).toContain(`brigade of ${words[(csa.constraints![1]!.count ?? csa.constraints![1]!.min)!]} veteran cavalry dismounted regiments`);
    expect(forces).toContain(`${words[s.hiddenDeployment!.dummiesPerUnit!]} picket markers per real unit`);
    expect(s.map.kind === 'tabletop' && s.map.features.some((f) => f.kind === 'field-works') && s.map.features.some((f) => f.kind === 'abatis')).toBe(true);
  });
  it("the bluffs are gentle slopes climbed at half speed, not steep ones; the creek's extra 2 inches are on the map, not only in words (B:2212)", () => {
    if (s.map.kind !== 'tabletop') throw new Error('tabletop map expected');
    const bluffs = s.map.features.find((f) => f.id === 'bluffs')!;
    expect(line(2212)).toContain('The slopes are gentle and moderate slopes, with movement up them being at half speed');
    expect(bluffs.kind).toBe('gentle-slope');
    // A gentle slope slows only the climb, as broken ground, and disorders nobody (B:2164); a steep one would (B:2165).
    expect(TERRAIN_EFFECTS['gentle-slope'].disorder).toBeUndefined();
    expect(terrainMovesAs('gentle-slope', { season: 'fall', weather: 'dry', uphill: true }).movesAs).toBe('broken');
    expect(bluffs.notes).toContain(bookCitation(adfLine(2212)));
    const creek = s.map.features.find((f) => f.kind === 'creek')!;
    expect(line(2212)).toContain(`costing an extra ${creek.crossingExtraIn} inches of movement to cross`);
    expect(TERRAIN_EFFECTS.creek.disorder).toBe('after-crossing');
    expect(creek.notes).toContain(bookCitation(adfLine(2212)));
  });
  it('the Union corps: two divisions of three 60-point brigades and 72 points of artillery, within 6 inches of the south edge', () => {
    const usa = s.sides.find((x) => x.id === 'union')!;
    expect(line(2222)).toContain('three 60-point brigades');
    expect(line(2222)).toContain('72 points of corps artillery');
    expect(usa.forces.budget!.points).toBe(2 * 3 * 60 + 72);
    expect(s.map.kind === 'tabletop' && s.map.setupAreas!.find((a) => a.side === 'union')!.withinInOfEdge).toEqual({ edge: 'south', distanceIn: 6 });
    expect(line(2222)).toContain('within 6 inches of the south board edge');
  });
  it('five regiments beyond the crest at the end of any turn; the book says five turns and six, and the file keeps both', () => {
    const c = condition(s, 'units-beyond');
    expect(line(2224)).toContain(`${words[c.count!]} or more regiments beyond the crest`);
    expect(c.check?.atEndOfAnyTurn).toBe(true);
    expect(line(2224)).toContain(`has ${words[s.length.turns]} turns to take the heights`);
    expect(line(2224)).toContain('after six turns');
    expect(s.length.text).toContain('six turns');
  });
});

describe('Mine Run 2: "They Are Across!" (B:2284-2329)', () => {
  const s = scenario('mine-run-2.scenario.json');
  it('six squares on points 06 and 07, seven turns judged after six, the weather roll', () => {
    expect(s.board.battlespace).toEqual(['06', '07']);
    expect(s.board.squaresWide! * s.board.squaresDeep!).toBe(6);
    expect(line(2286)).toContain(`midpoints ${s.board.battlespace!.join(' and ')}`);
    expect(line(2317)).toContain(`${words[s.length.turns]} turns long`);
    const c = condition(s, 'clear-area');
    expect(line(2321)).toContain(`after ${words[c.check!.atEndOfTurn!]} turns no more than ${words[c.count!]} Confederate units`);
    const wet = s.weather!.table!.rows.find((r) => r.weather === 'wet')!.faces;
    expect(line(2313)).toContain(`a roll of ${wet.slice(0, -1).join(', ')}, or ${wet.at(-1)} means that it has been raining`);
  });
  it('Early on 1 or 2 on turn two, else the die is his turn; Birney 140 points; the Union response and the attached brigade on 1-3', () => {
    const early = entry(s, 'confederate', 'early').arrival;
    expect(line(2296)).toContain(`(${entry(s, 'confederate', 'early').points} points)`);
    expect(line(2296)).toContain(`roll of ${early.nowOn!.join(' or ')} on Turn Two`);
    expect(early).toMatchObject({ kind: 'roll', rollOnTurn: 2, otherwise: 'die-is-turn', atStartOfPlayerTurn: true });
    expect(line(2294)).toContain(`(${entry(s, 'union', 'birney').points} points)`);
    expect(line(2306)).toContain(`no more than ${entry(s, 'union', 'birney-first-brigade').points} points`);
    const attached = entry(s, 'union', 'attached-brigade');
    expect(line(2309)).toContain(`(${attached.points} points)`);
    expect(line(2309)).toContain(`roll of ${attached.arrival.nowOn!.slice(0, -1).join(', ')}, or ${attached.arrival.nowOn!.at(-1)} and it arrives now`);
  });
  it('both set-ups: each branch names its entries, set-ups and first-morale-check benefit', () => {
    const links = s.campaign!.links!;
    const union = links.find((l) => l.ifWinner === 'union')!;
    const csa = links.find((l) => l.ifWinner === 'confederate')!;
    expect(union.entries).toEqual(['birney']);
    expect(csa.entries).toEqual(['birney-first-brigade', 'birney-second-brigade', 'birney-last-brigade', 'attached-brigade']);
    for (const l of [union, csa]) expect(l.effects![0]!.effect).toMatchObject({ stat: 'MMP', delta: -1, duration: 'first-morale-check' });
    expect(line(2292)).toContain('-1 MMP benefit for their first morale check');
    expect(line(2300)).toContain('-1 MMP benefit for the first morale check');
    const ids = new Set(s.sides.flatMap((x) => (x.entries ?? []).map((e) => e.id)));
    for (const l of links) for (const id of l.entries ?? []) expect(ids.has(id)).toBe(true);
  });
});

describe('Mine Run 3: "We\'ll Hold Them Here…" (B:2331-2409)', () => {
  const s = scenario('mine-run-3.scenario.json');
  it('eight squares on points 17, 18 and 19; six turns; six regiments beyond the crest at the end of turn six', () => {
    expect(s.board.battlespace).toEqual(['17', '18', '19']);
    expect(s.board.squaresWide! * s.board.squaresDeep!).toBe(8);
    expect(line(2333)).toContain(`the ${words[8]} squares adjacent to the intersection points of 17, 18, and 19`);
    expect(line(2355)).toContain(`lasts for ${words[s.length.turns]} turns`);
    const c = condition(s, 'units-beyond');
    expect(line(2359)).toContain(`${words[c.count!]} regiments beyond the crest of the ridge at the end of turn ${words[c.check!.atEndOfTurn!]}`);
  });
  it('the branches: +1 BMP for Early\'s infantry if the Union won scenario 2, hasty works if the Confederates did', () => {
    const links = s.campaign!.links!;
    expect(links.find((l) => l.ifWinner === 'union')!.effects![0]!.effect).toMatchObject({ stat: 'BMP', delta: 1 });
    expect(line(2337)).toContain('+1 modifier to their BMP');
    expect(links.find((l) => l.ifWinner === 'confederate')!.effects![0]!.text).toContain('Hasty works');
    expect(line(2347)).toContain('hasty works across the entire front of the ridge');
  });
  it('the orders of battle: brigades and regiment counts as the book lists them, its two spellings kept', () => {
    const lines = Array.from({ length: 30 }, (_, i) => line(2373 + i)).join('\n');
    const counted = (army: OrderOfBattle) => {
      const out: Array<{ leader: string; regiments: number }> = [];
      const visit = (n: OobNode) => {
        if (!isFormation(n)) return;
        if (n.level === 'brigade' && n.children.some((c) => !isFormation(c) && c.arm === 'infantry')) out.push({ leader: n.leaders[0]!.name, regiments: n.children.length });
        n.children.forEach(visit);
      };
      army.children.forEach(visit);
      return out;
    };
    const union = counted(load<{ orderOfBattle: OrderOfBattle }>('mine-run-3.army-union.json').orderOfBattle);
    const csa = counted(load<{ orderOfBattle: OrderOfBattle }>('mine-run-3.army-confederate.json').orderOfBattle);
    expect(union).toHaveLength(9);
    expect(csa).toHaveLength(9);
    for (const b of [...union, ...csa]) expect(lines).toContain(`${b.leader} – ${b.regiments} regiments`);
    expect(lines).toMatch(/Artillery Brigade – Capt George Randolph – 8 batteries/);
    expect(lines).toContain("Ramsuer's Brigade");
    const confederate = JSON.stringify(load<object>('mine-run-3.army-confederate.json'));
    expect(confederate).toContain("Ramseur's Brigade");
    expect(confederate).toContain("The book: 'Ramsuer's Brigade'.");
  });
});

describe('Mine Run 1: Tan Yard Hill (B:2243-2282)', () => {
  const s = scenario('tan-yard-hill.scenario.json');
  it("Hampton's battery enters limbered with the rest of the brigade (B:2280)", () => {
    expect(line(2280)).toContain('including one limbered artillery battery');
    const e = entry(s, 'confederate', 'hampton');
    expect(e.limbered).toBe(true);
    expect(e.mounted).toBe(true);
    expect(e.text).toContain(bookCitation(adfLine(2280)));
  });
});
