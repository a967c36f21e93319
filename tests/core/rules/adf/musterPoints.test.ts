import { describe, expect, it } from 'vitest';
import {
  ARTILLERY_MUSTER_POINTS,
  CAVALRY_MUSTER_POINTS,
  INFANTRY_MUSTER_POINTS,
  batteryPrice,
  cavalryPrice,
  infantryPrice,
  leaderPrice,
  type PriceAnswer,
} from '../../../../core/rules/adf/musterPoints';
import { QUALITIES, type Quality } from '../../../../core/model/words';
import type { CavalryWeapon, FieldGun, InfantryWeapon } from '../../../../core/rules/adf/weapons';
import { ADF_BOOK } from '../../../../core/rules/trace';
import { parseCitation, seedLine } from '../../../support/seeds';

/**
 * The book's cells, transcribed as printed (green / trained / veteran / elite, "-" = not available),
 * with the line each row sits on in 000_e4b3381100cae796.txt.
 */
const INFANTRY: Array<[string, InfantryWeapon, number, string[]]> = [
  ['1861-63', 'flintlock', 1966, ['- / 2 / 3 / 4', '2 / 3 / 4 / 5', '3 / 4 / 5 / -', '5 / 6 / - / -', '8 / - / - / -']],
  ['1861-63', 'smoothbore-musket', 1967, ['- / 3 / 4 / 6', '4 / 5 / 6 / 8', '6 / 7 / 8 / -', '8 / 9 / - / -', '11 / - / - / -']],
  ['1861-63', 'mixed-musket', 1968, ['- / 2 / 3 / 5', '3 / 4 / 5 / 7', '5 / 6 / 7 / -', '7 / 8 / - / -', '10 / - / - / -']],
  ['1861-63', 'rifle-musket', 1969, ['- / 4 / 5 / 7', '5 / 6 / 7 / 9', '7 / 8 / 9 / -', '9 / 10 / - / -', '12 / - / - / -']],
  ['1864-65', 'rifle-musket', 1975, ['- / 4 / 5 / 7', '5 / 6 / 7 / 9', '7 / 8 / 9 / -', '9 / 10 / - / -', '12 / - / - / -']],
  ['1864-65', 'colt-revolving', 1976, ['- / 6 / 7 / 8', '7 / 8 / 9 / 11', '9 / 10 / 11 / -', '11 / 12 / - / -', '- / - / - / -']],
  ['1864-65', 'sharps-bl', 1977, ['- / 7 / 8 / 9', '8 / 9 / 10 / 12', '10 / 11 / 12 / -', '12 / 14 / - / -', '- / - / - / -']],
  ['1864-65', 'spencer-henry', 1978, ['- / - / 17 / 20', '- / - / 19 / 22', '- / - / 23 / 25', '- / - / - / -', '- / - / - / -']],
];
const INFANTRY_FIGURES = [4, 6, 8, 10, 12];

const CAVALRY: Array<[CavalryWeapon, number, string[]]> = [
  ['ml-carbine', 1984, ['- / 6 / 8 / 10', '- / 8 / 9 / 11', '- / - / 10 / 12']],
  ['mixed', 1985, ['- / 8 / 9 / 11', '- / 10 / 11 / 13', '- / - / 12 / 14']],
  ['other-bl-carbine', 1986, ['- / 10 / 11 / 13', '- / 11 / 13 / 15', '- / - / 13 / 15']],
  ['sharps-bl-carbine', 1987, ['- / 11 / 12 / 14', '- / 12 / 14 / 16', '- / - / 14 / 16']],
  ['repeating-carbine', 1988, ['- / - / 15 / 18', '- / - / 17 / 20', '- / - / - / -']],
];
const CAVALRY_FIGURES = [4, 6, 8];

const ARTILLERY: Array<[FieldGun[], number, string[]]> = [
  [['6pdr-gun', '12pdr-howitzer'], 1994, ['1 / 2 / 3 / 5', '2 / 3 / 5 / 8', '3 / 5 / 7 / 10']],
  [['12pdr-napoleon'], 1995, ['2 / 3 / 4 / 6', '4 / 5 / 7 / 10', '6 / 7 / 9 / 12']],
  [['3in-ordnance', '10pdr-parrott'], 1996, ['2 / 3 / 4 / 6', '4 / 5 / 7 / 10', '6 / 7 / 9 / 12']],
  [['20pdr-parrott'], 1997, ['- / 4 / 6 / 8', '- / 7 / 9 / 12', '- / - / - / -']],
  [['mixed'], 1998, ['2 / 3 / 4 / 6', '3 / 4 / 6 / 9', '4 / 6 / 8 / 11']],
];

const printed = (cell: string, q: Quality): number | null => {
  const v = cell.split('/').map((s) => s.trim())[QUALITIES.indexOf(q)]!;
  return v === '-' ? null : Number(v);
};

function expectCell(answer: PriceAnswer, expected: number | null, line: number): void {
  if (expected === null) {
    expect(answer.kind).toBe('not-available');
  } else {
    expect(answer).toMatchObject({ kind: 'priced', points: expected });
    if (answer.kind === 'priced') expect(answer.source).toContain(`:${line}`);
  }
}

describe('infantry muster points, every cell of both eras (adfLine 1966–1969, 1975–1978)', () => {
  for (const [era, weapon, line, cells] of INFANTRY) {
    it(`${era} ${weapon} matches line ${line}`, () => {
      cells.forEach((cell, i) => {
        for (const quality of QUALITIES) {
          const answer = infantryPrice({ era: era as '1861-63' | '1864-65', weapon, figures: INFANTRY_FIGURES[i]!, quality, sharpshooters: false });
          expectCell(answer, printed(cell, quality), line);
        }
      });
    });
  }

  it('the 1864–65 second column is the 6-figure column although its header says 8 (adfLine 1974)', () => {
    expect(infantryPrice({ era: '1864-65', weapon: 'rifle-musket', figures: 6, quality: 'veteran', sharpshooters: false })).toMatchObject({ points: 7 });
    expect(infantryPrice({ era: '1864-65', weapon: 'rifle-musket', figures: 8, quality: 'veteran', sharpshooters: false })).toMatchObject({ points: 9 });
  });

  it('weapons an era does not list have no price in that era, so the editor asks for a manual cost', () => {
    expect(infantryPrice({ era: '1864-65', weapon: 'flintlock', figures: 6, quality: 'trained', sharpshooters: false }).kind).toBe('no-price');
    expect(infantryPrice({ era: '1861-63', weapon: 'spencer-henry', figures: 6, quality: 'veteran', sharpshooters: false }).kind).toBe('no-price');
    expect(infantryPrice({ era: '1861-63', weapon: 'rifle-musket', figures: 7, quality: 'veteran', sharpshooters: false }).kind).toBe('no-price');
  });

  it('TC-01 8-figure veteran R/M is 9 MP and TC-02 6-figure green flintlocks 2 MP (adfLine 1969, 1966)', () => {
    expect(infantryPrice({ era: '1861-63', weapon: 'rifle-musket', figures: 8, quality: 'veteran', sharpshooters: false })).toMatchObject({ points: 9 });
    expect(infantryPrice({ era: '1861-63', weapon: 'flintlock', figures: 6, quality: 'green', sharpshooters: false })).toMatchObject({ points: 2 });
  });

  it('TC-05 elite sharpshooters add 4 MP at four figures and 6 MP at six; none beyond six (adfLine 1958)', () => {
    const ss = (figures: number) => infantryPrice({ era: '1861-63', weapon: 'rifle-musket', figures, quality: 'elite', sharpshooters: true });
    expect(ss(4)).toMatchObject({ kind: 'priced', points: 11 });
    expect(ss(6)).toMatchObject({ kind: 'priced', points: 15 });
    expect(ss(8).kind).toBe('not-available');
    expect(infantryPrice({ era: '1861-63', weapon: 'sharpshooter-rm', figures: 6, quality: 'elite', sharpshooters: false })).toMatchObject({ points: 15 });
  });
});

describe('cavalry muster points, every cell (adfLine 1984–1988)', () => {
  for (const [weapon, line, cells] of CAVALRY) {
    it(`${weapon} matches line ${line}`, () => {
      cells.forEach((cell, i) => {
        for (const quality of QUALITIES) expectCell(cavalryPrice({ weapon, figures: CAVALRY_FIGURES[i]!, quality }), printed(cell, quality), line);
      });
    });
  }
  it('TC-06 6-figure BL carbines: veteran 13 MP, green not available (adfLine 1986)', () => {
    expect(cavalryPrice({ weapon: 'other-bl-carbine', figures: 6, quality: 'veteran' })).toMatchObject({ points: 13 });
    expect(cavalryPrice({ weapon: 'other-bl-carbine', figures: 6, quality: 'green' }).kind).toBe('not-available');
  });
  it('rifle-musket, shotgun and pistol cavalry have no row', () => {
    for (const weapon of ['rifle-musket', 'shotgun', 'pistol'] as const) expect(cavalryPrice({ weapon, figures: 4, quality: 'trained' }).kind).toBe('no-price');
  });
});

describe('artillery muster points, every cell (adfLine 1994–1998)', () => {
  for (const [guns, line, cells] of ARTILLERY) {
    it(`${guns.join(' and ')} match line ${line}`, () => {
      for (const gun of guns) {
        cells.forEach((cell, i) => {
          for (const quality of QUALITIES) expectCell(batteryPrice({ gun, sections: i + 1, quality }), printed(cell, quality), line);
        });
      }
    });
  }
  it('TC-07: 3-section 3-inch elite 12; 2-section mixed veteran 6; 2-section Napoleon veteran 7; 1-section 6-pdr green 1', () => {
    expect(batteryPrice({ gun: '3in-ordnance', sections: 3, quality: 'elite' })).toMatchObject({ points: 12 });
    expect(batteryPrice({ gun: 'mixed', sections: 2, quality: 'veteran' })).toMatchObject({ points: 6 });
    expect(batteryPrice({ gun: '12pdr-napoleon', sections: 2, quality: 'veteran' })).toMatchObject({ points: 7 });
    expect(batteryPrice({ gun: '6pdr-gun', sections: 1, quality: 'green' })).toMatchObject({ points: 1 });
  });
  it('gun types the book never priced have no price', () => {
    for (const gun of ['24pdr-howitzer', '14pdr-james', 'whitworth', '6pdr-wiard', '30pdr-parrott'] as const) {
      expect(batteryPrice({ gun, sections: 2, quality: 'veteran' }).kind).toBe('no-price');
    }
  });
});

describe('leader muster points (adfLine 1966–1969, 1931)', () => {
  it('TC-08: brigade 1LB 6, 2LB 12; division or corps 1LB 8, 2LB 16; artillery leader 10', () => {
    expect(leaderPrice({ priceClass: 'brigade', lb: 1 })).toMatchObject({ points: 6 });
    expect(leaderPrice({ priceClass: 'brigade', lb: 2 })).toMatchObject({ points: 12 });
    expect(leaderPrice({ priceClass: 'division-or-corps', lb: 1 })).toMatchObject({ points: 8 });
    expect(leaderPrice({ priceClass: 'division-or-corps', lb: 2 })).toMatchObject({ points: 16 });
    expect(leaderPrice({ priceClass: 'artillery', lb: 1 })).toMatchObject({ points: 10 });
  });
  it('each answer cites the one line its price is printed on: 1LB and 2LB sit on lines of their own', () => {
    const sourceOf = (a: PriceAnswer) => (a.kind === 'priced' ? a.source : undefined);
    expect(sourceOf(leaderPrice({ priceClass: 'brigade', lb: 1 }))).toBe(`${ADF_BOOK}:1966`);
    expect(sourceOf(leaderPrice({ priceClass: 'brigade', lb: 2 }))).toBe(`${ADF_BOOK}:1967`);
    expect(sourceOf(leaderPrice({ priceClass: 'division-or-corps', lb: 1 }))).toBe(`${ADF_BOOK}:1968`);
    expect(sourceOf(leaderPrice({ priceClass: 'division-or-corps', lb: 2 }))).toBe(`${ADF_BOOK}:1969`);
    expect(sourceOf(leaderPrice({ priceClass: 'artillery', lb: 1 }))).toBe(`${ADF_BOOK}:1931`);
    expect(seedLine(ADF_BOOK, 1967)).toContain('Brigade (2LB) 12 pts');
  });
  it('a sharpshooter price cites its weapon row; the surcharge line (1958) is in its own trace step', () => {
    const answer = infantryPrice({ era: '1861-63', weapon: 'rifle-musket', figures: 4, quality: 'elite', sharpshooters: true });
    expect(answer).toMatchObject({ kind: 'priced', points: 11, source: `${ADF_BOOK}:1969` });
    expect(answer.trace.map((s) => s.source)).toEqual([`${ADF_BOOK}:1969`, `${ADF_BOOK}:1958`]);
  });
  it('a 0LB leader has no price', () => {
    expect(leaderPrice({ priceClass: 'brigade', lb: 0 }).kind).toBe('no-price');
  });
});

// Cross-check the encoded tables against the seed text itself. The seed is read through
// tests/support/seeds.ts: if it is missing these tests fail, they never skip.
describe('tables agree with the seed lines they cite', () => {
  const cellsOf = (citation: string): string[] => {
    const { file, line } = parseCitation(citation);
    expect(file).toBe(ADF_BOOK);
    return seedLine(file, line).split('\t').slice(1).map((c) => c.trim()).filter((c) => /^[0-9-]+( \/ [0-9-]+){3}$/.test(c));
  };
  const asText = (prices: Record<Quality, number | null> | undefined): string =>
    QUALITIES.map((q) => (prices?.[q] ?? null) === null ? '-' : String(prices![q])).join(' / ');

  it('every infantry row', () => {
    for (const [era, table] of Object.entries(INFANTRY_MUSTER_POINTS)) {
      for (const row of Object.values(table)) {
        expect(cellsOf(row!.source), `${era} ${row!.label}`).toEqual(INFANTRY_FIGURES.map((f) => asText(row!.bySize[f as 4])));
      }
    }
  });
  it('every cavalry and artillery row', () => {
    for (const row of [...Object.values(CAVALRY_MUSTER_POINTS), ...Object.values(ARTILLERY_MUSTER_POINTS)]) {
      const sizes = Object.keys(row!.bySize).map(Number);
      expect(cellsOf(row!.source), row!.label).toEqual(sizes.map((s) => asText((row!.bySize as Record<number, Record<Quality, number | null>>)[s])));
    }
  });
});
