/**
 * Whole-document work (validating a scenario against its schema) runs when the document settles, not
 * on every step of a gesture: at once after an edit outside a gesture, an undo, a redo, a commit or a
 * cancel; during a gesture (a vertex drag, a typing session) only once the steps have paused, through
 * the `later` the caller gives (a timer in the app). A drag step then costs the patch and the listeners'
 * bookkeeping, never a validation of thousands of features.
 */
import type { HistoryListener } from './history';

/** Runs `run` later and returns the function that calls it off. */
export type Later = (run: () => void) => () => void;

/**
 * Calls `work(doc)` whenever the document followed through `subscribe` settles. Returns the function
 * that stops following it (and calls off any work still waiting).
 */
export function whenSettled<D>(subscribe: (listener: HistoryListener<D>) => () => void, work: (doc: D) => void, later: Later): () => void {
  let callOff: (() => void) | undefined;
  let latest: D | undefined;
  const stopWaiting = () => {
    callOff?.();
    callOff = undefined;
  };
  const unsubscribe = subscribe((change) => {
    stopWaiting();
    if (!change.inTransaction) {
      work(change.doc);
      return;
    }
    // Each step pushes the work back, so a drag that keeps moving never pays for it.
    latest = change.doc;
    callOff = later(() => {
      callOff = undefined;
      work(latest as D);
    });
  });
  return () => {
    stopWaiting();
    unsubscribe();
  };
}
