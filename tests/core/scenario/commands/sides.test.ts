import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../../core/formats/validate';
import { getIn, History, type Path } from '../../../../core/history';
import type { MusterScenario } from '../../../../core/scenario';
import { renameSideId, SIDE_ID_MAX_LENGTH, SIDE_ID_PATTERN, SIDE_ID_REFERENCES, sideIdProblem } from '../../../../core/scenario/commands';

const read = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8'));
const load = (name: string): MusterScenario => read(`scenarios/${name}`) as MusterScenario;

type Schema = Record<string, unknown>;
const SCHEMAS: Record<string, Schema> = {
  'scenario.schema.json': read('schemas/scenario.schema.json') as Schema,
  'map.schema.json': read('schemas/map.schema.json') as Schema,
  'army.schema.json': read('schemas/army.schema.json') as Schema,
};
/** The two definitions that mean "a side's id". */
const SIDE_ID_DEFS = new Set(['scenario.schema.json#/$defs/sideId', 'map.schema.json#/$defs/side']);

/**
 * Walks the scenario schema (following $refs across files) and lists every document path whose value is
 * a side id, with `*` for list items: the table the command uses must be exactly this list.
 */
function sideIdPathsInSchemas(): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, file: string, path: string[], seen: readonly string[]): void => {
    if (typeof node !== 'object' || node === null) return;
    const s = node as Schema;
    if (typeof s.$ref === 'string') {
      const [target = '', pointer = ''] = s.$ref.split('#');
      const refFile = target === '' ? file : target;
      const key = `${refFile}#${pointer}`;
      if (SIDE_ID_DEFS.has(key)) found.add(path.join('/'));
      if (seen.includes(key)) return;
      const def = pointer.split('/').filter(Boolean).reduce<unknown>((n, k) => (n as Schema | undefined)?.[k], SCHEMAS[refFile]);
      walk(def, refFile, path, [...seen, key]);
    }
    for (const [name, sub] of Object.entries((s.properties as Schema | undefined) ?? {})) walk(sub, file, [...path, name], seen);
    if (s.items) walk(s.items, file, [...path, '*'], seen);
    for (const list of ['oneOf', 'anyOf', 'allOf'] as const) for (const sub of (s[list] as unknown[] | undefined) ?? []) walk(sub, file, path, seen);
  };
  walk(SCHEMAS['scenario.schema.json'], 'scenario.schema.json', [], []);
  return [...found].sort();
}

/** Every side-id reference (not a side's own id) in `doc`, by the schemas' list of places. */
function sideReferences(doc: unknown): { path: string; value: unknown }[] {
  const out: { path: string; value: unknown }[] = [];
  const visit = (node: unknown, pattern: Path, at: (string | number)[]): void => {
    if (pattern.length === 0) return void out.push({ path: at.join('/'), value: node });
    const [key, ...rest] = pattern;
    if (key === '*') {
      if (Array.isArray(node)) node.forEach((item: unknown, i) => visit(item, rest, [...at, i]));
    } else if (key !== undefined && getIn(node, [key]) !== undefined) visit(getIn(node, [key]), rest, [...at, key]);
  };
  for (const p of SIDE_ID_REFERENCES) visit(doc, p, []);
  return out;
}

describe('the places that hold a side id', () => {
  it('are exactly the properties the scenario and map schemas type as a side id', () => {
    const table = ['sides/*/id', ...SIDE_ID_REFERENCES.map((p) => p.join('/'))].sort();
    expect(table).toEqual(sideIdPathsInSchemas());
  });

  it('use the pattern and length of the schema’s sideId', () => {
    const defs = SCHEMAS['scenario.schema.json']!.$defs as Record<string, { pattern: string; maxLength: number }>;
    expect(SIDE_ID_PATTERN.source).toBe(defs.sideId!.pattern);
    expect(SIDE_ID_MAX_LENGTH).toBe(defs.sideId!.maxLength);
  });
});

describe.each(['taint-no-militia.scenario.json', 'tan-yard-hill.scenario.json'])('renameSideId on %s', (name) => {
  const unionIndex = (doc: MusterScenario) => doc.sides.findIndex((s) => s.id === 'union');

  it('renames union to federal everywhere, validates, and one undo gives the original back exactly', () => {
    const doc = load(name);
    const before = sideReferences(doc).filter((r) => r.value === 'union');
    expect(before.length).toBeGreaterThan(0); // the scenario does refer to the Union side by id
    const h = new History(doc);
    h.execute(renameSideId(unionIndex(doc), 'federal'));
    expect(h.doc.sides.map((s) => s.id)).toEqual(doc.sides.map((s) => (s.id === 'union' ? 'federal' : s.id)));
    const after = sideReferences(h.doc);
    expect(after.filter((r) => r.value === 'union')).toEqual([]);
    // Each reference that named the Union now names federal, and nothing else moved.
    expect(after.filter((r) => r.value === 'federal').map((r) => r.path)).toEqual(before.map((r) => r.path));
    expect(after.filter((r) => r.value !== 'federal')).toEqual(sideReferences(doc).filter((r) => r.value !== 'union'));
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    expect(h.undoLabel).toBe('Rename side');
    h.undo();
    expect(h.doc).toEqual(doc);
    expect(h.canUndo).toBe(false);
    h.redo();
    expect(h.doc.sides[unionIndex(doc)]?.id).toBe('federal');
  });

  it('leaves an order of battle priced on the Union tables alone (army.schema side is not a side id)', () => {
    const doc = load(name);
    const i = unionIndex(doc);
    const renamed = new History(doc).execute(renameSideId(i, 'federal'));
    expect(renamed.sides[i]?.forces.orderOfBattle?.side).toBe(doc.sides[i]?.forces.orderOfBattle?.side);
    expect(JSON.stringify(renamed.sides[i]?.forces)).toBe(JSON.stringify(doc.sides[i]?.forces));
  });

  it('refuses an id another side already has, an empty id and one off the schema pattern', () => {
    const doc = load(name);
    const i = unionIndex(doc);
    const other = doc.sides.find((_, k) => k !== i)!.id;
    for (const bad of [other, '', 'Federal', '1st-corps', 'federal army', 'f'.repeat(SIDE_ID_MAX_LENGTH + 1)]) {
      expect(renameSideId(i, bad).patches(doc)).toEqual([]);
      expect(sideIdProblem(doc, i, bad)).toBeDefined();
    }
    const h = new History(doc);
    h.execute(renameSideId(i, other));
    expect(h.doc).toBe(doc);
    expect(h.canUndo).toBe(false);
    expect(renameSideId(i, 'union').patches(doc)).toEqual([]);
    expect(sideIdProblem(doc, i, 'federal')).toBeUndefined();
  });
});

describe('renameSideId on references the bundled scenarios do not have', () => {
  it('follows the campaign, alternatives, initiative tie-break and hidden deployment too', () => {
    const doc = load('tan-yard-hill.scenario.json');
    const extra: MusterScenario = {
      ...doc,
      initiative: { rule: 'most-leadership', tieBreak: 'union' },
      hiddenDeployment: { sides: ['confederate', 'union'] },
      campaign: { name: 'Mine Run', order: 1, links: [{ ifWinner: 'union', text: 'x', effects: [{ id: 'r', side: 'union', text: 'y' }] }] },
      alternatives: [{ id: 'a', title: 'Points', text: 'z', budgets: [{ side: 'union', budget: { points: 10 } }], initiative: { rule: 'side', side: 'union' } }],
    };
    expect(validateDocument('scenario', extra)).toEqual([]);
    const h = new History(extra);
    const i = extra.sides.findIndex((s) => s.id === 'union');
    h.execute(renameSideId(i, 'federal'));
    expect(JSON.stringify(h.doc.initiative)).not.toContain('"union"');
    expect(h.doc.hiddenDeployment?.sides).toEqual(['confederate', 'federal']);
    expect(JSON.stringify(h.doc.campaign)).not.toContain('"union"');
    expect(JSON.stringify(h.doc.alternatives)).not.toContain('"union"');
    expect(validateDocument('scenario', h.doc)).toEqual([]);
    h.undo();
    expect(h.doc).toEqual(extra);
  });
});
