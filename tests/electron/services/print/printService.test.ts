import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS } from '../../../../core/print';
import { FileGrants } from '../../../../electron/services/grants';
import { printSheetsToPdf, type DesktopPrinter } from '../../../../electron/services/print/pdf';
import { printPdf } from '../../../../electron/services/print/printService';
import { History } from '../../../../core/history';
import { API_METHODS, type ApiHandlers } from '../../../../core/api/contract';
import { createDispatch } from '../../../../electron/services/api/dispatch';
import { battleReport, faceUnit, fire, moveUnit, nextPlayerTurn, playtestGround, startPlaytest } from '../../../../core/playtest';
import type { MusterScenario, TabletopMap } from '../../../../core/model/scenario.generated';

const dir = mkdtempSync(join(tmpdir(), 'muster-print-service-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const params = (path: string) => ({ path, sheet: 'charts' as const, scale: '10mm' as const, settings: { ...DEFAULT_PRINT_SETTINGS, orientation: 'landscape' as const }, sides: [] });

describe('the print service behind File ▸ Print…', () => {
  it('writes only where the user chose', async () => {
    const grants = new FileGrants();
    await expect(printPdf(grants, params(join(dir, 'not-chosen.pdf')))).rejects.toMatchObject({ code: 'forbidden' });
    expect(existsSync(join(dir, 'not-chosen.pdf'))).toBe(false);
  });

  it('prints with Chromium by default, and on the desktop with the shell\'s printer, which then opens the PDF', async () => {
    const grants = new FileGrants();
    const plain = grants.grant(join(dir, 'charts.pdf'), 'dialog');
    const result = await printPdf(grants, params(plain));
    expect(result).toMatchObject({ path: plain, opened: false });
    expect(result.pages).toBeGreaterThanOrEqual(3);
    expect(readFileSync(plain).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The desktop shell's printer is Electron's printToPDF; here a real Chromium stands in for it, so the
    // service's part (the HTML it is given, the PDF it writes, the path it opens) is what is checked.
    const printed: string[] = [];
    const opened: string[] = [];
    const printer: DesktopPrinter = {
      htmlToPdf: async (html) => {
        printed.push(html);
        return (await printSheetsToPdf([{ title: 'x', html, settings: DEFAULT_PRINT_SETTINGS }]))[0]!.pdf;
      },
      open: async (path) => void opened.push(path),
    };
    const desktop = grants.grant(join(dir, 'desktop.pdf'), 'dialog');
    const shown = await printPdf(grants, params(desktop), printer);
    expect(shown).toMatchObject({ path: desktop, opened: true, pages: result.pages });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('reference charts, 10mm');
    expect(opened).toEqual([desktop]);
  }, 60_000);

  it('prints a hex scenario’s own game’s charts when the dialog sends its scenario, and refuses one that is not valid', async () => {
    const grants = new FileGrants();
    const path = grants.grant(join(dir, 'shiloh-charts.pdf'), 'dialog');
    const shiloh = JSON.parse(readFileSync(join(__dirname, '../../../../scenarios/bluegrey/shiloh.scenario.json'), 'utf8'));
    const printed: string[] = [];
    const printer: DesktopPrinter = {
      htmlToPdf: async (html) => {
        printed.push(html);
        return (await printSheetsToPdf([{ title: 'x', html, settings: DEFAULT_PRINT_SETTINGS }]))[0]!.pdf;
      },
      open: async () => undefined,
    };
    await printPdf(grants, { ...params(path), scale: '15mm', scenario: shiloh }, printer);
    expect(printed[0]).toContain('Blue &amp; Grey: reference charts');
    expect(printed[0]).not.toContain('reference charts, 15mm');
    await expect(printPdf(grants, { ...params(path), scenario: { title: 'no sides' } })).rejects.toThrow(/reference charts needs a valid scenario/);
  }, 60_000);

  it('prints a playtest’s battle report to a PDF that reads back its turns, dice and final positions, and refuses without one', async () => {
    const scenario = JSON.parse(readFileSync(join(__dirname, '../../../../scenarios/taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;
    const ground = playtestGround(scenario)!;
    const h = new History(startPlaytest(ground, scenario.map as TabletopMap, 34));
    h.execute(faceUnit(ground, 'union\u0000usa-95-ny', 250));
    h.execute(moveUnit(ground, 'union\u0000usa-84-ny', { x: 48, y: 35.5 }));
    h.execute(fire(ground, 'union\u0000usa-hall', 'confederate\u0000csa-7-tn'));
    h.execute(nextPlayerTurn(ground));
    const report = battleReport(ground, h.doc, { winner: null, reason: 'Not decided.' });
    const grants = new FileGrants();
    const path = grants.grant(join(dir, 'battle report.pdf'), 'dialog');
    const printed = await printPdf(grants, { ...params(path), sheet: 'battle-report', scale: '15mm', settings: DEFAULT_PRINT_SETTINGS, report });
    expect(printed.pages).toBeGreaterThanOrEqual(1);
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(`Battle report: ${scenario.title}`);
    expect(text).toContain('Dice seed 34');
    // The sheet's headings are set in capitals.
    expect(text).toMatch(/Turn 1 1\. Start/i);
    const fireEvent = h.doc.log.find((e) => e.kind === 'fire')!;
    expect(text).toContain(`Dice: fire ${fireEvent.dice![0]!.faces.join(' + ')}`);
    expect(text).toMatch(/Final positions Union/i);
    expect(text).toContain('84th New York 48", 35.5" 270° Battle line Good order');
    await expect(printPdf(grants, { ...params(path), sheet: 'battle-report' })).rejects.toThrow(/battle report needs a playtest/);
  }, 60_000);

  it('takes a decided game’s report through the API’s schema, and refuses one without its log', async () => {
    const scenario = JSON.parse(readFileSync(join(__dirname, '../../../../scenarios/taint-no-militia.scenario.json'), 'utf8')) as MusterScenario;
    const ground = playtestGround(scenario)!;
    const h = new History(startPlaytest(ground, scenario.map as TabletopMap, 7));
    h.execute(faceUnit(ground, 'union\u0000usa-76-ny', 285));
    const decided = battleReport(ground, h.doc, { winner: 'union', reason: 'The players called it.' });
    expect(decided.result?.winnerName).toBe('Union');
    const path = join(dir, 'schema.pdf');
    const dispatch = createDispatch(Object.fromEntries(API_METHODS.map((m) => [m, () => ({ path, pages: 1, opened: false })])) as unknown as ApiHandlers);
    expect(await dispatch('print.pdf', { ...params(path), sheet: 'battle-report', report: decided })).toMatchObject({ ok: true });
    const { log: _log, ...noLog } = decided;
    expect(await dispatch('print.pdf', { ...params(path), sheet: 'battle-report', report: noLog })).toMatchObject({ ok: false, error: { code: 'invalid-params' } });
  });

  it('refuses a briefing without a valid scenario, naming what is wrong', async () => {
    const grants = new FileGrants();
    const path = grants.grant(join(dir, 'briefing.pdf'), 'dialog');
    await expect(printPdf(grants, { ...params(path), sheet: 'briefing', scenario: { title: 'no sides' } })).rejects.toThrow(/needs a valid scenario/);
  });
});
