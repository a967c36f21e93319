import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_THERE, draftDifferences, draftOrigin, fieldWords, valueWords } from '../../../core/library/drafts';

interface Node {
  id: string;
  name: string;
  figures?: number;
  children?: Node[];
}
const army = (): { orderOfBattle: { name: string; children: Node[] } } =>
  JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios/taint-no-militia.army-union.json'), 'utf8'));
const ironBrigade = (doc: ReturnType<typeof army>): Node => doc.orderOfBattle.children[0]!.children![0]!.children![0]!;

describe('what a recovery draft changes, in words', () => {
  it('finds nothing between a document and itself', () => {
    expect(draftDifferences(army(), army())).toEqual({ differences: [], more: 0 });
  });

  it('names a changed field by the names of the formations and unit above it', () => {
    const draft = army();
    ironBrigade(draft).children![0]!.figures = 10;
    draft.orderOfBattle.name = 'Union, July 1';
    expect(draftDifferences(army(), draft).differences).toEqual([
      { where: 'Order of battle › Name', saved: `"${army().orderOfBattle.name}"`, draft: '"Union, July 1"' },
      { where: 'Order of battle › I Corps › 1st Division › 1st Brigade (The Iron Brigade) › 24th Michigan › Figures', saved: '8', draft: '10' },
    ]);
  });

  it('matches units by id: one added in the middle is one addition, one removed is one removal, a move is an order change', () => {
    const draft = army();
    const brigade = ironBrigade(draft);
    const [first, second, ...rest] = brigade.children!;
    brigade.children = [second!, first!, { id: 'usa-6-wi-2', name: '6th Wisconsin 2', figures: 6 }, ...rest.slice(1)];
    const { differences } = draftDifferences(army(), draft);
    const at = 'Order of battle › I Corps › 1st Division › 1st Brigade (The Iron Brigade)';
    expect(differences).toEqual([
      { where: `${at} › ${ironBrigade(army()).children![2]!.name}`, saved: ironBrigade(army()).children![2]!.name, draft: NOT_THERE },
      { where: `${at} › 6th Wisconsin 2`, saved: NOT_THERE, draft: '6th Wisconsin 2' },
      { where: `${at} › Order`, saved: 'as saved', draft: 'changed' },
    ]);
  });

  it('lists the first differences and counts the rest', () => {
    const saved = { notes: Array.from({ length: 30 }, (_, i) => `line ${i}`) };
    const draft = { notes: Array.from({ length: 30 }, (_, i) => `line ${i}!`) };
    const { differences, more } = draftDifferences(saved, draft, 10);
    expect(differences).toHaveLength(10);
    expect(more).toBe(20);
    expect(differences[0]).toEqual({ where: 'Notes › #1', saved: '"line 0"', draft: '"line 0!"' });
  });

  it('says a field added or taken away, and a whole document replaced', () => {
    expect(draftDifferences({ title: 'A' }, { title: 'A', designerNotes: 'new' }).differences).toEqual([{ where: 'Designer notes', saved: NOT_THERE, draft: '"new"' }]);
    expect(draftDifferences({ date: '1863-07-01' }, {}).differences).toEqual([{ where: 'Date', saved: '"1863-07-01"', draft: NOT_THERE }]);
    // A named thing is told by its name.
    expect(draftDifferences(null, { title: 'A' }).differences).toEqual([{ where: 'The whole document', saved: NOT_THERE, draft: 'A' }]);
  });

  it('reads values and fields as a designer would', () => {
    expect(fieldWords('orderOfBattle')).toBe('Order of battle');
    expect(fieldWords('$schema')).toBe('Schema');
    expect(fieldWords('withinInOfEdge')).toBe('Within in of edge');
    expect(valueWords(true)).toBe('yes');
    expect(valueWords([1, 2, 3])).toBe('3 entries');
    expect(valueWords([1])).toBe('1 entry');
    expect(valueWords({ x: 1, y: 2 })).toBe('2 fields');
    expect(valueWords('x'.repeat(200))).toHaveLength(82);
  });

  it('says where a draft goes back to', () => {
    expect(draftOrigin({ documentId: 'a1', path: null })).toBe('in the library');
    expect(draftOrigin({ documentId: null, path: '/home/ann/mine-run.scenario.json' })).toBe('in mine-run.scenario.json');
    expect(draftOrigin({ documentId: null, path: null })).toBe('never saved');
  });
});
