import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENT_FORMAT_VERSION, MIGRATIONS, loadDocument, migrate } from '../../../core/formats/index';

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describe('scenario format migrations', () => {
  it('the current scenario format is 2 and there is a step from every older version', () => {
    expect(CURRENT_FORMAT_VERSION.scenario).toBe(2);
    for (let v = 1; v < CURRENT_FORMAT_VERSION.scenario; v++) {
      expect(MIGRATIONS.some((m) => m.kind === 'scenario' && m.from === v)).toBe(true);
    }
  });

  it('a version-1 scenario opens as a valid version-2 scenario with every field moved', () => {
    const result = loadDocument('mine-run-2.v1.scenario.json', fixture('mine-run-2.v1.scenario.json'));
    if (!result.ok) throw new Error(result.errors.map((e) => `${e.pointer}: ${e.message}`).join('\n'));
    expect(result.migratedFrom).toBe(1);
    const doc = result.document as Record<string, any>;
    expect(doc.formatVersion).toBe(2);
    expect(doc.date).toBe('1863-11-25');
    expect(doc.time).toBe('Mid-day');
    expect(doc.designerNotes).toMatch(/format version 1/);
    expect(doc.map.kind).toBe('tabletop');
    expect(doc.map.features.map((f: { id: string }) => f.id)).toEqual(['germanna-road', 'tan-yard-hill']);
    expect(doc.map.units).toHaveLength(1);
    expect(doc.sides).toEqual([
      { id: 'union', name: 'Union', forces: { budget: { points: 140 } } },
      { id: 'confederate', name: 'Confederate', forces: { budget: { points: 120 } } },
    ]);
    expect(doc.length).toEqual({ turns: 6 });
    expect(doc.initiative).toEqual({ rule: 'side', side: 'union' });
    expect(doc.victory.conditions).toEqual([]);
    expect(doc.victory.text).toMatch(/Robinson's Crossroads/);
    expect('terrain' in doc || 'turns' in doc || 'dateTime' in doc).toBe(false);
  });

  it('a broken version-1 file is upgraded without throwing and its problems are reported after the upgrade', () => {
    const v1 = JSON.parse(fixture('mine-run-2.v1.scenario.json'));
    v1.turns = 'six';
    v1.sides = { union: 'Union' };
    const result = loadDocument('bad.scenario.json', JSON.stringify(v1));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const messages = result.errors.map((e) => `${e.pointer}: ${e.message}`);
    // Named where the user's (version 1) file has it, and where the upgrade put it.
    expect(messages).toContain('/turns: should be a whole number, not the text "six" (after upgrading from format version 1, which moved it to /length/turns)');
    const turns = result.errors.find((e) => e.pointer === '/turns')!;
    expect(turns.line).toBeDefined();
    expect(messages.some((m) => m.startsWith('/sides:') && m.includes('at least 2'))).toBe(true);
  });

  it('migrating a current document changes nothing', () => {
    const doc = { formatVersion: 2, title: 'x' };
    const out = migrate('scenario', doc, 2);
    expect(out).toEqual({ ok: true, document: doc, steps: [] });
  });

  it('a file from a newer Muster is refused with a clear message', () => {
    const text = JSON.stringify({ $schema: 'https://muster.app/schemas/scenario.schema.json', formatVersion: 3, title: 'From the future' }, null, 2);
    const result = loadDocument('future.scenario.json', text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.pointer).toBe('/formatVersion');
    expect(result.errors[0]!.message).toMatch(/newer Muster \(format version 3; this Muster reads up to 2\)/);
    expect(result.errors[0]!.line).toBe(3);
  });

  it('format version 0 or a non-number is refused', () => {
    for (const v of [0, -1, 1.5, '2']) {
      const result = loadDocument('x.scenario.json', JSON.stringify({ $schema: 'https://muster.app/schemas/scenario.schema.json', formatVersion: v }));
      expect(result.ok).toBe(false);
    }
  });
});
