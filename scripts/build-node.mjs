#!/usr/bin/env node
/**
 * Builds the Node side that runs outside Electron — the `muster` command, the web-mode server and the
 * worker thread they check documents in — from TypeScript to JavaScript in `out/node/`, so `muster` starts
 * like a command instead of compiling the tree through tsx at every start (issue 30: 1.6 s for
 * `muster --version`).
 *
 * `out/node/inputs.json` lists every source file the bundles were made from; `bin/muster.js` rebuilds
 * (a few seconds) when one of them is newer than the build, so the command is always the code in the
 * tree, as it was with tsx.
 *
 * Exported as `buildNode()` for bin/muster.js; run as a script by `npm run build:node`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the build goes: out/node, or MUSTER_NODE_OUT (the tests build into a folder of their own). */
export const NODE_OUT = process.env.MUSTER_NODE_OUT ?? join(root, 'out', 'node');
export const INPUTS_FILE = join(NODE_OUT, 'inputs.json');

const EXTERNAL = ['better-sqlite3', 'playwright-core', 'electron', 'tsx', 'esbuild'];

/** The web-mode server: an ES module, its code split in chunks loaded as the pages ask. */
const ESM_ENTRIES = { web: 'electron/web.ts' };
/**
 * The `muster` command: CommonJS, each subcommand one file of its own in `cli/` (the entry loads the
 * one asked, cli/commands/index.ts). Node 20 starts an ES module graph in about 10 ms more than a
 * CommonJS file (its loader, a facade per built-in module, a resolve and link per chunk), and `muster
 * validate` loaded 13 shared chunks: issue 40's cli.validateSmall. The entry and every command share
 * one copy of cli/command.ts (`command.cjs`), so a command's `CliUsageError` is the entry's.
 */
const CLI_ENTRY = 'cli/main.ts';
const CLI_SHARED = 'cli/command.ts';
const CLI_FOLDER = 'cli';
const CODE_CACHE = 'electron/services/codeCache.ts';
/** Worker threads: each service looks for its worker's file beside its own code or one folder up (the `cli/` commands). */
const WORKER_ENTRIES = [
  // validation/offThread.ts looks for `validation-worker.cjs`.
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

/**
 * CommonJS has no `import.meta`: the services that find their files from `import.meta.url` (workers,
 * the package's folder) get the file's own URL from `__filename`.
 */
const CJS = {
  format: 'cjs',
  define: { 'import.meta.url': '__muster_import_meta_url' },
  banner: { js: "const __muster_import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
};

/**
 * The entry's `import('./validate')` (cli/commands/index.ts) loads `validate.cjs`, the command built on its
 * own, through V8's code cache (electron/services/codeCache.ts); the names met are gathered in `commands`
 * for that build.
 */
function commandFiles(commands) {
  const index = join(root, CLI_FOLDER, 'commands', 'index.ts');
  return {
    name: 'command-files',
    setup(b) {
      b.onResolve({ filter: /^\.\/[a-zA-Z]+$/ }, (args) => {
        if (args.kind !== 'dynamic-import' || args.importer !== index) return undefined;
        commands.add(args.path.slice(2));
        return { path: args.path.slice(2), namespace: 'muster-command' };
      });
      b.onLoad({ filter: /.*/, namespace: 'muster-command' }, (args) => ({
        contents: `import { requireCodeCached } from ${JSON.stringify(join(root, CODE_CACHE))};\nmodule.exports = requireCodeCached(require('node:path').join(__dirname, ${JSON.stringify(`${args.path}.cjs`)}));\n`,
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}

/** What electron/services/codeCache.ts names a cache: beside its file, with this after the file's name. */
const CODE_CACHE_EXTENSION = '.v8cache';

/** Every import of cli/command.ts, from the entry or a command, is the one `command.cjs` beside them. */
const sharedCommandModule = {
  name: 'shared-command-module',
  setup(b) {
    b.onResolve({ filter: /\/command$/ }, (args) =>
      join(args.resolveDir, args.path) === join(root, CLI_SHARED.replace(/\.ts$/, '')) ? { path: './command.cjs', external: true } : undefined,
    );
  },
};

/** validators.js: the generated module as a script, a function filling the exports' object. */
function writeValidatorsScript() {
  const source = readFileSync(join(root, GENERATED_VALIDATORS), 'utf8');
  const body = source.replace(/\bexport const (\w+) = (validate\d+);/g, '__exports.$1 = $2;');
  if (/\bexport const /.test(body)) throw new Error(`${GENERATED_VALIDATORS} has an export the build does not turn into a script`);
  const temporary = join(NODE_OUT, `validators.js.${process.pid}.tmp`);
  // In ASCII (a schema's "·" or "…" written \u00b7): V8 then keeps the megabyte in one byte a character, and Node reads it twice as fast.
  const ascii = body.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  writeFileSync(temporary, `(function (__exports) {\n${ascii}\nreturn __exports;\n})`);
  renameSync(temporary, join(NODE_OUT, 'validators.js'));
}

/**
 * The code caches (electron/services/codeCache.ts) of the validators and of `muster validate`, made by
 * checking every shipped document with the command just built: a run writes the cache of what it
 * compiled when it ends, and these documents call every kind's validators. The caches of the build
 * before go first (each knows the file it was made from, so an old one is never used, only kept).
 */
function makeCodeCaches(cliOut) {
  for (const dir of [NODE_OUT, cliOut]) for (const name of readdirSync(dir)) if (name.endsWith(CODE_CACHE_EXTENSION)) rmSync(join(dir, name), { force: true });
  const scenarios = join(root, 'scenarios');
  const documents = readdirSync(scenarios).filter((name) => /\.(scenario|army|map|campaign)\.json$/.test(name)).map((name) => join(scenarios, name));
  const { MUSTER_DEBUG, ...env } = process.env;
  const run = spawnSync(process.execPath, [join(cliOut, 'muster.cjs'), 'validate', ...documents], { env: { ...env, MUSTER_CLI_ENTRY: '1' }, encoding: 'utf8' });
  // 1: a shipped document has problems (the tests say which); the caches are made all the same.
  if (run.status !== 0 && run.status !== 1) throw new Error(`the muster command just built could not check the shipped documents (exit ${run.status ?? run.signal}): ${run.stderr || run.error?.message}`);
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
    // The maps name the tree's lines for a stack (MUSTER_DEBUG=1); the sources are in the tree. Each
    // command is a bundle of its own, and the sources in every map doubled what a build writes.
    sourcesContent: false,
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
  const cliOut = join(NODE_OUT, CLI_FOLDER);
  // The commands run through the code cache (requireCodeCached), where Node 20 has no `import()`: a
  // package loaded late (playwright-core, to print) is a `require`, which the packages kept outside allow.
  const cli = { ...common, ...CJS, outdir: cliOut, outExtension: { '.js': '.cjs' }, supported: { 'dynamic-import': false } };
  const commands = new Set();
  const cliEntry = await build({
    ...cli,
    entryPoints: { muster: join(root, CLI_ENTRY), command: join(root, CLI_SHARED) },
    plugins: [...common.plugins, commandFiles(commands), sharedCommandModule],
  });
  const [cliCommands, ...workers] = await Promise.all([
    build({
      ...cli,
      entryPoints: Object.fromEntries([...commands].map((name) => [name, join(root, CLI_FOLDER, 'commands', `${name}.ts`)])),
      plugins: [...common.plugins, sharedCommandModule],
    }),
    ...WORKER_ENTRIES.map((w) => build({ ...common, ...CJS, entryPoints: [join(root, w.in)], outfile: join(NODE_OUT, w.out) })),
  ]);
  // The validators' script first, as the chunks that load it.
  writeValidatorsScript();
  // Chunks first, entries last, each by rename: a `muster` started meanwhile (tests run many at once)
  // reads whole files, and finds every chunk and command its entry names.
  const builds = [esm, cliEntry, cliCommands, ...workers];
  const entries = new Set([join(NODE_OUT, 'web.mjs'), join(cliOut, 'muster.cjs')]);
  const rank = (path) => (path.includes(`${sep}chunks${sep}`) ? 0 : entries.has(path) ? 2 : 1);
  const files = builds.flatMap((b) => b.outputFiles).sort((a, b) => rank(a.path) - rank(b.path));
  for (const file of files) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  for (const result of builds) for (const file of Object.keys(result.metafile.inputs)) if (!file.includes('node_modules') && !file.startsWith('muster-command:')) inputs.add(relative(root, join(root, file)));
  inputs.add(GENERATED_VALIDATORS);
  const written = new Set(files.map((f) => f.path));
  const chunks = join(NODE_OUT, 'chunks');
  for (const name of existsSync(chunks) ? readdirSync(chunks) : []) {
    const path = join(chunks, name);
    if (!written.has(path) && startedAt - statSync(path).mtimeMs > OLD_CHUNK_MS) rmSync(path, { force: true });
  }
  makeCodeCaches(cliOut);
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
