import { describe, expect, it } from 'vitest';
import { History } from '../../../../core/history';
import { renameMap, setMapNotes } from '../../../../core/map/commands/mapFile';
import type { MusterMapFile } from '../../../../core/model/scenario.generated';
import { validateDocument } from '../../../../core/formats/validate';

const file = (): MusterMapFile => ({ $schema: 'https://muster.app/schemas/map.schema.json', formatVersion: 2, map: { kind: 'tabletop', features: [] } });

describe("a map file's name and notes", () => {
  it('names a map and puts it back with one undo', () => {
    const history = new History(file());
    history.execute(renameMap('Generic ADF board'));
    expect(history.doc.title).toBe('Generic ADF board');
    expect(history.undoLabel).toBe('Rename map');
    expect(validateDocument('map', history.doc)).toEqual([]);
    history.undo();
    expect(history.doc).toEqual(file());
  });

  it('removes the field when it is cleared, so the file stays valid (the schema refuses an empty title)', () => {
    const history = new History({ ...file(), title: 'Board', notes: 'Notes' });
    history.execute(renameMap(''));
    history.execute(setMapNotes('   '));
    expect(history.doc).toEqual(file());
    expect(validateDocument('map', history.doc)).toEqual([]);
  });

  it('records nothing when the text does not change', () => {
    const history = new History({ ...file(), notes: 'Same' });
    history.execute(setMapNotes('Same'));
    expect(history.canUndo).toBe(false);
  });
});
