/**
 * The Blue & Grey parser against the book's own text: the digest's worked cases (§3.2–§3.5, §6 cases
 * 26–28 and 37), the irregularities that trip a parser (§3.8), each read where the book prints it, and
 * the small grammars on their own. Every line number asserted here is checked against the seed text.
 */
import { describe, expect, it } from 'vitest';
import { parseBlueGrey } from '../../../../core/import/bluegrey/parse';
import { correctDesignation, correctHex, numberWord, readDateLine, readStrength } from '../../../../core/import/bluegrey/tokens';
import type { BgGame, BgUnit } from '../../../../core/import/bluegrey/types';
import { BLUEGREY_BOOK } from '../../../../core/rules/trace';
import { seedLine, seedLines } from '../../../support/seeds';

const book = parseBlueGrey(seedLines(BLUEGREY_BOOK).join('\n'));
const game = (title: string): BgGame => {
  const found = book.battles.flatMap((b) => b.games).find((g) => g.title === title);
  if (!found) throw new Error(`no game ${title}`);
  return found;
};
const deployed = (g: BgGame, side: 'union' | 'confederate') => g.deployments.filter((d) => d.side === side).flatMap((d) => d.units);
const row = (u: BgUnit & { hex?: string }) => [u.hex ?? null, u.strength.strength ?? null, u.strength.type, u.designation];
/** The line a record's designation was read from holds that designation in the text. */
const onItsLine = (u: BgUnit) => expect(seedLine(BLUEGREY_BOOK, u.line).trim()).toBe(u.designationAsPrinted ?? u.designation);

describe('the grammars of a chart cell', () => {
  it('reads every strength cell shape of §3.6 and refuses what is not one', () => {
    expect(readStrength('5')).toEqual({ raw: '5', strength: 5, type: 'infantry' });
    expect(readStrength('12')).toMatchObject({ strength: 12, type: 'infantry' });
    expect(readStrength('1c')).toMatchObject({ strength: 1, type: 'cavalry' });
    expect(readStrength('3a')).toMatchObject({ strength: 3, type: 'artillery' });
    expect(readStrength('1g')).toMatchObject({ strength: 1, type: 'gunboat' });
    expect(readStrength('(1)')).toEqual({ raw: '(1)', strength: 1, type: 'train', defenceOnly: true });
    expect(readStrength('2-8c')).toEqual({ raw: '2-8c', strength: 2, movement: 8, type: 'cavalry' });
    expect(readStrength('4-6')).toMatchObject({ strength: 4, movement: 6, type: 'infantry' });
    expect(readStrength('la')).toEqual({ raw: 'la', strength: 1, type: 'artillery', correctedFrom: 'la' });
    expect(readStrength('a')).toEqual({ raw: 'a', type: 'artillery' });
    for (const notOne of ['2/5', 'TD', '1 Early', '6 GA', 'A', 'Hindman', '1515', '5x']) expect(readStrength(notOne), notOne).toBeUndefined();
  });

  it('corrects a letter for a digit only where the text has one', () => {
    expect(correctDesignation('l/3/I')).toBe('1/3/I');
    expect(correctDesignation('1/2/X1V')).toBe('1/2/XIV');
    for (const fine of ['1/3/I', 'Lawton', '1/F. Lee/S', '2/III/Virginia', 'l Early']) expect(correctDesignation(fine), fine).toBeUndefined();
    expect(correctHex('l5O8')).toBe('1508');
    expect(correctHex('1508')).toBeUndefined();
  });

  it('reads the Game-Turns the text spells and the title blocks\' dates', () => {
    expect(['One', 'Nine', 'Thirteen', 'Eighteen', 'twenty'].map(numberWord)).toEqual([1, 9, 13, 18, 20]);
    expect(numberWord('Umpteen')).toBeUndefined();
    expect(readDateLine('6-7 April 1862')).toBe('1862-04-06');
    expect(readDateLine('Sharpsburg, 17 September 1862')).toBe('1862-09-17');
    expect(readDateLine('The Battle of Gettysburg, July 1-4 1863')).toBe('1863-07-01');
    expect(readDateLine('Seven Days’ Battles, 26 – 28 June 1862')).toBe('1862-06-26');
    expect(readDateLine('They grafted him into the army.')).toBeUndefined();
  });
});

describe('the battles of the book', () => {
  it('finds the 18 battles in order, each title from its title block or, where the block was lost, its introduction', () => {
    expect(book.battles.map((b) => b.title)).toEqual([
      'First Bull Run', 'Shiloh', 'Second Bull Run', 'Road to Richmond', 'Savage’s Station', 'Antietam', 'Fredericksburg', 'Hooker and Lee',
      'Road to Vicksburg', 'Cemetery Hill', 'Chickamauga', 'Chattanooga', 'Olustee', 'Battle of the Wilderness', 'Peachtree Creek', 'Atlanta', 'Ezra Church', 'Jonesborough',
    ]);
    for (const b of book.battles) expect(seedLine(BLUEGREY_BOOK, b.line)).toMatch(/\[15\.0\] INTRODUCTION$/);
    // Ezra Church and Jonesborough lost their title blocks (§0): the introduction names them, and the import says so.
    for (const [title, line] of [['Ezra Church', 8912], ['Jonesborough', 8972]] as const) {
      const battle = book.battles.find((b) => b.title === title)!;
      expect(battle.line).toBe(line);
      expect(battle.problems[0]!.message).toMatch(/title block .* lost/);
      expect(seedLine(BLUEGREY_BOOK, battle.titleLine)).toContain(`Battle of ${title} is a simulation`);
    }
  });

  it('splits the two sub-games with their own charts, titled in our words, and says what they inherit', () => {
    expect(book.battles.find((b) => b.title === 'Fredericksburg')!.games.map((g) => g.title)).toEqual(['Fredericksburg', 'Fredericksburg: 3 May 1863']);
    expect(book.battles.find((b) => b.title === 'Hooker and Lee')!.games.map((g) => g.title)).toEqual(['Hooker and Lee', 'Grand Chancellorsville']);
    const may = game('Fredericksburg: 3 May 1863');
    expect(may).toMatchObject({ section: '22.0', date: '1863-05-03', firstPlayer: 'confederate', length: { turns: 11 } });
    expect(may.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/does not give its game length: the parent game's 11 Game-Turns are used \(its last reinforcements arrive on Game-Turn 9\)/),
      expect.stringMatching(/does not say who moves first/),
    ]);
    const grand = game('Grand Chancellorsville');
    expect(grand).toMatchObject({ date: '1863-04-29', firstPlayer: 'confederate', length: { turns: 20, night: [1, 6, 11, 16] }, prefixes: ['F', 'H'] });
    expect(grand.sheets).toEqual({ names: { H: 'Hooker and Lee', F: 'Fredericksburg' }, namesLine: 5203, join: { a: 'F1328', b: 'H1301', line: 5182 } });
  });

  it('reads each game\'s length, night and fog turns and first player from its own sections (digest §2.0)', () => {
    const expected: Array<[string, number, number[], 'union' | 'confederate']> = [
      ['Shiloh', 13, [7], 'confederate'], ['Second Bull Run', 15, [9], 'union'], ['Road to Richmond', 20, [5, 13], 'confederate'],
      ['Savage’s Station', 6, [], 'confederate'], ['Antietam', 10, [], 'union'], ['Fredericksburg', 11, [6], 'confederate'],
      ['Hooker and Lee', 9, [5], 'confederate'], ['Cemetery Hill', 15, [3, 8, 13], 'union'], ['Chickamauga', 15, [9], 'union'],
      ['Chattanooga', 10, [5], 'union'], ['Olustee', 10, [], 'union'], ['Battle of the Wilderness', 16, [8], 'confederate'],
    ];
    for (const [title, turns, night, first] of expected) {
      const g = game(title);
      expect({ title, turns: g.length?.turns, night: g.length?.night, first: g.firstPlayer }).toEqual({ title, turns, night, first });
      expect(seedLine(BLUEGREY_BOOK, g.length!.line)).toMatch(/GAME LENGTH/);
    }
    expect(game('Fredericksburg').length!.fog).toEqual([1, 7]);
    // Second Bull Run's night turn is only in a chart heading (§5.15): kept, and said where it came from.
    expect(game('Second Bull Run').problems).toContainEqual({ line: 1792, message: expect.stringMatching(/Game-Turn 9 is a night turn only by this chart heading/) });
  });

  it('dates each game, taking the introduction\'s date where the title block contradicts it (§5.14)', () => {
    expect(game('Shiloh').date).toBe('1862-04-06');
    expect(game('Cemetery Hill').date).toBe('1863-07-01');
    expect(game('Second Bull Run').date).toBe('1862-08-29');
    expect(game('Savage’s Station').date).toBe('1862-06-29');
    const savage = book.battles.find((b) => b.title === 'Savage’s Station')!;
    expect(savage.problems).toContainEqual({ line: 2677, message: 'the title block dates the battle 31 August 1864, the introduction 29 June 1862: the introduction\'s date is used' });
  });
});

describe('the Initial Deployment Charts (§3.2, §3.3)', () => {
  it('case 26: Shiloh\'s Union "2/5" starts at 1515 with 5, infantry; a designation that looks like a strength is read by its place', () => {
    const union = deployed(game('Shiloh'), 'union');
    expect(row(union[0]!)).toEqual(['1515', 5, 'infantry', '2/5']);
    expect(union[0]).toMatchObject({ hexLine: 1152, line: 1156 });
    expect(row(union.find((u) => u.line === 1168)!)).toEqual(['1313', 1, 'cavalry', '4']);
    expect(row(union.find((u) => u.line === 1174)!)).toEqual(['1212', 3, 'artillery', '4']);
    for (const u of union) onItsLine(u);
  });

  it('reads the other printed examples: prefixes, aliases, spaces in designations', () => {
    expect(row(deployed(game('Grand Chancellorsville'), 'union')[0]!)).toEqual(['H0305', 2, 'artillery', 'II']);
    expect(row(deployed(game('Hooker and Lee'), 'confederate').find((u) => u.hexLine === 4984)!)).toEqual(['2320', 4, 'cavalry', '1/F. Lee/S']);
    expect(row(deployed(game('Chickamauga'), 'confederate').find((u) => u.hexLine === 6696)!)).toEqual(['1821', 4, 'infantry', 'Sheffield (aka Law)']);
    expect(row(deployed(game('Cemetery Hill'), 'confederate').find((u) => u.hexLine === 6139)!)).toEqual(['1606', 11, 'infantry', '1 Early']);
  });

  it('case 37: Chattanooga\'s "2412 / la / Hindman" is hex 2412, 1, artillery, and the letter l is reported', () => {
    const g = game('Chattanooga');
    const hindman = deployed(g, 'confederate').find((u) => u.designation === 'Hindman')!;
    expect(row(hindman)).toEqual(['2412', 1, 'artillery', 'Hindman']);
    expect(hindman.strength.correctedFrom).toBe('la');
    expect(g.problems.filter((p) => /letter l for the digit 1/.test(p.message)).map((p) => p.line)).toEqual([7599, 7641, 7731]);
    for (const line of [7599, 7641, 7731]) expect(seedLine(BLUEGREY_BOOK, line).trim()).toBe('la');
  });

  it('Olustee\'s four-cell rows carry the brigade, its bar\'s colour given once and kept for the brigade\'s other regiments', () => {
    const rows = deployed(game('Olustee'), 'confederate');
    expect(rows.find((u) => u.hexLine === 7962)).toMatchObject({ hex: '2012', strength: { strength: 2, type: 'infantry' }, designation: '6 GA', brigade: { name: 'Colquitt', colour: 'yellow' } });
    expect(rows.find((u) => u.designation === '19 GA')!.brigade).toEqual({ name: 'Colquitt', colour: 'yellow' });
    expect(rows.find((u) => u.hexLine === 7997)).toMatchObject({ hex: '1511', designation: '32 FL (Bonaud)', brigade: { name: 'Harrison', colour: 'green' } });
    expect(rows.find((u) => u.hexLine === 8026)).toMatchObject({ hex: '3107', strength: { strength: 3, type: 'cavalry' }, designation: '4 GA', brigade: { name: 'Smith', colour: 'red' } });
    expect(rows).toHaveLength(17);
  });

  it('Antietam: the sentence among the rows is a note on the ten rows above it, and "l/3/I" is read as 1/3/I', () => {
    const g = game('Antietam');
    const chart = g.deployments.find((d) => d.side === 'confederate')!;
    expect(chart.notes).toEqual([{ line: 3349, text: 'The above units may not move on Game-Turn One.', units: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }]);
    expect(chart.units.slice(0, 10).map((u) => u.hex)).toEqual(expect.arrayContaining(['0517', '0416', '0715', '0714', '0613']));
    const l = deployed(g, 'union').find((u) => u.line === 3052)!;
    expect(l).toMatchObject({ designation: '1/3/I', designationAsPrinted: 'l/3/I' });
    expect(g.problems).toContainEqual({ line: 3052, message: 'designation "l/3/I" has a letter for a digit or a digit for a letter: read as 1/3/I' });
  });

  it('Savage\'s Station: the lost strengths are each reported, and S.D. Lee\'s 2188 is kept off the map as a misprint', () => {
    const g = game('Savage’s Station');
    const all = [...deployed(g, 'union'), ...deployed(g, 'confederate')];
    expect(all).toHaveLength(19);
    expect(all.filter((u) => u.strength.strength === undefined)).toHaveLength(19);
    expect(g.problems.filter((p) => /strength cell is blank/.test(p.message))).toHaveLength(18);
    expect(g.problems).toContainEqual({ line: 2699, message: 'II Reserve at 2518: the strength cell reads only "a" (artillery; its strength was lost): read as artillery with no strength' });
    expect(all.find((u) => u.designation === 'II Reserve')!.strength.type).toBe('artillery');
    const lee = all.find((u) => u.designation === 'S.D. Lee')!;
    expect(lee.suspectHex).toBe('2188');
    expect(seedLine(BLUEGREY_BOOK, lee.hexLine).trim()).toBe('2188');
    expect(g.problems).toContainEqual({ line: lee.hexLine, message: expect.stringMatching(/hex 2188 lies far beyond every other hex .* left off the map/) });
    // The die-roll reinforcements name groups the text never lists (§2.5): reported, not imported.
    expect(g.reinforcements).toEqual([]);
    expect(g.problems.some((p) => p.line === 2806 && /come by die roll/.test(p.message))).toBe(true);
  });
});

describe('the Reinforcement Charts (§3.4, §3.5)', () => {
  const groups = (title: string) => game(title).reinforcements;

  it('Shiloh 17.1: gunboats at 1701 on Game-Turn 5, brigades at 0901 and 1905 on Game-Turn 6', () => {
    const g = groups('Shiloh');
    expect(g.map((x) => [x.turn, x.hexes, x.units.map((u) => `${u.strength.raw} ${u.designation}`)])).toEqual([
      [5, ['1701'], ['1g Lexington', '2g Tyler']],
      [5, ['1905'], ['5 10/4']],
      [6, ['0901'], ['5 1/3', '5 2/3', '5 3/3', '1c 3', '2a 3']],
      [6, ['1905'], ['5 19/4', '5 22/4', '5 14/5', '6 4/2', '6 11/5', '3a 5']],
      [9, ['1905'], ['6 5/2', '6 6/2', '1a 2']],
    ]);
    expect(g.every((x) => x.side === 'union')).toBe(true);
    expect(g[0]!.units[0]!.strength.type).toBe('gunboat');
    for (const u of g.flatMap((x) => x.units)) onItsLine(u);
  });

  it('case 27: Antietam\'s A.P. Hill, 16 infantry, enters on Game-Turn 7 at 0126 though the chart heads it "[16.2]"', () => {
    const hill = groups('Antietam').find((x) => x.side === 'confederate')!;
    expect(hill).toMatchObject({ turn: 7, hexes: ['0126'], section: '16.2', line: 3579 });
    expect(hill.units.map(row)).toEqual([[null, 16, 'infantry', 'A.P. Hill']]);
  });

  it('case 28: Fredericksburg\'s Game-Turn 2 brings Early (20) or, as the alternative, four brigades of 20 in all', () => {
    const gt2 = groups('Fredericksburg').filter((x) => x.side === 'confederate' && x.turn === 2);
    expect(gt2).toHaveLength(2);
    const [early, brigades] = gt2 as [typeof gt2[0], typeof gt2[0]];
    expect(early.units.map(row)).toEqual([[null, 20, 'infantry', 'Early']]);
    expect(brigades.units.map((u) => [u.designation, u.strength.strength])).toEqual([['Lawton', 7], ['Trimble', 4], ['Hoke', 5], ['Hays', 4]]);
    expect(brigades.units.reduce((s, u) => s + u.strength.strength!, 0)).toBe(20);
    expect(groups('Fredericksburg')[brigades.alternativeTo!]).toBe(early);
    expect(brigades).toMatchObject({ hexes: ['2501'], line: 4269 });
    expect(seedLine(BLUEGREY_BOOK, 4269).trim()).toBe('(or the following units):');
  });

  it('Second Bull Run: strength-movement cells, a whole map edge, a night heading, and the two conditional groups by die roll', () => {
    const g = groups('Second Bull Run');
    expect(g[0]).toMatchObject({ turn: 1, hexes: ['0116'], units: [{ designation: 'Buford', strength: { strength: 2, movement: 8, type: 'cavalry' } }] });
    const west = g.find((x) => x.edge === 'west')!;
    expect(west).toMatchObject({ side: 'confederate', turn: 4, hexes: [] });
    expect(west.units.find((u) => u.designation === 'Robertson')!.strength).toMatchObject({ strength: 2, movement: 10, type: 'cavalry' });
    expect(west.units.find((u) => u.designation === 'Pelham')!.strength).toMatchObject({ strength: 1, movement: 8, type: 'artillery' });
    expect(g.find((x) => x.line === 1792)).toMatchObject({ turn: 9, night: true, hexes: ['1827'] });
    // Its set-up is printed on the map sheet (16.1): nothing to place, and the import says so.
    expect(game('Second Bull Run').deployments).toEqual([]);
    expect(game('Second Bull Run').problems).toContainEqual({ line: 1690, message: expect.stringMatching(/start in hexes printed on the map sheet, which the text does not list/) });
    const conditional = g.filter((x) => x.roll);
    expect(conditional.map((x) => [x.roll, x.hexes, x.units.map((u) => u.designation)])).toEqual([
      [{ fromTurn: 10, faces: [6] }, ['0116'], ['Crawford', 'Gordon', 'Candy', 'Shlaudecker', 'Tait', 'II/Virginia']],
      [{ fromTurn: 12, faces: [6] }, ['1827'], ['Scammon']],
    ]);
  });

  it('Road to Richmond: the Train\'s bracketed strength, the strengthless 1/1/VI, and entry hexes with "or" and a fallback', () => {
    const g = groups('Road to Richmond');
    expect(g.find((x) => x.turn === 11)!.units.map(row)).toEqual([[null, 1, 'train', 'Train']]);
    expect(g.find((x) => x.turn === 1 && x.side === 'confederate')!.units[0]).toMatchObject({ designation: 'Rodes', strength: { strength: 4 } });
    expect(g.find((x) => x.turn === 18)).toMatchObject({ hexes: ['0728', '0328', '0126'], hexesHow: 'or', units: [{ designation: 'Mahone', strength: { strength: 5 } }, {}, {}] });
    expect(g.find((x) => x.turn === 2 && x.side === 'confederate')).toMatchObject({ hexes: ['1301', '1901'], hexesHow: 'fallback', fallback: 'held by a Union unit or in the zone of control of one' });
    const vi = g.find((x) => x.turn === 2 && x.side === 'union')!.units[0]!;
    expect(vi).toMatchObject({ designation: '1/1/VI', line: 2164, strength: { raw: '' } });
    expect(game('Road to Richmond').problems).toContainEqual({ line: 2164, message: '1/1/VI: no strength is printed for it: read as infantry with no strength' });
  });

  it('Chickamauga reads "1/2/X1V" as 1/2/XIV; Chattanooga enters at four hexes, any of them', () => {
    expect(groups('Chickamauga')[0]!.units[0]).toMatchObject({ designation: '1/2/XIV', designationAsPrinted: '1/2/X1V', line: 6824 });
    expect(groups('Chattanooga')).toMatchObject([{ turn: 2, hexes: ['0427', '0528', '0627', '0728'], hexesHow: 'and/or' }]);
  });

  it('Olustee\'s brigade-level chart: every formation named, entering between 4102 and 4111, each reported without a strength', () => {
    const g = groups('Olustee');
    expect(g.map((x) => [x.turn, x.units.map((u) => u.designation)])).toEqual([
      [1, ['Henry']], [1, ['Hawley', 'E, 3 U.S. artillery']], [2, ['Barton', 'M, 1 U.S. artillery']], [3, ['Littlefield', 'C, 3 R.I. artillery']], [6, ['55 MA']],
    ]);
    expect(g[0]!.hexes).toEqual(['4102', '4103', '4104', '4105', '4106', '4107', '4108', '4109', '4110', '4111']);
    expect(g[1]!.units.map((u) => [u.strength.type, u.brigade?.colour ?? null])).toEqual([['infantry', 'yellow'], ['artillery', null]]);
    expect(game('Olustee').problems.filter((p) => /not its/.test(p.message))).toHaveLength(8);
  });

  it('Wilderness: Pickett\'s optional division, printed outside either chart, goes to the side entering at the same hexes', () => {
    const pickett = groups('Battle of the Wilderness').find((x) => x.optional)!;
    expect(pickett).toMatchObject({ side: 'confederate', turn: 9, hexes: ['0118', '0128'], optional: '[20.1] PICKETT’S DIVISION', line: 8660 });
    expect(pickett.units.map((u) => [u.designation, u.strength.strength])).toEqual([['Hunton', 7], ['Corse', 7], ['Terry', 5]]);
    expect(game('Battle of the Wilderness').problems).toContainEqual({ line: 8660, message: expect.stringMatching(/given to the Confederate side, whose chart enters at the same hexes/) });
  });

  it('never loses a line silently: every problem names a line of the game\'s own text', () => {
    for (const battle of book.battles) {
      for (const p of battle.problems) expect(p.line).toBeGreaterThanOrEqual(battle.line - 20);
      for (const g of battle.games) {
        for (const p of g.problems) {
          expect(p.line, `${g.title}: ${p.message}`).toBeGreaterThanOrEqual(battle.line - 20);
          expect(p.line, `${g.title}: ${p.message}`).toBeLessThanOrEqual(battle.to);
          expect(p.message.length).toBeGreaterThan(20);
        }
      }
    }
  });
});
