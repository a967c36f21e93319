import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDocument, pointerTokens, positionOfPointer } from '../../../core/formats/index';

/**
 * Thousands of random damages to valid documents: each must load or give precise problems (a pointer
 * that names a real place, a message in words), and never throw.
 */
const SCENARIOS = join(__dirname, '../../../scenarios');
const sources = ['tan-yard-hill.scenario.json', 'taint-no-militia.scenario.json', 'taint-no-militia.army-union.json'].map((f) => ({
  file: f,
  doc: JSON.parse(readFileSync(join(SCENARIOS, f), 'utf8')) as unknown,
}));

type Step = { pick: number; op: 'set' | 'delete' | 'add' | 'rename'; value: unknown; key: string };

function allPaths(v: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path);
  if (Array.isArray(v)) v.forEach((x, i) => allPaths(x, [...path, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) allPaths(x, [...path, k], out);
  return out;
}

function mutate(doc: unknown, steps: Step[]): unknown {
  const copy = structuredClone(doc) as Record<string, unknown>;
  for (const step of steps) {
    const paths = allPaths(copy);
    const path = paths[step.pick % paths.length]!;
    if (path.length === 0) continue;
    let parent: any = copy;
    for (const k of path.slice(0, -1)) parent = parent[k];
    const last = path[path.length - 1]!;
    const target = parent[last];
    if (step.op === 'set') parent[last] = step.value;
    else if (step.op === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (step.op === 'add' && target && typeof target === 'object' && !Array.isArray(target)) target[step.key] = step.value;
    else if (step.op === 'rename' && !Array.isArray(parent)) {
      parent[`${String(last)}${step.key.slice(0, 1) || 'x'}`] = target;
      delete parent[last];
    }
  }
  return copy;
}

const stepArb = fc.record({
  pick: fc.nat(),
  op: fc.constantFrom('set', 'delete', 'add', 'rename') as fc.Arbitrary<Step['op']>,
  value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('', -1, 0, 1e9, 'union', 'road', null)),
  key: fc.string({ maxLength: 6 }),
});

function resolves(doc: unknown, pointer: string): boolean {
  let node: any = doc;
  for (const t of pointerTokens(pointer)) {
    if (node === null || typeof node !== 'object' || !(t in node)) return false;
    node = node[t];
  }
  return true;
}

// Two thousand loads each: on a shared CI machine under load that is more than the default 30 s, and a
// budget for the work, not a speed target (speed is npm run bench's).
const FUZZ_TIMEOUT_MS = 180_000;

describe('fuzzing the loader', () => {
  it('structural damage gives a valid load or precise problems, never a throw', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sources), fc.array(stepArb, { minLength: 1, maxLength: 4 }), ({ file, doc }, steps) => {
        const damaged = mutate(doc, steps);
        const text = JSON.stringify(damaged, null, 2);
        const result = loadDocument(file, text);
        if (result.ok) return;
        expect(result.errors.length).toBeGreaterThan(0);
        for (const e of result.errors) {
          expect(e.file).toBe(file);
          expect(typeof e.pointer).toBe('string');
          expect(e.message.length).toBeGreaterThan(3);
          expect(e.message).not.toMatch(/Muster could not read/);
          expect(e.message).not.toMatch(/^must /); // ajv's own words never reach the designer
          // The pointer names a real place in the document (or its upgraded form).
          expect(resolves(damaged, e.pointer), `${e.pointer}: ${e.message}`).toBe(true);
          if (e.line !== undefined) expect(positionOfPointer(text, e.pointer)).toBeDefined();
        }
      }),
      { numRuns: 2000, seed: 42 },
    );
  }, FUZZ_TIMEOUT_MS);

  it('damaged text gives a valid load or a syntax error with line and column, never a throw', () => {
    const text = JSON.stringify(sources[0]!.doc, null, 2);
    fc.assert(
      fc.property(fc.nat({ max: text.length }), fc.nat({ max: 4 }), fc.string({ maxLength: 3 }), (at, cut, insert) => {
        const damaged = text.slice(0, at) + insert + text.slice(at + cut);
        const result = loadDocument('tyh.scenario.json', damaged);
        if (result.ok) return;
        for (const e of result.errors) {
          expect(e.message.length).toBeGreaterThan(3);
          if (e.pointer === '') {
            let parses = true;
            try {
              JSON.parse(damaged);
            } catch {
              parses = false;
            }
            if (!parses) {
              expect(e.line).toBeGreaterThanOrEqual(1);
              expect(e.column).toBeGreaterThanOrEqual(1);
            }
          }
        }
      }),
      { numRuns: 2000, seed: 7 },
    );
  }, FUZZ_TIMEOUT_MS);
});
