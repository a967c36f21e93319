/**
 * The waits of printing and exporting T'ain't No Militia (issue 40), in this process with the shared
 * Chromium kept warm as web mode and the desktop app keep theirs (electron/services/render/chromium.ts),
 * after one run not counted that starts it:
 * - `print.deployment.ms`: one side's deployment sheet, from the scenario to the PDF's bytes (median of 5);
 * - `export.package.ms`: the scenario package, its five sheets printed (median of 3);
 * - `export.vmod.ms`: the VASSAL module, its map, counters and charts drawn as pictures (median of 3).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Benchmark, Figure } from '../benchmark';
import { DEFAULT_PRINT_SETTINGS, SHEET_MAKERS, sheetScaleOf } from '../../core/print';
import { scenarioRenderInput } from '../../core/map/index';
import type { MusterScenario } from '../../core/model/scenario.generated';
import type { OrderOfBattle } from '../../core/model/oob';
import { printSheetToPdf } from '../../electron/services/print/pdf';
import { EXPORTERS } from '../../electron/services/export';
import { keepChromiumWarm } from '../../electron/services/render/chromium';

const SCENARIO = join(import.meta.dirname, '..', '..', 'scenarios', 'taint-no-militia.scenario.json');

async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export const exportsBenchmark: Benchmark = {
  title: "print and export: T'ain't No Militia's deployment sheet, scenario package and VASSAL module (warm Chromium)",
  async run(): Promise<Figure[]> {
    const scenario = JSON.parse(readFileSync(SCENARIO, 'utf8')) as MusterScenario;
    const armies: Record<string, OrderOfBattle> = {};
    for (const side of scenario.sides) if (!side.forces.orderOfBattle) throw new Error(`side ${side.id} of the benchmark scenario has no embedded army`);
    keepChromiumWarm(60_000);
    try {
      const side = scenario.sides[0]!.id;
      let pages = 0;
      const deployment = await median(5, async () => {
        const maker = SHEET_MAKERS.deployment;
        const map = scenarioRenderInput(scenario, armies);
        const sheet = maker.make({ scale: sheetScaleOf(scenario), sides: [], title: scenario.title, scenario, armies, ...(map ? { map } : {}), side }, { ...DEFAULT_PRINT_SETTINGS, orientation: maker.orientation });
        pages = (await printSheetToPdf(sheet)).pages;
      });
      if (pages < 1) throw new Error('the deployment sheet printed no page');
      const source = { scenario, armies: {} };
      let summary = '';
      const pkg = await median(3, async () => {
        summary = (await EXPORTERS.package(source, {})).summary;
      });
      if (!summary.includes('PDF')) throw new Error(`the package holds no PDF: ${summary}`);
      const vmod = await median(3, async () => {
        summary = (await EXPORTERS.vmod(source, {})).summary;
      });
      if (!summary.includes('image')) throw new Error(`the module holds no picture: ${summary}`);
      return [
        { name: 'print.deployment.ms', value: deployment, unit: 'ms' },
        { name: 'export.package.ms', value: pkg, unit: 'ms' },
        { name: 'export.vmod.ms', value: vmod, unit: 'ms' },
      ];
    } finally {
      keepChromiumWarm(0);
    }
  },
};
