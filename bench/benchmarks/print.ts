/**
 * Printing the full reference charts of one scale to PDF through Chromium, as `muster print --sheet
 * charts` does: `print.charts` is ms from the rules data to the PDF's bytes (Chromium's start included,
 * since every print job pays it), with `print.charts.pages`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Benchmark } from '../benchmark';
import { boardCovering } from '../../core/map/board';
import { chartsSheet, DEFAULT_PRINT_SETTINGS, mapTilesSheet } from '../../core/print';
import type { MusterMapFile } from '../../core/model/scenario.generated';
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

/**
 * The map at 1:1 of a board of 40 squares (5 × 8 at 18": the generic ADF board, 90" × 144") on Letter:
 * `print.map` is ms from the map to the PDF's bytes, with `print.map.pages`.
 */
export const printMapBenchmark: Benchmark = {
  title: 'print: the generic ADF board (40 squares) at 1:1 on Letter to PDF through Chromium (median of 3)',
  async run() {
    const file = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../scenarios/generic-board.map.json'), 'utf8')) as MusterMapFile;
    if (file.map.kind !== 'tabletop') throw new Error('the generic board is not a tabletop map');
    const board = boardCovering(file.map);
    if (Math.round(board.widthIn / 18) * Math.round(board.heightIn / 18) !== 40) throw new Error(`the generic board is ${board.widthIn}" × ${board.heightIn}", not 40 squares of 18"`);
    const times: number[] = [];
    let pages = 0;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const printed = await printSheetToPdf(mapTilesSheet({ board, map: file.map, scale: '15mm', sides: [] }, DEFAULT_PRINT_SETTINGS, { title: file.title ?? 'Generic board' }));
      times.push(performance.now() - t0);
      pages = printed.pages;
    }
    times.sort((a, b) => a - b);
    return [
      { name: 'print.map', value: times[1]!, unit: 'ms' },
      { name: 'print.map.pages', value: pages, unit: 'pages' },
    ];
  },
};
