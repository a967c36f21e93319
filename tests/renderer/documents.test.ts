import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../core/formats/validate';
import { loadDocument } from '../../core/formats/load';
import { kindFromFileName } from '../../core/formats/documents';
import { blankDocument, suggestedFileName, titleOf } from '../../renderer/src/documents';

describe('documents the editor creates', () => {
  it('starts every new scenario and army as a valid document of the current format', () => {
    expect(validateDocument('scenario', blankDocument('scenario'))).toEqual([]);
    expect(validateDocument('army', blankDocument('army'))).toEqual([]);
  });

  it('reads the title where each kind keeps it', () => {
    expect(titleOf('scenario', { title: 'Mine Run' })).toBe('Mine Run');
    expect(titleOf('army', { orderOfBattle: { name: 'Iron Brigade' } })).toBe('Iron Brigade');
    expect(titleOf('army', {})).toBe('Untitled army');
  });

  it('suggests a file name that opens again as the same kind', () => {
    const name = suggestedFileName('scenario', { title: "T'ain't No Militia, July 1" });
    expect(name).toBe('taint-no-militia-july-1.scenario.json');
    expect(kindFromFileName(name)).toBe('scenario');
    expect(loadDocument(name, JSON.stringify(blankDocument('scenario')))).toMatchObject({ ok: true, kind: 'scenario' });
  });
});
