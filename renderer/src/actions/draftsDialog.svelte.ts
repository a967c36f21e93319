/**
 * File ▸ Recover Unsaved Changes…, and at start-up: the recovery drafts the library kept when the app
 * stopped with unsaved work, in one list, each to restore, compare with its saved version, or discard. A
 * draft restored becomes the open document's own (it goes when that is saved or left); one discarded is
 * deleted at once, with an Undo in its place until the list is closed. Drafts left in the list are offered
 * again at the next start, once each, in this one list (never as a pile of notices).
 */
import type { DraftComparison } from '../../../core/library/drafts';
import type { AutosaveEntry } from '../../../core/library/types';
import { plural } from '../../../core/model/plural';
import { api } from '../platform/api';
import { workspace } from '../state/workspace.svelte';
import { DialogState } from './dialogState.svelte';
import { answerForDraftOf, draftsHeldElsewhere } from '../state/draftOwners';

// This window answers for its own open document's draft when another window asks.
answerForDraftOf(() => workspace.doc?.key);

/** A draft discarded while the list is open: kept here whole, so Undo can put it back. */
interface Discarded {
  entry: AutosaveEntry;
  content: unknown;
}

/** A copy of `record` without `key`. */
function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

class DraftsDialog extends DialogState {
  drafts = $state.raw<AutosaveEntry[]>([]);
  /** Whether the list has been read since it was opened (an empty list says so only once it is known). */
  loaded = $state(false);
  /** Comparisons shown, by draft key; `reading` while the saved version is read. */
  comparisons = $state.raw<Record<string, DraftComparison | 'reading'>>({});
  discarded = $state.raw<Record<string, Discarded>>({});
  /** The start-up look for leftover drafts is done (offered or not): the sign a test waits for before it looks for no list. */
  checkedAtStart = $state(false);

  /** Every draft but the open document's own and those of other open windows: those are autosaves still being kept up, not leftovers. */
  async load(): Promise<void> {
    const all = await workspace.attempt('Listing unsaved changes', () => api.call('library.autosaves', {}));
    if (!all) return;
    // Another open window's draft is its unsaved work, kept up as it edits: not a leftover to offer here.
    const others = all.filter((d) => d.key !== workspace.doc?.key);
    const held = await draftsHeldElsewhere(others.map((d) => d.key));
    this.drafts = others.filter((d) => !held.has(d.key));
    this.comparisons = {};
    this.discarded = {};
    this.loaded = true;
  }

  /** At start-up: the list, if the app last stopped with unsaved work. */
  async offerAtStart(): Promise<void> {
    try {
      await this.load();
      if (this.drafts.length > 0) this.show(null);
    } finally {
      this.checkedAtStart = true;
    }
  }

  /** The menu item: the list, even empty (it then says there is nothing kept). */
  async showList(returnTo: Element | null): Promise<void> {
    this.loaded = false;
    this.show(returnTo);
    await this.load();
  }

  /** Shows or hides the differences from the saved version. */
  async compare(key: string): Promise<void> {
    if (this.comparisons[key]) {
      this.comparisons = without(this.comparisons, key);
      return;
    }
    this.comparisons = { ...this.comparisons, [key]: 'reading' };
    const found = await workspace.attempt('Comparing with the saved version', () => api.call('library.compareDraft', { key }));
    const rest = without(this.comparisons, key);
    this.comparisons = found ? { ...rest, [key]: found } : rest;
  }

  async restore(key: string): Promise<void> {
    if (!(await workspace.recover(key))) return;
    this.drafts = this.drafts.filter((d) => d.key !== key);
    const left = this.drafts.filter((d) => !this.discarded[d.key]).length;
    this.close();
    if (left > 0) {
      workspace.notify(`${plural(left, 'other draft')} of unsaved changes kept, in File ▸ Recover Unsaved Changes….`, {
        action: { label: 'Show', run: () => this.showList(null) },
      });
    }
  }

  /** Deletes the draft now; its row offers Undo until the list is closed. */
  async discard(entry: AutosaveEntry): Promise<void> {
    const done = await workspace.attempt('Discarding', async () => {
      const draft = await api.call('library.recover', { key: entry.key });
      await api.call('library.discardAutosave', { key: entry.key });
      return draft;
    });
    if (!done) return;
    this.discarded = { ...this.discarded, [entry.key]: { entry, content: done.content } };
  }

  async undoDiscard(key: string): Promise<void> {
    const kept = this.discarded[key];
    if (!kept) return;
    const { entry, content } = kept;
    const done = await workspace.attempt('Keeping the draft again', () =>
      api.call('library.autosave', { key: entry.key, kind: entry.kind, title: entry.title, documentId: entry.documentId, path: entry.path, content }),
    );
    if (!done) return;
    this.discarded = without(this.discarded, key);
  }

  override closed(): void {
    // What was discarded is gone for good once the list closes; what is left is offered at the next start.
    this.drafts = this.drafts.filter((d) => !this.discarded[d.key]);
    this.discarded = {};
    super.closed();
  }
}

export const draftsDialog = new DraftsDialog();
