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
import { printSheetToPdf, type DesktopPrinter } from './pdf';

/** Makes a sheet's HTML: here, or (the app) in the print pool's worker with its time and memory limits. */
export type MakeSheet = (kind: SheetKind, input: SheetInput, settings: PrintSettings) => Promise<PrintSheet>;
export const makeSheetHere: MakeSheet = async (kind, input, settings) => SHEET_MAKERS[kind].make(input, settings);

/** Prints, writes and (on the desktop) opens the PDF in the system viewer; web mode may ask for the PDF back to show it. */
export async function printPdf(grants: FileGrants, p: ApiParams<'print.pdf'>, printer?: DesktopPrinter, options: { returnPdf?: boolean; makeSheet?: MakeSheet } = {}): Promise<ApiResult<'print.pdf'>> {
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
  if (maker.needs === 'report' && !p.report) throw new ApiError('invalid-params', 'The battle report needs a playtest: print it from the playtest board.');
  if (maker.needs === 'sides' && p.sides.length === 0) throw new ApiError('invalid-params', `The ${SHEET_LABELS[p.sheet].toLowerCase()} needs an order of battle: open an army or a scenario with sides.`);
  if (maker.needs === 'balance' && !p.balance) throw new ApiError('invalid-params', 'The designer’s notes are printed from a balance run: Scenario ▸ Balance….');
  if (maker.needs === 'campaign' && !p.campaign) throw new ApiError('invalid-params', 'The campaign roster is printed from a campaign: open one first.');
  const path = await grants.check(p.path, 'write');
  const sides: RosterSide[] = p.sides.map((s) => ({ name: s.name, oob: s.orderOfBattle as OrderOfBattle, statedTotal: s.statedTotal }));
  const sheet = await made(options.makeSheet ?? makeSheetHere, p.sheet, { scale: p.scale, sides, ...(p.title ? { title: p.title } : {}), ...(p.map ? { map: p.map as MapRenderInput } : {}), ...(p.side ? { side: p.side } : {}), ...(p.scenario ? { scenario: p.scenario as MusterScenario } : {}), ...(p.armies ? { armies: p.armies as Record<string, OrderOfBattle> } : {}), ...(p.report ? { report: p.report as BattleReport } : {}), ...(p.campaign ? { campaign: p.campaign as CampaignRosterData } : {}), ...(p.balance ? { balance: p.balance as BalanceNotes } : {}) }, p.settings);
  return printMade(path, sheet, printer, options);
}

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

async function printMade(path: string, sheet: PrintSheet, printer: DesktopPrinter | undefined, options: { returnPdf?: boolean }): Promise<ApiResult<'print.pdf'>> {
  try {
    const printed = await printSheetToPdf(sheet, printer);
    await writeFileAtomic(path, printed.pdf, { backup: false });
    if (printer) await printer.open(path);
    return { path, pages: printed.pages, opened: printer !== undefined, ...(options.returnPdf ? { pdfBase64: printed.pdf.toString('base64') } : {}) };
  } catch (error) {
    // By name: the class lives beside playwright-core, which the desktop app never loads.
    if (error instanceof Error && error.name === 'ChromiumMissingError') throw new ApiError('unsupported', error.message);
    if (error instanceof Error && error.name === 'PrintStopped') throw new ApiError('invalid-params', error.message);
    throw error;
  }
}
