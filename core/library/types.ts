/** What the library stores: scenarios, armies and campaigns as JSON documents with a little metadata beside them. */
import type { SearchMatch } from './search';

export const DOCUMENT_KINDS = ['scenario', 'army', 'campaign'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface LibraryEntry {
  id: string;
  kind: DocumentKind;
  title: string;
  notes: string;
  formatVersion: number;
  createdAt: string;
  updatedAt: string;
  /** In search results only: the units and leaders whose names the search matched, best first. */
  matches?: SearchMatch[];
}

/** A document in the trash: restorable until it is deleted for ever. */
export interface TrashEntry extends LibraryEntry {
  deletedAt: string;
}

export interface LibraryDocument extends LibraryEntry {
  content: unknown;
}

/** A document autosaved while being edited, offered back after a crash. */
export interface AutosaveEntry {
  /** The editor's key for the open document (stable for the editing session). */
  key: string;
  kind: DocumentKind;
  title: string;
  /** The library document it is a draft of, if it was opened from the library. */
  documentId: string | null;
  /** The file it is a draft of, if it was opened from or saved to disk. */
  path: string | null;
  savedAt: string;
}
