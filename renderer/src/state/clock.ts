/**
 * The timers the workspace's state waits on (a notice's lifetime, the autosave's interval), given to each
 * module rather than read from the global object, so a test moves time itself (tests/renderer/fakeClock.ts)
 * and autosave is tested without sleeping.
 */
export type TimerId = ReturnType<typeof setTimeout>;

export interface Clock {
  setTimeout(run: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
  setInterval(run: () => void, ms: number): TimerId;
  clearInterval(id: TimerId): void;
}

/** The page's own timers, looked up at each call (so a page clock installed later, as Playwright's, is the one used). */
export const realClock: Clock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (id) => globalThis.clearInterval(id),
};

/** How long after the first unsaved change a draft of it is kept (state/saving.svelte.ts); here, beside the clock, so tests read it without the state's runes. */
export const AUTOSAVE_EVERY_MS = 4000;
