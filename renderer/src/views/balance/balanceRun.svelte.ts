/**
 * A balance run as the Balance dialog follows it: started through the API (the backend plays the games
 * in worker threads), looked at a few times a second until it ends or is stopped. The clock and the API
 * are handed in, so the following can be tested without a server or waiting.
 */
import type { ApiMethods, BalanceJobState } from '../../../../core/api/contract';

type Call = <M extends 'balance.start' | 'balance.progress' | 'balance.stop'>(method: M, params: ApiMethods[M]['params']) => Promise<ApiMethods[M]['result']>;

/** How often the dialog asks how far the run has got. */
export const LOOK_EVERY_MS = 250;

export class BalanceRun {
  state = $state.raw<BalanceJobState | undefined>(undefined);
  error = $state<string | undefined>(undefined);
  /** Stop was asked for and the run has not yet said it stopped. */
  stopping = $state(false);
  private job: string | undefined;

  constructor(
    private readonly call: Call,
    private readonly wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  get running(): boolean {
    return this.state?.state === 'running';
  }

  /** Starts the run and follows it to its end; resolves with its last state. */
  async start(params: ApiMethods['balance.start']['params']): Promise<BalanceJobState | undefined> {
    this.error = undefined;
    this.state = undefined;
    this.stopping = false;
    try {
      const { job } = await this.call('balance.start', params);
      this.job = job;
      for (;;) {
        const state = await this.call('balance.progress', { job });
        if (this.job !== job) return state;
        this.state = state;
        if (state.state !== 'running') {
          this.stopping = false;
          return state;
        }
        await this.wait(LOOK_EVERY_MS);
      }
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      return undefined;
    }
  }

  /**
   * Asks the run to stop. The backend ends it at the next game and sums up the games played; the
   * following in `start` sees it 'stopped' with that summary, so the answer to this call (the run as it
   * stood) is not shown: it could arrive after the last state and undo it.
   */
  async stop(): Promise<void> {
    if (!this.job || !this.running || this.stopping) return;
    this.stopping = true;
    try {
      await this.call('balance.stop', { job: this.job });
    } catch (e) {
      this.stopping = false;
      this.error = e instanceof Error ? e.message : String(e);
    }
  }
}
