/**
 * The worker thread a print or export job runs in (jobs.ts starts one a job, with the time and memory
 * limits of `WORK_LIMITS`): the sheets made, the pictures' SVGs built, the PDFs and PNGs checked, the
 * files hashed and zipped, all here, so a document that makes this work run away ends this thread, never
 * the web server or the app. The browser stays with the thread that owns it: this thread asks it for a
 * sheet printed or a DevTools command sent (`browser` messages) and waits for the answer.
 */
import { parentPort } from 'node:worker_threads';
import type { ApiParams } from '../../../core/api/contract';
import type { ExportFormat } from '../../../core/export';
import type { MusterMapFile } from '../../../core/model/scenario.generated';
import { SHEET_MAKERS, type PrintSettings, type SheetInput, type SheetKind } from '../../../core/print';
import { EXPORTERS, type ExportOptions, type ExportSource, type Exported } from '../export/index';
import { exportTiledMapFile } from '../export/tiled';
import { described } from '../print/pdf';
import { sheetRequestOf } from '../print/printService';
import type { OpenDrawingPage } from '../render/pictures';

/** A job as the thread that starts it sends it. */
export type WorkJob =
  /** A scenario exported in one of core/export's formats. */
  | { task: 'export'; format: ExportFormat; source: ExportSource; fileName?: string; pixelsPerInch?: number; now?: number }
  /** A map file as a Tiled map (`muster export map.json --format tmj`). */
  | { task: 'exportMapFile'; file: MusterMapFile; fileName?: string }
  /** A sheet made from its input and printed (`muster print`). */
  | { task: 'sheet'; kind: SheetKind; input: SheetInput; settings: PrintSettings }
  /** File ▸ Print…'s request, checked field by field here, then made and printed. */
  | { task: 'printRequest'; params: ApiParams<'print.pdf'> };

/** A printed sheet: the PDF's bytes and its pages. */
export interface PrintedSheet {
  pdf: Uint8Array;
  pages: number;
  title: string;
}

/** What the worker says, in order: progress, browser calls, then one `done` or `failed`. */
export type WorkerMessage =
  /** The job taken: its clock starts now, not while the thread started and loaded its code. */
  | { type: 'started' }
  | { type: 'progress'; step: string; done: number; total: number }
  | { type: 'browser'; call: number; method: 'pdf' | 'openPage' | 'send' | 'closePage'; args: unknown[] }
  | { type: 'done'; result: Exported | PrintedSheet }
  | { type: 'failed'; error: { name: string; message: string; code?: string } };

/** What the starting thread says: the job, then the browser's answers. */
export type StarterMessage = { type: 'job'; job: WorkJob } | { type: 'answer'; call: number; result?: unknown; error?: { name: string; message: string } };

const port = parentPort;
const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
let nextCall = 1;

function post(message: WorkerMessage, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}

function ask(method: Extract<WorkerMessage, { type: 'browser' }>['method'], ...args: unknown[]): Promise<unknown> {
  const call = nextCall++;
  return new Promise((resolve, reject) => {
    waiting.set(call, { resolve, reject });
    post({ type: 'browser', call, method, args });
  });
}

/** Printing through the starting thread's browser, as the desktop app's `DesktopPrinter` prints. */
const printer = { htmlToPdf: async (html: string) => Buffer.from((await ask('pdf', html, 'the sheet')) as Uint8Array) };
const openDrawingPage: OpenDrawingPage = async () => {
  const page = (await ask('openPage')) as number;
  return { session: { send: (method, params) => ask('send', page, method, params) }, close: async () => void (await ask('closePage', page)) };
};

async function printed(kind: SheetKind, input: SheetInput, settings: PrintSettings): Promise<PrintedSheet> {
  const sheet = SHEET_MAKERS[kind].make(input, settings);
  const pdf = Buffer.from((await ask('pdf', sheet.html, sheet.title)) as Uint8Array);
  return { pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), pages: (await described(pdf)).pages, title: sheet.title };
}

async function run(job: WorkJob): Promise<Exported | PrintedSheet> {
  const options: ExportOptions = {
    onProgress: (p) => post({ type: 'progress', ...p }),
    printer,
    openDrawingPage,
  };
  if (job.task === 'export') {
    return EXPORTERS[job.format](job.source, {
      ...options,
      ...(job.fileName !== undefined ? { fileName: job.fileName } : {}),
      ...(job.pixelsPerInch !== undefined ? { pixelsPerInch: job.pixelsPerInch } : {}),
      ...(job.now !== undefined ? { now: new Date(job.now) } : {}),
    });
  }
  if (job.task === 'exportMapFile') return exportTiledMapFile(job.file, { ...options, ...(job.fileName !== undefined ? { fileName: job.fileName } : {}) });
  if (job.task === 'sheet') return printed(job.kind, job.input, job.settings);
  const request = sheetRequestOf(job.params);
  return printed(request.kind, request.input, request.settings);
}

port?.on('message', (message: StarterMessage) => {
  if (message.type === 'answer') {
    const call = waiting.get(message.call);
    waiting.delete(message.call);
    if (!call) return;
    if (message.error) call.reject(Object.assign(new Error(message.error.message), { name: message.error.name }));
    else call.resolve(message.result);
    return;
  }
  post({ type: 'started' });
  run(message.job).then(
    (result) => {
      const bytes = 'bytes' in result ? [result.bytes, ...(result.extraFiles ?? []).map((f) => f.bytes)] : [result.pdf];
      // Handed over, not copied: a package is megabytes. Views of a shared or pooled buffer are copied first.
      const transfer = bytes.filter((b) => b.byteOffset === 0 && b.byteLength === b.buffer.byteLength && b.buffer instanceof ArrayBuffer).map((b) => b.buffer as ArrayBuffer);
      post({ type: 'done', result }, [...new Set(transfer)]);
    },
    (error: unknown) => {
      const e = error instanceof Error ? error : new Error(String(error));
      const code = (e as { code?: unknown }).code;
      post({ type: 'failed', error: { name: e.name, message: e.message, ...(typeof code === 'string' ? { code } : {}) } });
    },
  );
});
