/**
 * The precompiled validators as the Node build of `muster` loads them: in place of
 * core/formats/validators.generated.js (scripts/build-node.mjs swaps this module in), the same code run
 * as a script with V8's code cache beside it (../codeCache.ts). Without it every `muster validate` parsed
 * the megabyte of validators (55 ms) and then compiled the functions it called as it first called them
 * (another 40 ms), before checking a small scenario in 10 (issue 40: cli.validateSmall).
 *
 * The build writes `validators.js` (the generated module as a script) and makes its cache by checking
 * the shipped documents, so the functions they need are in it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StandaloneValidator } from '../../../core/formats/validators.generated';
import { compileCodeCached } from '../codeCache';

/** The script the build writes from validators.generated.js: a function of the exports' object. */
export const VALIDATORS_SCRIPT = 'validators.js';

type Validators = Record<'scenario' | 'army' | 'map' | 'campaign', StandaloneValidator>;

/** The build's folder: this code sits in it (the workers) or in its cli/ folder (the commands of `muster`). */
function buildFolder(): string {
  const here = typeof __filename === 'string' ? dirname(__filename) : dirname(fileURLToPath(import.meta.url));
  const found = [here, join(here, '..')].find((dir) => existsSync(join(dir, VALIDATORS_SCRIPT)));
  if (!found) throw new Error(`${VALIDATORS_SCRIPT} is missing beside ${here}: run npm run build:node`);
  return found;
}

function load(): Validators {
  const file = join(buildFolder(), VALIDATORS_SCRIPT);
  const script = compileCodeCached(file, readFileSync(file, 'utf8'));
  return (script.runInThisContext() as (exports: object) => Validators)({});
}

const validators = load();
export const scenario = validators.scenario;
export const army = validators.army;
export const map = validators.map;
export const campaign = validators.campaign;
