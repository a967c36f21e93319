/**
 * An elevation import as Map ▸ Import Elevation… follows it: started through the API (the backend reads
 * and contours the DEM in a worker thread), looked at a few times a second until it is done, refused or
 * cancelled. Cancel ends the backend's thread. The API and the clock are handed in, so the following can
 * be tested against the backend's own jobs without a page.
 */
import type { ApiMethods } from '../../../core/api/contract';
import type { ElevationJobState, ElevationRequest } from '../../../core/ground/api';

type Method = 'ground.elevationStart' | 'ground.elevationProgress' | 'ground.elevationCancel';
type Call = <M extends Method>(method: M, params: ApiMethods[M]['params']) => Promise<ApiMethods[M]['result']>;

/** How often the dialog asks how far the import has got. */
export const LOOK_EVERY_MS = 150;

export class ElevationRun {
  state = $state.raw<ElevationJobState | undefined>(undefined);
  private job: string | undefined;

  constructor(
    private readonly call: Call,
    private readonly wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  get running(): boolean {
    return this.state?.state === 'running';
  }

  /** Starts the import and follows it to its end; resolves with its last state (a refusal for an API error). */
  async start(request: ElevationRequest): Promise<ElevationJobState> {
    this.state = { state: 'running', done: 0, step: 'Starting' };
    this.job = undefined;
    try {
      const { job } = await this.call('ground.elevationStart', request);
      this.job = job;
      for (;;) {
        // Cancelled here (or another import started) while the answer was on its way: that one is the state.
        if (this.overtaken(job)) return this.state!;
        const state = await this.call('ground.elevationProgress', { job });
        if (this.overtaken(job)) return this.state!;
        this.state = state;
        if (state.state !== 'running') return state;
        await this.wait(LOOK_EVERY_MS);
      }
    } catch (e) {
      this.state = { state: 'refused', reason: e instanceof Error ? e.message : String(e) };
      return this.state;
    }
  }

  private overtaken(job: string): boolean {
    return this.job !== job || this.state?.state === 'cancelled';
  }

  /** Stops the import: the backend ends its thread; nothing it made is kept. */
  async cancel(): Promise<void> {
    const job = this.job;
    if (!this.running) return;
    this.state = { state: 'cancelled' };
    if (job) await this.call('ground.elevationCancel', { job }).catch(() => undefined);
  }

  /** Forgets the last import (the dialog closed, or its result was applied). */
  reset(): void {
    this.job = undefined;
    this.state = undefined;
  }
}
