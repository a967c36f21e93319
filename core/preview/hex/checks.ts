/**
 * A hex scenario's whole-scenario checks: exactly what the hex Rules preview lists when nothing is
 * picked (its command mode's problems: GBACW's command and set-up checks), for `muster check` to print
 * in the same shape as a tabletop scenario's. A ruleset whose preview has no such list (Blue & Grey) has
 * no checks here either, and says so.
 */
import type { MusterScenario } from '../../model/scenario.generated';
import { parsePlacementKey } from '../../model/keys';
import { hexRulesPreviewOf } from './index';

export interface HexScenarioProblem {
  rule: string;
  severity: 'error' | 'warning' | 'note';
  message: string;
  /** The counter's id in its side's counters, when a counter is concerned. */
  unit: string | null;
  /** The hex it stands in, when it is on the map. */
  feature: string | null;
}

/** The problems the hex preview lists for `doc`, or undefined when its ruleset's preview checks nothing scenario-wide. */
export function hexScenarioChecks(doc: MusterScenario): HexScenarioProblem[] | undefined {
  const row = hexRulesPreviewOf(doc);
  if (!row?.command) return undefined;
  return row.command(doc, undefined).problems.map((p) => ({
    rule: p.rule,
    severity: p.severity,
    message: p.message,
    unit: (p.counterKey === undefined ? undefined : parsePlacementKey(p.counterKey)?.unit) ?? null,
    feature: p.hex ?? null,
  }));
}
