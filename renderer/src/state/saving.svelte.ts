/**
 * Saving the open document: File ▸ Save to its one home (core/library/home.ts), Save As, Add to Library,
 * a playtest's table as a new situation; a save over a version saved elsewhere since is refused and the
 * user chooses (the conflict dialog); a file changed on disk is found when the window comes back; and
 * the autosave keeps a draft of unsaved work in the library every few seconds, on the injected clock.
 */
import type { ApiClient, FileFilter } from '../../../core/api/contract';
import { homeOf, imported, importNotice, saveAsNotice, savedAs, type Whereabouts } from '../../../core/library/home';
import { api as backend, ApiCallError } from '../platform/api';
import { suggestedFileName, titleOf } from '../documents';
import { conflictDialog, type ConflictChoices } from '../actions/conflictDialog.svelte';
import { AUTOSAVE_EVERY_MS, realClock, type Clock, type TimerId } from './clock';
import { inLibrary, type OpenDocument, type WorkspaceHost } from './document';
import type { Notices } from './notices.svelte';
import type { PlaytestSession } from './playtestSession.svelte';

export { AUTOSAVE_EVERY_MS } from './clock';

/** What saving asks of the file dialogs and the recent list (state/opening.svelte.ts). */
export interface SavingFiles {
  choosePath(mode: 'open' | 'save', title: string, suggestion?: string, filters?: FileFilter[]): Promise<string | null>;
  refreshRecent(): Promise<void>;
}

/** Where a save conflict is put to the user (the conflict dialog). */
export interface ConflictChooser {
  readonly open: boolean;
  showFor(choices: ConflictChoices): void;
}

export class Saving {
  private autosavedRevision = -1;
  private autosaving = false;
  /** The last draft the timer started keeping: what waits for it (a test) awaits this. */
  keeping: Promise<void> = Promise.resolve();
  private timer: TimerId | undefined;

  constructor(
    private readonly host: WorkspaceHost,
    private readonly notices: Notices,
    private readonly files: SavingFiles,
    private readonly api: ApiClient = backend,
    private readonly clock: Clock = realClock,
    private readonly conflicts: ConflictChooser = conflictDialog,
  ) {}

  /**
   * Writes the playtest's table as a new scenario file, beside the scenario (its army files are found
   * there): the open scenario and its file are never written, and the playtest goes on.
   */
  async savePlaytestSituation(session: PlaytestSession | null): Promise<string | null> {
    const doc = this.host.doc;
    if (!session || doc?.kind !== 'scenario') return null;
    const content = session.situation();
    const folder = doc.path ? doc.path.replace(/[\\/][^\\/]*$/, '') : (this.host.info?.documentsDir ?? '');
    const name = suggestedFileName('scenario', content);
    const path = await this.files.choosePath('save', 'Save the playtest as a new situation', folder ? `${folder}/${name}` : name);
    if (!path) return null;
    if (path === doc.path) {
      this.notices.notify('A situation is saved as a new scenario: choose another file than the scenario itself.', { tone: 'error' });
      return null;
    }
    const saved = await this.notices.attempt('Saving the situation', () => this.api.call('files.save', { path, kind: 'scenario', content }));
    if (!saved) return null;
    void this.files.refreshRecent();
    this.notices.notify(`Saved the situation as ${path}. The scenario you are playtesting is unchanged.`);
    return path;
  }

  /**
   * File ▸ Save: to the document's one home (core/library/home.ts): the library entry it lives in, else its
   * file; a new scenario or army goes to the library, a new map asks for a file.
   */
  async save(): Promise<boolean> {
    const doc = this.host.doc;
    if (!doc) return false;
    const home = homeOf(doc);
    if (home.in === 'nowhere' && !inLibrary(doc.kind)) return this.saveAs();
    const content = doc.history.doc;
    const title = titleOf(doc.kind, content);
    let saved: (Whereabouts & { base: string | null }) | undefined;
    const base = doc.base ?? undefined;
    const run = async <T>(write: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await write();
      } catch (error) {
        // Saved elsewhere since this copy was read: the user chooses, nothing is written over.
        if (error instanceof ApiCallError && error.code === 'conflict') {
          this.offerConflict(doc, content, error.message);
          return undefined;
        }
        return this.notices.attempt('Saving', () => Promise.reject(error));
      }
    };
    if (home.in === 'file') {
      saved = await run(async () => {
        const written = await this.api.call('files.save', { path: home.path, kind: doc.kind, content, ...(base !== undefined ? { base } : {}) });
        return { libraryId: null, path: home.path, base: written.stamp };
      });
    } else if (inLibrary(doc.kind)) {
      const kind = doc.kind;
      saved = await run(async () => {
        // An imported document keeps the file it came from beside its library entry; the file is not written.
        if (home.in === 'library') {
          const entry = await this.api.call('library.save', { id: home.id, title, content, draftKey: doc.key, ...(base !== undefined ? { base } : {}) });
          return { libraryId: entry.id, path: doc.path, base: entry.updatedAt };
        }
        const entry = await this.api.call('library.create', { kind, title, content });
        return { libraryId: entry.id, path: null, base: entry.updatedAt };
      });
      this.host.libraryChanged();
    }
    if (!saved) return false;
    this.afterSave(doc, content, saved);
    this.notices.notify(home.in === 'file' ? `Saved ${home.path}.` : `Saved "${title}" in the library.`);
    return true;
  }

  /**
   * File ▸ Save As…: to a file on disk, atomically, keeping the previous version as a backup. The result is a
   * new document whose one home is that file: the library entry or file it came from keeps its last saved
   * version and is no longer written by Save, and the notice says so.
   */
  async saveAs(): Promise<boolean> {
    const doc = this.host.doc;
    if (!doc) return false;
    const content = doc.history.doc;
    const title = titleOf(doc.kind, content);
    const folder = this.host.info?.documentsDir ?? '';
    const suggestion = doc.path ?? (folder ? `${folder}/${suggestedFileName(doc.kind, content)}` : suggestedFileName(doc.kind, content));
    const path = await this.files.choosePath('save', `Save ${title} as`, suggestion);
    if (!path) return false;
    const saved = await this.notices.attempt('Saving', () => this.api.call('files.save', { path, kind: doc.kind, content }));
    if (!saved) return false;
    this.afterSave(doc, content, { ...savedAs(saved.path), base: saved.stamp });
    void this.files.refreshRecent();
    this.notices.notify(saveAsNotice(homeOf(doc), saved.path, title), { timeoutMs: 10_000 });
    return true;
  }

  /**
   * File ▸ Add to Library: the open scenario or army (from a file, or new) becomes a library document, with
   * any unsaved changes and the reference images found beside its file. From then on Save writes the library and the file it came from is left as it is;
   * the title bar says both.
   */
  async addToLibrary(): Promise<boolean> {
    const doc = this.host.doc;
    if (!doc || !inLibrary(doc.kind) || doc.libraryId !== null) return false;
    const kind = doc.kind;
    const content = doc.history.doc;
    const title = titleOf(kind, content);
    // From a file: its reference images found beside it are kept in the library with it.
    const from = doc.path ? { scenarioPath: doc.path } : {};
    const entry = await this.notices.attempt('Adding to the library', () => this.api.call('library.create', { kind, title, content, ...from }));
    if (!entry) return false;
    this.host.libraryChanged();
    this.afterSave(doc, content, { ...imported(doc, entry.id), base: entry.updatedAt });
    this.notices.notify(importNotice(title, doc.path), { timeoutMs: 10_000 });
    return true;
  }

  private afterSave(doc: OpenDocument, content: unknown, where: Whereabouts & { base?: string | null }): void {
    // The document may have gone aside (another tab chosen) while the save was under way: it keeps its new home all the same.
    const open = this.host.opened(doc.key);
    if (!open) return;
    // Only what was written counts as saved: edits made while the save was under way stay dirty.
    if (open.history.doc === content) open.history.markSaved();
    this.host.rehome({ ...open, ...where });
    this.discardDraft(doc.key);
  }

  /**
   * The choice when this window's copy is no longer the saved version: keep mine as a copy (a new library
   * document, or Save As for a file), reload theirs (this window's changes are left), or compare first.
   */
  private offerConflict(doc: OpenDocument, mine: unknown, message: string): void {
    const home = homeOf(doc);
    const title = titleOf(doc.kind, mine);
    const theirs = async (): Promise<unknown> => {
      if (home.in === 'file') {
        const opened = await this.api.call('files.open', { path: home.path });
        if (!opened.ok) throw new Error(`${home.path} does not open`);
        return opened.content;
      }
      if (home.in === 'library') return (await this.api.call('library.get', { id: home.id })).content;
      throw new Error('nothing is saved');
    };
    this.conflicts.showFor({
      title,
      message,
      where: home.in === 'file' ? `in ${home.path}` : 'in the library',
      mine,
      theirs,
      keepMine: async () => {
        if (this.host.doc?.key !== doc.key) return false;
        if (home.in !== 'library' || !inLibrary(doc.kind)) return this.saveAs();
        const kind = doc.kind;
        const copyTitle = `${title} (my copy)`;
        const entry = await this.notices.attempt('Keeping your version as a copy', () => this.api.call('library.create', { kind, title: copyTitle, content: mine }));
        if (!entry) return false;
        this.host.libraryChanged();
        this.afterSave(doc, mine, { libraryId: entry.id, path: null, base: entry.updatedAt });
        this.notices.notify(`Your version is saved in the library as "${copyTitle}"; "${title}" keeps the version saved from the other window.`, { timeoutMs: 10_000 });
        return true;
      },
      reloadTheirs: async () => {
        if (home.in === 'library') {
          const entry = await this.notices.attempt('Reloading', () => this.api.call('library.get', { id: home.id }));
          if (!entry) return false;
          this.host.show({ key: crypto.randomUUID(), kind: entry.kind, libraryId: entry.id, path: doc.path, base: entry.updatedAt }, entry.content);
        } else if (home.in === 'file') {
          const opened = await this.notices.attempt('Reloading', () => this.api.call('files.open', { path: home.path }));
          if (!opened?.ok) return false;
          this.host.show({ key: crypto.randomUUID(), kind: opened.kind, libraryId: null, path: opened.path, base: opened.stamp ?? null }, opened.content);
        } else return false;
        this.notices.notify(`Reloaded "${title}" as it was saved elsewhere.`);
        return true;
      },
    });
  }

  /**
   * When the window comes back into focus: an open file changed on disk by another program meanwhile is
   * found now, and the user chooses (as when a save finds it), rather than at the next save.
   */
  async checkOnDisk(): Promise<void> {
    const doc = this.host.doc;
    if (!doc || this.conflicts.open || typeof doc.base !== 'string') return;
    const home = homeOf(doc);
    if (home.in !== 'file') return;
    const now = await this.api.call('files.stamp', { path: home.path }).catch(() => null);
    if (!now || now.stamp === doc.base || this.host.doc?.key !== doc.key || this.host.doc.base !== doc.base) return;
    this.offerConflict(
      doc,
      doc.history.doc,
      now.stamp === null ? `${home.path} was moved or deleted while it was open here.` : `${home.path} was changed on disk by another program while it was open here.`,
    );
  }

  /**
   * Keeps a draft of unsaved work in the library, so a crash loses at most a few seconds: from now on, the
   * first change after a draft was kept is kept in its turn `AUTOSAVE_EVERY_MS` later (on the injected
   * clock, so a test moves time rather than sleeping). Returns what stops it.
   */
  startAutosave(): () => void {
    this.autosaving = true;
    return () => {
      this.autosaving = false;
      if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
      this.timer = undefined;
    };
  }

  /** The open document changed: a draft is due, if none is already. */
  changed(): void {
    if (!this.autosaving || this.timer !== undefined) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      this.keeping = this.autosave();
    }, AUTOSAVE_EVERY_MS);
  }

  /** A document left or saved: its draft must not be offered back later. */
  discardDraft(key: string): void {
    void this.api.call('library.discardAutosave', { key }).catch(() => {});
  }

  /** A document just shown has not been autosaved yet. */
  forgetAutosave(): void {
    this.autosavedRevision = -1;
  }

  async autosave(): Promise<void> {
    const doc = this.host.doc;
    if (!doc || !doc.history.dirty || this.autosavedRevision === this.host.revision || !inLibrary(doc.kind)) return;
    const revision = this.host.revision;
    const content = doc.history.doc;
    // A draft names the one home it would be saved to, so recovery puts it back on top of that version.
    const home = homeOf(doc);
    const documentId = home.in === 'library' ? home.id : null;
    const path = home.in === 'file' ? home.path : null;
    await this.api
      .call('library.autosave', { key: doc.key, kind: doc.kind, title: titleOf(doc.kind, content), documentId, path, content })
      .then(() => (this.autosavedRevision = revision))
      // The backend did not keep it (gone for a moment): try again after the same delay.
      .catch(() => this.changed());
  }
}
