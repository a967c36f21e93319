import { describe, expect, it } from 'vitest';
import { fileNameOf, homeOf, homeState, imported, importNotice, saveAsNotice, savedAs, savesTo } from '../../../core/library/home';

const FILE = '/home/ann/Muster/iron-brigade.army.json';

describe('one home per document: where Save writes', () => {
  it('a library document saves to the library, a file to its file, a new one nowhere yet', () => {
    expect(homeOf({ libraryId: 'a1', path: null })).toEqual({ in: 'library', id: 'a1', importedFrom: null });
    expect(homeOf({ libraryId: null, path: FILE })).toEqual({ in: 'file', path: FILE });
    expect(homeOf({ libraryId: null, path: null })).toEqual({ in: 'nowhere' });
  });

  it('an import (in the library and in a file) saves to the library, and remembers the file it came from', () => {
    const where = imported({ libraryId: null, path: FILE }, 'a1');
    expect(homeOf(where)).toEqual({ in: 'library', id: 'a1', importedFrom: FILE });
    expect(savesTo(homeOf(where), true)).toEqual({
      text: 'Saves to library · imported from iron-brigade.army.json',
      detail: `Save writes this document in the library; ${FILE}, which it was imported from, stays as it was.`,
    });
  });

  it('Save As leaves the library behind: the new document has only the file', () => {
    const where = savedAs('/tmp/copy.army.json');
    expect(where).toEqual({ libraryId: null, path: '/tmp/copy.army.json' });
    expect(homeOf(where)).toEqual({ in: 'file', path: '/tmp/copy.army.json' });
  });

  it('says which home Save writes, in the title bar and in the toolbars', () => {
    expect(savesTo(homeOf({ libraryId: 'a1', path: null }), true).text).toBe('Saves to library');
    expect(savesTo(homeOf({ libraryId: null, path: FILE }), true)).toEqual({ text: 'Saves to iron-brigade.army.json', detail: `Save writes ${FILE}.` });
    expect(savesTo({ in: 'nowhere' }, true).text).toBe('Not saved yet · Save puts it in the library');
    expect(savesTo({ in: 'nowhere' }, false).text).toBe('Not saved yet · Save asks for a file');
    expect(homeState({ in: 'library', id: 'a1', importedFrom: FILE })).toBe('In the library');
    expect(homeState({ in: 'file', path: FILE })).toBe(FILE);
    expect(homeState({ in: 'nowhere' })).toBe('Not saved yet');
  });

  it('Save As says it made a new document, where Save now writes, and what the old home keeps', () => {
    expect(saveAsNotice({ in: 'library', id: 'a1', importedFrom: null }, '/tmp/b.army.json', 'Iron Brigade')).toBe(
      'Saved "Iron Brigade" as a new document in /tmp/b.army.json; Save now writes that file. The document in the library keeps its last saved version.',
    );
    expect(saveAsNotice({ in: 'file', path: FILE }, '/tmp/b.army.json', 'Iron Brigade')).toBe(
      'Saved "Iron Brigade" as a new document in /tmp/b.army.json; Save now writes that file. iron-brigade.army.json keeps its last saved version.',
    );
    // The same file again is a plain save, and a first save has no old home to speak of.
    expect(saveAsNotice({ in: 'file', path: FILE }, FILE, 'Iron Brigade')).toBe(`Saved ${FILE}.`);
    expect(saveAsNotice({ in: 'nowhere' }, '/tmp/b.army.json', 'Iron Brigade')).toBe('Saved /tmp/b.army.json; Save now writes that file.');
  });

  it('adding to the library says Save goes there now and the file stays', () => {
    expect(importNotice('Iron Brigade', FILE)).toBe('Added "Iron Brigade" to the library; Save now writes it there, and iron-brigade.army.json stays as it was last saved.');
    expect(importNotice('Iron Brigade', null)).toBe('Added "Iron Brigade" to the library; Save now writes it there.');
  });

  it('names a file by the end of its path, on any system', () => {
    expect(fileNameOf('C:\\Users\\ann\\mine-run.scenario.json')).toBe('mine-run.scenario.json');
    expect(fileNameOf(FILE)).toBe('iron-brigade.army.json');
    expect(fileNameOf('plain.json')).toBe('plain.json');
  });
});
