/**
 * The app's File ▸ Print…: the sheet the print preview shows, made again here from the same core code
 * and the same inputs, printed by Chromium and written where the user chose (a granted path, written
 * atomically, so an interrupted print leaves no half PDF).
 */
import { ApiError, type ApiParams, type ApiResult } from '../../../core/api/contract';
import { SHEET_LABELS, SHEET_MAKERS, type BalanceNotes, type RosterSide } from '../../../core/print';
import type { MapRenderInput } from '../../../core/map/scenarioMap';
import type { CampaignRosterData } from '../../../core/campaign/roster';
import type { OrderOfBattle } from '../../../core/oob/types';
import { validateDocument } from '../../../core/formats/validate';
import type { MusterScenario } from '../../../core/scenario/types.generated';
import type { BattleReport } from '../../../core/playtest';
import { writeFileAtomic } from '../files/index';
import type { FileGrants } from '../grants';
import { printSheetToPdf, type DesktopPrinter } from './pdf';

/** Prints, writes and (on the desktop) opens the PDF in the system viewer; web mode may ask for the PDF back to show it. */
export async function printPdf(grants: FileGrants, p: ApiParams<'print.pdf'>, printer?: DesktopPrinter, options: { returnPdf?: boolean } = {}): Promise<ApiResult<'print.pdf'>> {
  const maker = SHEET_MAKERS[p.sheet];
  if (maker.needs === 'scenario' || maker.needs === 'balance' || (maker.usesScenario && p.scenario !== undefined)) {
    // The page's scenario is checked as a saved file would be before anything is made from it.
    const problems = p.scenario === undefined ? ['no scenario was sent'] : validateDocument('scenario', p.scenario).map((e) => `${e.pointer}: ${e.message}`);
    if (problems.length) throw new ApiError('invalid-params', `The ${SHEET_LABELS[p.sheet].toLowerCase()} needs a valid scenario: ${problems.slice(0, 3).join('; ')}`);
  }
  if (maker.needs === 'map' && !p.map) throw new ApiError('invalid-params', 'The map at 1:1 needs a tabletop map: open a scenario or a map file.');
  if (maker.needs === 'report' && !p.report) throw new ApiError('invalid-params', 'The battle report needs a playtest: print it from the playtest board.');
  if (maker.needs === 'sides' && p.sides.length === 0) throw new ApiError('invalid-params', `The ${SHEET_LABELS[p.sheet].toLowerCase()} needs an order of battle: open an army or a scenario with sides.`);
  if (maker.needs === 'balance' && !p.balance) throw new ApiError('invalid-params', 'The designer’s notes are printed from a balance run: Scenario ▸ Balance….');
  if (maker.needs === 'campaign' && !p.campaign) throw new ApiError('invalid-params', 'The campaign roster is printed from a campaign: open one first.');
  const path = await grants.check(p.path, 'write');
  const sides: RosterSide[] = p.sides.map((s) => ({ name: s.name, oob: s.orderOfBattle as OrderOfBattle, statedTotal: s.statedTotal }));
  const sheet = maker.make({ scale: p.scale, sides, ...(p.title ? { title: p.title } : {}), ...(p.map ? { map: p.map as MapRenderInput } : {}), ...(p.side ? { side: p.side } : {}), ...(p.scenario ? { scenario: p.scenario as MusterScenario } : {}), ...(p.armies ? { armies: p.armies as Record<string, OrderOfBattle> } : {}), ...(p.report ? { report: p.report as BattleReport } : {}), ...(p.campaign ? { campaign: p.campaign as CampaignRosterData } : {}), ...(p.balance ? { balance: p.balance as BalanceNotes } : {}) }, p.settings);
  try {
    const printed = await printSheetToPdf(sheet, printer);
    await writeFileAtomic(path, printed.pdf, { backup: false });
    if (printer) await printer.open(path);
    return { path, pages: printed.pages, opened: printer !== undefined, ...(options.returnPdf ? { pdfBase64: printed.pdf.toString('base64') } : {}) };
  } catch (error) {
    // By name: the class lives beside playwright-core, which the desktop app never loads.
    if (error instanceof Error && error.name === 'ChromiumMissingError') throw new ApiError('unsupported', error.message);
    throw error;
  }
}
