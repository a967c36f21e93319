/**
 * Where an open document lives, and so where Save writes: one home, never two. A document opened from the
 * library saves to the library; one opened from a file saves to that file; Save As makes a new document whose
 * home is the file chosen, and the old home keeps its last saved version. A file added to the library (an
 * import) lives in both places, and its home is the library: the file stays as it was, and every screen says
 * so. The editor keeps the two facts it knows (`libraryId`, `path`) and asks here what they mean, so the
 * rule and its words are written once.
 */

/** What the editor knows about an open document's places: its library entry and its file, if any. */
export interface Whereabouts {
  libraryId: string | null;
  path: string | null;
}

export type DocumentHome =
  | { in: 'library'; id: string; importedFrom: string | null }
  | { in: 'file'; path: string }
  | { in: 'nowhere' };

/** A document in the library saves there even when it also has a file: that file is where it was imported from. */
export function homeOf(where: Whereabouts): DocumentHome {
  if (where.libraryId !== null) return { in: 'library', id: where.libraryId, importedFrom: where.path };
  if (where.path !== null) return { in: 'file', path: where.path };
  return { in: 'nowhere' };
}

/** After Save As: a new document whose only home is the file just written. */
export const savedAs = (path: string): Whereabouts => ({ libraryId: null, path });

/** After adding a file's document to the library: its home is the new library entry; the file is where it came from. */
export const imported = (where: Whereabouts, libraryId: string): Whereabouts => ({ libraryId, path: where.path });

/** The file name at the end of a path, either kind of separator. */
export const fileNameOf = (path: string): string => path.split(/[\\/]/).pop() || path;

/**
 * The short state an editor's toolbar shows when nothing is unsaved: where the document is kept.
 * (The words "In the library" and the bare path are what the toolbars have always shown.)
 */
export function homeState(home: DocumentHome): string {
  switch (home.in) {
    case 'library':
      return 'In the library';
    case 'file':
      return home.path;
    case 'nowhere':
      return 'Not saved yet';
  }
}

/**
 * Which home Save writes, for the title bar: `text` always on screen, `detail` the full sentence (a tooltip
 * and the screen reader's). `libraryKind`: a new document of this kind goes to the library on Save (scenarios
 * and armies), otherwise Save asks for a file (a map).
 */
export function savesTo(home: DocumentHome, libraryKind: boolean): { text: string; detail: string } {
  switch (home.in) {
    case 'library':
      return home.importedFrom === null
        ? { text: 'Saves to library', detail: 'Save writes this document in the library.' }
        : {
            text: `Saves to library · imported from ${fileNameOf(home.importedFrom)}`,
            detail: `Save writes this document in the library; ${home.importedFrom}, which it was imported from, stays as it was.`,
          };
    case 'file':
      return { text: `Saves to ${fileNameOf(home.path)}`, detail: `Save writes ${home.path}.` };
    case 'nowhere':
      return libraryKind
        ? { text: 'Not saved yet · Save puts it in the library', detail: 'Not saved yet: Save puts it in the library, Save As in a file.' }
        : { text: 'Not saved yet · Save asks for a file', detail: 'Not saved yet: Save asks where to write it.' };
  }
}

/**
 * What Save As says it did: a new document with a new home, and what became of the old home, so that no
 * document lives twice with different contents without the user being told.
 */
export function saveAsNotice(before: DocumentHome, path: string, title: string): string {
  switch (before.in) {
    case 'library':
      return `Saved "${title}" as a new document in ${path}; Save now writes that file. The document in the library keeps its last saved version.`;
    case 'file':
      if (before.path === path) return `Saved ${path}.`;
      return `Saved "${title}" as a new document in ${path}; Save now writes that file. ${fileNameOf(before.path)} keeps its last saved version.`;
    case 'nowhere':
      return `Saved ${path}; Save now writes that file.`;
  }
}

/** What adding a file's document to the library says: the library is its home from now on, and the file stays. */
export function importNotice(title: string, path: string | null): string {
  return path === null
    ? `Added "${title}" to the library; Save now writes it there.`
    : `Added "${title}" to the library; Save now writes it there, and ${fileNameOf(path)} stays as it was last saved.`;
}
