import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseJson, positionOfPointer, positionsOfPointers, tooDeep } from '../../../core/formats/index';

const err = (text: string) => {
  const r = parseJson(text);
  if (r.ok) throw new Error('expected a syntax error');
  return r;
};

describe('parseJson', () => {
  it('parses valid JSON, with or without a byte-order mark', () => {
    expect(parseJson('{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseJson('\uFEFF{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('a missing comma is reported at the next property, line 4 column 3', () => {
    const r = err('{\n  "title": "x",\n  "ruleset": "adf"\n  "scale": "15mm"\n}');
    expect(r.position).toMatchObject({ line: 4, column: 3 });
    expect(r.message).toMatch(/',' or '}' was expected after the value of "ruleset"/);
  });

  it('a trailing comma is reported where the bracket closes', () => {
    const r = err('{\n  "sides": [1, 2,\n  ]\n}');
    expect(r.position).toMatchObject({ line: 3, column: 3 });
    expect(r.message).toMatch(/comma too many before '\]'/);
  });

  it('a string running over a line break is reported at the end of that line', () => {
    const r = err('{\n  "title": "T\'ain\'t No Militia\n}');
    expect(r.position).toMatchObject({ line: 2, column: 31 });
    expect(r.message).toMatch(/line break|never ends/);
  });

  it('single quotes, bare words, leading zeros and truncated files each get their own words', () => {
    expect(err("{'a': 1}").message).toMatch(/property name in double quotes/);
    expect(err('{"a": yes}').message).toMatch(/value was expected/);
    expect(err('{"a": 01}').message).toMatch(/not a valid number/);
    const cut = err('{\n  "a": {\n    "b": 1');
    expect(cut.message).toMatch(/ends inside an object; a '}' is missing \(the object opens at line 2, column 8\)/);
    expect(err('').message).toMatch(/empty/);
    expect(err('{} x').message).toMatch(/after the end/);
  });

  it('columns count from 1 and a BOM does not shift them', () => {
    expect(err('\uFEFF{"a" 1}').position).toMatchObject({ line: 1, column: 7 });
    expect(err('{"a" 1}').position).toMatchObject({ line: 1, column: 6 });
  });
});

describe('positionOfPointer', () => {
  const text = '{\n  "sides": [\n    { "id": "union" },\n    { "id": "confederate", "name": "CSA" }\n  ],\n  "a/b": { "~x": 3 }\n}';

  it('finds values and keys by JSON pointer', () => {
    expect(positionOfPointer(text, '')).toMatchObject({ line: 1, column: 1 });
    expect(positionOfPointer(text, '/sides')).toMatchObject({ line: 2, column: 12 });
    expect(positionOfPointer(text, '/sides/1')).toMatchObject({ line: 4, column: 5 });
    expect(positionOfPointer(text, '/sides/1/name')).toMatchObject({ line: 4, column: 36 });
    expect(positionOfPointer(text, '/sides/1/name', { key: true })).toMatchObject({ line: 4, column: 28 });
    expect(positionOfPointer(text, '/a~1b/~0x')).toMatchObject({ line: 6, column: 18 });
  });

  it('is undefined for a pointer that names nothing', () => {
    expect(positionOfPointer(text, '/sides/2')).toBeUndefined();
    expect(positionOfPointer(text, '/nothing')).toBeUndefined();
  });
});

describe('positionsOfPointers', () => {
  it('finds many places in one reading, each where positionOfPointer finds it alone', () => {
    const text = JSON.stringify({ a: [1, { b: 'x\\"y', c: [true, null] }], 'd/e': { '~': -1.5e3 } }, null, 2);
    const asked = [
      { pointer: '/a/1/c/1' },
      { pointer: '/a/1/b', key: true },
      { pointer: '/d~1e/~0' },
      { pointer: '/nowhere' },
      { pointer: '' },
      { pointer: '/a/1/c/1' },
    ];
    const together = positionsOfPointers(text, asked);
    expect(together).toEqual(asked.map((a) => positionOfPointer(text, a.pointer, { key: a.key ?? false })));
    expect(together[3]).toBeUndefined();
    expect(together[0]).toMatchObject({ line: 8, column: 9 });
  });
});

describe('tooDeep', () => {
  /** The first value (in document order) more than `limit` levels in, found by visiting every value. */
  function firstTooDeep(value: unknown, limit: number, tokens: string[] = [], depth = 0): string[] | undefined {
    if (depth > limit) return tokens;
    if (value === null || typeof value !== 'object') return undefined;
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, v] of entries) {
      const found = firstTooDeep(v, limit, [...tokens, key], depth + 1);
      if (found) return found;
    }
    return undefined;
  }

  it('names the first value past the limit, as a walk through every value does', () => {
    expect(tooDeep({ a: [1, { b: 'x' }], c: 2 }, 2)).toEqual(['a', '1', 'b']);
    expect(tooDeep({ a: [[], {}], c: [3] }, 1)).toEqual(['a', '0']);
    expect(tooDeep({ a: [], c: [3] }, 1)).toEqual(['c', '0']);
    expect(tooDeep({ a: [1, { b: 'x' }] }, 3)).toBeUndefined();
    const { json } = fc.letrec((tie) => ({
      json: fc.oneof({ depthSize: 'small' }, fc.constantFrom(null, 1, 'x', true), fc.array(tie('json'), { maxLength: 4 }), fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('json'), { maxKeys: 3 })),
    }));
    fc.assert(
      fc.property(json, fc.integer({ min: 0, max: 5 }), (value, limit) => {
        expect(tooDeep(value, limit)).toEqual(firstTooDeep(value, limit));
      }),
    );
  });
});
