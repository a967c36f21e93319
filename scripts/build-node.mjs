#!/usr/bin/env node
/**
 * Builds the Node side that runs outside Electron — the `muster` command, the web-mode server and the
 * worker thread they check documents in — from TypeScript to JavaScript in `out/node/`, so `muster` starts
 * like a command instead of compiling the tree through tsx at every start (issue 30: 1.6 s for
 * `muster --version`).
 *
 * `out/node/inputs.json` lists every source file the bundles were made from; `bin/muster.js` rebuilds
 * (about a third of a second) when one of them is newer than the build, so the command is always the
 * code in the tree, as it was with tsx.
 *
 * Exported as `buildNode()` for bin/muster.js; run as a script by `npm run build:node`.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the build goes: out/node, or MUSTER_NODE_OUT (the tests build into a folder of their own). */
export const NODE_OUT = process.env.MUSTER_NODE_OUT ?? join(root, 'out', 'node');
export const INPUTS_FILE = join(NODE_OUT, 'inputs.json');

const EXTERNAL = ['better-sqlite3', 'playwright-core', 'electron', 'tsx', 'esbuild'];

/** The entry points and the file each becomes in out/node. */
const ENTRIES = [
  { in: 'cli/main.ts', out: 'muster', format: 'esm' },
  { in: 'electron/web.ts', out: 'web', format: 'esm' },
  // offThread.ts looks for `validation-worker.cjs` beside the code that starts it (here, muster.mjs and web.mjs).
  { in: 'electron/services/validation/worker.ts', out: 'validation-worker', format: 'cjs' },
];

export async function buildNode({ quiet = false } = {}) {
  const { build } = await import('esbuild');
  mkdirSync(NODE_OUT, { recursive: true });
  const inputs = new Set();
  const startedAt = Date.now();
  for (const entry of ENTRIES) {
    const result = await build({
      entryPoints: [join(root, entry.in)],
      outfile: join(NODE_OUT, `${entry.out}.${entry.format === 'esm' ? 'mjs' : 'cjs'}`),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: entry.format,
      // Native or self-locating packages stay outside; the rest (ajv, pdf-lib, fflate, rbush) is bundled,
      // since Node's ESM loader will not find their extensionless deep imports (`ajv/dist/2020`).
      external: EXTERNAL,
      // Bundled CommonJS packages `require` Node's own modules, which an ES module has no `require` for.
      banner: entry.format === 'esm' ? { js: "import { createRequire as __musterRequire } from 'node:module'; const require = __musterRequire(import.meta.url);" } : undefined,
      sourcemap: 'linked',
      metafile: true,
      write: false,
      logLevel: quiet ? 'error' : 'warning',
    });
    // Each file by rename, so a `muster` started meanwhile (tests run many at once) reads a whole file.
    for (const file of result.outputFiles) {
      const temporary = `${file.path}.${process.pid}.tmp`;
      writeFileSync(temporary, file.contents);
      renameSync(temporary, file.path);
    }
    for (const file of Object.keys(result.metafile.inputs)) if (!file.includes('node_modules')) inputs.add(relative(root, join(root, file)));
  }
  // Written last and by rename: a build cut short leaves no list, and the next start builds again.
  const temporary = `${INPUTS_FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ builtAt: startedAt, inputs: [...inputs].sort() }, null, 1)}\n`);
  renameSync(temporary, INPUTS_FILE);
  if (!quiet) process.stdout.write(`Built the muster command, the web server and the validation worker into ${relative(root, NODE_OUT)}/ (${inputs.size} source files).\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildNode().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
