/**
 * Writes the game's bounds (core/model/limits.ts, `LIMIT_SITES`) into the schemas at the places listed,
 * so a bound is written once, in core, and the schemas the files are checked against say the same.
 * Only the number at each place is replaced; the rest of the schema's text is left as it is written.
 * `npm run gen` runs this first; tests/core/formats/limits.test.ts checks the committed schemas are current.
 *
 * Usage: tsx scripts/gen-limits.ts [--check]   (--check: exit 1 if a schema is stale)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMIT_SITES } from '../core/model/limits';
import { positionOfPointer } from '../core/formats/parse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const schemaFile = (schema: string): string => join(root, 'schemas', `${schema}.schema.json`);

/** Each schema's text with the limits written in, by file. */
export function generateLimits(): Map<string, string> {
  const out = new Map<string, string>();
  for (const schema of new Set(LIMIT_SITES.map((s) => s.schema))) {
    let text = readFileSync(schemaFile(schema), 'utf8');
    // From the last place to the first, so each offset still holds after the edits behind it.
    const sites = LIMIT_SITES.filter((s) => s.schema === schema)
      .map((s) => {
        const at = positionOfPointer(text, s.pointer);
        if (!at) throw new Error(`schemas/${schema}.schema.json has no ${s.pointer}; add it once by hand, then npm run gen keeps it`);
        return { ...s, offset: at.offset };
      })
      .sort((a, b) => b.offset - a.offset);
    for (const site of sites) {
      const number = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(site.offset));
      if (!number) throw new Error(`schemas/${schema}.schema.json ${site.pointer} is not a number`);
      text = text.slice(0, site.offset) + String(site.value) + text.slice(site.offset + number[0].length);
    }
    out.set(schemaFile(schema), text);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [file, text] of generateLimits()) {
    if (readFileSync(file, 'utf8') === text) continue;
    stale = true;
    if (!check) writeFileSync(file, text);
  }
  if (check && stale) {
    console.error('A schema does not hold the limits of core/model/limits.ts: run npm run gen');
    process.exit(1);
  }
}
