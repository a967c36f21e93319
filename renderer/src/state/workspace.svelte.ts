/**
 * The editor's session state: which view is showing, the open document with its undo history, and the
 * notices and dialogs shown to the user. Every change to a document is a named command from core
 * (core/<document>/commands) given to `run` (one command, one undo entry, a refusal shown as a notice,
 * any other error as a fault the user can report: state/failure.ts)
 * or a gesture (`begin` … `commit`, one entry however many commands); selection and view state never
 * enter the history. Views never build patches or commands themselves.
 */
import type { AppInfo, OpenedFile, RecentFileEntry } from '../../../core/api/contract';
import type { ArmyFile } from '../../../core/army';
import { History, replaceDocument, type Command, type HistoryChange } from '../../../core/history';
import type { MusterMapFile, MusterScenario } from '../../../core/scenario';
import type { MusterCampaign } from '../../../core/campaign';
import type { TabletopMap } from '../../../core/scenario/types.generated';
import { playtestOutcome, situationOf, startPlaytest, type Playtest, type PlaytestGround } from '../../../core/playtest';
import type { DocumentProblem } from '../../../core/formats/load';
import { homeOf, homeState, imported, importNotice, saveAsNotice, savedAs, savesTo, type Whereabouts } from '../../../core/library/home';
import { api, ApiCallError, isDesktop } from '../platform/api';
import { blankDocument, FILE_FILTERS, NEW_KIND_FILES, OPEN_FILTERS, suggestedFileName, titleOf, type FileKind, type NewKind } from '../documents';
import type { FileFilter } from '../../../core/api/contract';
import { PACKAGE_EXTENSION } from '../../../core/package';
import { packageDialog } from '../actions/packageDialog.svelte';
import { failureOf } from './failure';
import { conflictDialog } from '../actions/conflictDialog.svelte';

export type View = 'library' | 'document' | 'odds';

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
  history: History<DocumentContent[K]>;
}

/** The open document: its kind says what its history holds. */
export type OpenDocument = { [K in FileKind]: OpenDocumentOf<K> }[FileKind];

export interface Notice {
  id: number;
  text: string;
  /** `fault`: a bug in Muster, not a refusal; it stays until dismissed and offers its report. */
  tone: 'info' | 'error' | 'fault';
  action?: { label: string; run: () => void | Promise<void> };
}

/** A modal the shell shows: problems in a file, a question to confirm, or (web mode) a path on this computer. */
export type Prompt =
  | { kind: 'problems'; title: string; problems: DocumentProblem[] }
  | { kind: 'confirm'; title: string; message: string; confirm: string; cancel: string; resolve: (yes: boolean) => void }
  | { kind: 'path'; title: string; mode: 'open' | 'save'; initial: string; resolve: (path: string | null) => void };

/**
 * A history for content the backend has checked against its kind's schema (or a blank document made
 * here), with a recovered `draft` laid over it as one edit so Undo goes back to what was last saved.
 */
function historyOf<D>(content: unknown, draft: unknown): History<D> {
  const history = new History(content as D);
  if (draft !== undefined) history.execute(replaceDocument('Recover unsaved changes', draft as D));
  return history;
}

function openDocument(meta: Omit<OpenDocument, 'history'>, content: unknown, draft: unknown): OpenDocument {
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

/**
 * A playtest of the open scenario: its own history over a copy of the scenario's units, so undo and redo
 * in the playtest never touch the scenario's history and nothing it does reaches the scenario's file.
 * Views run the named commands of core/playtest through `run`, as they run document commands through the
 * workspace; a refusal (the target cannot be seen, a routed unit) is shown as a notice, any other error
 * as a fault.
 */
export class PlaytestSession {
  /** Bumped on every change so Svelte re-reads the state and the undo labels. */
  revision = $state(0);
  readonly history: History<Playtest>;

  constructor(
    readonly ground: PlaytestGround,
    /** The scenario as it stood when the playtest began: what "Save as situation" starts from. */
    readonly scenario: MusterScenario,
    readonly seed: number,
    /** Tells the user why a command did not run (the workspace's `failed`). */
    private readonly failed: (error: unknown, doing: string) => void,
  ) {
    this.history = new History(startPlaytest(ground, scenario.map as TabletopMap, seed));
    this.settled = this.history.doc;
    this.history.subscribe((change) => {
      this.revision++;
      if (!change.inTransaction) this.settled = change.doc;
    });
  }

  get state(): Playtest {
    void this.revision;
    return this.history.doc;
  }

  /** The playtest as it stood when it last settled: the panel reads this, so a drag's steps do not redraw it. */
  settled = $state.raw<Playtest>() as Playtest;

  get undoLabel(): string | undefined {
    void this.revision;
    return this.history.canUndo ? this.history.undoLabel : undefined;
  }

  get redoLabel(): string | undefined {
    void this.revision;
    return this.history.canRedo ? this.history.redoLabel : undefined;
  }

  /** Runs a playtest command; returns whether it ran. */
  run(command: Command<Playtest>): boolean {
    try {
      this.history.execute(command);
      return true;
    } catch (error) {
      this.failed(error, command.label);
      return false;
    }
  }

  /** A drag: every step until `commit` is one undo entry. */
  begin(label: string): void {
    if (!this.history.inTransaction) this.history.begin(label);
  }

  commit(): void {
    this.history.commit();
  }

  undo(): void {
    this.history.undo();
  }

  redo(): void {
    this.history.redo();
  }

  /** The scenario as a new situation at the point reached (see core/playtest/situation.ts), with the result as judged so far. */
  situation(title?: string): MusterScenario {
    const doc = this.history.doc;
    return situationOf(this.scenario, this.ground, doc, title, playtestOutcome(this.scenario, this.ground, doc).result);
  }
}

const AUTOSAVE_EVERY_MS = 4000;
let nextNoticeId = 1;

/** Library entries hold scenarios, armies and campaigns; maps live inside scenarios. */
const inLibrary = (kind: FileKind): kind is 'scenario' | 'army' | 'campaign' => kind === 'scenario' || kind === 'army' || kind === 'campaign';

class Workspace {
  view = $state<View>('library');
  info = $state.raw<AppInfo | null>(null);
  doc = $state.raw<OpenDocument | null>(null);
  /** Bumped on every history change so Svelte re-reads the document, dirty state and undo labels. */
  revision = $state(0);
  /**
   * The document as it stood when it last settled: after an edit outside a gesture, an undo, a redo, a
   * commit or a cancel, never at a step of a drag. Whole-document work in the views (the map's rules
   * preview, its checks and Problems list) reads this, so it runs once a gesture ends and shows its last
   * state while the gesture goes on; the scene follows each step through the history's change events.
   */
  settled = $state.raw<unknown>(undefined);
  notices = $state<Notice[]>([]);
  prompt = $state.raw<Prompt | null>(null);
  recent = $state.raw<RecentFileEntry[]>([]);
  /** Bumped whenever the library changes, so the Library view reloads. */
  libraryVersion = $state(0);
  /** The playtest of the open scenario, if one is under way. */
  playtest = $state.raw<PlaytestSession | null>(null);

  private autosavedRevision = -1;
  private unsubscribe: (() => void) | null = null;

  get content(): unknown {
    void this.revision;
    return this.doc?.history.doc;
  }

  get dirty(): boolean {
    void this.revision;
    return this.doc?.history.dirty ?? false;
  }

  get title(): string | null {
    return this.doc ? titleOf(this.doc.kind, this.content) : null;
  }

  /** Where the document is kept, for the editors' toolbars ("In the library", its file, "Not saved yet"). */
  get where(): string {
    return this.doc ? homeState(homeOf(this.doc)) : '';
  }

  /** Which home Save writes, for the title bar. */
  get savesTo(): { text: string; detail: string } | null {
    return this.doc ? savesTo(homeOf(this.doc), inLibrary(this.doc.kind)) : null;
  }

  /** File ▸ Add to Library: a scenario or army that is not in the library yet. */
  get canAddToLibrary(): boolean {
    return this.doc !== null && inLibrary(this.doc.kind) && this.doc.libraryId === null;
  }

  get undoLabel(): string | undefined {
    void this.revision;
    return this.doc?.history.canUndo ? this.doc.history.undoLabel : undefined;
  }

  get redoLabel(): string | undefined {
    void this.revision;
    return this.doc?.history.canRedo ? this.doc.history.redoLabel : undefined;
  }

  // ── edits ──────────────────────────────────────────────────────────────

  /**
   * Runs a named command on the open document. A command that refuses (an impossible move, an id in
   * use) changes nothing and its reason is shown as a notice; any other error is a fault in Muster,
   * shown as one with a report to copy. Returns whether the command ran.
   */
  run(command: DocumentCommand): boolean {
    const doc = this.doc;
    if (!doc) return false;
    // Each view runs only its own document's commands (a scenario section a scenario command…).
    const history: { execute(command: DocumentCommand): unknown } = doc.history;
    try {
      history.execute(command);
      return true;
    } catch (error) {
      this.failed(error, command.label, doc.kind);
      return false;
    }
  }

  /**
   * Tells the user why a command did not run: a refusal's reason as an error notice; any other error as
   * a fault, logged to the console and kept on screen until dismissed, with "Copy report".
   */
  failed(error: unknown, doing: string, on: string): void {
    const info = this.info;
    const failure = failureOf(error, { doing, on, ...(info ? { app: `${info.name} ${info.version} (${info.mode})` } : {}) });
    if (failure.kind === 'refused') return this.notify(failure.reason, { tone: 'error' });
    console.error(`Muster: "${doing}" failed with an error that is not a refusal`, error);
    this.notify(failure.summary, {
      tone: 'fault',
      timeoutMs: null,
      action: { label: 'Copy report', run: () => this.copyReport(failure.report) },
    });
  }

  private async copyReport(report: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(report);
      this.notify('The report is on the clipboard: paste it into a message to the makers of Muster.');
    } catch {
      this.notify('Muster could not reach the clipboard; the report is also in the developer console.', { tone: 'error', timeoutMs: 10_000 });
    }
  }

  /** Starts a gesture (a drag, a typing session in a field): everything until `commit` is one undo entry. */
  begin(label: string): void {
    if (this.doc && !this.doc.history.inTransaction) this.doc.history.begin(label);
  }

  commit(): void {
    this.doc?.history.commit();
    this.revision++;
  }

  cancel(): void {
    this.doc?.history.cancel();
  }

  undo(): void {
    this.doc?.history.undo();
  }

  redo(): void {
    this.doc?.history.redo();
  }

  // ── notices and prompts ────────────────────────────────────────────────

  /** Shows a notice; it goes after `timeoutMs` (by default 5 s, 10 s with an action), or never with `null`. */
  notify(text: string, options: { tone?: Notice['tone']; action?: Notice['action']; timeoutMs?: number | null } = {}): void {
    const notice: Notice = { id: nextNoticeId++, text, tone: options.tone ?? 'info', ...(options.action ? { action: options.action } : {}) };
    // The same words again (a second save) replace the first notice rather than stack under it.
    this.notices = [...this.notices.filter((n) => n.text !== notice.text || n.tone !== notice.tone), notice];
    const timeoutMs = options.timeoutMs === undefined ? (options.action ? 10_000 : 5_000) : options.timeoutMs;
    if (timeoutMs !== null) setTimeout(() => this.dismiss(notice.id), timeoutMs);
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
      this.notify(`${what} failed: ${message}`, { tone: 'error', timeoutMs: 12_000 });
      return undefined;
    }
  }

  /**
   * Asks the user to confirm in the shell's own dialog (never the browser's): true when `confirm` is pressed;
   * `cancel` names the other answer when it is more than giving up (Keep them on the map).
   */
  confirm(title: string, message: string, confirm: string, cancel = 'Cancel'): Promise<boolean> {
    return new Promise((resolve) => {
      this.prompt = { kind: 'confirm', title, message, confirm, cancel, resolve: (yes) => ((this.prompt = null), resolve(yes)) };
    });
  }

  /** A path for Open or Save As: the native dialog on the desktop, the page's own dialog in web mode. */
  async choosePath(mode: 'open' | 'save', title: string, suggestion = '', filters: FileFilter[] = mode === 'open' ? OPEN_FILTERS : FILE_FILTERS): Promise<string | null> {
    if (isDesktop()) {
      const chosen =
        mode === 'open'
          ? await this.attempt('Opening the file dialog', () => api.call('dialogs.openPath', { title, filters }))
          : await this.attempt('Opening the file dialog', () =>
              api.call('dialogs.savePath', { title, ...(suggestion ? { defaultPath: suggestion } : {}), filters }),
            );
      return chosen?.path ?? null;
    }
    const typed = await new Promise<string | null>((resolve) => {
      this.prompt = { kind: 'path', title, mode, initial: suggestion, resolve: (path) => ((this.prompt = null), resolve(path)) };
    });
    if (typed === null) return null;
    // The page's dialog is the user pointing: the backend grants the path, and only then may it be read or written.
    const picked = await this.attempt('Choosing the file', () => api.call('dialogs.pick', { mode, path: typed }));
    return picked?.path ?? null;
  }

  /** Asks, in the app's own dialog, before throwing away unsaved changes. */
  async confirmDiscard(): Promise<boolean> {
    if (!this.dirty || !this.doc) return true;
    return this.confirm('Discard unsaved changes?', `"${this.title}" has unsaved changes. They are lost if you go on.`, 'Discard changes');
  }

  // ── opening ────────────────────────────────────────────────────────────

  /**
   * Shows a document with a fresh history. A `draft` (recovered work) is applied on top of `content` as
   * one edit, so the document is dirty and Undo goes back to what was last saved.
   */
  private show(doc: Omit<OpenDocument, 'history'>, content: unknown, draft?: unknown): void {
    this.unsubscribe?.();
    // The user chose to leave the document it replaces: its draft must not be offered back later.
    const previous = this.doc;
    if (previous && previous.key !== doc.key) void api.call('library.discardAutosave', { key: previous.key }).catch(() => {});
    const opened = openDocument(doc, content, draft);
    // A playtest belongs to the scenario it was started from.
    if (previous?.key !== doc.key) this.playtest = null;
    this.doc = opened;
    // Views that need to know what changed (the patches of each edit) subscribe to `doc.history` themselves.
    const history: { subscribe(listener: (change: HistoryChange<unknown>) => void): () => void } = opened.history;
    this.settled = opened.history.doc;
    this.unsubscribe = history.subscribe((change) => {
      this.revision++;
      if (!change.inTransaction) this.settled = change.doc;
    });
    this.autosavedRevision = -1;
    this.revision++;
    this.view = 'document';
  }

  async newDocument(kind: NewKind): Promise<void> {
    if (!(await this.confirmDiscard())) return;
    this.show({ key: crypto.randomUUID(), kind: NEW_KIND_FILES[kind], libraryId: null, path: null }, blankDocument(kind));
  }

  /** A new, unsaved scenario or army made elsewhere (File ▸ New Scenario from a Battle…); false if the user kept what is open. */
  async newDocumentFrom(kind: 'scenario' | 'army', content: unknown): Promise<boolean> {
    if (!(await this.confirmDiscard())) return false;
    this.show({ key: crypto.randomUUID(), kind, libraryId: null, path: null }, content);
    return true;
  }

  async openFromLibrary(id: string): Promise<void> {
    if (!(await this.confirmDiscard())) return;
    const entry = await this.attempt('Opening', () => api.call('library.get', { id }));
    if (entry) this.show({ key: crypto.randomUUID(), kind: entry.kind, libraryId: entry.id, path: null, base: entry.updatedAt }, entry.content);
  }

  /**
   * Start from an example: a copy of a bundled document opens as a new, unsaved one, so Save puts it
   * in the library (or Save As in a file) and the bundled original is never written.
   */
  async openExample(name: string): Promise<void> {
    if (!(await this.confirmDiscard())) return;
    const example = await this.attempt('Opening the example', () => api.call('examples.open', { name }));
    if (!example) return;
    this.show({ key: crypto.randomUUID(), kind: example.kind, libraryId: null, path: null }, example.content);
    this.notify(`This is a copy of the example "${example.title}". Save puts it in your library; the example itself never changes.`);
  }

  /** A document made from another (a campaign's next scenario, set up by its branch): it opens new and unsaved. */
  async openMade(kind: FileKind, content: unknown, notice: string): Promise<void> {
    if (!(await this.confirmDiscard())) return;
    this.show({ key: crypto.randomUUID(), kind, libraryId: null, path: null }, content);
    this.notify(notice);
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
    const opened: OpenedFile | undefined = await this.attempt('Opening', () => api.call('files.open', { path }));
    void this.refreshRecent();
    if (!opened) return;
    if (!opened.ok) {
      this.prompt = { kind: 'problems', title: `Muster cannot open ${path}`, problems: opened.problems };
      return;
    }
    if (!(await this.confirmDiscard())) return;
    this.show({ key: crypto.randomUUID(), kind: opened.kind, libraryId: null, path: opened.path, base: opened.stamp ?? null }, opened.content);
    if (opened.migratedFrom !== undefined) {
      this.notify(`This file was written in format version ${opened.migratedFrom}; it was updated, and will be saved in the current format.`);
    }
  }

  /**
   * A file dropped on the page in web mode: the browser gives its text but never its place, so it opens as
   * a new, unsaved document (Save As gives it a home); nothing on disk is read or granted.
   */
  async openDropped(name: string, text: string): Promise<void> {
    const dropped = await this.attempt('Opening', () => api.call('files.openDropped', { name, text }));
    if (!dropped) return;
    if (!dropped.ok) {
      this.prompt = { kind: 'problems', title: `Muster cannot open ${name}`, problems: dropped.problems };
      return;
    }
    if (!(await this.confirmDiscard())) return;
    this.show({ key: crypto.randomUUID(), kind: dropped.kind, libraryId: null, path: null }, dropped.content);
    const upgraded = dropped.migratedFrom !== undefined ? ` It was written in format version ${dropped.migratedFrom} and has been updated.` : '';
    this.notify(`Opened ${name} as a new document: use Save As to keep it in a file.${upgraded}`);
  }

  async refreshRecent(): Promise<void> {
    const recent = await api.call('files.recent', {}).catch(() => null);
    if (recent) this.recent = recent;
  }

  // ── playtest ───────────────────────────────────────────────────────────

  /** Starts a playtest of the open scenario as it now stands, on its ground (the scenario's board and sides with their armies). */
  startPlaytest(ground: PlaytestGround, seed: number): void {
    const doc = this.doc;
    if (doc?.kind !== 'scenario') return;
    this.playtest = new PlaytestSession(ground, doc.history.doc, seed, (error, doing) => this.failed(error, doing, 'playtest'));
  }

  endPlaytest(): void {
    this.playtest = null;
  }

  /**
   * Writes the playtest's table as a new scenario file, beside the scenario (its army files are found
   * there): the open scenario and its file are never written, and the playtest goes on.
   */
  async savePlaytestSituation(): Promise<string | null> {
    const session = this.playtest;
    const doc = this.doc;
    if (!session || doc?.kind !== 'scenario') return null;
    const content = session.situation();
    const folder = doc.path ? doc.path.replace(/[\\/][^\\/]*$/, '') : (this.info?.documentsDir ?? '');
    const name = suggestedFileName('scenario', content);
    const path = await this.choosePath('save', 'Save the playtest as a new situation', folder ? `${folder}/${name}` : name);
    if (!path) return null;
    if (path === doc.path) {
      this.notify('A situation is saved as a new scenario: choose another file than the scenario itself.', { tone: 'error' });
      return null;
    }
    const saved = await this.attempt('Saving the situation', () => api.call('files.save', { path, kind: 'scenario', content }));
    if (!saved) return null;
    void this.refreshRecent();
    this.notify(`Saved the situation as ${path}. The scenario you are playtesting is unchanged.`);
    return path;
  }

  // ── saving ─────────────────────────────────────────────────────────────

  /**
   * File ▸ Save: to the document's one home (core/library/home.ts): the library entry it lives in, else its
   * file; a new scenario or army goes to the library, a new map asks for a file.
   */
  async save(): Promise<boolean> {
    const doc = this.doc;
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
        return this.attempt('Saving', () => Promise.reject(error));
      }
    };
    if (home.in === 'file') {
      saved = await run(async () => {
        const written = await api.call('files.save', { path: home.path, kind: doc.kind, content, ...(base !== undefined ? { base } : {}) });
        return { libraryId: null, path: home.path, base: written.stamp };
      });
    } else if (inLibrary(doc.kind)) {
      const kind = doc.kind;
      saved = await run(async () => {
        // An imported document keeps the file it came from beside its library entry; the file is not written.
        if (home.in === 'library') {
          const entry = await api.call('library.save', { id: home.id, title, content, draftKey: doc.key, ...(base !== undefined ? { base } : {}) });
          return { libraryId: entry.id, path: doc.path, base: entry.updatedAt };
        }
        const entry = await api.call('library.create', { kind, title, content });
        return { libraryId: entry.id, path: null, base: entry.updatedAt };
      });
      this.libraryVersion++;
    }
    if (!saved) return false;
    this.afterSave(doc, content, saved);
    this.notify(home.in === 'file' ? `Saved ${home.path}.` : `Saved "${title}" in the library.`);
    return true;
  }

  /**
   * File ▸ Save As…: to a file on disk, atomically, keeping the previous version as a backup. The result is a
   * new document whose one home is that file: the library entry or file it came from keeps its last saved
   * version and is no longer written by Save, and the notice says so.
   */
  async saveAs(): Promise<boolean> {
    const doc = this.doc;
    if (!doc) return false;
    const content = doc.history.doc;
    const title = titleOf(doc.kind, content);
    const folder = this.info?.documentsDir ?? '';
    const suggestion = doc.path ?? (folder ? `${folder}/${suggestedFileName(doc.kind, content)}` : suggestedFileName(doc.kind, content));
    const path = await this.choosePath('save', `Save ${title} as`, suggestion);
    if (!path) return false;
    const saved = await this.attempt('Saving', () => api.call('files.save', { path, kind: doc.kind, content }));
    if (!saved) return false;
    this.afterSave(doc, content, { ...savedAs(saved.path), base: saved.stamp });
    void this.refreshRecent();
    this.notify(saveAsNotice(homeOf(doc), saved.path, title), { timeoutMs: 10_000 });
    return true;
  }

  /**
   * File ▸ Add to Library: the open scenario or army (from a file, or new) becomes a library document, with
   * any unsaved changes. From then on Save writes the library and the file it came from is left as it is;
   * the title bar says both.
   */
  async addToLibrary(): Promise<boolean> {
    const doc = this.doc;
    if (!doc || !inLibrary(doc.kind) || doc.libraryId !== null) return false;
    const kind = doc.kind;
    const content = doc.history.doc;
    const title = titleOf(kind, content);
    const entry = await this.attempt('Adding to the library', () => api.call('library.create', { kind, title, content }));
    if (!entry) return false;
    this.libraryVersion++;
    this.afterSave(doc, content, { ...imported(doc, entry.id), base: entry.updatedAt });
    this.notify(importNotice(title, doc.path), { timeoutMs: 10_000 });
    return true;
  }

  private afterSave(doc: OpenDocument, content: unknown, where: Whereabouts & { base?: string | null }): void {
    if (this.doc?.key !== doc.key) return;
    // Only what was written counts as saved: edits made while the save was under way stay dirty.
    if (doc.history.doc === content) doc.history.markSaved();
    this.doc = { ...doc, ...where };
    this.revision++;
    void api.call('library.discardAutosave', { key: doc.key }).catch(() => {});
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
        const opened = await api.call('files.open', { path: home.path });
        if (!opened.ok) throw new Error(`${home.path} does not open`);
        return opened.content;
      }
      if (home.in === 'library') return (await api.call('library.get', { id: home.id })).content;
      throw new Error('nothing is saved');
    };
    conflictDialog.showFor({
      title,
      message,
      where: home.in === 'file' ? `in ${home.path}` : 'in the library',
      mine,
      theirs,
      keepMine: async () => {
        if (this.doc?.key !== doc.key) return false;
        if (home.in !== 'library' || !inLibrary(doc.kind)) return this.saveAs();
        const kind = doc.kind;
        const copyTitle = `${title} (my copy)`;
        const entry = await this.attempt('Keeping your version as a copy', () => api.call('library.create', { kind, title: copyTitle, content: mine }));
        if (!entry) return false;
        this.libraryVersion++;
        this.afterSave(doc, mine, { libraryId: entry.id, path: null, base: entry.updatedAt });
        this.notify(`Your version is saved in the library as "${copyTitle}"; "${title}" keeps the version saved from the other window.`, { timeoutMs: 10_000 });
        return true;
      },
      reloadTheirs: async () => {
        if (home.in === 'library') {
          const entry = await this.attempt('Reloading', () => api.call('library.get', { id: home.id }));
          if (!entry) return false;
          this.show({ key: crypto.randomUUID(), kind: entry.kind, libraryId: entry.id, path: doc.path, base: entry.updatedAt }, entry.content);
        } else if (home.in === 'file') {
          const opened = await this.attempt('Reloading', () => api.call('files.open', { path: home.path }));
          if (!opened?.ok) return false;
          this.show({ key: crypto.randomUUID(), kind: opened.kind, libraryId: null, path: opened.path, base: opened.stamp ?? null }, opened.content);
        } else return false;
        this.notify(`Reloaded "${title}" as it was saved elsewhere.`);
        return true;
      },
    });
  }

  /**
   * When the window comes back into focus: an open file changed on disk by another program meanwhile is
   * found now, and the user chooses (as when a save finds it), rather than at the next save.
   */
  async checkOnDisk(): Promise<void> {
    const doc = this.doc;
    if (!doc || conflictDialog.open || typeof doc.base !== 'string') return;
    const home = homeOf(doc);
    if (home.in !== 'file') return;
    const now = await api.call('files.stamp', { path: home.path }).catch(() => null);
    if (!now || now.stamp === doc.base || this.doc?.key !== doc.key || this.doc.base !== doc.base) return;
    this.offerConflict(
      doc,
      doc.history.doc,
      now.stamp === null ? `${home.path} was moved or deleted while it was open here.` : `${home.path} was changed on disk by another program while it was open here.`,
    );
  }

  // ── autosave and recovery ──────────────────────────────────────────────

  /** Keeps a draft of unsaved work in the library, so a crash loses at most a few seconds. */
  startAutosave(): () => void {
    const timer = setInterval(() => void this.autosave(), AUTOSAVE_EVERY_MS);
    return () => clearInterval(timer);
  }

  async autosave(): Promise<void> {
    const doc = this.doc;
    if (!doc || !doc.history.dirty || this.autosavedRevision === this.revision || !inLibrary(doc.kind)) return;
    const revision = this.revision;
    const content = doc.history.doc;
    // A draft names the one home it would be saved to, so recovery puts it back on top of that version.
    const home = homeOf(doc);
    const documentId = home.in === 'library' ? home.id : null;
    const path = home.in === 'file' ? home.path : null;
    await api
      .call('library.autosave', { key: doc.key, kind: doc.kind, title: titleOf(doc.kind, content), documentId, path, content })
      .then(() => (this.autosavedRevision = revision))
      .catch(() => {});
  }

  /**
   * Restores a recovery draft (the drafts list, renderer/src/actions/draftsDialog.svelte.ts): it opens on top
   * of the version saved where it came from and becomes the open document's own draft, which goes when the
   * document is saved or left, so it is not offered again. Returns whether it was restored.
   */
  async recover(key: string): Promise<boolean> {
    if (!(await this.confirmDiscard())) return false;
    const draft = await this.attempt('Restoring', () => api.call('library.recover', { key }));
    if (!draft) return false;
    // The draft goes on top of what was last saved, wherever that is, so Save goes back there and
    // undoing the recovery shows the saved version; if that is gone, on top of a blank document.
    const fromFile = draft.path ? await api.call('files.open', { path: draft.path }).catch(() => null) : null;
    const fromLibrary = !fromFile?.ok && draft.documentId ? await api.call('library.get', { id: draft.documentId }).catch(() => null) : null;
    const base = fromFile?.ok ? fromFile.content : fromLibrary ? fromLibrary.content : blankDocument(draft.kind);
    this.show(
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

export const workspace = new Workspace();
