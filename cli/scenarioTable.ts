/**
 * A scenario file read onto the table for the rules-preview commands (`muster los`, `muster check`):
 * the file checked as `validate` checks it, the sides' army files beside it read in, and the map laid
 * out with the scenario's scale, season and weather. Refusals are told here once, with their exit code.
 */
import { resolve } from 'node:path';
import { aDocument, formatProblem } from '../core/formats/index';
import { scenarioRenderInput } from '../core/map/index';
import { previewTable, type PreviewTable } from '../core/preview/adf/index';
import type { MusterScenario } from '../core/model/scenario.generated';
import { readDocumentFile } from '../electron/services/files/index';
import type { CliIo } from './command';
import { armiesOf } from './commands/render';

export type ScenarioTable = { ok: true; scenario: MusterScenario; table: PreviewTable } | { ok: false; exit: number };

export async function readScenarioTable(name: string, io: CliIo): Promise<ScenarioTable> {
  const file = resolve(io.cwd, name);
  const result = await readDocumentFile(file, { displayName: name });
  if (!result.ok) {
    for (const e of result.errors) io.err(formatProblem(e));
    return { ok: false, exit: 'unreadable' in result ? 2 : 1 };
  }
  if (result.kind !== 'scenario') {
    io.err(`${name}: /: this is ${aDocument(result.kind)} file; the rules preview reads scenarios, whose units stand on the map`);
    return { ok: false, exit: 1 };
  }
  const scenario = result.document as unknown as MusterScenario;
  const armies = await armiesOf(scenario, file, io);
  if (!armies) return { ok: false, exit: 1 };
  const input = scenarioRenderInput(scenario, armies);
  if (!input) {
    io.err(`${name}: /map: this scenario is played on a hex map; the rules preview reads tabletop maps`);
    return { ok: false, exit: 1 };
  }
  const conditions = { season: scenario.weather?.season ?? 'summer', weather: scenario.weather?.fixed ?? 'dry' } as const;
  return { ok: true, scenario, table: previewTable({ ...input, conditions }) };
}
