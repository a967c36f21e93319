import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesDescription, namesMatching, searchNamesOf, searchWords, textMatches } from '../../../core/library';

const bundled = (file: string): unknown => JSON.parse(readFileSync(join(__dirname, '../../../scenarios', file), 'utf8'));

describe('the names the library search reads from a document', () => {
  it("an army's units and leaders, in the order of its order of battle, formations walked but not named", () => {
    const names = searchNamesOf(bundled('taint-no-militia.army-union.json'));
    expect(names.units).toContain('6th Wisconsin');
    expect(names.units.slice(0, 3)).toEqual(['24th Michigan', '19th Indiana', '2nd Wisconsin']);
    expect(names.units).toHaveLength(11);
    expect(names.leaders).toEqual(['John Reynolds', 'James Wadsworth', 'Solomon Meredith', 'Lysander Cutler']);
    expect(names.units).not.toContain('1st Brigade (The Iron Brigade)');
  });

  it("a scenario's units and leaders from the embedded orders of battle of all its sides", () => {
    const names = searchNamesOf(bundled('taint-no-militia.scenario.json'));
    expect(names.units).toEqual(expect.arrayContaining(['6th Wisconsin', '13th Alabama', "McGraw's Bty"]));
    expect(names.leaders).toEqual(expect.arrayContaining(['Solomon Meredith', 'Henry Heth', 'W. Pegram']));
    // Tan Yard Hill's example forces are found by their names; a side that is only a points budget has none.
    expect(searchNamesOf(bundled('tan-yard-hill.scenario.json'))).toEqual({ units: expect.arrayContaining(['Cobb’s Legion', '1st North Carolina Cavalry']), leaders: expect.arrayContaining(['Wade Hampton']) });
    expect(searchNamesOf({ sides: [{ forces: { budget: { points: 84 } } }] })).toEqual({ units: [], leaders: [] });
  });

  it("a hex game's counters: leader counters name leaders, the others units", () => {
    const doc = bundled('hex-example.scenario.json') as { sides: Array<{ forces: { counters: Array<{ name: string; type: string }> } }> };
    const counters = doc.sides.flatMap((s) => s.forces.counters);
    expect(searchNamesOf(doc)).toEqual({ units: counters.filter((c) => c.type !== 'leader').map((c) => c.name), leaders: counters.filter((c) => c.type === 'leader').map((c) => c.name) });
    expect(searchNamesOf({ sides: [{ forces: { counters: [null, { name: 3 }, { name: ' Kent ', type: 'cavalry' }] } }] })).toEqual({ units: ['Kent'], leaders: [] });
  });

  it('reads an older scenario (sides keyed by id, the order of battle on the side) and shrugs at junk', () => {
    const old = { sides: { union: { orderOfBattle: { children: [{ kind: 'formation', name: 'B', leaders: [{ name: 'Meredith' }], children: [{ name: ' 6th\nWisconsin ' }] }] } } } };
    expect(searchNamesOf(old)).toEqual({ units: ['6th Wisconsin'], leaders: ['Meredith'] });
    for (const junk of [null, 12, 'text', [], { orderOfBattle: { children: [null, 3, { name: 7 }] } }, { sides: [null, { forces: {} }] }]) {
      expect(searchNamesOf(junk)).toEqual({ units: [], leaders: [] });
    }
  });

  it('walks a tree far deeper than the stack would allow', () => {
    let node: Record<string, unknown> = { name: 'Deep regiment' };
    for (let i = 0; i < 50_000; i++) node = { kind: 'formation', name: `F${i}`, leaders: [], children: [node] };
    expect(searchNamesOf({ orderOfBattle: { children: [node] } }).units).toEqual(['Deep regiment']);
  });
});

describe('which names a search matched', () => {
  const names = searchNamesOf(bundled('taint-no-militia.army-union.json'));

  it('words as the index sees them: lower case, without accents', () => {
    expect(searchWords("Hall's Battery, 2nd Maine — Édouard")).toEqual(['hall', 's', 'battery', '2nd', 'maine', 'edouard']);
    expect(textMatches('Zouaves d’Afrique', 'zou AFRI')).toBe(true);
    expect(textMatches('Zouaves', 'zouaves tiger')).toBe(false);
  });

  it('every unit a word begins, and only the best when several words are typed', () => {
    expect(namesMatching(names, 'wisconsin')).toEqual([
      { kind: 'unit', name: '2nd Wisconsin' },
      { kind: 'unit', name: '6th Wisconsin' },
      { kind: 'unit', name: '7th Wisconsin' },
    ]);
    expect(namesMatching(names, '6th wisc')).toEqual([{ kind: 'unit', name: '6th Wisconsin' }]);
    expect(namesMatching(names, 'Meredith')).toEqual([{ kind: 'leader', name: 'Solomon Meredith' }]);
    expect(namesMatching(names, 'iron')).toEqual([]);
    expect(namesMatching(names, '  ')).toEqual([]);
  });

  it('are told one line a kind, the first few names and how many others', () => {
    expect(matchesDescription(namesMatching(names, 'new york'))).toEqual(['Units: 76th New York, 84th New York, 95th New York and 1 other']);
    expect(matchesDescription([{ kind: 'leader', name: 'Solomon Meredith' }, { kind: 'unit', name: '6th Wisconsin' }])).toEqual([
      'Unit: 6th Wisconsin',
      'Leader: Solomon Meredith',
    ]);
    expect(matchesDescription([])).toEqual([]);
  });
});
