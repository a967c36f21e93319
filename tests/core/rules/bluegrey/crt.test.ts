import { describe, expect, it } from 'vitest';
import {
  BG_RESULT_MEANINGS,
  BG_RESULTS,
  CRT,
  CRT_COLUMNS,
  CRT_COLUMNS_SOURCE,
  HIGH_ODDS,
  LOW_ODDS_SOURCE,
  ODDS_ROUNDING_SOURCE,
  SHIFT_FLOOR_SOURCE,
  columnOfLevel,
  crtOdds,
  crtResult,
  oddsLevel,
  oddsText,
  shiftedLevel,
} from '../../../../core/rules/bluegrey/crt';
import { citedLine, parseCitation, seedLine } from '../../../support/seeds';

const lineAfter = (citation: string, k: number): string => {
  const { file, line } = parseCitation(citation);
  return seedLine(file, line + k).trim();
};
const sum = (r: Record<string, number>): number => Object.values(r).reduce((a, b) => a + b, 0);

describe('the Combat Results Table against the book (B:584–687)', () => {
  it('the twelve column headings follow one another from B:587', () => {
    CRT_COLUMNS.forEach((c, k) => expect(lineAfter(CRT_COLUMNS_SOURCE, k)).toBe(c));
  });
  it('each row’s die number, then its twelve cells, one a line', () => {
    for (const row of CRT) {
      expect(citedLine(row.source).trim()).toBe(String(row.die));
      row.results.forEach((r, k) => expect(lineAfter(row.cellsSource, k), `die ${row.die}, ${CRT_COLUMNS[k]}`).toBe(r));
      expect(row.results).toHaveLength(12);
    }
    expect(CRT.map((r) => r.die)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('each result code is keyed and explained on the chart', () => {
    for (const r of BG_RESULTS) {
      expect(citedLine(BG_RESULT_MEANINGS[r].keySource)).toMatch(new RegExp(`^${r.replace('*', '\\*')} –`));
      expect(citedLine(BG_RESULT_MEANINGS[r].source).toUpperCase()).toMatch(new RegExp(`^${r.replace('*', '\\*')} =`));
    }
  });
});

describe('odds, rounded down in the defender’s favour (8.0, B:244)', () => {
  it('the book’s example: 13 to 4 is 3:1', () => {
    expect(citedLine(ODDS_ROUNDING_SOURCE)).toMatch(/thirteen .* four .* 3\.25:1, rounded down .* to 3:1/);
    expect(oddsText(oddsLevel(13, 4))).toBe('3:1');
  });
  it('digest case 7: 5 to 8 is below 2:3, so 1:2', () => {
    expect(oddsText(oddsLevel(5, 8))).toBe('1:2');
  });
  it('the columns between 1:1 and 2:1 and below 1:1', () => {
    expect(oddsText(oddsLevel(3, 2))).toBe('3:2');
    expect(oddsText(oddsLevel(5, 3))).toBe('3:2');
    expect(oddsText(oddsLevel(2, 3))).toBe('2:3');
    expect(oddsText(oddsLevel(1, 4))).toBe('1:4');
    expect(oddsText(oddsLevel(2, 9))).toBe('1:5');
    expect(oddsText(oddsLevel(6, 1))).toBe('6:1');
    expect(oddsText(oddsLevel(13, 2))).toBe('6:1');
  });
  it('beyond the table the ladder goes on: 7:1, 10:1, 1:6, 1:7', () => {
    expect(oddsText(oddsLevel(14, 2))).toBe('7:1');
    expect(oddsText(oddsLevel(20, 2))).toBe('10:1');
    expect(oddsText(oddsLevel(1, 6))).toBe('1:6');
    expect(oddsText(oddsLevel(2, 13))).toBe('1:7');
  });
  it('agrees with the ratio by brute force for every pair up to 40', () => {
    for (let a = 1; a <= 40; a++)
      for (let d = 1; d <= 40; d++) {
        const level = oddsLevel(a, d);
        const text = oddsText(level);
        const [x, y] = text.split(':').map(Number);
        // The level's ratio does not exceed the actual one, and the next level's does (or there is none).
        expect(x! * d <= a * y!, `${a}:${d} → ${text}`).toBe(true);
        const [nx, ny] = oddsText(level + 1).split(':').map(Number);
        expect(nx! * d > a * ny!, `${a}:${d} → next ${oddsText(level + 1)}`).toBe(true);
      }
  });
});

describe('shifts and odds off the table', () => {
  it('digest case 8: 14 to 2 in forest/woods, 7:1 one left, is 6:1 (B:275)', () => {
    expect(citedLine(SHIFT_FLOOR_SOURCE)).toMatch(/14 Combat Strength Points against .* 2 .* forest\/woods would be modified to a 6:1 attack/);
    expect(oddsText(shiftedLevel(oddsLevel(14, 2), -1))).toBe('6:1');
  });
  it('no shift goes below 1:5', () => {
    expect(citedLine(SHIFT_FLOOR_SOURCE)).toContain('the odds cannot be shifted below 1:5');
    expect(oddsText(shiftedLevel(oddsLevel(1, 4), -2))).toBe('1:5');
    expect(oddsText(shiftedLevel(oddsLevel(1, 6), -1))).toBe('1:6');
    expect(oddsText(shiftedLevel(oddsLevel(1, 6), 1))).toBe('1:5');
    expect(oddsText(shiftedLevel(oddsLevel(6, 1), 2))).toBe('8:1');
  });
  it('above 6:1: the 6:1 column, one off the die for every two levels (B:301, B:687)', () => {
    expect(citedLine(HIGH_ODDS.source)).toMatch(/8:1: subtract ‘1’, 10:1 subtract ‘2’, 12:1 subtract ‘3’/);
    expect(citedLine(HIGH_ODDS.chartSource)).toMatch(/8:1 ‘-1’; 10:1 ‘-2’, 12:1 ‘-3’/);
    for (const e of HIGH_ODDS.examples) expect(columnOfLevel(oddsLevel(e.odds, 1))).toEqual({ column: '6:1', drm: e.drm });
    expect(columnOfLevel(oddsLevel(7, 1)).drm).toBe(0);
    expect(columnOfLevel(oddsLevel(9, 1)).drm).toBe(-1);
    expect(columnOfLevel(oddsLevel(11, 1)).drm).toBe(-2);
  });
  it('below 1:5: the 1:5 column (B:302)', () => {
    expect(citedLine(LOW_ODDS_SOURCE)).toContain('less than 1:5 is resolved on the 1:5 column');
    expect(columnOfLevel(oddsLevel(1, 9))).toEqual({ column: '1:5', drm: 0 });
  });
});

describe('results and their chances', () => {
  it('digest cases 1–5: single lookups', () => {
    expect(crtResult('3:1', 4)).toBe('DR');
    expect(crtResult('1:5', 3)).toBe('AE*');
    expect(crtResult('4:1', 5)).toBe('EX*');
    expect(crtResult('1:2', 1)).toBe('DR');
    expect(crtResult('2:1', 6)).toBe('EX*');
  });
  it('digest cases 9–10: 20 to 2 is 10:1, the 6:1 column less 2; a 3 reads as 1 (DE), a 6 as 4 (DR)', () => {
    const odds = crtOdds(oddsLevel(20, 2));
    expect(odds.column).toBe('6:1');
    expect(odds.drm).toBe(-2);
    expect(odds.byDie.find((b) => b.die === 3)).toEqual({ die: 3, modified: 1, result: 'DE' });
    expect(odds.byDie.find((b) => b.die === 6)).toEqual({ die: 6, modified: 4, result: 'DR' });
  });
  it('digest case 11: 1 to 6 is resolved on 1:5; a 2 is AR', () => {
    const odds = crtOdds(oddsLevel(1, 6));
    expect(odds.column).toBe('1:5');
    expect(odds.byDie[1]).toEqual({ die: 2, modified: 2, result: 'AR' });
  });
  it('every column’s chances sum to 1 and count the table’s cells', () => {
    for (let level = -3; level <= 20; level++) {
      const odds = crtOdds(level);
      expect(sum(odds.results)).toBeCloseTo(1, 12);
      const { column, drm } = columnOfLevel(level);
      for (const r of BG_RESULTS) {
        const cells = [1, 2, 3, 4, 5, 6].filter((d) => crtResult(column, Math.min(6, Math.max(1, d + drm))) === r).length;
        expect(odds.results[r], `${oddsText(level)} ${r}`).toBeCloseTo(cells / 6, 12);
      }
    }
  });
  it('3:1 exactly: one DE, four DR, one EX', () => {
    const r = crtOdds(oddsLevel(3, 1)).results;
    expect([r.DE, r.DR, r.EX]).toEqual([1 / 6, 4 / 6, 1 / 6]);
  });
  it('at 12:1 and above every roll is DE', () => {
    expect(crtOdds(oddsLevel(12, 1)).results.DE).toBeCloseTo(1, 12);
    expect(crtOdds(oddsLevel(30, 1)).results.DE).toBeCloseTo(1, 12);
  });
  it('a game’s die modifier shifts the roll, kept within 1–6 (decision BG-C2)', () => {
    const plain = crtOdds(oddsLevel(1, 1));
    const minus = crtOdds(oddsLevel(1, 1), -1);
    expect(minus.byDie[0]!.modified).toBe(1);
    expect(minus.results.DR).toBeGreaterThan(plain.results.DR);
    expect(sum(minus.results)).toBeCloseTo(1, 12);
  });
});
