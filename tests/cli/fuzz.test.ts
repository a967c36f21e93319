import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { seededRandom } from '../../core/dice';

/**
 * Mutants of every bundled file through `muster validate`, `info` and `points`: none may crash (exit 3
 * or a throw), none may hang (over 20 s: a runaway, not a speed target — speed is `npm run bench`'s), every refusal names the file and the place (FILE: /POINTER: …),
 * and `points` never prints totals for a file `validate` refuses. Seeded, so a failure can be replayed:
 * FUZZ_CASES=5000 (and FUZZ_SEED=n) run more by hand; CI runs a few hundred.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 240);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** A hang, not a speed target: a shared CI machine under load can be ten times slower than a desk. */
const LIMIT_MS = 20_000;

const SCENARIOS = join(__dirname, '../../scenarios');
const bundled = readdirSync(SCENARIOS)
  .filter((f) => f.endsWith('.json'))
  .map((file) => ({ file, text: readFileSync(join(SCENARIOS, file), 'utf8') }));
const dir = mkdtempSync(join(tmpdir(), 'muster-fuzz-'));
// The army files a bundled scenario links (Mine Run 3's example forces) lie beside the mutants, as beside the originals:
// a mutant is refused for what is wrong in it, never for a file the test left out.
for (const { file, text } of bundled) if (/\.army-[\w-]+\.json$/.test(file)) writeFileSync(join(dir, file), text);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Random = () => number;
const pick = <T,>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Every place in a value, as a path of keys. */
function places(value: Json, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => places(v, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) places(v, [...path, k], out);
  return out;
}

function at(doc: Json, path: readonly (string | number)[]): { parent: any; key: string | number } | undefined {
  if (path.length === 0) return undefined;
  let parent: any = doc;
  for (const k of path.slice(0, -1)) parent = parent[k];
  return { parent, key: path[path.length - 1]! };
}

/** JSON text nested `depth` levels (as text: JSON.stringify itself overflows the stack on 10,000 levels). */
const deepText = (depth: number, random: Random): string => {
  const shape = Array.from({ length: depth }, () => random() < 0.5);
  return `${shape.map((list) => (list ? '[' : '{"children":[')).join('')}${random() < 0.5 ? '{"kind":"formation","children":[]}' : '1'}${shape
    .reverse()
    .map((list) => (list ? ']' : ']}'))
    .join('')}`;
};

const OTHER_TYPES: Json[] = ['', 'x', 0, -1, 1.5, true, false, null, [], {}, [1, 2], { a: 1 }];

/** The mutations the issue names; each returns the mutant's text (some damage the text, not the value). */
const MUTATIONS: Record<string, (doc: Json, text: string, random: Random) => string | Buffer> = {
  'delete a key'(doc, _text, random) {
    const place = at(doc, pick(random, places(doc).filter((p) => p.length > 0)));
    if (place) Array.isArray(place.parent) ? place.parent.splice(Number(place.key), 1) : delete place.parent[place.key];
    return JSON.stringify(doc, null, 2);
  },
  'wrong type'(doc, _text, random) {
    const place = at(doc, pick(random, places(doc).filter((p) => p.length > 0)));
    if (place) place.parent[place.key] = structuredClone(pick(random, OTHER_TYPES));
    return JSON.stringify(doc, null, 2);
  },
  'huge number'(doc, _text, random) {
    const numbers = places(doc).filter((p) => typeof at(doc, p)?.parent[at(doc, p)!.key] === 'number');
    const place = numbers.length ? at(doc, pick(random, numbers)) : undefined;
    if (place) place.parent[place.key] = pick(random, [1e308, -1e308, 2 ** 53 + 2, 1e21, -0.000001, 4294967297]);
    return JSON.stringify(doc, null, 2).replace(/1e\+308/, random() < 0.3 ? '1e999' : '1e+308');
  },
  'deep nesting'(doc, _text, random) {
    const place = at(doc, pick(random, places(doc).filter((p) => p.length > 0)));
    if (place) place.parent[place.key] = '\u0000deep';
    return JSON.stringify(doc).replace('"\\u0000deep"', () => deepText(pick(random, [20, 255, 300, 1000, 3000, 10_000]), random));
  },
  truncation(_doc, text, random) {
    return text.slice(0, Math.floor(random() * text.length));
  },
  'random bytes'(_doc, text, random) {
    const bytes = Buffer.from(text, 'utf8');
    const count = 1 + Math.floor(random() * 8);
    for (let i = 0; i < count; i++) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
    return bytes;
  },
  'huge array'(doc, _text, random) {
    const lists = places(doc).filter((p) => {
      const place = at(doc, p);
      return place !== undefined && Array.isArray(place.parent[place.key]) && place.parent[place.key].length > 0;
    });
    const place = lists.length ? at(doc, pick(random, lists)) : undefined;
    if (place) {
      const items: Json[] = place.parent[place.key];
      // Up to 10,000 items, and at most about 4 MB: a big file, well under the 20 MB that is refused unread.
      const n = Math.min(pick(random, [500, 2000, 10_000]), Math.ceil(4e6 / JSON.stringify(items[0]).length));
      place.parent[place.key] = Array.from({ length: n }, (_, i) => structuredClone(items[i % items.length]!));
    }
    return JSON.stringify(doc);
  },
  'duplicate ids'(doc, _text, random) {
    const withId = places(doc).filter((p) => p[p.length - 1] === 'id');
    if (withId.length >= 2) {
      const a = at(doc, pick(random, withId))!;
      const b = at(doc, pick(random, withId))!;
      b.parent[b.key] = a.parent[a.key];
    }
    return JSON.stringify(doc, null, 2);
  },
  'unknown version'(doc, _text, random) {
    const d = doc as Record<string, Json>;
    if (random() < 0.7) d.formatVersion = pick(random, [0, -1, 1, 3, 99, 1.5, '2', null]);
    else d.$schema = pick(random, ['https://muster.app/schemas/campaign.schema.json', 7, '']);
    return JSON.stringify(doc, null, 2);
  },
};

interface Run {
  code: number;
  out: string[];
  err: string[];
  ms: number;
}

async function run(args: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const started = performance.now();
  const code = await runCli(args, { out: (t) => out.push(t), err: (t) => err.push(t), cwd: dir });
  return { code, out, err, ms: performance.now() - started };
}

/** FILE: /POINTER: what is wrong — the file by the name it was given, the place as a JSON pointer. */
const refusal = /^(?<file>[^:]+): (?<pointer>\/\S*): \S/;

describe(`fuzzing the commands that read documents (${CASES} mutants, seed ${SEED})`, () => {
  it('no crash, no hang, every refusal names the file and the place, no totals for a refused file', async () => {
    const random = seededRandom(SEED);
    const names = Object.keys(MUTATIONS);
    const tally: Record<string, number> = {};
    let slowest = { ms: 0, what: '' };
    for (let i = 0; i < CASES; i++) {
      const source = bundled[i % bundled.length]!;
      const mutation = names[Math.floor(i / bundled.length) % names.length]!;
      const mutant = MUTATIONS[mutation]!(JSON.parse(source.text) as Json, source.text, random);
      const name = `m${i}-${source.file}`;
      writeFileSync(join(dir, name), mutant);
      const what = `case ${i} (${mutation} of ${source.file}, seed ${SEED})`;

      const validate = await run(['validate', name]);
      const info = await run(['info', name]);
      const points = await run(['points', name, '--json']);
      for (const [command, r] of [['validate', validate], ['info', info], ['points', points]] as const) {
        expect([0, 1, 2], `${what}: muster ${command} exit ${r.code}\n${r.err.join('\n')}`).toContain(r.code);
        if (r.ms > slowest.ms) slowest = { ms: r.ms, what: `${what}, muster ${command}` };
        expect(r.ms, `${what}: muster ${command} took ${Math.round(r.ms)} ms`).toBeLessThan(LIMIT_MS);
      }
      tally[`validate exit ${validate.code}`] = (tally[`validate exit ${validate.code}`] ?? 0) + 1;

      // Problems: validate prints them on stdout, info and points on stderr, the same lines.
      const lines = [...(validate.code === 0 ? [] : validate.out), ...(info.code === 0 ? [] : info.err), ...(points.code === 0 ? [] : points.err)];
      for (const line of lines) {
        const m = refusal.exec(line);
        expect(m, `${what}: '${line.slice(0, 200)}' does not name the file and the place`).not.toBeNull();
        expect(m!.groups!.file, `${what}: ${line.slice(0, 200)}`).toBe(name);
      }
      if (validate.code !== 0) {
        expect(validate.out.length, `${what}: validate refused it without a problem line`).toBeGreaterThan(0);
        expect(points.code, `${what}: points gave totals for a file validate refuses`).not.toBe(0);
        expect(points.err).toEqual(validate.out);
      }
      if (points.code === 0) {
        const sides = (JSON.parse(points.out.join('')) as { sides: { total: unknown }[] }).sides;
        for (const side of sides) expect(Number.isFinite(side.total), `${what}: total ${String(side.total)}`).toBe(true);
      }
    }
    console.info(`fuzz: ${CASES} mutants, ${CASES * 3} command runs; slowest ${Math.round(slowest.ms)} ms (${slowest.what}); ${JSON.stringify(tally)}`);
  }, 600_000);
});
