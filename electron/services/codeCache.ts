/**
 * Built JavaScript run with V8's code cache kept beside it (`<file>.v8cache`): the `muster` command's
 * subcommands (scripts/build-node.mjs loads each through `requireCodeCached`) and the precompiled
 * validators (validation/codeCachedValidators.ts). Node 20 keeps no compiled code between runs (Node 22's
 * `module.enableCompileCache` does), so every `muster validate` parsed its 200 KB command and the megabyte
 * of validators, then compiled each function as it was first called: 8 ms of the command's 47 and most
 * of the validators' 10 (issue 40: cli.validateSmall). With the cache, V8 reads the bytecode instead.
 *
 * The cache is written when a run ends, so it holds every function that run compiled; the build makes the
 * first one by checking the shipped documents. It is written only when there was none or V8 refused it
 * (another Node, other flags), and a folder that cannot be written keeps none. V8 checks a cache against
 * the length of the source, not its text, so each cache starts with the size and time of the file it was
 * made from: a rebuilt file of the same length is compiled afresh, never run from the old bytecode.
 */
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';

export const CODE_CACHE_EXTENSION = '.v8cache';

/** The file's size and modification time, the first bytes of its cache. */
function stamp(file: string): Buffer {
  const stats = statSync(file);
  const bytes = Buffer.alloc(16);
  bytes.writeDoubleLE(stats.size, 0);
  bytes.writeDoubleLE(stats.mtimeMs, 8);
  return bytes;
}

function readCache(cacheFile: string, expected: Buffer): Buffer | undefined {
  try {
    const bytes = readFileSync(cacheFile);
    return bytes.length > expected.length && bytes.subarray(0, expected.length).equals(expected) ? bytes.subarray(expected.length) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `source` (the text of `file`, or that text wrapped) compiled from the cache beside `file` when it was
 * made from this file; otherwise compiled, and a cache written when the process ends.
 */
export function compileCodeCached(file: string, source: string): vm.Script {
  const cacheFile = `${file}${CODE_CACHE_EXTENSION}`;
  const made = stamp(file);
  const cachedData = readCache(cacheFile, made);
  const script = new vm.Script(source, { filename: file, ...(cachedData ? { cachedData } : {}) });
  if (!cachedData || script.cachedDataRejected) {
    process.once('exit', () => {
      try {
        const temporary = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(temporary, Buffer.concat([made, script.createCachedData()]));
        renameSync(temporary, cacheFile);
      } catch {
        // The next run compiles again, as without a cache.
      }
    });
  }
  return script;
}

/**
 * A built CommonJS file's exports, as `require(file)` gives them, compiled through the code cache. Its own
 * `require` is Node's for that file, so the modules it shares with others (cli/command.cjs) are the same
 * instance. It must not `import()`: Node 20 runs no `import()` of a script it did not load itself without
 * an experimental flag or warning, so the build makes those `require`s. A stack printed for a bug report (MUSTER_DEBUG=1) needs the file's source map, which Node
 * reads only for the files it loads itself: then the file is required as usual.
 */
export function requireCodeCached(file: string): unknown {
  const require = createRequire(file);
  if (process.env.MUSTER_DEBUG === '1') return require(file);
  const wrapper = compileCodeCached(file, `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`);
  const module = { exports: {} as unknown };
  (wrapper.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, require, module, file, dirname(file));
  return module.exports;
}
