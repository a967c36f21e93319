import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, DOCUMENTS, documentTitle, kindFromFileName, suggestedFileName, titleOf, withTitle, type DocumentKind } from '../../../core/model/documents';
import { loadDocument } from '../../../core/formats/load';
import { validateDocument } from '../../../core/formats/validate';

const bundled = (name: string): unknown => JSON.parse(readFileSync(resolve(__dirname, '../../../scenarios', name), 'utf8'));

const MAP_FILE = {
  $schema: 'https://muster.app/schemas/map.schema.json',
  formatVersion: DOCUMENTS.map.formatVersion,
  title: 'Generic board',
  notes: 'Five by eight squares.',
  map: { kind: 'tabletop', features: [] },
};

describe('the title of each kind of document', () => {
  it('reads it where each kind keeps it', () => {
    expect(titleOf('scenario', bundled('taint-no-militia.scenario.json'))).toBe("T'ain't No Militia");
    expect(titleOf('army', bundled('taint-no-militia.army-union.json'))).toMatch(/Union/);
    expect(titleOf('map', MAP_FILE)).toBe('Generic board');
  });

  it('says "Untitled" with the kind when a document has no name, and documentTitle says there is none', () => {
    for (const kind of DOCUMENT_KINDS) {
      expect(titleOf(kind, {})).toBe(`Untitled ${kind}`);
      expect(documentTitle(kind, { title: '  ', orderOfBattle: { name: '' } })).toBeUndefined();
    }
    expect(documentTitle('army', null)).toBeUndefined();
  });

  it('renames a document where its kind keeps its name, leaving the rest and the original as they were', () => {
    const army = bundled('taint-no-militia.army-union.json') as { orderOfBattle: { name: string; children: unknown[] } };
    const renamed = withTitle('army', army, 'Iron Brigade 2') as typeof army;
    expect(titleOf('army', renamed)).toBe('Iron Brigade 2');
    expect(renamed.orderOfBattle.children).toBe(army.orderOfBattle.children);
    expect(titleOf('army', army)).not.toBe('Iron Brigade 2');
    expect(validateDocument('army', renamed)).toEqual([]);
    expect(titleOf('scenario', withTitle('scenario', bundled('tan-yard-hill.scenario.json'), 'Tan Yard Hill 2'))).toBe('Tan Yard Hill 2');
    expect(titleOf('map', withTitle('map', MAP_FILE, 'Board 2'))).toBe('Board 2');
    // Something that is not a document is given back as it came.
    expect(withTitle('army', null, 'x')).toBeNull();
  });

  it('keeps the title where the schema allows one, so a named map is a valid map file', () => {
    expect(validateDocument('map', MAP_FILE)).toEqual([]);
    expect(validateDocument('map', { ...MAP_FILE, title: '' }).length).toBeGreaterThan(0);
  });

  it('suggests a file name that opens again as the same kind', () => {
    const samples: Record<DocumentKind, unknown> = {
      scenario: bundled('tan-yard-hill.scenario.json'),
      army: bundled('taint-no-militia.army-confederate.json'),
      map: MAP_FILE,
      campaign: bundled('mine-run.campaign.json'),
    };
    expect(suggestedFileName('scenario', { title: "T'ain't No Militia, July 1" })).toBe('taint-no-militia-july-1.scenario.json');
    for (const kind of DOCUMENT_KINDS) {
      const name = suggestedFileName(kind, samples[kind]);
      expect(kindFromFileName(name)).toBe(kind);
      expect(loadDocument(name, JSON.stringify(samples[kind]))).toMatchObject({ ok: true, kind });
    }
  });
});
