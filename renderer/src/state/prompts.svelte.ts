/**
 * The shell's own questions (renderer/src/components/PromptDialog.svelte), on the one dialog pattern of
 * every modal (DialogState and components/Modal.svelte): the problems that stopped a file from opening,
 * a question to confirm (never the browser's), and in web mode, which has no native dialogs, a path on
 * this computer. Each question answers a promise; the focus goes back where it was when it is answered.
 */
import type { DocumentProblem } from '../../../core/formats/load';
import { DialogState } from '../actions/dialogState.svelte';

export type Prompt =
  | { kind: 'problems'; title: string; problems: DocumentProblem[] }
  | { kind: 'confirm'; title: string; message: string; confirm: string; cancel: string; resolve: (yes: boolean) => void }
  | { kind: 'path'; title: string; mode: 'open' | 'save'; initial: string; resolve: (path: string | null) => void };

const focused = (): Element | null => (typeof document === 'undefined' ? null : document.activeElement);

export class Prompts extends DialogState {
  current = $state.raw<Prompt | null>(null);

  /**
   * Asks the user to confirm: true when `confirm` is pressed; `cancel` names the other answer when it is
   * more than giving up (Keep them on the map). A question asked while another is open answers that one "no".
   */
  confirm(title: string, message: string, confirm: string, cancel = 'Cancel'): Promise<boolean> {
    return new Promise((resolve) => this.ask({ kind: 'confirm', title, message, confirm, cancel, resolve }));
  }

  /** Web mode's file dialog: the path typed or browsed to, or null when cancelled. */
  path(mode: 'open' | 'save', title: string, initial: string): Promise<string | null> {
    return new Promise((resolve) => this.ask({ kind: 'path', title, mode, initial, resolve }));
  }

  /** The problems in a file that did not open; closed with its one button. */
  problems(title: string, problems: DocumentProblem[]): void {
    this.ask({ kind: 'problems', title, problems });
  }

  /** The dialog's answer: `null` is Cancel, Escape or Close; any text is the confirm button or the path. */
  answer(result: string | null): void {
    const current = this.current;
    if (!current) return;
    this.current = null;
    super.close();
    settle(current, result);
  }

  override close(): void {
    this.answer(null);
  }

  private ask(prompt: Prompt): void {
    const open = this.current;
    // The question it replaces is answered "no"; the focus goes back where it was before that one.
    if (open) settle(open, null);
    this.current = prompt;
    if (!open) this.show(focused());
  }
}

function settle(prompt: Prompt, result: string | null): void {
  if (prompt.kind === 'path') prompt.resolve(result);
  else if (prompt.kind === 'confirm') prompt.resolve(result !== null);
}
