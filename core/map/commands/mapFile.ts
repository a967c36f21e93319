/**
 * Edits of a map file's own name and notes (a map inside a scenario has neither: the scenario names it).
 * Clearing either removes the field rather than writing an empty string, which the schema refuses for
 * a title and which would only clutter the file for notes.
 */
import type { Command } from '../../history';
import type { MusterMapFile } from '../../model/scenario.generated';

function setOptionalText(label: string, field: 'title' | 'notes', text: string): Command<MusterMapFile> {
  return {
    label,
    patches: (doc) => {
      const next = text.trim() === '' ? undefined : text;
      if (doc[field] === next) return [];
      return next === undefined ? [{ op: 'remove', path: [field] }] : [{ op: 'set', path: [field], value: next }];
    },
  };
}

export const renameMap = (title: string): Command<MusterMapFile> => setOptionalText('Rename map', 'title', title);

export const setMapNotes = (notes: string): Command<MusterMapFile> => setOptionalText('Edit map notes', 'notes', notes);
