import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, loadDocument, MAX_DOCUMENT_BYTES } from '../../../core/formats/index';
import { closest } from '../../../core/formats/messages';
import { longTerrainScenario } from '../../../bench/benchmarks/hardening';

const SCENARIOS = join(__dirname, '../../../scenarios');
const bundled = readdirSync(SCENARIOS).filter((f) => f.endsWith('.json'));
const read = (f: string): string => readFileSync(join(SCENARIOS, f), 'utf8');

describe('bundled scenarios', () => {
  it('there is at least one bundled scenario', () => {
    expect(bundled.filter((f) => f.endsWith('.scenario.json')).length).toBeGreaterThanOrEqual(1);
  });

  it.each(bundled)('%s is valid in the current format', (file) => {
    const result = loadDocument(file, read(file));
    if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
    expect(result.migratedFrom).toBeUndefined();
  });
});

describe('loadDocument problems', () => {
  const tnm = (): any => JSON.parse(read('taint-no-militia.scenario.json'));

  it('a misspelt property in an order of battle is named with a suggestion, its pointer and its line', () => {
    const doc = tnm();
    // The 24th Michigan, first regiment of the Iron Brigade (000_e4b3381100cae796.txt:2012).
    const regiment = doc.sides[0].forces.orderOfBattle.children[0].children[0].children[0].children[0];
    expect(regiment.name).toBe('24th Michigan');
    regiment.qualty = regiment.quality;
    delete regiment.quality;
    const text = JSON.stringify(doc, null, 2);
    const result = loadDocument('tnm.scenario.json', text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const pointer = '/sides/0/forces/orderOfBattle/children/0/children/0/children/0/children/0';
    const messages = result.errors.map((e) => `${e.pointer}: ${e.message}`);
    expect(messages).toContain(`${pointer}: unknown property 'qualty' (did you mean 'quality'?)`);
    expect(messages).toContain(`${pointer}: 'quality' is missing`);
    // Only the alternative the designer meant (an infantry regiment) is reported, not formation or cavalry.
    expect(result.errors.every((e) => e.pointer === pointer)).toBe(true);
    const typo = result.errors.find((e) => e.message.includes('qualty'))!;
    const lines = text.split('\n');
    expect(lines[typo.line! - 1]!.slice(typo.column! - 1)).toMatch(/^"qualty"/);
  });

  it('a wrong terrain kind suggests the nearest one', () => {
    const doc = tnm();
    doc.map.features[0].kind = 'rood';
    const result = loadDocument('tnm.scenario.json', JSON.stringify(doc));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toMatchObject({ pointer: '/map/features/0/kind' });
      expect(result.errors[0]!.message).toMatch(/"rood" is not accepted \(did you mean 'road'\?\)/);
    }
  });

  it('an unknown map kind is reported once at map/kind', () => {
    const doc = tnm();
    doc.map.kind = 'hexx';
    const result = loadDocument('tnm.scenario.json', JSON.stringify(doc));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.every((e) => e.pointer === '/map/kind')).toBe(true);
  });

  it('a missing required field names the field at the object that lacks it', () => {
    const doc = tnm();
    delete doc.sides[1].name;
    const result = loadDocument('tnm.scenario.json', JSON.stringify(doc, null, 2));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => `${e.pointer}: ${e.message}`)).toEqual(["/sides/1: 'name' is missing"]);
  });

  it('syntax errors carry line and column and no pointer', () => {
    const result = loadDocument('x.scenario.json', '{\n  "title": "x",,\n}');
    expect(result).toMatchObject({ ok: false, errors: [{ file: 'x.scenario.json', pointer: '', line: 2, column: 16 }] });
  });

  it('binary and huge texts are refused before parsing', () => {
    const png = '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR';
    const bin = loadDocument('map.png', png);
    expect(bin.ok).toBe(false);
    if (!bin.ok) expect(bin.errors[0]!.message).toMatch(/not a text file/);
    const huge = loadDocument('huge.scenario.json', ' '.repeat(MAX_DOCUMENT_BYTES + 1));
    expect(huge.ok).toBe(false);
    if (!huge.ok) expect(huge.errors[0]!.message).toMatch(/too large/);
  });

  it('a foreign $schema, a top-level list and an unlabelled object are each refused in words', () => {
    const foreign = loadDocument('a.json', '{"$schema": "https://example.com/other.json"}');
    expect(foreign).toMatchObject({ ok: false, errors: [{ pointer: '/$schema' }] });
    expect(loadDocument('a.json', '[1,2]')).toMatchObject({ ok: false, errors: [{ message: expect.stringMatching(/one JSON object/) }] });
    expect(loadDocument('a.json', '{"title": "x"}')).toMatchObject({ ok: false, errors: [{ message: expect.stringMatching(/not a Muster file/) }] });
  });

  it('asking for a scenario and getting an army says so', () => {
    const result = loadDocument('taint-no-militia.army-union.json', read('taint-no-militia.army-union.json'), { expect: 'scenario' });
    expect(result).toMatchObject({ ok: false, kind: 'army', errors: [{ message: 'this is an army, not a scenario' }] });
  });

  it('formatProblem prints FILE: POINTER: message', () => {
    expect(formatProblem({ file: 'a.json', pointer: '/sides/0', message: "'name' is missing", line: 3, column: 5 })).toBe(
      "a.json: /sides/0: 'name' is missing (line 3, column 5)",
    );
    expect(formatProblem({ file: 'a.json', pointer: '', message: 'no such file' })).toBe('a.json: /: no such file');
  });
});

describe('a side with thousands of problems the schema cannot see', () => {
  it('lists fifty and counts the rest, as the schema’s problems are', () => {
    const doc = JSON.parse(readFileSync(join(__dirname, '../../../scenarios/mill-ford-hex-example.scenario.json'), 'utf8'));
    const counters = doc.sides[0].forces.counters;
    // Every counter given again under the same id: each copy is a problem of its own.
    doc.sides[0].forces.counters = Array.from({ length: 3000 }, (_, i) => structuredClone(counters[i % counters.length]));
    const result = loadDocument('big.scenario.json', JSON.stringify(doc));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(51);
    expect(result.errors[0]).toMatchObject({ pointer: expect.stringMatching(/^\/sides\/0\/forces\/counters\/\d+\/id$/), message: expect.stringContaining('used twice'), line: 1 });
    expect(result.errors.at(-1)).toMatchObject({ message: expect.stringMatching(/^… and problems at [\d,]+ more places/), omitted: expect.any(Number) });
  });
});

describe('validation stays linear in practice (issue 31)', () => {
  it('gives "did you mean" only for short texts: a long one is no typo, and measuring it cost its length times each name', () => {
    expect(closest('light-wods', ['open', 'light-woods'])).toBe('light-woods');
    // One letter off a 70-letter name would be hinted if long texts were measured.
    const name = 'a'.repeat(70);
    expect(closest(`${name}b`, [name])).toBeUndefined();
  });

  it('a scenario with a 3 MB bad terrain text says what is wrong, without a hint, and names the place', () => {
    const result = loadDocument('long.scenario.json', longTerrainScenario(3_000_000));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const terrain = result.errors.find((e) => e.message.includes('is not accepted'))!;
    expect(terrain.message).toMatch(/^the text "x+… is not accepted; use one of "open"/);
    expect(terrain.message).not.toContain('did you mean');
    expect(terrain.pointer).toMatch(/\/terrain$/);
  });

  it('a file with a $schema and no formatVersion says formatVersion is missing', () => {
    const doc = JSON.parse(readFileSync('scenarios/hex-example.scenario.json', 'utf8')) as Record<string, unknown>;
    delete doc.formatVersion;
    const result = loadDocument('no-version.scenario.json', JSON.stringify(doc));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]!.message).toMatch(/^'formatVersion' is missing: a Muster scenario file says which version of the format it is written in \(this Muster writes \d+\)$/);
  });
});
