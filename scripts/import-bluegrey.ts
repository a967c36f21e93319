/**
 * Regenerates the bundled Blue & Grey scenarios (`scenarios/bluegrey/`) from the rule book's text with
 * `muster import bluegrey`: `npm run import:bluegrey`. The book is read from `MUSTER_SEEDS_DIR`, else
 * `../shared/seeds` beside the repository. Scenario files the import no longer makes are removed, so the
 * folder holds exactly what the book's charts give.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../cli/main';
import { BLUEGREY_BOOK } from '../core/rules/trace';
import { REPO_ROOT, seedPath } from '../tests/support/seeds';

const out = join(REPO_ROOT, 'scenarios', 'bluegrey');
let report = '';
const code = await runCli(['import', 'bluegrey', seedPath(BLUEGREY_BOOK), '--out', out, '--json'], {
  out: (t) => (report += t),
  err: (t) => process.stderr.write(`${t}\n`),
  cwd: REPO_ROOT,
});
if (code !== 0) process.exit(code);
const battles = (JSON.parse(report) as { battles: Array<{ title: string; file: string | null; problems: string[] }> }).battles;
const made = new Set(battles.flatMap((b) => (b.file ? [b.file.split(/[\\/]/).pop()!] : [])));
for (const name of readdirSync(out)) {
  if (name.endsWith('.scenario.json') && !made.has(name)) rmSync(join(out, name));
}
for (const b of battles) process.stdout.write(`${b.file ? `wrote ${b.file.split(/[\\/]/).pop()}` : 'not imported'}: ${b.title} (${b.problems.length} problems)\n`);
