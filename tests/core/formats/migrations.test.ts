import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENT_FORMAT_VERSION, MIGRATIONS, loadDocument, migrate } from '../../../core/formats/index';

const fixture = (name: string): string => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describe('scenario format migrations', () => {
  it('the current formats are scenario 4 and map 2, with a step from every older version', () => {
    expect(CURRENT_FORMAT_VERSION.scenario).toBe(4);
    expect(CURRENT_FORMAT_VERSION.map).toBe(2);
    for (const kind of ['scenario', 'map', 'army'] as const) {
      for (let v = 1; v < CURRENT_FORMAT_VERSION[kind]; v++) {
        expect(MIGRATIONS.some((m) => m.kind === kind && m.from === v), `${kind} ${v}`).toBe(true);
      }
    }
  });

  it('a version-1 scenario opens as a valid current scenario with every field moved', () => {
    const result = loadDocument('mine-run-2.v1.scenario.json', fixture('mine-run-2.v1.scenario.json'));
    if (!result.ok) throw new Error(result.errors.map((e) => `${e.pointer}: ${e.message}`).join('\n'));
    expect(result.migratedFrom).toBe(1);
    const doc = result.document as Record<string, any>;
    expect(doc.formatVersion).toBe(4);
    expect(doc.date).toBe('1863-11-25');
    expect(doc.time).toBe('Mid-day');
    expect(doc.designerNotes).toMatch(/format version 1/);
    expect(doc.map.kind).toBe('tabletop');
    expect(doc.map.features.map((f: { id: string }) => f.id)).toEqual(['germanna-road', 'tan-yard-hill']);
    expect(doc.map.units).toHaveLength(1);
    expect(doc.sides).toEqual([
      { id: 'union', name: 'Union', rulesSide: 'union', forces: { budget: { points: 140 } } },
      { id: 'confederate', name: 'Confederate', rulesSide: 'confederate', forces: { budget: { points: 120 } } },
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
    const doc = { formatVersion: 4, title: 'x' };
    const out = migrate('scenario', doc, 4);
    expect(out).toEqual({ ok: true, document: doc, steps: [] });
  });

  it('a file from a newer Muster is refused with a clear message', () => {
    const text = JSON.stringify({ $schema: 'https://muster.app/schemas/scenario.schema.json', formatVersion: 5, title: 'From the future' }, null, 2);
    const result = loadDocument('future.scenario.json', text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.pointer).toBe('/formatVersion');
    expect(result.errors[0]!.message).toMatch(/newer Muster \(format version 5; this Muster reads up to 4\)/);
    expect(result.errors[0]!.line).toBe(3);
  });

  it('format version 0 or a non-number is refused', () => {
    for (const v of [0, -1, 1.5, '2']) {
      const result = loadDocument('x.scenario.json', JSON.stringify({ $schema: 'https://muster.app/schemas/scenario.schema.json', formatVersion: v }));
      expect(result.ok).toBe(false);
    }
  });
});

describe('scenario 2 → 3 and map 1 → 2: the book\'s words and a rules side', () => {
  const bundled = (name: string): string => readFileSync(join(__dirname, '../../../scenarios', name), 'utf8');

  it('a version-2 scenario (Tan Yard Hill as bundled before) opens as version 3 equal to the bundled file', () => {
    const result = loadDocument('tan-yard-hill.v2.scenario.json', fixture('tan-yard-hill.v2.scenario.json'));
    if (!result.ok) throw new Error(result.errors.map((e) => `${e.pointer}: ${e.message}`).join('\n'));
    expect(result.migratedFrom).toBe(2);
    const doc = result.document as Record<string, any>;
    expect(doc.sides.map((s: { id: string; rulesSide: string }) => [s.id, s.rulesSide])).toEqual([
      ['union', 'union'],
      ['confederate', 'confederate'],
    ]);
    const v2Kinds = JSON.parse(fixture('tan-yard-hill.v2.scenario.json')).map.features.map((f: { kind: string }) => f.kind);
    expect(v2Kinds).toContain('farm');
    expect(doc.map.features.map((f: { kind: string }) => f.kind)).toEqual(v2Kinds.map((k: string) => (k === 'farm' ? 'farm-buildings' : k)));
    // The bundled file has since been redrawn from the generic board (its map, board points and notes);
    // everything else the migration touches is what the bundled file says.
    const current = JSON.parse(bundled('tan-yard-hill.scenario.json')) as Record<string, unknown>;
    expect(Object.keys(doc).sort()).toEqual(Object.keys(current).sort());
    // Its sides have since been given example forces (placed, and named in the entries and set-ups) and
    // the limbered battery: the sides and their budgets are still the same.
    for (const key of Object.keys(current).filter((k) => !['map', 'board', 'designerNotes', 'sides'].includes(k))) expect(doc[key], key).toEqual(current[key]);
    const sides = current.sides as Array<{ id: string; forces: { budget: { points: number } } }>;
    expect(doc.sides.map((s: { id: string; forces: { budget: { points: number } } }) => [s.id, s.forces.budget.points])).toEqual(sides.map((s) => [s.id, s.forces.budget.points]));
  });

  it('every bundled scenario is at the current version and a no-op to migrate', () => {
    for (const name of ['tan-yard-hill.scenario.json', 'taint-no-militia.scenario.json']) {
      const result = loadDocument(name, bundled(name));
      expect(result.ok && result.migratedFrom, name).toBe(undefined);
      if (result.ok) expect((result.document as { formatVersion: number }).formatVersion).toBe(4);
    }
  });

  it('renames terrain and formations in a version-1 map file', () => {
    const result = loadDocument('rose-farm.v1.map.json', fixture('rose-farm.v1.map.json'));
    if (!result.ok) throw new Error(result.errors.map((e) => `${e.pointer}: ${e.message}`).join('\n'));
    expect(result.migratedFrom).toBe(1);
    const map = (result.document as Record<string, any>).map;
    expect(map.features.map((f: { kind: string }) => f.kind)).toEqual(['farm-buildings', 'plowed-field', 'road']);
    expect(map.units.map((u: { formation: string }) => u.formation)).toEqual(['skirmishers', 'battle-line']);
  });

  it('renames hex terrain, hexsides and the default terrain of a hex map', () => {
    const v1 = {
      formatVersion: 1,
      map: {
        kind: 'hex',
        grid: { columns: 10, rows: 10, orientation: 'flat-top' },
        defaultTerrain: 'ploughed-field',
        hexes: [{ hex: '0101', terrain: 'farm' }, { hex: '0102', terrain: 'open' }],
        hexsides: [{ hex: '0101', direction: 'N', kind: 'farm' }],
        units: [{ side: 'union', unit: 'x', hex: '0101', formation: 'skirmish' }],
      },
    };
    const out = migrate('map', v1, 1);
    if (!out.ok) throw new Error(out.message);
    const map = out.document.map as Record<string, any>;
    expect(map.defaultTerrain).toBe('plowed-field');
    expect(map.hexes.map((h: { terrain: string }) => h.terrain)).toEqual(['farm-buildings', 'open']);
    expect(map.hexsides[0].kind).toBe('farm-buildings');
    expect(map.units[0].formation).toBe('skirmishers');
  });

  it('names each side\'s army from its id, its name or its order of battle, and the other of two by elimination', () => {
    const side = (id: string, name: string, forces: object = { budget: { points: 100 } }) => ({ id, name, forces });
    const run = (sides: object[]) => {
      const out = migrate('scenario', { formatVersion: 2, sides }, 2);
      if (!out.ok) throw new Error(out.message);
      return (out.document.sides as Array<{ rulesSide?: string }>).map((s) => s.rulesSide);
    };
    expect(run([side('blue', 'Army of the Potomac'), side('csa', 'Longstreet')])).toEqual(['union', 'confederate']);
    expect(run([side('north', 'Federals'), side('grey', 'Hood\'s division')])).toEqual(['union', 'confederate']);
    expect(run([side('anv', 'Army of Northern Virginia'), side('potomac', 'Army of the Potomac')])).toEqual(['confederate', 'union']);
    expect(run([side('nc', 'North Carolina brigade'), side('ohio', 'Ohio brigade')])).toEqual([undefined, undefined]);
    expect(run([side('a', 'Attacker', { orderOfBattle: { name: 'x', side: 'confederate', era: '1861-63', children: [] } }), side('b', 'Defender')])).toEqual(['confederate', 'union']);
    expect(run([side('a', 'Attacker'), side('b', 'Defender')])).toEqual([undefined, undefined]);
    // The tables an order of battle is priced on say more than an id: this "union" side played the Confederates.
    expect(run([side('union', 'Union', { orderOfBattle: { name: 'x', side: 'confederate', era: '1861-63', children: [] } }), side('b', 'Defender')])).toEqual(['confederate', 'union']);
  });

  it('a side whose army cannot be told is named by the schema check after the upgrade', () => {
    const v2 = JSON.parse(fixture('tan-yard-hill.v2.scenario.json'));
    v2.sides[0].id = 'attacker';
    v2.sides[0].name = 'Attacker';
    v2.sides[1].id = 'defender';
    v2.sides[1].name = 'Defender';
    delete v2.sides[0].forces.orderOfBattle;
    delete v2.sides[1].forces.orderOfBattle;
    v2.sides[0].forces.budget = { points: 100 };
    v2.sides[1].forces.budget = { points: 100 };
    const result = loadDocument('t.scenario.json', JSON.stringify(v2));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const messages = result.errors.map((e) => `${e.pointer}: ${e.message}`);
    expect(messages.some((m) => m.startsWith('/sides/0') && m.includes('rulesSide') && m.includes('after upgrading from format version 2'))).toBe(true);
  });
});

describe('scenario 3 → 4: a road entrance by its distance along its edge', () => {
  it("T'ain't No Militia as bundled in format 3 opens as the bundled file, each entrance where its point was along its edge", () => {
    const result = loadDocument('taint-no-militia.v3.scenario.json', fixture('taint-no-militia.v3.scenario.json'));
    if (!result.ok) throw new Error(result.errors.map((e) => `${e.pointer}: ${e.message}`).join('\n'));
    expect(result.migratedFrom).toBe(3);
    const v3 = JSON.parse(fixture('taint-no-militia.v3.scenario.json'));
    expect(v3.board.roadEntrances.map((e: { letter: string; at: unknown }) => [e.letter, e.at])).toEqual([
      ['A', { x: 0, y: 20 }],
      ['B', { x: 72, y: 22 }],
      ['C', { x: 72, y: 44 }],
    ]);
    expect(result.document).toEqual(JSON.parse(readFileSync(join(__dirname, '../../../scenarios/taint-no-militia.scenario.json'), 'utf8')));
    // North and south edges take the x; an entrance with no point is spread along its edge, as before.
    const out = migrate('scenario', { formatVersion: 3, board: { roadEntrances: [{ letter: 'N', edge: 'north', at: { x: 30, y: 0 } }, { letter: 'S', edge: 'south' }] } }, 3);
    expect(out.ok && (out.document.board as { roadEntrances: unknown }).roadEntrances).toEqual([{ letter: 'N', edge: 'north', alongIn: 30 }, { letter: 'S', edge: 'south' }]);
  });

  it('an entrance past the end of its edge is named where the format-3 file had it', () => {
    const v4 = JSON.parse(readFileSync(join(__dirname, '../../../scenarios/tan-yard-hill.scenario.json'), 'utf8'));
    const v3 = { ...v4, formatVersion: 3, board: { ...v4.board, roadEntrances: [{ letter: 'C', edge: 'west', at: { x: 0, y: 60 } }] } };
    const result = loadDocument('tyh.v3.scenario.json', JSON.stringify(v3, null, 2));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => `${e.pointer}: ${e.message}`)).toEqual([
      '/board/roadEntrances/0/at: Road entrance C on the west edge is 60" from its north end, past the end of the 54" edge (after upgrading from format version 3, which moved it to /board/roadEntrances/0/alongIn)',
    ]);
  });
});
