import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickRows, type OrderOfBattle } from '../../../core/oob';

const union = JSON.parse(readFileSync(join(__dirname, '../../../scenarios/taint-no-militia.army-union.json'), 'utf8')).orderOfBattle as OrderOfBattle;

describe('the order of battle as a tree to pick units from', () => {
  it('lists every formation, leader and unit, each under its formation', () => {
    const rows = pickRows(union);
    const brigade = rows.find((r) => r.name === '1st Brigade (The Iron Brigade)')!;
    expect(brigade.kind).toBe('formation');
    const inside = rows.filter((r) => r.within.includes(brigade.id));
    expect(inside.map((r) => r.name)).toEqual(expect.arrayContaining(['2nd Wisconsin', '6th Wisconsin', '7th Wisconsin', '19th Indiana', '24th Michigan']));
    expect(inside.every((r) => r.depth === brigade.depth + 1)).toBe(true);
    expect(inside.some((r) => r.kind === 'leader')).toBe(true);
  });

  it('a search keeps what matches every word and the formations above it', () => {
    const rows = pickRows(union, 'wisc');
    expect(rows.filter((r) => r.kind === 'unit').map((r) => r.name)).toEqual(['2nd Wisconsin', '6th Wisconsin', '7th Wisconsin']);
    // The division and the brigade above them, so a regiment is seen in its brigade.
    expect(rows.filter((r) => r.kind === 'formation').map((r) => r.name)).toContain('1st Brigade (The Iron Brigade)');
    expect(rows[0]!.depth).toBe(0);
    expect(pickRows(union, 'iron brigade').filter((r) => r.kind === 'unit').length).toBeGreaterThanOrEqual(5);
    expect(pickRows(union, 'no such regiment')).toEqual([]);
    expect(pickRows(undefined, 'x')).toEqual([]);
  });
});
