import { resolve } from 'node:path';
import { hexScenarioChecks } from '../../core/preview/hex/checks';
import { scenarioChecks } from '../../core/preview/adf/index';
import type { MusterScenario } from '../../core/model/scenario.generated';
import { RULESET_LABELS } from '../../core/vocabulary/index';
import { readDocumentFile } from '../../electron/services/files/index';
import { hasFlag, parseFlags } from '../args';
import { CliUsageError, type CliCommand } from '../command';
import { readScenarioTable } from '../scenarioTable';

export const CHECK_USAGE = `Usage: muster check FILE [--json]

Checks a scenario as its units stand on the map: units off the board, on top of one another, in
impassable ground or outside their side's set-up area; leaders too far from their men; batteries that see
no enemy; entries at entrances the board does not have, or along an edge between points that are not
on it; sides over or under their points budget.
A hex scenario gets the checks the app's hex Rules preview lists (GBACW: command and set-up); the
unit is the counter's id and the feature its hex.

  --json   print {"problems":[{"rule","severity","message","unit","feature"}]}

Exit status: 0 no errors (warnings may remain), 1 errors found or the file has problems, 2 usage or read error.`;

/** \`muster check FILE [--json]\`. */
export const checkCommand: CliCommand = {
  name: 'check',
  usage: CHECK_USAGE,
  async run(argv, io) {
    const args = parseFlags(argv, { json: { boolean: true } });
    if (args.positionals.length !== 1) throw new CliUsageError(args.positionals.length === 0 ? 'needs a scenario FILE' : 'takes one FILE');
    const name = args.positionals[0]!;
    const hex = await hexScenario(name, io.cwd);
    let problems: ReadonlyArray<{ rule: string; severity: string; message: string; unit: string | null; feature: string | null }>;
    if (hex) {
      const found = hexScenarioChecks(hex);
      if (!found) {
        if (hasFlag(args, 'json')) io.out(JSON.stringify({ problems: [] }));
        else io.out(`${name}: no problems: the ${RULESET_LABELS[hex.ruleset]} rules preview has no whole-scenario checks yet.`);
        return 0;
      }
      problems = found;
    } else {
      const read = await readScenarioTable(name, io);
      if (!read.ok) return read.exit;
      problems = scenarioChecks(read.table, read.scenario);
    }
    const errors = problems.filter((p) => p.severity === 'error').length;
    if (hasFlag(args, 'json')) {
      io.out(JSON.stringify({ problems }));
    } else if (problems.length === 0) {
      io.out(`${name}: no problems.`);
    } else {
      io.out(problems.map((p) => `${name}: ${p.severity}: ${p.message} [${p.rule}]`).join('\n'));
    }
    return errors > 0 ? 1 : 0;
  },
};

/** The scenario in `name` when it is played on a hex map; anything else (and any refusal) is read as the tabletop preview reads it. */
async function hexScenario(name: string, cwd: string): Promise<MusterScenario | undefined> {
  const result = await readDocumentFile(resolve(cwd, name), { displayName: name });
  if (!result.ok || result.kind !== 'scenario') return undefined;
  const scenario = result.document as unknown as MusterScenario;
  return scenario.map.kind === 'hex' ? scenario : undefined;
}
