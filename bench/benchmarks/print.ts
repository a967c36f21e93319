/**
 * Printing the full reference charts of one scale to PDF through Chromium, as `muster print --sheet
 * charts` does: `print.charts` is ms from the rules data to the PDF's bytes (Chromium's start included,
 * since every print job pays it), with `print.charts.pages`.
 */
import type { Benchmark } from '../benchmark';
import { chartsSheet, DEFAULT_PRINT_SETTINGS } from '../../core/print';
import { printSheetToPdf } from '../../electron/services/print/pdf';

export const printBenchmark: Benchmark = {
  title: 'print: the 15mm reference charts to PDF through Chromium (median of 5)',
  async run() {
    const times: number[] = [];
    let pages = 0;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const printed = await printSheetToPdf(chartsSheet('15mm', { ...DEFAULT_PRINT_SETTINGS, orientation: 'landscape' }));
      times.push(performance.now() - t0);
      pages = printed.pages;
    }
    times.sort((a, b) => a - b);
    return [
      { name: 'print.charts', value: times[2]!, unit: 'ms' },
      { name: 'print.charts.pages', value: pages, unit: 'pages' },
    ];
  },
};
