/**
 * Which reference charts are printed, decided once for the print dialog, `muster print`, the
 * scenario package and the VASSAL module: a Blue & Grey or GBACW scenario its own game's charts (GBACW's
 * with the tables the scenario holds); an ADF scenario, an army, or nothing open at all, Across a Deadly Field's
 * charts at the figure scale.
 */
import type { FigureScale } from '../../model/words';
import type { MusterScenario } from '../../model/scenario.generated';
import { RULESET_LABELS } from '../../scenario/labels';
import type { PrintSettings, PrintSheet } from '../sheet';
import { bluegreyChartsSheet } from './bluegreyCharts';
import { chartsSheet } from './charts';
import { gbacwChartsSheet } from './gbacwCharts';

type ChartsScenario = Pick<MusterScenario, 'ruleset' | 'scale' | 'title' | 'gameTables' | 'map'>;

export interface ReferenceCharts {
  ruleset: MusterScenario['ruleset'];
  /** What the charts are called on a package's PDF, in a module's charts panel and in the print dialog. */
  title: string;
  /** A file name's stem for them: `reference-15mm`, `reference-bluegrey`. */
  stem: string;
}

/** The figure scale a scenario's sheets are printed at: its own, or 15mm for a hex game, whose sheets use none. */
export function sheetScaleOf(scenario: Pick<MusterScenario, 'scale'>): FigureScale {
  return scenario.scale === 'counters' ? '15mm' : scenario.scale;
}

/** The charts a scenario prints (its ruleset's), or with none the ADF charts of `scale`. */
export function chartsOf(scenario: Pick<MusterScenario, 'ruleset'> | undefined, scale: FigureScale): ReferenceCharts {
  const ruleset = scenario?.ruleset ?? 'adf';
  return ruleset === 'adf' ? { ruleset, title: `Reference charts, ${scale}`, stem: `reference-${scale}` } : { ruleset, title: `Reference charts, ${RULESET_LABELS[ruleset]}`, stem: `reference-${ruleset}` };
}

/** The reference charts sheet `chartsOf` names. */
export function referenceChartsSheet(input: { scale: FigureScale; scenario?: ChartsScenario }, settings: PrintSettings): PrintSheet {
  const { scenario } = input;
  switch (chartsOf(scenario, input.scale).ruleset) {
    case 'bluegrey':
      return bluegreyChartsSheet(settings, scenario!.title);
    case 'gbacw':
      return gbacwChartsSheet(settings, scenario);
    case 'adf':
      return chartsSheet(input.scale, settings);
  }
}
