/**
 * The book's abbreviations explained where they appear (issue 43, item 8): "1LB", "+1 BMP", "a BMP
 * penalty", "Book note B8" each find their entry, with the book's own line.
 */
import { describe, expect, it } from 'vitest';
import { ADF_GLOSSARY, glossaryTooltip, glossed } from '../../../../core/rules/adf/glossary';
import { citedLine } from '../../../support/seeds';

describe('the glossary of the book’s abbreviations', () => {
  it('finds the terms in the words on screen, a number written against one included, and nothing inside a longer word', () => {
    expect(glossed('Brig Gen · 1LB').map((p) => p.entry?.term)).toEqual([undefined, 'LB']);
    expect(glossed('carries a morale benefit, a BMP penalty or hasty works').filter((p) => p.entry).map((p) => p.text)).toEqual(['BMP']);
    expect(glossed('Book note B8: the dice').map((p) => p.entry?.term)).toEqual(['Book note', undefined]);
    expect(glossed('LBS and BMPs and FPS').every((p) => !p.entry)).toBe(true);
    // The runs put back together are the text.
    const text = "Early's division retreated under pressure: all its infantry +1 BMP.";
    expect(glossed(text).map((p) => p.text).join('')).toBe(text);
  });

  it('gives a tooltip of each term once, in plain words with its line', () => {
    const tip = glossaryTooltip('2LB leader beside a unit of MMP 7 (BMP 5, LB)');
    expect(tip.split('\n').map((l) => l.split(':')[0])).toEqual(['LB', 'MMP', 'BMP']);
    expect(tip).toContain('Leadership benefit');
    // The book's place in its own words, not a seed file's name.
    expect(tip).toContain('(ADF · The infantry · Brigade, division, and corps leaders · Leader benefits)');
    expect(tip).not.toContain('.txt');
    expect(glossaryTooltip('no terms here')).toBe('');
  });

  it("cites lines of the book that say what the term is", () => {
    for (const g of ADF_GLOSSARY.filter((x) => x.source.endsWith('.txt') === false && x.source.includes('.txt:'))) {
      const line = citedLine(g.source);
      const said = g.term === 'FIV' ? /FIV/ : g.term === 'MP' ? /MUSTER POINT/i : new RegExp(`\\b${g.term}\\b|${g.words.split(':')[0]}`, 'i');
      expect(line, `${g.term} at ${g.source}`).toMatch(said);
    }
  });
});
