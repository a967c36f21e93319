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
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the build goes: out/node, or MUSTER_NODE_OUT (the tests build into a folder of their own). */
export const NODE_OUT = process.env.MUSTER_NODE_OUT ?? join(root, 'out', 'node');
export const INPUTS_FILE = join(NODE_OUT, 'inputs.json');

const EXTERNAL = ['better-sqlite3', 'playwright-core', 'electron', 'tsx', 'esbuild'];

/**
 * The ES module entry points, built together so they share chunks: each command of `muster` is loaded
 * when it runs (cli/commands/index.ts), so a start parses only what that command needs.
 */
const ESM_ENTRIES = { muster: 'cli/main.ts', web: 'electron/web.ts' };
/** Worker threads: offThread.ts looks for `validation-worker.cjs` beside the code that starts it (here, muster.mjs and web.mjs). */
const WORKER_ENTRIES = [
  { out: 'validation-worker.cjs', in: 'electron/services/validation/worker.ts' },
  // balance/pool.ts looks for `balance-worker.cjs` the same way.
  { out: 'balance-worker.cjs', in: 'electron/services/balance/worker.ts' },
  // ground/elevationJobs.ts looks for `ground-worker.cjs` the same way.
  { out: 'ground-worker.cjs', in: 'electron/services/ground/elevationWorker.ts' },
  // jobs/jobs.ts looks for `job-worker.cjs` (print and export jobs, each in a worker with its limits).
  { out: 'job-worker.cjs', in: 'electron/services/jobs/worker.ts' },
];
/**
 * The precompiled validators are loaded with V8's code cache (electron/services/validation/codeCachedValidators.ts),
 * which the build puts in place of the generated module and whose script and cache it writes beside the bundles.
 */
const GENERATED_VALIDATORS = 'core/formats/validators.generated.js';
const CODE_CACHED_VALIDATORS = 'electron/services/validation/codeCachedValidators.ts';
const codeCachedValidators = {
  name: 'code-cached-validators',
  setup(b) {
    b.onResolve({ filter: /\/validators\.generated(\.js)?$/ }, (args) =>
      join(args.resolveDir, args.path).startsWith(join(root, 'core', 'formats')) ? { path: join(root, CODE_CACHED_VALIDATORS) } : undefined,
    );
  },
};

/** codeCachedValidators.ts reads `import.meta.url` only where there is no `__filename`: never in a CommonJS worker. */
const CJS_IMPORT_META = { 'empty-import-meta': 'silent' };

/**
 * validators.js (the generated module as a script: a function filling the exports' object) and its V8
 * cache, made after checking every shipped document so that the functions a check calls are compiled in it.
 */
function writeValidatorsScript() {
  const source = readFileSync(join(root, GENERATED_VALIDATORS), 'utf8');
  const body = source.replace(/\bexport const (\w+) = (validate\d+);/g, '__exports.$1 = $2;');
  if (/\bexport const /.test(body)) throw new Error(`${GENERATED_VALIDATORS} has an export the build does not turn into a script`);
  const script = `(function (__exports) {\n${body}\nreturn __exports;\n})`;
  const file = join(NODE_OUT, 'validators.js');
  const compiled = new vm.Script(script, { filename: file });
  const validators = compiled.runInThisContext()({});
  const scenarios = join(root, 'scenarios');
  for (const name of readdirSync(scenarios)) {
    const kind = /\.(scenario|army|map|campaign)\.json$/.exec(name)?.[1];
    if (kind) validators[kind](JSON.parse(readFileSync(join(scenarios, name), 'utf8')));
  }
  for (const [name, contents] of [['validators.js', script], ['validators.v8cache', compiled.createCachedData()]]) {
    const temporary = join(NODE_OUT, `${name}.${process.pid}.tmp`);
    writeFileSync(temporary, contents);
    renameSync(temporary, join(NODE_OUT, name));
  }
}

/** Chunks of earlier builds are left for a day, for a `muster` that started before this build and loads a command late. */
const OLD_CHUNK_MS = 24 * 60 * 60 * 1000;

export async function buildNode({ quiet = false } = {}) {
  const { build } = await import('esbuild');
  mkdirSync(NODE_OUT, { recursive: true });
  const inputs = new Set();
  const startedAt = Date.now();
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    // Native or self-locating packages stay outside; the rest (ajv, pdf-lib, fflate, rbush) is bundled,
    // since Node's ESM loader will not find their extensionless deep imports (`ajv/dist/2020`).
    external: EXTERNAL,
    sourcemap: 'linked',
    metafile: true,
    // The metafile names its inputs relative to this folder: the package's, whatever folder `muster` was
    // started from (from elsewhere, every input looked missing and every start built again).
    absWorkingDir: root,
    write: false,
    logLevel: quiet ? 'error' : 'warning',
    plugins: [codeCachedValidators],
  };
  const esm = await build({
    ...common,
    entryPoints: Object.fromEntries(Object.entries(ESM_ENTRIES).map(([name, file]) => [name, join(root, file)])),
    outdir: NODE_OUT,
    format: 'esm',
    splitting: true,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    // Bundled CommonJS packages `require` Node's own modules, which an ES module has no `require` for.
    banner: { js: "import { createRequire as __musterRequire } from 'node:module'; const require = __musterRequire(import.meta.url);" },
  });
  const workers = await Promise.all(WORKER_ENTRIES.map((w) => build({ ...common, entryPoints: [join(root, w.in)], outfile: join(NODE_OUT, w.out), format: 'cjs', logOverride: CJS_IMPORT_META })));
  // The validators' script first, as the chunks that load it.
  writeValidatorsScript();
  // Chunks first, entries last, each by rename: a `muster` started meanwhile (tests run many at once)
  // reads whole files, and finds every chunk its entry names.
  const files = [...esm.outputFiles, ...workers.flatMap((w) => w.outputFiles)].sort((a, b) => Number(!a.path.includes(`${sep}chunks${sep}`)) - Number(!b.path.includes(`${sep}chunks${sep}`)));
  for (const file of files) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  for (const result of [esm, ...workers]) for (const file of Object.keys(result.metafile.inputs)) if (!file.includes('node_modules')) inputs.add(relative(root, join(root, file)));
  inputs.add(GENERATED_VALIDATORS);
  const written = new Set(files.map((f) => f.path));
  const chunks = join(NODE_OUT, 'chunks');
  for (const name of existsSync(chunks) ? readdirSync(chunks) : []) {
    const path = join(chunks, name);
    if (!written.has(path) && startedAt - statSync(path).mtimeMs > OLD_CHUNK_MS) rmSync(path, { force: true });
  }
  // Written last and by rename: a build cut short leaves no list, and the next start builds again.
  const temporary = `${INPUTS_FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ builtAt: startedAt, inputs: [...inputs].sort() }, null, 1)}\n`);
  renameSync(temporary, INPUTS_FILE);
  if (!quiet) process.stdout.write(`Built the muster command, the web server and their workers into ${relative(root, NODE_OUT)}/ (${inputs.size} source files).\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildNode().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
