/**
 * The notices at the foot of the window: a refusal's reason, a save's "Saved …", a fault with its report to
 * copy. Each goes after its time on the injected clock, or stays until dismissed; the same words again
 * replace the first notice rather than stack under it.
 */
import { ApiCallError } from '../platform/api';
import { realClock, type Clock } from './clock';

export interface Notice {
  id: number;
  text: string;
  /** `fault`: a bug in Muster, not a refusal; it stays until dismissed and offers its report. */
  tone: 'info' | 'error' | 'fault';
  action?: { label: string; run: () => void | Promise<void> };
}

export interface NoticeOptions {
  tone?: Notice['tone'];
  action?: Notice['action'];
  /** How long it shows: by default 5 s, 10 s with an action; `null` until dismissed. */
  timeoutMs?: number | null;
}

export const NOTICE_MS = 5_000;
export const NOTICE_WITH_ACTION_MS = 10_000;
/** A backend call that failed: long enough to read the reason. */
export const FAILED_CALL_MS = 12_000;

export class Notices {
  list = $state<Notice[]>([]);
  private nextId = 1;

  constructor(private readonly clock: Clock = realClock) {}

  notify(text: string, options: NoticeOptions = {}): void {
    const notice: Notice = { id: this.nextId++, text, tone: options.tone ?? 'info', ...(options.action ? { action: options.action } : {}) };
    this.list = [...this.list.filter((n) => n.text !== notice.text || n.tone !== notice.tone), notice];
    const timeoutMs = options.timeoutMs === undefined ? (options.action ? NOTICE_WITH_ACTION_MS : NOTICE_MS) : options.timeoutMs;
    if (timeoutMs !== null) this.clock.setTimeout(() => this.dismiss(notice.id), timeoutMs);
  }

  dismiss(id: number): void {
    this.list = this.list.filter((n) => n.id !== id);
  }

  /** Runs a backend call, turning a failure into a notice the user can read. */
  async attempt<T>(what: string, run: () => Promise<T>): Promise<T | undefined> {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof ApiCallError || error instanceof Error ? error.message : String(error);
      this.notify(`${what} failed: ${message}`, { tone: 'error', timeoutMs: FAILED_CALL_MS });
      return undefined;
    }
  }
}
