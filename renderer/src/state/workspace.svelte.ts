/**
 * The editor's session state: which view is showing, the open document and the notices shown to the user.
 * Documents are immutable JSON replaced on every edit, held in `$state.raw` so Svelte tracks the
 * reference, not every property.
 */
import type { AppInfo } from '../../../core/api/contract';
import type { DocumentKind } from '../../../core/library/types';
import { api, ApiCallError } from '../platform/api';
import { blankDocument, titleOf, withTitle } from '../documents';

export type View = 'library' | 'document' | 'odds';

export interface OpenDocument {
  /** Stable for this editing session; keys the autosave. */
  key: string;
  kind: DocumentKind;
  /** The library entry it was opened from or saved as; null until first saved. */
  libraryId: string | null;
  content: unknown;
  /** The content as last saved: the document is dirty while `content !== savedContent`. */
  savedContent: unknown;
}

export interface Notice {
  id: number;
  text: string;
  tone: 'info' | 'error';
  action?: { label: string; run: () => void | Promise<void> };
}

let nextNoticeId = 1;

class Workspace {
  view = $state<View>('library');
  info = $state.raw<AppInfo | null>(null);
  doc = $state.raw<OpenDocument | null>(null);
  notices = $state<Notice[]>([]);
  /** Bumped whenever the library changes, so the Library view reloads. */
  libraryVersion = $state(0);

  get dirty(): boolean {
    return this.doc !== null && this.doc.content !== this.doc.savedContent;
  }

  notify(text: string, options: { tone?: Notice['tone']; action?: Notice['action']; timeoutMs?: number } = {}): void {
    const notice: Notice = { id: nextNoticeId++, text, tone: options.tone ?? 'info', ...(options.action ? { action: options.action } : {}) };
    this.notices = [...this.notices, notice];
    setTimeout(() => this.dismiss(notice.id), options.timeoutMs ?? (options.action ? 10_000 : 5_000));
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
  }

  /** Runs a backend call, turning a failure into a notice the user can read. */
  async attempt<T>(what: string, run: () => Promise<T>): Promise<T | undefined> {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof ApiCallError || error instanceof Error ? error.message : String(error);
      this.notify(`${what} failed: ${message}`, { tone: 'error', timeoutMs: 10_000 });
      return undefined;
    }
  }

  /** Asks before throwing away unsaved changes. */
  confirmDiscard(): boolean {
    if (!this.dirty) return true;
    return window.confirm(`"${titleOf(this.doc!.kind, this.doc!.content)}" has unsaved changes. Discard them?`);
  }

  newDocument(kind: DocumentKind): void {
    if (!this.confirmDiscard()) return;
    const content = blankDocument(kind);
    this.doc = { key: crypto.randomUUID(), kind, libraryId: null, content, savedContent: null };
    this.view = 'document';
  }

  async openFromLibrary(id: string): Promise<void> {
    if (!this.confirmDiscard()) return;
    const entry = await this.attempt('Opening', () => api.call('library.get', { id }));
    if (!entry) return;
    this.doc = { key: crypto.randomUUID(), kind: entry.kind, libraryId: entry.id, content: entry.content, savedContent: entry.content };
    this.view = 'document';
  }

  edit(content: unknown): void {
    if (!this.doc) return;
    this.doc = { ...this.doc, content };
  }

  async save(): Promise<boolean> {
    const doc = this.doc;
    if (!doc) return false;
    const title = titleOf(doc.kind, doc.content);
    const saved = await this.attempt('Saving', () =>
      doc.libraryId
        ? api.call('library.save', { id: doc.libraryId, title, content: doc.content })
        : api.call('library.create', { kind: doc.kind, title, content: doc.content }),
    );
    if (!saved) return false;
    if (this.doc?.key === doc.key) this.doc = { ...this.doc, libraryId: saved.id, savedContent: doc.content };
    this.libraryVersion++;
    this.notify(`Saved "${title}" in the library.`);
    return true;
  }

  rename(title: string): void {
    if (this.doc) this.edit(withTitle(this.doc.kind, this.doc.content, title));
  }
}

export const workspace = new Workspace();
