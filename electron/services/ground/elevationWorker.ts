/**
 * The worker thread of an elevation import (elevationJobs.ts): handed a granted path and the request, it
 * reads the DEM and contours it (groundImports.ts `elevationAnswer`), posting the share done as it goes
 * and then what it made, or the refusal in words. Cancel ends the thread itself, so the work stops mid-way.
 */
import { parentPort } from 'node:worker_threads';
import type { ElevationRequest } from '../../../core/ground';
import { elevationAnswer } from './groundImports';

export type ElevationWorkerMessage =
  | { progress: number; step: string }
  | { answer: Awaited<ReturnType<typeof elevationAnswer>> }
  | { refused: string };

parentPort?.once('message', (work: { path: string; request: ElevationRequest }) => {
  let last = -1;
  elevationAnswer(work.path, work.request, (done, step) => {
    // A few hundred messages at most: the page looks a few times a second.
    if (done - last >= 0.005 || done === 0) {
      last = done;
      parentPort!.postMessage({ progress: done, step } satisfies ElevationWorkerMessage);
    }
  })
    .then((answer) => parentPort!.postMessage({ answer } satisfies ElevationWorkerMessage))
    .catch((error: unknown) => parentPort!.postMessage({ refused: error instanceof Error ? error.message : String(error) } satisfies ElevationWorkerMessage));
});
