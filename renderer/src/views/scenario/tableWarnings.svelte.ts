/**
 * What the scenario's checks find on the table, for the editor's status line: the same checks as the
 * Map's Problems list and `muster check` (core/preview: `scenarioChecks` over the table the scenario's map
 * and armies make; a hex scenario's `hexScenarioChecks`), worked out from the document as it last settled.
 * The armies a side keeps in a file beside the scenario or in the library are read as the map reads them.
 */
import { untrack } from 'svelte';
import { scenarioRenderInput } from '../../../../core/map';
import type { OrderOfBattle } from '../../../../core/oob';
import { previewTable, scenarioChecks } from '../../../../core/preview/adf';
import { hexScenarioChecks } from '../../../../core/preview/hex/checks';
import type { MusterScenario } from '../../../../core/scenario';
import { armiesBeside } from '../map/exportMap';

export interface TableWarnings {
  errors: number;
  warnings: number;
}

export class ScenarioTableChecks {
  #armies = $state.raw<Record<string, OrderOfBattle>>({});

  constructor(
    private readonly doc: () => MusterScenario | undefined,
    path: () => string | null,
  ) {
    // Read again when the sides change (the same objects while no edit touches them) or the file moves.
    $effect(() => {
      const sides = this.doc()?.sides;
      const where = path();
      if (!sides) return;
      untrack(() => void armiesBeside(where, sides).then((found) => (this.#armies = found)));
    });
  }

  /** Undefined while there is no scenario, or its ruleset has no whole-scenario checks. */
  readonly found: TableWarnings | undefined = $derived.by(() => {
    const doc = this.doc();
    if (!doc) return undefined;
    let severities: readonly string[];
    if (doc.map.kind === 'hex') {
      const problems = hexScenarioChecks(doc);
      if (!problems) return undefined;
      severities = problems.map((p) => p.severity);
    } else {
      const input = scenarioRenderInput(doc, this.#armies);
      if (!input) return undefined;
      const conditions = { season: doc.weather?.season ?? 'summer', weather: doc.weather?.fixed ?? 'dry' } as const;
      severities = scenarioChecks(previewTable({ ...input, conditions }), doc).map((p) => p.severity);
    }
    return { errors: severities.filter((s) => s === 'error').length, warnings: severities.filter((s) => s === 'warning').length };
  });
}
