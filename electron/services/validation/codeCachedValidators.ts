/**
 * The precompiled validators as the Node build of `muster` loads them: in place of
 * core/formats/validators.generated.js (scripts/build-node.mjs swaps this module in), the same code run
 * as a script with V8's code cache beside it. Node 20 keeps no compiled code between runs, so every
 * `muster validate` parsed the megabyte of validators (55 ms) and then compiled the functions it called
 * as it first called them (another 40 ms), before checking a small scenario in 10. With the cache, V8
 * reads the bytecode instead (issue 40: cli.validateSmall).
 *
 * The build writes `validators.js` and its cache (`validators.v8cache`, made after checking the shipped
 * documents, so the functions they need are in it). A cache this Node cannot use (another version, other
 * flags) is rejected by V8 and the code compiled as before; one is then written at exit for the next run.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { StandaloneValidator } from '../../../core/formats/validators.generated';

/** The script the build writes from validators.generated.js: a function of the exports' object. */
export const VALIDATORS_SCRIPT = 'validators.js';
export const VALIDATORS_CACHE = 'validators.v8cache';

type Validators = Record<'scenario' | 'army' | 'map' | 'campaign', StandaloneValidator>;

/** The build's folder: this code sits in it (the worker) or in its chunks/ folder (muster.mjs's commands). */
function buildFolder(): string {
  const here = typeof __filename === 'string' ? dirname(__filename) : dirname(fileURLToPath(import.meta.url));
  const found = [here, join(here, '..')].find((dir) => existsSync(join(dir, VALIDATORS_SCRIPT)));
  if (!found) throw new Error(`${VALIDATORS_SCRIPT} is missing beside ${here}: run npm run build:node`);
  return found;
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function load(): Validators {
  const folder = buildFolder();
  const file = join(folder, VALIDATORS_SCRIPT);
  const cacheFile = join(folder, VALIDATORS_CACHE);
  const cachedData = readCache(cacheFile);
  const script = new vm.Script(readFileSync(file, 'utf8'), { filename: file, ...(cachedData ? { cachedData } : {}) });
  const validators = (script.runInThisContext() as (exports: object) => Validators)({});
  if (!cachedData || script.cachedDataRejected) {
    // At exit the cache holds the functions this run compiled too. A folder that cannot be written keeps no cache.
    process.once('exit', () => {
      try {
        const temporary = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(temporary, script.createCachedData());
        renameSync(temporary, cacheFile);
      } catch {
        // The next run compiles again, as without a cache.
      }
    });
  }
  return validators;
}

const validators = load();
export const scenario = validators.scenario;
export const army = validators.army;
export const map = validators.map;
export const campaign = validators.campaign;
