/**
 * GBACW fire from the scenario's own Fire Table (issue 29, §2): the odds of each printed result over the
 * d10's ten faces (2.5), with the series DRMs (10.81); and, without the table, an answer naming it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gbacwFireOdds } from '../../../../core/rules/gbacw';
import type { MusterScenario } from '../../../../core/model/scenario.generated';
import { gbacwLine } from '../../../../core/rules/trace';
import { citedLine } from '../../../support/seeds';

const example = (): MusterScenario => JSON.parse(readFileSync(join(__dirname, '../../../../scenarios/gbacw/example-crossroads.scenario.json'), 'utf8')) as MusterScenario;

describe('GBACW fire odds from the game tables', () => {
  it('reads the scenario\'s Fire Table: 5 SPs (column 5–6), prepared +1, disordered −1, +2 given: faces 0–9 become 2–11, a fifth on each pair of rows', () => {
    const tables = example().gameTables!;
    const odds = gbacwFireOdds(tables, { kind: 'small-arms', strength: 5, drms: ['prepared', 'disordered-firing'], otherDrm: 2 });
    expect(odds.ok).toBe(true);
    if (!odds.ok) return;
    expect(odds.drm).toBe(2);
    // The example table's column 5–6: 2–3 d, 4–5 1d, 6–7 1d+1, 8–9 1D, 10+ 2D.
    const p = Object.fromEntries(odds.results.map((r) => [r.code, r.p]));
    for (const code of ['d', '1d', '1d+1', '1D', '2D']) expect(p[code], code).toBeCloseTo(0.2, 12);
    expect(p['-']).toBeUndefined();
    expect(odds.trace.find((s) => s.detail === 'Prepared Fire')?.source).toBe(gbacwLine(1545));
    expect(citedLine(gbacwLine(1545))).toMatch(/Prepared/i);
  });

  it('names the missing table instead of guessing: Shot/Shell without an Artillery Fire Table', () => {
    const tables = { ...example().gameTables! };
    delete tables.artilleryFireTable;
    const odds = gbacwFireOdds(tables, { kind: 'shot-shell', strength: 3 });
    expect(odds.ok).toBe(false);
    if (odds.ok) return;
    expect(odds.missing).toBe('artilleryFireTable');
    expect(odds.message).toContain('no Artillery Fire Table (Shot/Shell)');
    expect(gbacwFireOdds(undefined, { kind: 'small-arms', strength: 3 })).toMatchObject({ ok: false, missing: 'fireTable' });
  });
});
