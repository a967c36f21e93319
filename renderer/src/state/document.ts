/**
 * The open document: its kind, its undo history, and where it is kept (the library entry and file it
 * came from, the version it started from). Made here from what the backend read or a blank document.
 */
import type { ArmyFile } from '../../../core/army';
import { History, replaceDocument, type Command } from '../../../core/history';
import type { MusterMapFile, MusterScenario } from '../../../core/scenario';
import type { MusterCampaign } from '../../../core/campaign';
import type { FileKind } from '../documents';
import type { AppInfo } from '../../../core/api/contract';

/** The content of each kind of document, as its schema describes it. */
export interface DocumentContent {
  scenario: MusterScenario;
  army: ArmyFile;
  map: MusterMapFile;
  campaign: MusterCampaign;
}

/** A command on any kind of document: the views get theirs from core/<document>/commands. */
export type DocumentCommand = { [K in FileKind]: Command<DocumentContent[K]> }[FileKind];

interface OpenDocumentOf<K extends FileKind> {
  /** Stable for this editing session; keys the autosave. */
  key: string;
  kind: K;
  /**
   * The library entry it was opened from or saved in, and the file it was opened from or saved as: where
   * Save writes is `homeOf` these (core/library/home.ts), one home only; both are set only for a file added
   * to the library, whose home is the library.
   */
  libraryId: string | null;
  path: string | null;
  /**
   * The version this copy started from (the library entry's `updatedAt`, or the file's stamp): a save over a
   * version saved since by another window or program is refused, never written over.
   */
  base?: string | null;
  /**
   * The campaign step this document was set up for by "Play next": the campaign document's key (it stays
   * open beside this one) and the step's id, so the playtest's result goes back to that step.
   */
  launchedFrom?: { campaign: string; step: string };
  /** Made by File ▸ New: while it stays untouched, the next document opened takes its tab. */
  blank?: true;
  history: History<DocumentContent[K]>;
}

/** The open document: its kind says what its history holds. */
export type OpenDocument = { [K in FileKind]: OpenDocumentOf<K> }[FileKind];

/**
 * Whether a document's reference images are kept in, and looked for in, the library: it lives there, or it
 * has no file yet (a new scenario, whose Save puts it in the library). Such a document has no folder for
 * its scans to sit beside.
 */
export const imagesInLibrary = (doc: Pick<OpenDocument, 'libraryId' | 'path'> | null | undefined): boolean => !!doc && (doc.libraryId !== null || doc.path === null);

/** Library entries hold scenarios, armies and campaigns; maps live inside scenarios. */
export const inLibrary = (kind: FileKind): kind is 'scenario' | 'army' | 'campaign' => kind === 'scenario' || kind === 'army' || kind === 'campaign';

/**
 * A history for content the backend has checked against its kind's schema (or a blank document made
 * here), with a recovered `draft` laid over it as one edit so Undo goes back to what was last saved.
 */
function historyOf<D>(content: unknown, draft: unknown): History<D> {
  const history = new History(content as D);
  if (draft !== undefined) history.execute(replaceDocument('Recover unsaved changes', draft as D));
  return history;
}

export function openDocument(meta: Omit<OpenDocument, 'history'>, content: unknown, draft: unknown): OpenDocument {
  switch (meta.kind) {
    case 'scenario':
      return { ...meta, kind: meta.kind, history: historyOf<MusterScenario>(content, draft) };
    case 'army':
      return { ...meta, kind: meta.kind, history: historyOf<ArmyFile>(content, draft) };
    case 'map':
      return { ...meta, kind: meta.kind, history: historyOf<MusterMapFile>(content, draft) };
    case 'campaign':
      return { ...meta, kind: meta.kind, history: historyOf<MusterCampaign>(content, draft) };
  }
}

/** What the workspace's parts (opening, saving) read and change of the workspace: the open document and the app. */
export interface WorkspaceHost {
  /** The open document; saving replaces it with its new home and version. */
  doc: OpenDocument | null;
  /** Bumped on every change of the open document. */
  readonly revision: number;
  readonly info: AppInfo | null;
  readonly dirty: boolean;
  readonly title: string | null;
  /** Shows a document with a fresh history; a `draft` goes on top of `content` as one edit. */
  show(meta: Omit<OpenDocument, 'history'>, content: unknown, draft?: unknown): void;
  /**
   * Opens a document in a tab of its own (the one showing stays open in its tab), or shows the tab it is
   * already open in; only an untouched new document gives its tab up.
   */
  openInTab(meta: Omit<OpenDocument, 'history'>, content: unknown, draft?: unknown): void;
  /** The open document changed outside its history (saved, given a home): views read it again. */
  touch(): void;
  /** The open document with this key, showing or kept aside in another tab. */
  opened(key: string): OpenDocument | undefined;
  /** Gives an open document (showing or aside) its new home and version after a save. */
  rehome(doc: OpenDocument): void;
  /** The library changed: the Library view reads it again. */
  libraryChanged(): void;
}
