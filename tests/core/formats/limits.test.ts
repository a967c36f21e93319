import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMIT_SITES, MAX_TABLE_IN, POINT_RANGE_IN } from '../../../core/model/limits';
import { loadDocument } from '../../../core/formats/load';
import { generateLimits } from '../../../scripts/gen-limits';

/** Every number without both bounds, every list without a length bound, every free text without a length bound, in a schema. */
function unbounded(node: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(node)) node.forEach((v, i) => unbounded(v, `${path}/${i}`, found));
  else if (node && typeof node === 'object') {
    const n = node as Record<string, unknown>;
    const types = ([] as unknown[]).concat(n.type);
    if ((types.includes('number') || types.includes('integer')) && !(('maximum' in n || 'exclusiveMaximum' in n) && ('minimum' in n || 'exclusiveMinimum' in n))) found.push(`${path}: number`);
    if (types.includes('array') && !('maxItems' in n)) found.push(`${path}: list`);
    if (types.includes('string') && !('maxLength' in n || 'pattern' in n || 'enum' in n || 'const' in n || 'format' in n)) found.push(`${path}: text`);
    for (const [k, v] of Object.entries(n)) unbounded(v, `${path}/${k}`, found);
  }
  return found;
}

describe('the bounds of a document follow from the game, written once in core', () => {
  it('the committed schemas hold the limits of core/model/limits.ts (npm run gen writes them)', () => {
    for (const [file, text] of generateLimits()) expect(readFileSync(file, 'utf8') === text, `${file} is stale: npm run gen`).toBe(true);
    expect(LIMIT_SITES.length).toBeGreaterThan(10);
  });

  it('every point, size and count in every file schema has bounds', () => {
    for (const file of readdirSync('schemas').filter((f) => f !== 'rules-adf.schema.json')) {
      expect(unbounded(JSON.parse(readFileSync(`schemas/${file}`, 'utf8')), file, [])).toEqual([]);
    }
  });

  it('a map point at x = 1e308, or two feet past the largest table, is refused with its place', () => {
    const map = JSON.parse(readFileSync('scenarios/generic-board.map.json', 'utf8'));
    map.map.features[0].points[0].x = 1e308;
    const far = loadDocument('far.map.json', JSON.stringify(map));
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.errors[0]).toMatchObject({ pointer: '/map/features/0/points/0/x' });
    map.map.features[0].points[0].x = POINT_RANGE_IN.max + 0.5;
    expect(loadDocument('far.map.json', JSON.stringify(map)).ok).toBe(false);
    map.map.features[0].points[0].x = POINT_RANGE_IN.max;
    expect(loadDocument('far.map.json', JSON.stringify(map)).ok).toBe(true);
  });

  it('a board longer than any table is refused, and every bundled scenario is within bounds', () => {
    const richmond = JSON.parse(readFileSync('scenarios/richmond-defenses.scenario.json', 'utf8'));
    expect(loadDocument('r.scenario.json', JSON.stringify(richmond)).ok).toBe(true);
    richmond.board.widthIn = 1800;
    const big = loadDocument('r.scenario.json', JSON.stringify(richmond));
    expect(big.ok).toBe(false);
    if (!big.ok) expect(big.errors[0]!.message).toContain(String(MAX_TABLE_IN));
  });
});
