/**
 * The app's File ▸ Print…: the sheet the print preview shows, made again here from the same core code
 * and the same inputs, printed by Chromium and written where the user chose (a granted path, written
 * atomically, so an interrupted print leaves no half PDF).
 */
import { ApiError, type ApiParams, type ApiResult } from '../../../core/api/contract';
import { SHEET_LABELS, SHEET_MAKERS, type BalanceNotes, type PrintSettings, type PrintSheet, type RosterSide, type SheetInput, type SheetKind } from '../../../core/print';
import type { MapRenderInput } from '../../../core/map/scenarioMap';
import type { CampaignRosterData } from '../../../core/campaign/roster';
import type { OrderOfBattle } from '../../../core/model/oob';
import { DOCUMENTS } from '../../../core/model/documents';
import { MAX_TABLE_IN } from '../../../core/model/limits';
import { validateDocument } from '../../../core/formats/validate';
import type { MusterScenario } from '../../../core/model/scenario.generated';
import type { BattleReport } from '../../../core/playtest';
import { writeFileAtomic } from '../files/index';
import type { FileGrants } from '../grants';
import { PrintCancelled, printSheetToPdf, type DesktopPrinter } from './pdf';
import { printedUnderlays, type LibraryImages } from '../ground/printUnderlays';
import { printedImages } from '../../../core/ground';

/**
 * The prints under way that a page named (`print.pdf`'s `job`), so its Cancel (`print.cancel`) can stop
 * one: the sheet's making is let finish (the print pool's limits bound it), then nothing more is done;
 * Chromium's page printing it is closed, which ends its work; nothing is written.
 */
export class PrintJobs {
  private readonly running = new Map<string, AbortController>();

  /** The signal of a print named `job` (a new one), until `end(job)`. */
  begin(job: string): AbortSignal {
    if (this.running.has(job)) throw new ApiError('conflict', 'A print of that name is already under way.');
    const stop = new AbortController();
    this.running.set(job, stop);
    return stop.signal;
  }

  end(job: string): void {
    this.running.delete(job);
  }

  /** Whether a print of that name is under way. */
  has(job: string): boolean {
    return this.running.has(job);
  }

  cancel(job: string): { cancelled: boolean } {
    const stop = this.running.get(job);
    stop?.abort();
    return { cancelled: stop !== undefined };
  }
}

/** Makes a sheet's HTML: here, or (the app) in the print pool's worker with its time and memory limits. */
export type MakeSheet = (kind: SheetKind, input: SheetInput, settings: PrintSettings) => Promise<PrintSheet>;
export const makeSheetHere: MakeSheet = async (kind, input, settings) => SHEET_MAKERS[kind].make(input, settings);

/** What `printPdf` is given beside the request: where the sheet is made and printed, and the prints to cancel. */
interface PrintOptions {
  returnPdf?: boolean;
  makeSheet?: MakeSheet;
  /** The app's: the whole request checked, made and printed in a print job's worker (jobs/jobs.ts). */
  printRequest?: PrintRequest;
  /** The prints the page named, for `print.cancel`. */
  jobs?: PrintJobs;
  signal?: AbortSignal;
  /** The images the library keeps, by content hash: a library scenario's scans, which have no folder to sit in. */
  libraryImages?: LibraryImages;
}

/**
 * Prints, writes and (on the desktop) opens the PDF in the system viewer; web mode may ask for the PDF back
 * to show it. A print the page named (`job`) can be cancelled: nothing is written and the call ends with
 * the code `cancelled`.
 */
export async function printPdf(grants: FileGrants, p: ApiParams<'print.pdf'>, printer?: DesktopPrinter, options: PrintOptions = {}): Promise<ApiResult<'print.pdf'>> {
  if (p.job === undefined || !options.jobs) return printChecked(grants, p, printer, options);
  const jobs = options.jobs;
  const signal = jobs.begin(p.job);
  try {
    return await printChecked(grants, p, printer, { ...options, signal });
  } catch (error) {
    // A job's worker ended at Cancel rejects with the signal's reason: told as the cancel it was.
    if (signal.aborted) throw cancelled();
    throw error;
  } finally {
    jobs.end(p.job);
  }
}

async function printChecked(grants: FileGrants, p: ApiParams<'print.pdf'>, printer: DesktopPrinter | undefined, options: PrintOptions): Promise<ApiResult<'print.pdf'>> {
  const path = await grants.check(p.path, 'write');
  const request = await withUnderlays(grants, p, options.libraryImages);
  if (options.printRequest) {
    const printed = await refusedInWords(p.sheet, () => options.printRequest!(request, options.signal));
    if (options.signal?.aborted) throw cancelled();
    const pdf = Buffer.from(printed.pdf.buffer, printed.pdf.byteOffset, printed.pdf.byteLength);
    await writeFileAtomic(path, pdf, { backup: false });
    if (printer) await printer.open(path);
    return { path, pages: printed.pages, opened: printer !== undefined, ...(options.returnPdf ? { pdfBase64: pdf.toString('base64') } : {}) };
  }
  const sheetRequest = sheetRequestOf(request);
  const sheet = await made(options.makeSheet ?? makeSheetHere, sheetRequest.kind, sheetRequest.input, sheetRequest.settings);
  if (options.signal?.aborted) throw cancelled();
  return printMade(path, sheet, printer, options);
}

/**
 * The reference images the designer prints faded, read beside the scenario and laid under the map: read
 * here, under the grants, since the job's worker reads no files.
 */
async function withUnderlays(grants: FileGrants, p: ApiParams<'print.pdf'>, libraryImages: LibraryImages | undefined): Promise<ApiParams<'print.pdf'>> {
  const map = p.map as MapRenderInput | undefined;
  const images = (map?.map as { referenceImages?: unknown } | undefined)?.referenceImages;
  if (!map || !Array.isArray(images) || printedImages(map.map).length === 0) return p;
  const { pictures, missing } = await printedUnderlays(grants, p.scenarioPath, map, (p.scenario as MusterScenario | undefined)?.georeference ?? map.georeference, libraryImages);
  // Printed without it would look like a print with it: say which image is missing rather than leave it out.
  if (missing.length) throw new ApiError('invalid-params', `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} to print faded under the map but not found beside the scenario (its folder or images/) nor in the library: put ${missing.length === 1 ? 'it' : 'them'} back, or untick “Print faded” in Reference images`);
  return { ...p, map: { ...map, underlays: pictures } };
}

/** What a print request makes: the sheet, its input and its settings, once the request has been checked. */
export interface SheetRequest {
  kind: SheetKind;
  input: SheetInput;
  settings: PrintSettings;
}

/**
 * Checks a print request (the page's scenario, map, armies and report as files of theirs would be checked)
 * and says what it makes; refuses it with the field named. Pure work on the request, so the print job runs
 * it in its worker (jobs/worker.ts), not in the thread that answers requests.
 */
export function sheetRequestOf(p: ApiParams<'print.pdf'>): SheetRequest {
  const maker = SHEET_MAKERS[p.sheet];
  if (maker.needs === 'scenario' || maker.needs === 'balance' || (maker.usesScenario && p.scenario !== undefined)) {
    // The page's scenario is checked as a saved file would be before anything is made from it.
    const problems = p.scenario === undefined ? ['no scenario was sent'] : validateDocument('scenario', p.scenario).map((e) => `${e.pointer}: ${e.message}`);
    if (problems.length) throw new ApiError('invalid-params', `The ${SHEET_LABELS[p.sheet].toLowerCase()} needs a valid scenario: ${problems.slice(0, 3).join('; ')}`);
  }
  if (maker.needs === 'map' && !p.map) throw new ApiError('invalid-params', 'The map at 1:1 needs a tabletop map: open a scenario or a map file.');
  if (p.map) {
    const given = p.map as { board: unknown; map: unknown };
    // The page's map is checked as a map file is, its board held to the largest table: a point or a board
    // far off any table would make the print's work unbounded.
    const problems = validateDocument('map', { $schema: DOCUMENTS.map.schemaUrl, formatVersion: DOCUMENTS.map.formatVersion, map: given.map }).map((e) => `${e.pointer}: ${e.message}`);
    const board = (given.board ?? {}) as { widthIn?: unknown; heightIn?: unknown };
    for (const side of ['widthIn', 'heightIn'] as const) {
      const v = board[side];
      if (typeof v !== 'number' || !(v > 0 && v <= MAX_TABLE_IN)) problems.push(`/map/board/${side}: must be a table's size, more than 0 and at most ${MAX_TABLE_IN} inches`);
    }
    if (problems.length) throw new ApiError('invalid-params', `The ${SHEET_LABELS[p.sheet].toLowerCase()} needs a valid map: ${problems.slice(0, 3).join('; ')}`);
  }
  // Every order of battle the page sends is checked as an army file's would be, so it is bounded as one is
  // (units a formation, strengths, names): the request's size is not a bound on the sheet's work.
  const armyProblems = [
    ...p.sides.map((s, i) => ({ at: `/sides/${i}/orderOfBattle`, oob: s.orderOfBattle })),
    ...Object.entries(p.armies ?? {}).map(([id, oob]) => ({ at: `/armies/${id}`, oob })),
  ].flatMap(({ at, oob }) => validateDocument('army', { $schema: DOCUMENTS.army.schemaUrl, formatVersion: DOCUMENTS.army.formatVersion, orderOfBattle: oob }).map((e) => `${at}${e.pointer.replace(/^\/orderOfBattle/, '')}: ${e.message}`));
  if (armyProblems.length) throw new ApiError('invalid-params', `The ${SHEET_LABELS[p.sheet].toLowerCase()} needs valid orders of battle: ${armyProblems.slice(0, 3).join('; ')}`);
  if (maker.needs === 'report' && !p.report) throw new ApiError('invalid-params', 'The battle report needs a playtest: print it from the playtest board.');
  if (maker.needs === 'sides' && p.sides.length === 0) throw new ApiError('invalid-params', `The ${SHEET_LABELS[p.sheet].toLowerCase()} needs an order of battle: open an army or a scenario with sides.`);
  if (maker.needs === 'balance' && !p.balance) throw new ApiError('invalid-params', 'The designer’s notes are printed from a balance run: Scenario ▸ Balance….');
  if (maker.needs === 'campaign' && !p.campaign) throw new ApiError('invalid-params', 'The campaign roster is printed from a campaign: open one first.');
  const sides: RosterSide[] = p.sides.map((s) => ({ name: s.name, oob: s.orderOfBattle as OrderOfBattle, statedTotal: s.statedTotal }));
  const input: SheetInput = { scale: p.scale, sides, ...(p.title ? { title: p.title } : {}), ...(p.map ? { map: p.map as MapRenderInput } : {}), ...(p.side ? { side: p.side } : {}), ...(p.scenario ? { scenario: p.scenario as MusterScenario } : {}), ...(p.armies ? { armies: p.armies as Record<string, OrderOfBattle> } : {}), ...(p.report ? { report: p.report as BattleReport } : {}), ...(p.campaign ? { campaign: p.campaign as CampaignRosterData } : {}), ...(p.balance ? { balance: p.balance as BalanceNotes } : {}) };
  return { kind: p.sheet, input, settings: p.settings };
}

/** A print request checked, made and printed (by the app: in its print job worker, jobs/jobs.ts). */
export type PrintRequest = (p: ApiParams<'print.pdf'>, signal?: AbortSignal) => Promise<{ pdf: Uint8Array; pages: number }>;

/** A job's refusals as the API's: a runaway stopped by a limit, or a missing Chromium, told in words, never a fault. */
async function refusedInWords<T>(kind: SheetKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError || !(error instanceof Error)) throw error;
    if (error.name === 'ChromiumMissingError') throw new ApiError('unsupported', error.message);
    if (error.name === 'SheetStopped' || error.name === 'PrintStopped' || error.name === 'JobStopped') throw new ApiError('invalid-params', error.message);
    if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new ApiError('invalid-params', `Muster stopped making the ${SHEET_LABELS[kind].toLowerCase()}: it needed more memory than a sheet may have, so the document is far larger than a table`);
    throw error;
  }
}

const cancelled = (): ApiError => new ApiError('cancelled', new PrintCancelled().message);

/** The sheet made, a runaway stopped by the pool's limits told as a refusal of the document, not a fault. */
async function made(make: MakeSheet, kind: SheetKind, input: SheetInput, settings: PrintSettings): Promise<PrintSheet> {
  try {
    return await make(kind, input, settings);
  } catch (error) {
    if (error instanceof Error && (error.name === 'SheetStopped' || (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY')) {
      throw new ApiError('invalid-params', error.name === 'SheetStopped' ? error.message : `Muster stopped making the ${SHEET_LABELS[kind].toLowerCase()}: it needed more memory than a sheet may have, so the document is far larger than a table`);
    }
    throw error;
  }
}

async function printMade(path: string, sheet: PrintSheet, printer: DesktopPrinter | undefined, options: { returnPdf?: boolean; signal?: AbortSignal }): Promise<ApiResult<'print.pdf'>> {
  try {
    const printed = await printSheetToPdf(sheet, printer, options.signal);
    if (options.signal?.aborted) throw new PrintCancelled();
    await writeFileAtomic(path, printed.pdf, { backup: false });
    if (printer) await printer.open(path);
    return { path, pages: printed.pages, opened: printer !== undefined, ...(options.returnPdf ? { pdfBase64: printed.pdf.toString('base64') } : {}) };
  } catch (error) {
    // By name: the class lives beside playwright-core, which the desktop app never loads.
    if (error instanceof Error && error.name === 'ChromiumMissingError') throw new ApiError('unsupported', error.message);
    if (error instanceof Error && error.name === 'PrintStopped') throw new ApiError('invalid-params', error.message);
    if (error instanceof PrintCancelled) throw cancelled();
    throw error;
  }
}
