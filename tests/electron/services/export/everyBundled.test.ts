/**
 * Every bundled scenario exports to every format (issue 31: Tan Yard Hill, whose sides are points budgets
 * the players build from, could not be packaged). The package is read back whole by the same reader an
 * import uses; the Tiled map is parsed back. VASSAL modules of every bundled scenario are made and opened
 * in vassal.test.ts. The sheets here are printed to one-page PDFs by pdf-lib instead of Chromium: what is
 * tested is the package around them (File ▸ Print's own tests print the sheets themselves).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { EXPORTERS } from '../../../../electron/services/export/index';
import { readPackage } from '../../../../electron/services/package/readPackage';
import type { SideArmy } from '../../../../electron/services/package/scenarioPackage';
import type { MusterScenario } from '../../../../core/model/scenario.generated';

const BUNDLED = [
  ...readdirSync('scenarios').filter((f) => f.endsWith('.scenario.json')).map((f) => join('scenarios', f)),
  ...['bluegrey', 'gbacw'].flatMap((d) => readdirSync(join('scenarios', d)).filter((f) => f.endsWith('.scenario.json')).map((f) => join('scenarios', d, f))),
];

/** The army files a scenario's sides name, read as `muster export` reads them. */
function armiesOf(file: string, scenario: MusterScenario): Record<string, SideArmy> {
  const armies: Record<string, SideArmy> = {};
  for (const side of scenario.sides) {
    if (side.forces.armyFile === undefined) continue;
    const document = JSON.parse(readFileSync(join(dirname(file), side.forces.armyFile), 'utf8')) as SideArmy['document'];
    armies[side.id] = { document, title: document.orderOfBattle.name };
  }
  return armies;
}

const printer = {
  async htmlToPdf(html: string) {
    const pdf = await PDFDocument.create();
    pdf.addPage([612, 792]).drawText(html.slice(0, 40).replace(/[^\x20-\x7e]/g, ' '), { x: 40, y: 740, size: 8 });
    return Buffer.from(await pdf.save());
  },
};

describe('every bundled scenario exports', { timeout: 120_000 }, () => {
  it('there are bundled scenarios, Tan Yard Hill among them', () => {
    expect(BUNDLED).toContain(join('scenarios', 'tan-yard-hill.scenario.json'));
  });

  it.each(BUNDLED)('%s as a package, read back whole', async (file) => {
    const scenario = JSON.parse(readFileSync(file, 'utf8')) as MusterScenario;
    const made = await EXPORTERS.package({ scenario, armies: armiesOf(file, scenario) }, { printer, now: new Date('2026-11-28T12:00:00Z') });
    const read = readPackage(made.bytes, 'x.muster.zip');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    const packed = read.documents.find((d) => d.kind === 'scenario')!.content as MusterScenario;
    expect(packed.sides.map((s) => s.name)).toEqual(scenario.sides.map((s) => s.name));
    expect(read.pdfs.length).toBeGreaterThan(0);
  });

  it.each(BUNDLED)('%s as a Tiled map', async (file) => {
    const scenario = JSON.parse(readFileSync(file, 'utf8')) as MusterScenario;
    const made = await EXPORTERS.tmj({ scenario, armies: armiesOf(file, scenario) }, { fileName: 'x.tmj' });
    const map = JSON.parse(Buffer.from(made.bytes).toString('utf8')) as { type: string; layers: unknown[] };
    expect(map.type).toBe('map');
    expect(map.layers.length).toBeGreaterThan(0);
  });
});

describe('a package of a side whose army is missing', () => {
  it('names the place in the scenario and the army it was not given', async () => {
    const file = join('scenarios', 'taint-no-militia.scenario.json');
    const scenario = JSON.parse(readFileSync(file, 'utf8')) as MusterScenario;
    const index = 1;
    scenario.sides[index]!.forces = { armyFile: 'confederate.army.json' };
    await expect(EXPORTERS.package({ scenario, armies: {} }, { printer })).rejects.toThrow(
      `/sides/${index}/forces/armyFile: side ${scenario.sides[index]!.name} uses the army ${JSON.stringify(scenario.sides[index]!.forces.armyFile)}, which Muster was not given`,
    );
  });
});
