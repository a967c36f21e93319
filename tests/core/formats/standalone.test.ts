import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDocument, runtimeValidators } from '../../../core/formats/index';
import { standaloneValidators } from '../../../core/formats/standalone';
import { generateValidators, VALIDATORS_DTS, VALIDATORS_FILE } from '../../../scripts/gen-validators';

const SCENARIOS = join(__dirname, '../../../scenarios');

describe('precompiled validators (the app, the renderer and the CLI check with them)', () => {
  const committed = readFileSync(VALIDATORS_FILE, 'utf8');

  it('contain no require( (an ESM bundle under a strict CSP cannot load one)', () => {
    expect(committed).not.toMatch(/\brequire\(/);
    expect(committed).not.toMatch(/new Function|eval\(/);
  });

  it('are current: regenerating from the schemas gives the committed file (run npm run gen if not)', () => {
    const { js, dts } = generateValidators();
    expect(committed === js, 'core/formats/validators.generated.js is stale: run npm run gen').toBe(true);
    expect(readFileSync(VALIDATORS_DTS, 'utf8')).toBe(dts);
  });

  it('accept every bundled document and report the same problems as the run-time validators', () => {
    for (const file of readdirSync(SCENARIOS).filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(join(SCENARIOS, file), 'utf8');
      const a = loadDocument(file, text, { validators: runtimeValidators() });
      const b = loadDocument(file, text);
      expect(b).toEqual(a);
      expect(a.ok).toBe(true);
    }
  });

  it('agree with the run-time validators on randomly damaged scenarios', () => {
    const doc = JSON.parse(readFileSync(join(SCENARIOS, 'tan-yard-hill.scenario.json'), 'utf8'));
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, path: (string | number)[]): void => {
      paths.push(path);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    };
    walk(doc, []);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: paths.length - 1 }), fc.jsonValue({ maxDepth: 2 }), (i, value) => {
        const copy = structuredClone(doc);
        const path = paths[i]!;
        let node = copy;
        for (const k of path.slice(0, -1)) node = node[k];
        node[path[path.length - 1]!] = value;
        expect(standaloneValidators.scenario(copy)).toEqual(runtimeValidators().scenario(copy));
      }),
      { numRuns: 300, seed: 5 },
    );
  });
});
