/**
 * The Blue & Grey importer over the whole book: every game with charts becomes a scenario that loads and
 * validates; the counts of three games are the ones counted by hand in the book (the lines are given
 * with each); the games the text gives no charts for are reported, never dropped; every problem names a
 * line and a reason; and nothing the scenarios say is the book's prose.
 */
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../../../core/formats/index';
import { BLUEGREY_BATTLES, importBlueGrey, type BlueGreyImport } from '../../../../core/import/bluegrey/index';
import { BLUEGREY_BOOK } from '../../../../core/rules/trace';
import type { Counter, Entry, HexMap, ScenarioSide } from '../../../../core/model/scenario.generated';
import { counterTitle, gridOf, hexMapProblems, parseHexId } from '../../../../core/hex';
import { citedLine, seedLines } from '../../../support/seeds';

const text = seedLines(BLUEGREY_BOOK).join('\n');
const games = importBlueGrey(text);
const imported = (title: string): BlueGreyImport & { scenario: NonNullable<BlueGreyImport['scenario']> } => {
  const g = games.find((x) => x.title === title);
  if (!g?.scenario) throw new Error(`${title} was not imported`);
  return g as never;
};
const side = (g: BlueGreyImport, id: string): ScenarioSide => g.scenario!.sides.find((s) => s.id === id)!;
const counters = (g: BlueGreyImport, id: string): Counter[] => side(g, id).forces.counters ?? [];
const hexMap = (g: BlueGreyImport): HexMap => g.scenario!.map as HexMap;
const hexOfUnit = (g: BlueGreyImport, sideId: string, name: string): string | undefined => {
  const c = counters(g, sideId).find((x) => x.name === name)!;
  return hexMap(g).units?.find((u) => u.unit === c.id)?.hex;
};

describe('the whole book imported', () => {
  it('makes a scenario of each of the 14 games with charts, and reports the 6 without, in the book\'s order', () => {
    expect(games.map((g) => [g.title, g.fileName])).toEqual([
      ['First Bull Run', null],
      ['Shiloh', 'shiloh.scenario.json'],
      ['Second Bull Run', 'second-bull-run.scenario.json'],
      ['Road to Richmond', 'road-to-richmond.scenario.json'],
      ['Savage’s Station', 'savages-station.scenario.json'],
      ['Antietam', 'antietam.scenario.json'],
      ['Fredericksburg', 'fredericksburg.scenario.json'],
      ['Fredericksburg: 3 May 1863', 'fredericksburg-3-may-1863.scenario.json'],
      ['Hooker and Lee', 'hooker-and-lee.scenario.json'],
      ['Grand Chancellorsville', 'grand-chancellorsville.scenario.json'],
      ['Road to Vicksburg', null],
      ['Cemetery Hill', 'cemetery-hill.scenario.json'],
      ['Chickamauga', 'chickamauga.scenario.json'],
      ['Chattanooga', 'chattanooga.scenario.json'],
      ['Olustee', 'olustee.scenario.json'],
      ['Battle of the Wilderness', 'wilderness.scenario.json'],
      ['Peachtree Creek', null],
      ['Atlanta', null],
      ['Ezra Church', null],
      ['Jonesborough', null],
    ]);
    for (const g of games.filter((x) => !x.scenario)) {
      expect(g.sides).toEqual([]);
      expect(g.problems.some((p) => /no Initial Deployment or Reinforcement Chart/.test(p.message)), g.title).toBe(true);
    }
    // Every game the facts table knows is a game the text has, and every imported game has its victory summary.
    expect(BLUEGREY_BATTLES.map((b) => b.title).sort()).toEqual(games.filter((g) => g.scenario).map((g) => g.title).sort());
    for (const b of BLUEGREY_BATTLES) expect(citedLine(b.source), b.title).toMatch(/VICTORY|Victory Points are not awarded/);
  });

  it('every scenario loads and validates as a Blue & Grey counters game on a blank flat-topped hex map', () => {
    for (const g of games.filter((x) => x.scenario)) {
      const loaded = loadDocument(g.fileName!, JSON.stringify(g.scenario));
      expect(loaded.ok ? [] : loaded.errors, g.title).toEqual([]);
      const s = g.scenario!;
      expect(s).toMatchObject({ ruleset: 'bluegrey', scale: 'counters', map: { kind: 'hex', hexes: [], grid: { orientation: 'flat-top', firstColumn: 1, firstRow: 1 } } });
      expect(s.sides.map((x) => [x.id, x.rulesSide])).toEqual([['union', 'union'], ['confederate', 'confederate']]);
      expect(s.source).toMatch(/^Blue & Grey \(revised\), 2nd edition · /);
      expect(s.source).not.toMatch(/\.txt/);
      expect(s.board.widthIn).toBeGreaterThan(5);
    }
  });

  it('Shiloh, counted by hand: Union 26 deployed (121) and 17 arriving (69); Confederate 25 deployed (132)', () => {
    // Union deployment L1145–1306: 26 rows whose strengths sum to 121 (the designer's note quotes 121 Union
    // strength points at the start, L1636–1651). Union reinforcements L1470–1553: Lexington 1g and Tyler 2g at
    // 1701 (GT5); 10/4 5 at 1905 (GT5); 1/3, 2/3, 3/3 5 each, 3 1c, 3 2a at 0901 (GT6); 19/4, 22/4, 14/5 5 each,
    // 4/2 and 11/5 6 each, 5 3a at 1905 (GT6); 5/2 and 6/2 6 each, 2 1a at 1905 (GT9): 17 units, 69.
    // Confederate deployment L1307–1461: 25 rows, 132; no reinforcements.
    const g = imported('Shiloh');
    expect(g.sides).toEqual([
      { name: 'Union', deployed: 26, reinforcements: 17, strengthPoints: 121 + 69 },
      { name: 'Confederate', deployed: 25, reinforcements: 0, strengthPoints: 132 },
    ]);
    expect(hexOfUnit(g, 'union', '2/5')).toBe('1515');
    const gunboats = side(g, 'union').entries![0]!;
    expect(gunboats).toMatchObject({ arrival: { kind: 'turn', turn: 5 }, hexes: ['1701'] });
    expect(gunboats.units!.map((id) => counters(g, 'union').find((c) => c.id === id))).toEqual([
      { id: 'us-lexington', name: 'Lexington', type: 'gunboat', strength: 1 },
      { id: 'us-tyler', name: 'Tyler', type: 'gunboat', strength: 2 },
    ]);
    // Designations repeat within a side (§3.8.9): each counter keeps its own id.
    const ids = counters(g, 'union').map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(g.scenario.initiative).toMatchObject({ rule: 'side', side: 'confederate' });
    expect(g.scenario.length).toEqual({ turns: 13, text: '13 Game-Turns. Night: Game-Turn 7.' });
    expect(hexMap(g).objectives).toEqual([{ id: 'objective-1', name: 'Pittsburg Landing', hex: '1508' }]);
  });

  it('names Shiloh’s counters by their formation in words, keeping the designation the charts print', () => {
    const g = imported('Shiloh');
    const union = counters(g, 'union');
    const titled = (name: string, type: Counter['type']) => {
      const c = union.find((x) => x.name === name && x.type === type)!;
      return [c.name, counterTitle(c), c.formation];
    };
    // The designation stays as printed; the words say which formation, and the formation groups it.
    expect(titled('2/5', 'infantry')).toEqual(['2/5', '2nd Brigade, 5th Division', '5th Division']);
    expect(titled('4', 'cavalry')).toEqual(['4', '4th Division cavalry', '4th Division']);
    expect(titled('4', 'artillery')).toEqual(['4', '4th Division artillery', '4th Division']);
    expect(titled('Army', 'artillery')).toEqual(['Army', 'Army artillery reserve', 'Army']);
    expect(titled('Lexington', 'gunboat')).toEqual(['Lexington', 'Lexington', undefined]);
    const confederate = counters(g, 'confederate');
    expect(counterTitle(confederate.find((c) => c.name === '1/II')!)).toBe('1st Division, II Corps artillery');
    expect(confederate.find((c) => c.name === '1/II')!.formation).toBe('II Corps');
    expect(counterTitle(confederate.find((c) => c.name === 'Chalmers')!)).toBe('Chalmers’s brigade');
    // No counter of the whole book is left named by a bare number.
    for (const game of games.filter((x) => x.scenario)) {
      for (const s of game.scenario!.sides) for (const c of s.forces.counters ?? []) expect(counterTitle(c), `${game.title}: ${c.name}`).not.toMatch(/^[\dIVX/]+$/);
    }
  });

  it('Antietam, counted by hand: Union 46 (210) and 6 arriving (33); Confederate 41 (126) and A.P. Hill (16)', () => {
    // Union deployment L2999–3281: 46 rows, 210; Union reinforcements L3544–3573: six VI Corps brigades at 2112 on
    // GT4, 5+5+5+6+6+6 = 33. Confederate deployment L3282–3534: 41 rows, 126; reinforcements L3574–3583: A.P. Hill 16.
    const g = imported('Antietam');
    expect(g.sides).toEqual([
      { name: 'Union', deployed: 46, reinforcements: 6, strengthPoints: 210 + 33 },
      { name: 'Confederate', deployed: 41, reinforcements: 1, strengthPoints: 126 + 16 },
    ]);
    const hill = side(g, 'confederate').entries![0]!;
    expect(hill).toEqual({ id: 'confederate-gt7', units: ['cs-a-p-hill'], arrival: { kind: 'turn', turn: 7 }, hexes: ['0126'] });
    // The sentence among the Confederate rows becomes a set-up instruction on the ten rows above it.
    const still = side(g, 'confederate').setup!;
    expect(still).toHaveLength(1);
    expect(still[0]!.text).toBe('May not move on Game-Turn 1.');
    expect(still[0]!.units).toHaveLength(10);
    expect(counters(g, 'union').find((c) => c.name === '1/3/I')).toMatchObject({ notes: 'Printed as “l/3/I”.', formation: '3rd Division, I Corps' });
  });

  it('Fredericksburg, counted by hand: Union 55 (294) and 3 arriving (19); Confederate 30 (138) and 7 arriving (45), the alternative not counted twice', () => {
    // Union deployment L3702–4038: 55 rows, 294; reinforcements L4234–4252: 1/2/V 6, 2/2/V 8, 3/2/V 5 at 0113 on GT4.
    // Confederate deployment L4039–4223: 30 rows, 138; reinforcements L4253–4307: Pelham 1a (GT1, 1901), Early 20
    // or Lawton 7, Trimble 4, Hoke 5, Hays 4 (GT2, 2501), Rodes 6, Doles 4, Colquitt 6, Iverson 4, Grimes 4 (GT3, 2501).
    const g = imported('Fredericksburg');
    expect(g.sides).toEqual([
      { name: 'Union', deployed: 55, reinforcements: 3, strengthPoints: 294 + 19 },
      { name: 'Confederate', deployed: 30, reinforcements: 1 + 1 + 5, strengthPoints: 138 + 1 + 20 + 24 },
    ]);
    const entries = side(g, 'confederate').entries!;
    const early = entries.find((e) => e.units!.includes('cs-early'))!;
    const brigades = entries.find((e) => e.alternativeTo)!;
    expect(early).toMatchObject({ arrival: { kind: 'turn', turn: 2 }, hexes: ['2501'] });
    expect(brigades).toMatchObject({ alternativeTo: early.id, arrival: { kind: 'turn', turn: 2 }, hexes: ['2501'], condition: 'Instead of Early: the owner brings one group or the other.' });
    expect(brigades.units!.map((id) => counters(g, 'confederate').find((c) => c.id === id)!.strength)).toEqual([7, 4, 5, 4]);
    expect(g.scenario.length).toEqual({ turns: 11, text: '11 Game-Turns. Night: Game-Turn 6. Fog: Game-Turns 1 and 7.' });
  });

  it('keeps the charts\' conditions as structured entries: die-roll arrivals, fallback hexes, optional units, map edges', () => {
    const bull = imported('Second Bull Run');
    const union = side(bull, 'union').entries!;
    expect(union.find((e) => e.arrival.kind === 'roll' && e.arrival.rollOnTurn === 10)).toMatchObject({
      arrival: { kind: 'roll', die: '1D6', rollOnTurn: 10, nowOn: [6], otherwise: 'next-turn', atStartOfPlayerTurn: true },
      hexes: ['0116'],
      condition: 'From Game-Turn 10, the Union player rolls a die at the start of each of his player-turns; on 6 these units arrive.',
    });
    expect(counters(bull, 'union').find((c) => c.name === 'Buford')).toMatchObject({ type: 'cavalry', strength: 2, movement: 8 });
    expect(side(bull, 'confederate').entries![0]).toMatchObject({ edge: 'west', text: 'Enters anywhere on the west edge.' });
    expect(bull.sides[0]!.deployed + bull.sides[1]!.deployed).toBe(0);

    const richmond = imported('Road to Richmond');
    expect(side(richmond, 'confederate').entries!.find((e) => e.condition?.startsWith('Enters at 1301'))).toMatchObject({
      hexes: ['1301'],
      condition: 'Enters at 1301, or at 1901 if 1301 is held by a Union unit or in the zone of control of one.',
    });
    expect(counters(richmond, 'union').find((c) => c.name === 'Train')).toMatchObject({ type: 'train', strength: 1, fireOnly: true });
    expect(counters(richmond, 'union').find((c) => c.name === '1/1/VI')!.strength).toBeUndefined();

    const wilderness = imported('Battle of the Wilderness');
    const pickett = side(wilderness, 'confederate').entries!.find((e) => e.condition?.includes('Optional'))!;
    expect(pickett).toMatchObject({ hexes: ['0118', '0128'], condition: 'Optional rule 20.1 (Pickett’s Division): only when the players use it.', text: 'Enters at one of 0118 or 0128.' });
    // Pickett's brigades are counted as reinforcements; the book's counts do not leave them out.
    expect(wilderness.sides[1]!.reinforcements).toBe(side(wilderness, 'confederate').entries!.reduce((n, e) => n + e.units!.length, 0));
  });

  it('Olustee: the brigades named by turn are counters without strength, in their bar\'s colour', () => {
    const g = imported('Olustee');
    expect(counters(g, 'union').map((c) => [c.name, c.type, c.strength ?? null, c.colour ?? null])).toEqual([
      ['Henry', 'infantry', null, 'pink'], ['Hawley', 'infantry', null, 'yellow'], ['E, 3 U.S. artillery', 'artillery', null, null],
      ['Barton', 'infantry', null, 'green'], ['M, 1 U.S. artillery', 'artillery', null, null], ['Littlefield', 'infantry', null, 'purple'],
      ['C, 3 R.I. artillery', 'artillery', null, null], ['55 MA', 'infantry', null, null],
    ]);
    expect(side(g, 'union').entries![0]!.hexes).toHaveLength(10);
    expect(counters(g, 'confederate').find((c) => c.name === '6 GA')).toMatchObject({ formation: 'Colquitt’s brigade', colour: 'yellow', strength: 2 });
  });

  it('Savage\'s Station: 18 units placed, S.D. Lee kept off the map with a set-up note, no strengths invented', () => {
    const g = imported('Savage’s Station');
    expect(g.sides.map((s) => [s.deployed, s.strengthPoints])).toEqual([[13, 0], [5, 0]]);
    expect(counters(g, 'confederate').find((c) => c.name === 'S.D. Lee')).toBeDefined();
    expect(hexOfUnit(g, 'confederate', 'S.D. Lee')).toBeUndefined();
    expect(side(g, 'confederate').setup).toEqual([{ units: ['cs-s-d-lee'], text: 'Printed at hex 2188, which cannot be right: place it from the counter or the map.' }]);
    expect(hexMap(g).grid.rows).toBeLessThan(50);
  });

  it('the bundled file says what the import reports (issue 29): Savage\'s Station\'s die-roll reinforcements (BG:2806), Olustee\'s brigades without strength', () => {
    expect(citedLine('002_a0a5e96e61d1e57b.txt:2806')).toBe('[17.1] CONFEDERATE REINFORCEMENTS');
    const savage = imported('Savage’s Station').scenario;
    // Not "none to come": the Confederates roll for theirs on a table the text does not chart in units.
    expect(savage.situation).toContain('the Confederates 5 and more by die roll');
    expect(savage.situation).toContain('13 counters with no strength printed');
    expect(savage.situation).not.toContain('none (0)');
    const notes = savage.designerNotes!.split('\n');
    expect(notes[0]).toMatch(/^Import notes/);
    expect(notes).toContain('- Line 2806: the Confederate reinforcements under [17.1] come by die roll, with no chart of units: not imported.');
    expect(notes.some((n) => n.startsWith('- Line 2677: the title block dates the battle 31 August 1864'))).toBe(true);
    // Olustee: the eight Union counters the chart names without strength (BG:8063–8074) are said to be so.
    const olustee = imported('Olustee').scenario;
    expect(olustee.situation).toContain('8 to come (0 strength points, 8 counters with no strength printed)');
    expect(olustee.designerNotes!.split('\n').filter((n) => n.includes('not its regiments nor their strengths') || n.includes('not its strength'))).toHaveLength(8);
    // Second Bull Run's night turn is in the length the app shows, and the note says where it comes from.
    const bullRun = imported('Second Bull Run').scenario;
    expect(bullRun.length.text).toContain('Night');
    expect(bullRun.length.text).toMatch(/\b9\b/);
    expect(bullRun.designerNotes).toContain('Game-Turn 9 is a night turn only by this chart heading');
    // A rule the text prints among the chart's rows is pointed to, not copied.
    expect(bullRun.designerNotes).toContain('read it at this line of the book');
    // A game the import found nothing wrong with has no notes.
    expect(imported('Shiloh').scenario.designerNotes).toBeUndefined();
  });

  it('Grand Chancellorsville: the H and F sheets joined where the text says they overlap, every hex keeping the number the book prints', () => {
    const g = imported('Grand Chancellorsville');
    const map = hexMap(g);
    expect(map.grid).toMatchObject({ orientation: 'flat-top' });
    expect(map.grid.prefix).toBeUndefined();
    // L5203 names the sheets H then F; L5182 lays F1328 on H1301, so H rows sit 27 below F's.
    expect(map.grid.sheets!.map((s) => [s.prefix, s.name, s.rowShift ?? 0, s.columnShift ?? 0])).toEqual([
      ['H', 'Hooker and Lee', 27, 0],
      ['F', 'Fredericksburg', 0, 0],
    ]);
    const grid = gridOf(map.grid);
    expect(parseHexId(grid, 'F1328')).toEqual(parseHexId(grid, 'H1301'));
    expect(hexOfUnit(g, 'union', 'II')).toBe('H0305'); // the first Union deployment row (L5212)
    expect(hexOfUnit(g, 'confederate', 'Wilcox/A')).toBe('F1326');
    const union = side(g, 'union').entries!;
    expect(union[0]).toMatchObject({ arrival: { turn: 1 }, hexes: ['F1301'] });
    expect(union.find((e) => e.hexes?.length === 2)!.hexes).toEqual(['H1128', 'H0128']);
    expect(map.objectives!.find((o) => o.name === 'H1928')!.hex).toBe('H1928');
    expect(map.objectives!.find((o) => o.name === 'F2401')!.hex).toBe('F2401');
    // Every hex the map names is one of its sheets' printed numbers, and the map passes its checks.
    for (const u of map.units ?? []) expect(u.hex).toMatch(/^[HF][0-9]{4}$/);
    expect(hexMapProblems(map, '/map')).toEqual([]);
    expect(g.problems.filter((p) => p.line === 5182)).toEqual([]);
    expect(map.grid.rows).toBeGreaterThanOrEqual(55);
  });

  it('every problem names the line of the text it is about and says why', () => {
    const lines = seedLines(BLUEGREY_BOOK);
    let count = 0;
    for (const g of games) {
      for (const p of g.problems) {
        count++;
        expect(Number.isInteger(p.line) && p.line >= 1 && p.line <= lines.length, `${g.title}: ${p.message}`).toBe(true);
        expect(lines[p.line - 1]!.trim(), `${g.title} line ${p.line} is blank: ${p.message}`).not.toBe('');
        expect(p.message).toMatch(/^[a-zA-Z0-9"“(]/);
      }
    }
    expect(count).toBeGreaterThan(40);
  });

  it('copies none of the book\'s sentences: no 40 characters of any scenario\'s text appear in the book', () => {
    const book = text.replace(/\s+/g, ' ').toLowerCase();
    const strings: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    for (const g of games) walk(g.scenario);
    const copied = strings.flatMap((s) => {
      const t = s.replace(/\s+/g, ' ').toLowerCase();
      for (let i = 0; i + 40 <= t.length; i++) if (book.includes(t.slice(i, i + 40))) return [s];
      return [];
    });
    expect(copied).toEqual([]);
  });
});

describe('ids and references inside each scenario', () => {
  it('every placed unit and every entry\'s unit is a counter of its side, every entry id unique, alternatives point at entries', () => {
    for (const g of games.filter((x) => x.scenario)) {
      for (const s of g.scenario!.sides) {
        const ids = new Set((s.forces.counters ?? []).map((c) => c.id));
        expect(ids.size, g.title).toBe(s.forces.counters?.length ?? 0);
        const entries: Entry[] = s.entries ?? [];
        expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
        for (const e of entries) {
          for (const u of e.units ?? []) expect(ids.has(u), `${g.title} ${e.id} ${u}`).toBe(true);
          if (e.alternativeTo) expect(entries.some((x) => x.id === e.alternativeTo)).toBe(true);
        }
        for (const p of hexMap(g).units ?? []) if (p.side === s.id) expect(ids.has(p.unit)).toBe(true);
      }
    }
  });
});
