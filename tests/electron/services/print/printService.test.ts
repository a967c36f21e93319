import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS } from '../../../../core/print';
import { FileGrants } from '../../../../electron/services/grants';
import { printSheetsToPdf, type DesktopPrinter } from '../../../../electron/services/print/pdf';
import { printPdf } from '../../../../electron/services/print/printService';

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
});
