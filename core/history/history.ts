/**
 * Undo and redo for one document: every edit is a `Command` that turns into patches; the history
 * keeps each entry's patches and their inverse, never copies of the document; a continuous gesture
 * (dragging a stand, moving a vertex) opens a transaction, runs many commands, and commits one entry.
 * Selection, hover and camera are not document state and never enter the history.
 */
import { applyPatches, type Patch, type Path } from './patch';

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

/** What moved the document: a command run (`do`), `undo`, `redo`, a gesture ending (`commit`) or abandoned (`cancel`), or a new document (`reset`). */
export type ChangeKind = 'do' | 'undo' | 'redo' | 'commit' | 'cancel' | 'reset';

/**
 * What a listener is told after every change: the patches that made it and their inverse, so a view
 * can redraw only the shapes they touch and keep a spatial index without re-reading all of it.
 * `inTransaction` is true for each step of an open gesture (a drag); the gesture ends with one `commit`
 * carrying all its patches, which is when whole-document work (validation) should run.
 * `cancel` and `reset` replace the document wholesale: their patches are a single `set` of the root.
 */
export interface HistoryChange<D> {
  kind: ChangeKind;
  label: string;
  patches: readonly Patch[];
  inverse: readonly Patch[];
  doc: D;
  inTransaction: boolean;
}

export type HistoryListener<D> = (change: HistoryChange<D>) => void;

export interface HistoryOptions {
  /** Oldest entries are dropped beyond this many. */
  limit?: number;
}

const samePath = (a: Path, b: Path): boolean => a.length === b.length && a.every((k, i) => k === b[i]);

export class History<D> {
  private current: D;
  private readonly undoStack: HistoryEntry[] = [];
  private readonly redoStack: HistoryEntry[] = [];
  /** An open gesture; `inverse` is kept in the order the steps ran and reversed when it is committed. */
  private transaction: { label: string; start: D; patches: Patch[]; inverse: Patch[] } | undefined;
  private readonly limit: number;
  /** Counts every change of position in the history, so "saved" can be remembered as a number. */
  private version = 0;
  private savedVersion = 0;
  private readonly versions: number[] = [];
  private readonly redoVersions: number[] = [];
  private readonly listeners = new Set<HistoryListener<D>>();

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
      const t = this.transaction;
      const last = t.patches[t.patches.length - 1];
      const only = patches.length === 1 ? patches[0]! : undefined;
      if (only?.op === 'set' && last?.op === 'set' && samePath(last.path, only.path)) {
        // A drag sets the same point again and again: the entry keeps the last value, and the first
        // step's inverse already puts back what was there before the gesture.
        t.patches[t.patches.length - 1] = only;
      } else {
        t.patches.push(...patches);
        for (let i = inverse.length - 1; i >= 0; i--) t.inverse.push(inverse[i]!);
      }
    } else {
      this.record({ label: command.label, patches, inverse });
    }
    this.emit('do', command.label, patches, inverse);
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
    if (t.patches.length === 0) return;
    const inverse = t.inverse.reverse();
    this.record({ label: t.label, patches: t.patches, inverse });
    this.emit('commit', t.label, t.patches, inverse);
  }

  /** Abandons a gesture (Escape during a drag): the document returns to where the gesture began. */
  cancel(): void {
    const t = this.transaction;
    if (!t) return;
    this.transaction = undefined;
    if (t.patches.length === 0) return;
    const dropped = this.current;
    this.current = t.start;
    this.emit('cancel', t.label, [{ op: 'set', path: [], value: t.start }], [{ op: 'set', path: [], value: dropped }]);
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
    this.emit('undo', entry.label, entry.inverse, entry.patches);
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
    this.emit('redo', entry.label, entry.patches, entry.inverse);
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
    const old = this.current;
    this.current = doc;
    this.undoStack.length = 0;
    this.redoStack.length = 0;
    this.versions.length = 0;
    this.redoVersions.length = 0;
    this.transaction = undefined;
    this.version = 0;
    this.savedVersion = 0;
    this.nextVersion = 0;
    this.emit('reset', 'Open', [{ op: 'set', path: [], value: doc }], [{ op: 'set', path: [], value: old }]);
  }

  subscribe(listener: HistoryListener<D>): () => void {
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

  private emit(kind: ChangeKind, label: string, patches: readonly Patch[], inverse: readonly Patch[]): void {
    if (this.listeners.size === 0) return;
    const change: HistoryChange<D> = { kind, label, patches, inverse, doc: this.current, inTransaction: this.transaction !== undefined };
    for (const l of this.listeners) l(change);
  }
}
