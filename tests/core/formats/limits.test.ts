import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createAjv,
  invalidUtf8At,
  loadDocument,
  MAX_NESTING,
  MAX_PROBLEMS,
  notUtf8Problem,
  problemsFromAjv,
  runtimeValidators,
  SCHEMA_URL,
  toDocumentValidator,
  VALIDATION_WINDOW,
} from '../../../core/formats/index';
import { standaloneValidators } from '../../../core/formats/standalone';
import { seededRandom } from '../../../core/dice';
import { manyErrorsArmy } from '../../../bench/benchmarks/validate';

const read = (f: string): any => JSON.parse(readFileSync(join(__dirname, '../../../scenarios', f), 'utf8'));
const key = (ps: { pointer: string; message: string }[]): string[] => ps.map((p) => `${p.pointer}: ${p.message}`).sort();

describe('long lists are checked in windows, with the same problems ajv reports for the whole', () => {
  // ajv over the whole document, no windows: the reference the windowed check must agree with.
  const whole = createAjv();
  const reference = (kind: 'army' | 'scenario', doc: unknown) => {
    const fn = whole.getSchema(SCHEMA_URL[kind])!;
    return fn(doc) ? [] : problemsFromAjv(fn.errors);
  };

  it('an army of 130 units, a few of them damaged in different ways', () => {
    const doc = read('taint-no-militia.army-union.json');
    const brigade = doc.orderOfBattle.children[0].children[0].children[0];
    const regiment = brigade.children[0];
    brigade.children = Array.from({ length: 130 }, (_, i) => ({ ...structuredClone(regiment), id: `r${i}` }));
    brigade.children[3].qualty = 'elite';
    brigade.children[57].figures = 'six';
    delete brigade.children[99].arm;
    brigade.children[129] = { kind: 'formation', id: 'f', name: 'F', level: 'regiment', leaders: [], children: [] };
    const problems = runtimeValidators().army(doc);
    expect(brigade.children.length).toBeGreaterThan(2 * VALIDATION_WINDOW);
    expect(key(problems)).toEqual(key(reference('army', doc)));
    expect(problems.map((p) => p.pointer)).toEqual(expect.arrayContaining([expect.stringMatching(/children\/57\/figures$/), expect.stringMatching(/children\/129\/level$/)]));
  });

  it('a rule about the list as a whole still holds: 60 good sides are too many', () => {
    const doc = read('tan-yard-hill.scenario.json');
    doc.sides = Array.from({ length: 60 }, (_, i) => ({ ...structuredClone(doc.sides[i % 2]), id: `side-${i}` }));
    const problems = runtimeValidators().scenario(doc);
    expect(problems).toEqual([{ pointer: '/sides', message: 'has too many items: at most 8' }]);
    expect(key(problems)).toEqual(key(reference('scenario', doc)));
  });

  it('4,000 bad items: the first 50 problems with their places, then how many more places', () => {
    const text = manyErrorsArmy(4000);
    const result = loadDocument('many.army.json', text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const listed = result.errors.slice(0, -1);
    const tail = result.errors[result.errors.length - 1]!;
    expect(listed).toHaveLength(MAX_PROBLEMS);
    for (const p of listed) {
      expect(p.pointer).toMatch(/^\/orderOfBattle\/children\/\d+$/);
      expect(p.line).toBe(1);
    }
    const itemsListed = new Set(listed.map((p) => p.pointer)).size;
    expect(tail).toMatchObject({ file: 'many.army.json', pointer: '', omitted: 4000 - itemsListed });
    expect(tail.message).toBe(`… and problems at ${(4000 - itemsListed).toLocaleString('en-US')} more places, not listed (fix the ones above first; many may go with them)`);
    // The renderer's precompiled validators say the same.
    expect(standaloneValidators.army(JSON.parse(text))).toEqual(runtimeValidators().army(JSON.parse(text)));
  });

  it('a plain toDocumentValidator over any ajv function windows too', () => {
    const doc = JSON.parse(manyErrorsArmy(120));
    const problems = toDocumentValidator(whole.getSchema(SCHEMA_URL.army)!)(doc);
    expect(problems[problems.length - 1]!.omitted).toBeGreaterThan(0);
  });
});

describe('one nesting limit', () => {
  const deepArmy = (levels: number): string => {
    const open = '{"id":"f","kind":"formation","level":"brigade","name":"F","leaders":[],"children":['.repeat(levels);
    const close = ']}'.repeat(levels);
    return `{"$schema":"${SCHEMA_URL.army}","formatVersion":1,"orderOfBattle":{"name":"Deep","side":"union","era":"1861-63","children":[${open}${close}]}}`;
  };

  it('a formation tree deeper than the limit is refused where it goes too deep, at 1,000 and 3,000 levels', () => {
    for (const levels of [1000, 3000]) {
      const text = deepArmy(levels);
      const result = loadDocument('deep.army.json', text);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.errors).toHaveLength(1);
      const e = result.errors[0]!;
      expect(e.message).toBe(`the document nests more than ${MAX_NESTING} levels deep (lists and objects inside each other); no Muster document is that deep`);
      expect(e.line).toBe(1);
      // The column is where the first value too deep starts: inside the formations, not at the start of the file.
      expect(e.column).toBeGreaterThan(MAX_NESTING * 10);
      expect(e.column).toBeLessThan(text.length / 2);
    }
  });

  it('a tree within the limit is read and checked as usual', () => {
    const result = loadDocument('ok.army.json', deepArmy(100));
    expect(result.ok).toBe(true);
  });
});

describe('bytes that are not UTF-8', () => {
  it('are refused naming the byte and its line', () => {
    const bytes = Buffer.concat([Buffer.from('{\n  "title": "Cha'), Buffer.from([0xe7]), Buffer.from('ncellorsville"\n}')]);
    expect(invalidUtf8At(bytes)).toBe(17);
    expect(notUtf8Problem('ch.scenario.json', bytes)).toEqual({
      file: 'ch.scenario.json',
      pointer: '',
      line: 2,
      message: 'this file is not UTF-8 text: byte 17 (0xE7, on line 2) is not valid UTF-8; save it as UTF-8 JSON',
    });
  });

  it('agree with the platform decoder on 3,000 random byte strings', () => {
    const random = seededRandom(17);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (let n = 0; n < 3000; n++) {
      const bytes = Buffer.from(Buffer.from('é ✓ 𝄞 ok', 'utf8'));
      const length = 1 + Math.floor(random() * 12);
      const noise = Buffer.from(Array.from({ length }, () => Math.floor(random() * 256)));
      const all = Buffer.concat([bytes, noise]);
      let valid = true;
      try {
        decoder.decode(all);
      } catch {
        valid = false;
      }
      const at = invalidUtf8At(all);
      expect(at === undefined, all.toString('hex')).toBe(valid);
      if (at !== undefined) {
        // Everything before the offset decodes; the offset itself starts the bad sequence.
        expect(() => decoder.decode(all.subarray(0, at))).not.toThrow();
      }
    }
  });
});

describe('problems in a file upgraded from format version 1', () => {
  const fixture = readFileSync(join(__dirname, 'fixtures/mine-run-2.v1.scenario.json'), 'utf8');

  it('are named where the old file has them, with line and column in the old text', () => {
    const v1 = JSON.parse(fixture);
    v1.terrain[1].kind = 'gentle-slop';
    v1.sides.union.points = -5;
    const text = JSON.stringify(v1, null, 2);
    const result = loadDocument('old.scenario.json', text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byPointer = new Map(result.errors.map((e) => [e.pointer, e]));
    const kind = byPointer.get('/terrain/1/kind')!;
    expect(kind.message).toMatch(/^the text "gentle-slop" is not accepted \(did you mean 'gentle-slope'\?\).*\(after upgrading from format version 1, which moved it to \/map\/features\/1\/kind\)$/);
    expect(text.split('\n')[kind.line! - 1]!.slice(kind.column! - 1)).toMatch(/^"gentle-slop"/);
    const points = byPointer.get('/sides/union/points')!;
    expect(points.message).toMatch(/which moved it to \/sides\/0\/forces\/budget\/points\)$/);
    expect(text.split('\n')[points.line! - 1]!.slice(points.column! - 1)).toMatch(/^-5/);
  });
});
