/**
 * A save refused because the document was saved elsewhere since this window's copy was read (another
 * window or tab on the same library document, another program changing the file), or a file found
 * changed on disk when the window comes back into focus. Nothing is written over silently: the user
 * chooses to keep their version as a copy, to reload the other one (leaving theirs), or first to compare
 * the two. The workspace says how each choice is carried out; this holds what the dialog shows.
 */
import { draftDifferences, type DraftDifference } from '../../../core/library/drafts';
import { DialogState } from './dialogState.svelte';

export interface ConflictChoices {
  /** The document's title, for the dialog's heading. */
  title: string;
  /** What happened, in the backend's words or the window's own. */
  message: string;
  /** Where the other version is: "in the library", or the file's name. */
  where: string;
  /** This window's version. */
  mine: unknown;
  /** Reads the version saved now. */
  theirs: () => Promise<unknown>;
  keepMine: () => Promise<boolean>;
  reloadTheirs: () => Promise<boolean>;
}

class ConflictDialog extends DialogState {
  choices = $state.raw<ConflictChoices | null>(null);
  comparison = $state.raw<{ differences: DraftDifference[]; more: number } | 'reading' | null>(null);
  busy = $state(false);

  showFor(choices: ConflictChoices): void {
    this.choices = choices;
    this.comparison = null;
    this.busy = false;
    this.show(typeof document === 'undefined' ? null : document.activeElement);
  }

  async compare(): Promise<void> {
    const choices = this.choices;
    if (!choices) return;
    if (this.comparison !== null) {
      this.comparison = null;
      return;
    }
    this.comparison = 'reading';
    try {
      this.comparison = draftDifferences(await choices.theirs(), choices.mine);
    } catch {
      this.comparison = null;
    }
  }

  async choose(which: 'keepMine' | 'reloadTheirs'): Promise<void> {
    const choices = this.choices;
    if (!choices || this.busy) return;
    this.busy = true;
    const done = await choices[which]().catch(() => false);
    this.busy = false;
    if (done) this.close();
  }
}

export const conflictDialog = new ConflictDialog();
