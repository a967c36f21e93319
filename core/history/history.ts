/**
 * Undo and redo for one document: every edit is a `Command` that turns into patches; the history
 * keeps each entry's patches and their inverse, never copies of the document; a continuous gesture
 * (dragging a stand, moving a vertex) opens a transaction, runs many commands, and commits one entry.
 * Selection, hover and camera are not document state and never enter the history.
 */
import { applyPatches, type Patch } from './patch';

export interface Command<D> {
  /** Shown as "Undo <label>". */
  label: string;
  /** The patches that make this edit on `doc`; an empty list means there is nothing to do. */
  patches(doc: D): Patch[];
}

export interface HistoryEntry {
  label: string;
  patches: Patch[];
  inverse: Patch[];
}

export interface HistoryOptions {
  /** Oldest entries are dropped beyond this many. */
  limit?: number;
}

export class History<D> {
  private current: D;
  private readonly undoStack: HistoryEntry[] = [];
  private readonly redoStack: HistoryEntry[] = [];
  private transaction: { label: string; start: D; patches: Patch[]; inverse: Patch[] } | undefined;
  private readonly limit: number;
  /** Counts every change of position in the history, so "saved" can be remembered as a number. */
  private version = 0;
  private savedVersion = 0;
  private readonly versions: number[] = [];
  private readonly redoVersions: number[] = [];
  private readonly listeners = new Set<(doc: D) => void>();

  constructor(doc: D, options: HistoryOptions = {}) {
    this.current = doc;
    this.limit = options.limit ?? 500;
  }

  get doc(): D {
    return this.current;
  }

  /** Runs a command and records it (inside a transaction, adds to the open entry). Returns the edited document as it now stands. */
  execute(command: Command<D>): D {
    const patches = command.patches(this.current);
    if (patches.length === 0) return this.current;
    const { doc, inverse } = applyPatches(this.current, patches);
    this.current = doc;
    if (this.transaction) {
      this.transaction.patches.push(...patches);
      this.transaction.inverse.unshift(...inverse);
    } else {
      this.record({ label: command.label, patches, inverse });
    }
    this.emit();
    return doc;
  }

  /** Starts a gesture: everything executed until `commit` is one undo entry. */
  begin(label: string): void {
    if (this.transaction) throw new Error(`a transaction ('${this.transaction.label}') is already open`);
    this.transaction = { label, start: this.current, patches: [], inverse: [] };
  }

  commit(): void {
    const t = this.transaction;
    if (!t) return;
    this.transaction = undefined;
    if (t.patches.length > 0) this.record({ label: t.label, patches: t.patches, inverse: t.inverse });
  }

  /** Abandons a gesture (Escape during a drag): the document returns to where the gesture began. */
  cancel(): void {
    const t = this.transaction;
    if (!t) return;
    this.transaction = undefined;
    this.current = t.start;
    this.emit();
  }

  get inTransaction(): boolean {
    return this.transaction !== undefined;
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0 && !this.transaction;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0 && !this.transaction;
  }

  get undoLabel(): string | undefined {
    return this.undoStack[this.undoStack.length - 1]?.label;
  }

  get redoLabel(): string | undefined {
    return this.redoStack[this.redoStack.length - 1]?.label;
  }

  undo(): D {
    this.commit();
    const entry = this.undoStack.pop();
    if (!entry) return this.current;
    this.current = applyPatches(this.current, entry.inverse).doc;
    this.redoStack.push(entry);
    this.redoVersions.push(this.version);
    this.version = this.versions.pop() ?? 0;
    this.emit();
    return this.current;
  }

  redo(): D {
    this.commit();
    const entry = this.redoStack.pop();
    if (!entry) return this.current;
    this.current = applyPatches(this.current, entry.patches).doc;
    this.undoStack.push(entry);
    this.versions.push(this.version);
    this.version = this.redoVersions.pop() ?? this.version;
    this.emit();
    return this.current;
  }

  /** Call after a successful save; `dirty` is then false until the document changes again. */
  markSaved(): void {
    this.savedVersion = this.version;
  }

  /** True when the document differs from what was last saved (undoing back to it makes it clean again). */
  get dirty(): boolean {
    return this.version !== this.savedVersion || (this.transaction?.patches.length ?? 0) > 0;
  }

  /** Replaces the document and forgets the history (after opening a file). */
  reset(doc: D): void {
    this.current = doc;
    this.undoStack.length = 0;
    this.redoStack.length = 0;
    this.versions.length = 0;
    this.redoVersions.length = 0;
    this.transaction = undefined;
    this.version = 0;
    this.savedVersion = 0;
    this.nextVersion = 0;
    this.emit();
  }

  subscribe(listener: (doc: D) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private nextVersion = 0;

  private record(entry: HistoryEntry): void {
    this.undoStack.push(entry);
    this.versions.push(this.version);
    this.version = ++this.nextVersion;
    this.redoStack.length = 0;
    this.redoVersions.length = 0;
    if (this.undoStack.length > this.limit) {
      this.undoStack.shift();
      this.versions.shift();
    }
  }

  private emit(): void {
    for (const l of this.listeners) l(this.current);
  }
}
