import { resolve } from 'node:path';
import { formatProblem } from '../../core/formats/load';
import { readDocumentFile } from '../../electron/services/files/readDocumentFile';
import { hasFlag, parseFlags } from '../args';
import { CliUsageError, type CliCommand } from '../command';
import { plural } from '../../core/model/plural';

/**
 * `muster validate FILE... [--json]`: checks each file against its schema (after upgrading older
 * formats). Exit 0 when all are valid, 1 when any is not, 2 on usage or read errors.
 */
export const validateCommand: CliCommand = {
  name: 'validate',
  usage: [
    'Usage: muster validate FILE... [--json]',
    '',
    'Checks each file against its JSON Schema; older formats are upgraded first.',
    'Prints each problem on its own line as FILE: POINTER: message.',
    '',
    '  --json   print {"valid":bool,"files":[{"file","kind","valid","migratedFrom","errors":[…]}]}',
    '',
    'Exit status: 0 all valid, 1 some file has problems, 2 usage or read error, 3 an internal error of Muster.',
  ].join('\n'),
  async run(argv, io) {
    const args = parseFlags(argv, { json: { boolean: true } });
    if (args.positionals.length === 0) throw new CliUsageError('name at least one FILE to validate');
    const json = hasFlag(args, 'json');
    const reports = [];
    let unreadable = false;
    let invalid = false;
    for (const name of args.positionals) {
      const result = await readDocumentFile(resolve(io.cwd, name), { displayName: name });
      if (result.ok) {
        reports.push({ file: name, kind: result.kind, valid: true, migratedFrom: result.migratedFrom ?? null, errors: [] });
        continue;
      }
      if ('unreadable' in result) unreadable = true;
      else invalid = true;
      reports.push({ file: name, kind: 'kind' in result ? (result.kind ?? null) : null, valid: false, migratedFrom: null, errors: result.errors });
      if (!json) for (const e of result.errors) io.out(formatProblem(e));
    }
    if (json) {
      io.out(JSON.stringify({ valid: !invalid && !unreadable, files: reports }, null, 2));
    } else {
      const bad = reports.filter((r) => !r.valid).length;
      io.err(`${plural(reports.length, 'file')} checked: ${reports.length - bad} valid, ${bad} with problems`);
    }
    return unreadable ? 2 : invalid ? 1 : 0;
  },
};
