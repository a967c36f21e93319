/**
 * The worker thread that reads and checks opened documents (see offThread.ts): parsing, upgrading and
 * schema-checking a big or broken file takes what it takes here, while the main process keeps
 * answering the window and the web server keeps answering requests.
 */
import { parentPort } from 'node:worker_threads';
import { readDocumentFile, type ReadDocumentOptions } from '../files/index';
import { loadDocument } from '../../../core/formats/load';
import { validateDocument } from '../../../core/formats/validate';
import type { DocumentKind } from '../../../core/model/documents';
import { readPackageFile } from '../package/readPackage';
import { SHEET_MAKERS, type PrintSettings, type SheetInput, type SheetKind } from '../../../core/print';

export type ValidationJob =
  | { id: number; task: 'read'; path: string; options: Pick<ReadDocumentOptions, 'displayName' | 'expect' | 'maxBytes'> }
  | { id: number; task: 'validate'; kind: DocumentKind; content: unknown }
  /** The text of a file the user dropped on web mode's page, which gives no path. */
  | { id: number; task: 'load'; name: string; text: string }
  /** A scenario package, read and checked whole (its zip unpacked within its limits). */
  | { id: number; task: 'package'; path: string }
  /** A print sheet's HTML, made from the model (core/print): the print pool's job. */
  | { id: number; task: 'sheet'; kind: SheetKind; input: SheetInput; settings: PrintSettings };

parentPort?.on('message', (job: ValidationJob) => {
  parentPort!.postMessage({ id: job.id, started: true });
  const answer = (result: unknown): void => parentPort!.postMessage({ id: job.id, result });
  if (job.task === 'validate') {
    answer(validateDocument(job.kind, job.content));
    return;
  }
  if (job.task === 'sheet') {
    answer(SHEET_MAKERS[job.kind].make(job.input, job.settings));
    return;
  }
  if (job.task === 'load') {
    answer(loadDocument(job.name, job.text));
    return;
  }
  const work = job.task === 'package' ? readPackageFile(job.path) : readDocumentFile(job.path, job.options);
  work.then(answer, (error: unknown) =>
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
