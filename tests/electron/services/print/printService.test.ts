import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS } from '../../../../core/print';
import { FileGrants } from '../../../../electron/services/grants';
import { printSheetsToPdf, type DesktopPrinter } from '../../../../electron/services/print/pdf';
import { printPdf } from '../../../../electron/services/print/printService';
import { API_METHODS, type ApiHandlers } from '../../../../core/api/contract';
import { createDispatch } from '../../../../electron/services/api/dispatch';
import { battleReport, faceUnit, playtestGround, runOn, startPlaytest } from '../../../../core/playtest';

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

  it('refuses a briefing without a valid scenario, naming what is wrong', async () => {
    const grants = new FileGrants();
    const path = grants.grant(join(dir, 'briefing.pdf'), 'dialog');
    await expect(printPdf(grants, { ...params(path), sheet: 'briefing', scenario: { title: 'no sides' } })).rejects.toThrow(/needs a valid scenario/);
  });

  it('prints a playtest’s battle report sent with the request, and refuses the sheet without one', async () => {
    const grants = new FileGrants();
    const path = grants.grant(join(dir, 'battle-report.pdf'), 'dialog');
    await expect(printPdf(grants, { ...params(path), sheet: 'battle-report' })).rejects.toMatchObject({ code: 'invalid-params' });
    const scenarios = join(__dirname, '../../../../scenarios');
    const scenario = JSON.parse(readFileSync(join(scenarios, 'taint-no-militia.scenario.json'), 'utf8'));
    const armies = Object.fromEntries(['union', 'confederate'].map((side) => [side, JSON.parse(readFileSync(join(scenarios, `taint-no-militia.army-${side}.json`), 'utf8')).orderOfBattle]));
    const ground = playtestGround(scenario, armies)!;
    const played = runOn(startPlaytest(ground, scenario.map, 7), faceUnit(ground, 'union\u0000usa-76-ny', 285));
    const printed: string[] = [];
    const printer: DesktopPrinter = {
      htmlToPdf: async (html) => {
        printed.push(html);
        return (await printSheetsToPdf([{ title: 'x', html, settings: DEFAULT_PRINT_SETTINGS }]))[0]!.pdf;
      },
      open: async () => undefined,
    };
    const result = await printPdf(grants, { ...params(path), sheet: 'battle-report', report: battleReport(ground, played) }, printer);
    expect(result.pages).toBeGreaterThanOrEqual(1);
    expect(printed[0]).toContain('76th New York wheels 15°');
    expect(printed[0]).toContain('from seed 7');

    // Through the API's own schema: a decided game's report (with its result) passes, one without its log is refused.
    const dispatch = createDispatch(Object.fromEntries(API_METHODS.map((m) => [m, () => ({ path, pages: 1, opened: false })])) as unknown as ApiHandlers);
    const decided = battleReport(ground, played, { winner: 'union', reason: 'The players called it.' });
    expect(decided.result?.winnerName).toBe('Union');
    expect(await dispatch('print.pdf', { ...params(path), sheet: 'battle-report', report: decided })).toMatchObject({ ok: true });
    const { log: _log, ...noLog } = decided;
    expect(await dispatch('print.pdf', { ...params(path), sheet: 'battle-report', report: noLog })).toMatchObject({ ok: false, error: { code: 'invalid-params' } });
  }, 60_000);
});
