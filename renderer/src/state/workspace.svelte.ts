/**
 * The editor's session state: which view is showing, the open document with its undo history, and the
 * parts that work on it, each in its own module: opening documents (opening.svelte.ts), saving and the
 * autosave (saving.svelte.ts), the notices (notices.svelte.ts), the shell's questions (prompts.svelte.ts)
 * and the playtest session (playtestSession.svelte.ts). This facade routes edits: every change to a
 * document is a named command from core (core/<document>/commands) given to `run` (one command, one undo
 * entry, a refusal shown as a notice, any other error as a fault the user can report: state/failure.ts)
 * or a gesture (`begin` … `commit`, one entry however many commands); selection and view state never
 * enter the history. Views never build patches or commands themselves. The rest of its methods hand the
 * call to the part that does the work, so the views keep one door.
 */
import type { ApiClient, AppInfo, FileFilter, RecentFileEntry } from '../../../core/api/contract';
import type { DocumentKind } from '../../../core/model/documents';
import type { HistoryChange } from '../../../core/history';
import type { PlaytestGround } from '../../../core/playtest';
import { homeOf, homeState, savesTo } from '../../../core/library/home';
import { titleOf, type NewKind } from '../documents';
import { failureOf } from './failure';
import { inLibrary, openDocument, type DocumentCommand, type OpenDocument, type WorkspaceHost } from './document';
import { Notices, type Notice, type NoticeOptions } from './notices.svelte';
import { Prompts } from './prompts.svelte';
import { Opening } from './opening.svelte';
import { Saving, type ConflictChooser } from './saving.svelte';
import { realClock, type Clock } from './clock';
import { api as backend } from '../platform/api';
import { conflictDialog } from '../actions/conflictDialog.svelte';
import { PlaytestSession } from './playtestSession.svelte';
import { recordResult, type CampaignResult } from '../../../core/campaign';

export type { DocumentCommand, DocumentContent, OpenDocument } from './document';
export type { Notice } from './notices.svelte';
export type { Prompt } from './prompts.svelte';
export { PlaytestSession } from './playtestSession.svelte';

export type View = 'library' | 'document' | 'odds';

/** A document kept open beside the one showing (a campaign beside the scenario it launched), with its playtest. */
export interface AsideDocument {
  doc: OpenDocument;
  playtest: PlaytestSession | null;
}

/** An open document as the title bar's tabs show it. */
export interface OpenTab {
  key: string;
  kind: OpenDocument['kind'];
  title: string;
  /** Where it is kept: "In the library", its file's path, or "Not saved yet" (the tab's tooltip). */
  where: string;
  dirty: boolean;
  showing: boolean;
}

export interface WorkspaceParts {
  api?: ApiClient;
  clock?: Clock;
  conflicts?: ConflictChooser;
}

export class Workspace implements WorkspaceHost {
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
  /** Bumped whenever the library changes, so the Library view reloads. */
  libraryVersion = $state(0);
  /** The playtest of the open scenario, if one is under way. */
  playtest = $state.raw<PlaytestSession | null>(null);
  /**
   * The documents open beside the one showing, each with its undo history and playtest as they were left:
   * "Play next" opens the campaign's next scenario beside the campaign, never in its place.
   */
  aside = $state.raw<AsideDocument[]>([]);
  /** The open documents' keys in the order they were opened: the order of the title bar's tabs. */
  private tabOrder = $state.raw<string[]>([]);

  readonly notices: Notices;
  readonly prompts = new Prompts();
  readonly opening: Opening;
  readonly saving: Saving;

  private unsubscribe: (() => void) | null = null;

  /** The app's one workspace talks to the real backend on the page's clock; a test gives its own of each. */
  constructor(parts: WorkspaceParts = {}) {
    const clock = parts.clock ?? realClock;
    this.notices = new Notices(clock);
    this.opening = new Opening(this, this.notices, this.prompts, parts.api ?? backend);
    this.saving = new Saving(this, this.notices, this.opening, parts.api ?? backend, clock, parts.conflicts ?? conflictDialog);
  }

  get content(): unknown {
    void this.revision;
    return this.doc?.history.doc;
  }

  get dirty(): boolean {
    void this.revision;
    return this.doc?.history.dirty ?? false;
  }

  /** Whether any open document, showing or kept aside, has unsaved changes (before the page is left). */
  get anyDirty(): boolean {
    return this.dirty || this.aside.some((a) => a.doc.history.dirty);
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
    if (failure.kind === 'refused') return this.notices.notify(failure.reason, { tone: 'error' });
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

  touch(): void {
    this.revision++;
  }

  libraryChanged(): void {
    this.libraryVersion++;
  }

  // ── documents ──────────────────────────────────────────────────────────

  /**
   * Shows a document with a fresh history. A `draft` (recovered work) is applied on top of `content` as
   * one edit, so the document is dirty and Undo goes back to what was last saved.
   */
  show(doc: Omit<OpenDocument, 'history'>, content: unknown, draft?: unknown): void {
    // The user chose to leave the document it replaces: its draft must not be offered back later.
    const previous = this.doc;
    if (previous && previous.key !== doc.key) this.saving.discardDraft(previous.key);
    const opened = openDocument(doc, content, draft);
    const at = previous ? this.tabOrder.indexOf(previous.key) : -1;
    const others = this.tabOrder.filter((k) => k !== doc.key && k !== previous?.key);
    this.tabOrder = at >= 0 ? [...others.slice(0, at), doc.key, ...others.slice(at)] : [...others, doc.key];
    // A playtest belongs to the scenario it was started from.
    this.attach(opened, previous?.key === doc.key ? this.playtest : null);
  }

  /**
   * Opens a document in a tab of its own, as a desktop editor does: the document showing stays open in its
   * tab as it stands (unsaved changes, undo, playtest). A library entry or file already open is not opened
   * twice: its tab is shown (with the version saved since, if it has no unsaved changes). Only an untouched
   * new document (File ▸ New, nothing done to it) gives its tab up.
   * A recovered `draft` always opens, since it is other work than the copy open.
   */
  openInTab(meta: Omit<OpenDocument, 'history'>, content: unknown, draft?: unknown): void {
    const already = draft === undefined ? this.openTabOf(meta) : undefined;
    if (already) {
      this.switchTo(already.key);
      // Saved elsewhere since it was opened, with nothing unsaved here: its tab shows the version just read.
      // (With unsaved changes the tab stays as it is; a save then meets the newer version and the user chooses.)
      if (!already.history.dirty && meta.base !== undefined && meta.base !== already.base) this.show(meta, content);
      return;
    }
    const current = this.doc;
    if (!current || this.untouched(current)) return this.show(meta, content, draft);
    this.setAside();
    this.tabOrder = [...this.tabOrder.filter((k) => k !== meta.key), meta.key];
    this.attach(openDocument(meta, content, draft), null);
  }

  /** The open document kept in the same library entry or file as `meta`, if any. */
  private openTabOf(meta: Omit<OpenDocument, 'history'>): OpenDocument | undefined {
    const all = [...(this.doc ? [this.doc] : []), ...this.aside.map((a) => a.doc)];
    return all.find((d) => (meta.libraryId !== null && d.libraryId === meta.libraryId) || (meta.path !== null && d.path === meta.path));
  }

  /** A new document nothing was done to: no edit, no home, not set up by a campaign. */
  private untouched(doc: OpenDocument): boolean {
    return doc.blank === true && !doc.history.canUndo && !doc.history.dirty && doc.libraryId === null && doc.path === null;
  }

  /** Makes `opened` the document showing, with its playtest; the document before is the caller's to keep or leave. */
  private attach(opened: OpenDocument, playtest: PlaytestSession | null): void {
    this.unsubscribe?.();
    this.playtest = playtest;
    this.doc = opened;
    // Views that need to know what changed (the patches of each edit) subscribe to `doc.history` themselves.
    const history: { subscribe(listener: (change: HistoryChange<unknown>) => void): () => void } = opened.history;
    this.settled = opened.history.doc;
    this.unsubscribe = history.subscribe((change) => {
      this.revision++;
      if (!change.inTransaction) this.settled = change.doc;
      this.saving.changed();
    });
    this.saving.forgetAutosave();
    // Recovered work opens unsaved: it is kept as a draft again like any change.
    if (opened.history.dirty) this.saving.changed();
    this.revision++;
    this.view = 'document';
  }

  // ── documents side by side ─────────────────────────────────────────────

  /** Every open document, in the order opened, for the title bar's tabs. */
  get tabs(): OpenTab[] {
    void this.revision;
    const all = [...(this.doc ? [{ doc: this.doc, showing: true }] : []), ...this.aside.map((a) => ({ doc: a.doc, showing: false }))];
    const order = (key: string) => this.tabOrder.indexOf(key);
    return all
      .sort((a, b) => order(a.doc.key) - order(b.doc.key))
      .map(({ doc, showing }) => ({ key: doc.key, kind: doc.kind, title: titleOf(doc.kind, doc.history.doc), where: homeState(homeOf(doc)), dirty: doc.history.dirty, showing }));
  }

  opened(key: string): OpenDocument | undefined {
    return this.doc?.key === key ? this.doc : this.aside.find((a) => a.doc.key === key)?.doc;
  }

  rehome(doc: OpenDocument): void {
    if (this.doc?.key === doc.key) this.doc = doc;
    else this.aside = this.aside.map((a) => (a.doc.key === doc.key ? { ...a, doc } : a));
    this.revision++;
  }

  /** Puts the document showing aside, as it stands (unsaved changes, undo history, playtest), keeping a draft of it. */
  private setAside(): void {
    const doc = this.doc;
    if (!doc) return;
    this.saving.keeping = this.saving.autosave();
    this.aside = [...this.aside, { doc, playtest: this.playtest }];
  }

  /** Shows an open document kept aside; the one showing goes aside as it stands. */
  switchTo(key: string): boolean {
    const chosen = this.aside.find((a) => a.doc.key === key);
    if (!chosen) return this.doc?.key === key;
    this.setAside();
    this.aside = this.aside.filter((a) => a !== chosen);
    this.attach(chosen.doc, chosen.playtest);
    return true;
  }

  /**
   * Closes an open document (the one showing unless `key` names another), asking first when it has unsaved
   * changes; the last document kept aside comes forward. Returns whether it closed.
   */
  async closeDocument(key = this.doc?.key): Promise<boolean> {
    const aside = this.aside.find((a) => a.doc.key === key);
    const doc = aside?.doc ?? (this.doc?.key === key ? this.doc : null);
    if (!doc) return false;
    const title = titleOf(doc.kind, doc.history.doc);
    if (doc.history.dirty && !(await this.confirm('Discard unsaved changes?', `"${title}" has unsaved changes. They are lost if you close it.`, 'Discard changes'))) return false;
    this.saving.discardDraft(doc.key);
    this.tabOrder = this.tabOrder.filter((k) => k !== doc.key);
    if (aside) {
      this.aside = this.aside.filter((a) => a !== aside);
      this.revision++;
      return true;
    }
    const next = this.aside.at(-1);
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (next) {
      this.aside = this.aside.slice(0, -1);
      this.attach(next.doc, next.playtest);
    } else {
      this.doc = null;
      this.playtest = null;
      this.view = 'library';
      this.revision++;
    }
    return true;
  }

  /** The open campaign the showing document was set up for by "Play next", while it is still open. */
  get launchingCampaign(): AsideDocument | undefined {
    const from = this.doc?.launchedFrom;
    return from ? this.aside.find((a) => a.doc.key === from.campaign && a.doc.kind === 'campaign') : undefined;
  }

  /**
   * "Play next": the campaign's next scenario, set up for it, opens beside the campaign (showing), the
   * campaign kept open as it stands. A scenario the same campaign launched before is shown again if it is for
   * the same step, else it gives way (asked first when it has unsaved changes).
   */
  async openLaunched(content: unknown, step: string, notice: string): Promise<boolean> {
    const campaign = this.doc;
    if (campaign?.kind !== 'campaign') return false;
    const earlier = this.aside.find((a) => a.doc.launchedFrom?.campaign === campaign.key);
    if (earlier?.doc.launchedFrom?.step === step) return this.switchTo(earlier.doc.key);
    if (earlier && !(await this.closeDocument(earlier.doc.key))) return false;
    this.setAside();
    const key = crypto.randomUUID();
    this.tabOrder = [...this.tabOrder.filter((k) => k !== key), key];
    this.attach(openDocument({ key, kind: 'scenario', libraryId: null, path: null, launchedFrom: { campaign: campaign.key, step } }, content, undefined), null);
    this.notify(notice);
    return true;
  }

  /**
   * Records a result of the showing scenario in the campaign that launched it (an edit of the campaign, which
   * Undo there takes back and Save keeps), and shows the campaign.
   */
  addResultToCampaign(result: Omit<CampaignResult, 'scenario'>): boolean {
    const from = this.doc?.launchedFrom;
    const campaign = this.launchingCampaign;
    if (!from || campaign?.doc.kind !== 'campaign') return false;
    const command = recordResult({ ...result, scenario: from.step });
    try {
      campaign.doc.history.execute(command);
    } catch (error) {
      this.failed(error, command.label, 'campaign');
      return false;
    }
    this.switchTo(campaign.doc.key);
    this.notify(`${command.label} in ${titleOf('campaign', campaign.doc.history.doc)}: Save keeps it.`);
    return true;
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

  // ── handed to the parts ────────────────────────────────────────────────

  notify(text: string, options?: NoticeOptions): void {
    this.notices.notify(text, options);
  }
  dismiss(id: number): void {
    this.notices.dismiss(id);
  }
  attempt<T>(what: string, run: () => Promise<T>): Promise<T | undefined> {
    return this.notices.attempt(what, run);
  }
  confirm(title: string, message: string, confirm: string, cancel?: string): Promise<boolean> {
    return this.prompts.confirm(title, message, confirm, cancel);
  }
  choosePath(mode: 'open' | 'save', title: string, suggestion?: string, filters?: FileFilter[]): Promise<string | null> {
    return this.opening.choosePath(mode, title, suggestion, filters);
  }
  get recent(): RecentFileEntry[] {
    return this.opening.recent;
  }
  /** The kind of the file being read for opening now, by its name, or null. */
  get reading(): DocumentKind | null {
    return this.opening.reading;
  }
  refreshRecent = (): Promise<void> => this.opening.refreshRecent();
  newDocument = (kind: NewKind): Promise<void> => this.opening.newDocument(kind);
  newDocumentFrom = (kind: 'scenario' | 'army', content: unknown): Promise<boolean> => this.opening.newDocumentFrom(kind, content);
  openFromLibrary = (id: string): Promise<void> => this.opening.openFromLibrary(id);
  openExample = (name: string): Promise<void> => this.opening.openExample(name);
  open = (): Promise<void> => this.opening.open();
  openFile = (path: string): Promise<void> => this.opening.openFile(path);
  openDropped = (name: string, text: string): Promise<void> => this.opening.openDropped(name, text);
  recover = (key: string): Promise<boolean> => this.opening.recover(key);
  save = (): Promise<boolean> => this.saving.save();
  saveAs = (): Promise<boolean> => this.saving.saveAs();
  addToLibrary = (): Promise<boolean> => this.saving.addToLibrary();
  checkOnDisk = (): Promise<void> => this.saving.checkOnDisk();
  startAutosave = (): (() => void) => this.saving.startAutosave();
  savePlaytestSituation = (): Promise<string | null> => this.saving.savePlaytestSituation(this.playtest);
}

export const workspace = new Workspace();
