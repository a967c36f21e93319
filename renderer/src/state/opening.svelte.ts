/**
 * Opening documents: File ▸ New, Open…, Open Recent, a file dropped on the page, a library entry, an
 * example, a document made from another, a recovered draft; the file dialogs (the system's on the
 * desktop, the page's own in web mode); and the question before unsaved changes are thrown away.
 * Each opens in a tab of its own beside the documents already open (Workspace.openInTab), so nothing the
 * user has open is thrown away by opening another.
 */
import { markChecked } from './checkedDocuments';
import type { ApiClient, FileFilter, OpenedFile, RecentFileEntry } from '../../../core/api/contract';
import { kindFromFileName, type DocumentKind } from '../../../core/model/documents';
import { PACKAGE_EXTENSION } from '../../../core/package';
import { api as backend, isDesktop } from '../platform/api';
import { blankDocument, FILE_FILTERS, NEW_KIND_FILES, OPEN_FILTERS, type NewKind } from '../documents';
import { packageDialog } from '../actions/packageDialog.svelte';
import type { WorkspaceHost } from './document';
import type { Notices } from './notices.svelte';
import type { Prompts } from './prompts.svelte';

export class Opening {
  recent = $state.raw<RecentFileEntry[]>([]);
  /** The kind of the file being read now, by its name (null when none is, or its name does not say): its editor loads meanwhile. */
  reading = $state.raw<DocumentKind | null>(null);

  constructor(
    private readonly host: WorkspaceHost,
    private readonly notices: Notices,
    private readonly prompts: Prompts,
    private readonly api: ApiClient = backend,
  ) {}

  /** A path for Open or Save As: the native dialog on the desktop, the page's own dialog in web mode. */
  async choosePath(mode: 'open' | 'save', title: string, suggestion = '', filters: FileFilter[] = mode === 'open' ? OPEN_FILTERS : FILE_FILTERS): Promise<string | null> {
    if (isDesktop()) {
      const chosen =
        mode === 'open'
          ? await this.notices.attempt('Opening the file dialog', () => this.api.call('dialogs.openPath', { title, filters }))
          : await this.notices.attempt('Opening the file dialog', () =>
              this.api.call('dialogs.savePath', { title, ...(suggestion ? { defaultPath: suggestion } : {}), filters }),
            );
      return chosen?.path ?? null;
    }
    const typed = await this.prompts.path(mode, title, suggestion);
    if (typed === null) return null;
    // The page's dialog is the user pointing: the backend grants the path, and only then may it be read or written.
    const picked = await this.notices.attempt('Choosing the file', () => this.api.call('dialogs.pick', { mode, path: typed }));
    return picked?.path ?? null;
  }

  async newDocument(kind: NewKind): Promise<void> {
    this.host.openInTab({ key: crypto.randomUUID(), kind: NEW_KIND_FILES[kind], libraryId: null, path: null, blank: true }, blankDocument(kind));
  }

  /** A new, unsaved scenario or army made elsewhere (File ▸ New Scenario from a Battle…); false if the user kept what is open. */
  async newDocumentFrom(kind: 'scenario' | 'army', content: unknown): Promise<boolean> {
    this.host.openInTab({ key: crypto.randomUUID(), kind, libraryId: null, path: null }, content);
    return true;
  }

  async openFromLibrary(id: string): Promise<void> {
    const entry = await this.notices.attempt('Opening', () => this.api.call('library.get', { id }));
    if (entry) this.host.openInTab({ key: crypto.randomUUID(), kind: entry.kind, libraryId: entry.id, path: null, base: entry.updatedAt }, entry.content);
  }

  /**
   * Start from an example: a copy of a bundled document opens as a new, unsaved one, so Save puts it
   * in the library (or Save As in a file) and the bundled original is never written.
   */
  async openExample(name: string): Promise<void> {
    const example = await this.notices.attempt('Opening the example', () => this.api.call('examples.open', { name }));
    if (!example) return;
    // The backend read and checked every example when it listed them; only those that are valid are offered.
    markChecked(example.content);
    this.host.openInTab({ key: crypto.randomUUID(), kind: example.kind, libraryId: null, path: null }, example.content);
    this.notices.notify(`This is a copy of the example "${example.title}". Save puts it in your library; the example itself never changes.`);
  }

  /** File ▸ Open…: nothing the user has open is touched unless the new file opens cleanly. */
  async open(): Promise<void> {
    const path = await this.choosePath('open', 'Open a scenario, army, map or scenario package');
    if (path) await this.openFile(path);
  }

  /** A document file opens in its editor; a scenario package opens in the package view, which imports it. */
  async openFile(path: string): Promise<void> {
    if (path.toLowerCase().endsWith(PACKAGE_EXTENSION)) {
      packageDialog.showPackage(path, null);
      return;
    }
    this.reading = kindFromFileName(path) ?? null;
    const opened: OpenedFile | undefined = await this.notices.attempt('Opening', () => this.api.call('files.open', { path })).finally(() => (this.reading = null));
    void this.refreshRecent();
    if (!opened) return;
    if (!opened.ok) {
      this.prompts.problems(`Muster cannot open ${path}`, opened.problems);
      return;
    }
    // The backend has just checked it: the editor need not check it again before the first edit.
    markChecked(opened.content);
    this.host.openInTab({ key: crypto.randomUUID(), kind: opened.kind, libraryId: null, path: opened.path, base: opened.stamp ?? null }, opened.content);
    if (opened.migratedFrom !== undefined) {
      this.notices.notify(`This file was written in format version ${opened.migratedFrom}; it was updated, and will be saved in the current format.`);
    }
  }

  /**
   * A file dropped on the page in web mode: the browser gives its text but never its place, so it opens as
   * a new, unsaved document (Save As gives it a home); nothing on disk is read or granted.
   */
  async openDropped(name: string, text: string): Promise<void> {
    const dropped = await this.notices.attempt('Opening', () => this.api.call('files.openDropped', { name, text }));
    if (!dropped) return;
    if (!dropped.ok) {
      this.prompts.problems(`Muster cannot open ${name}`, dropped.problems);
      return;
    }
    this.host.openInTab({ key: crypto.randomUUID(), kind: dropped.kind, libraryId: null, path: null }, dropped.content);
    const upgraded = dropped.migratedFrom !== undefined ? ` It was written in format version ${dropped.migratedFrom} and has been updated.` : '';
    this.notices.notify(`Opened ${name} as a new document: use Save As to keep it in a file.${upgraded}`);
  }

  async refreshRecent(): Promise<void> {
    const recent = await this.api.call('files.recent', {}).catch(() => null);
    if (recent) this.recent = recent;
  }

  /**
   * Restores a recovery draft (the drafts list, renderer/src/actions/draftsDialog.svelte.ts): it opens on top
   * of the version saved where it came from and becomes the open document's own draft, which goes when the
   * document is saved or left, so it is not offered again. Returns whether it was restored.
   */
  async recover(key: string): Promise<boolean> {
    const draft = await this.notices.attempt('Restoring', () => this.api.call('library.recover', { key }));
    if (!draft) return false;
    // The draft goes on top of what was last saved, wherever that is, so Save goes back there and
    // undoing the recovery shows the saved version; if that is gone, on top of a blank document.
    const fromFile = draft.path ? await this.api.call('files.open', { path: draft.path }).catch(() => null) : null;
    const fromLibrary = !fromFile?.ok && draft.documentId ? await this.api.call('library.get', { id: draft.documentId }).catch(() => null) : null;
    const base = fromFile?.ok ? fromFile.content : fromLibrary ? fromLibrary.content : blankDocument(draft.kind);
    this.host.openInTab(
      {
        key: draft.key,
        kind: draft.kind,
        libraryId: fromLibrary ? draft.documentId : null,
        path: fromFile?.ok ? fromFile.path : null,
        base: fromFile?.ok ? (fromFile.stamp ?? null) : fromLibrary ? fromLibrary.updatedAt : null,
      },
      base,
      draft.content,
    );
    return true;
  }
}
