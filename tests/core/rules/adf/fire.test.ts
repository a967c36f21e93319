import { describe, expect, it } from 'vitest';
import {
  DICE_BY_RANGE,
  FCRT,
  FCRT_COLUMNS,
  TARGET_DRMS,
  TARGET_DRM_IDS,
  fcrtColumn,
  fcrtResult,
  selectTargetDrms,
  type TargetDrmContext,
} from '../../../../core/rules/adf/fire';
import { citedLine as seedLine } from '../../../support/seeds';

// Each cited line of the book (read through tests/support/seeds) must print the table's numbers.

/** Every number printed in the cells after the row label (tab-separated), with ½ read as 0.5. */
function numbersAfterLabel(line: string): number[] {
  const cells = line.split('\t').slice(1).join(' ');
  return [...cells.matchAll(/½|\d+(?:\.\d+)?/g)].map((m) => (m[0] === '½' ? 0.5 : Number(m[0])));
}

const other: TargetDrmContext = { column: 'other', band: 'normal', rifledArtillery: false };
const artillery: TargetDrmContext = { column: 'artillery', band: 'normal', rifledArtillery: false };

describe('dice per range band', () => {
  it('infantry: long 1, normal 2, short 3, point-blank 4, melee 5, desperation 1 (lines 2603–2612)', () => {
    const d = DICE_BY_RANGE.infantry;
    expect([d.long?.dice, d.normal?.dice, d.short?.dice, d.pbf?.dice, d.melee?.dice, d.desperation?.dice]).toEqual([1, 2, 3, 4, 5, 1]);
    expect(d.canister).toBeUndefined();
  });

  it('canister: smoothbores 4D6 (5D6 point-blank), rifles 3D6 (4D6) (lines 2624, 2625); big guns 5D6 and 6D6 (3010, 3011)', () => {
    expect([DICE_BY_RANGE['smoothbore-artillery'].canister?.dice, DICE_BY_RANGE['smoothbore-artillery'].pbf?.dice]).toEqual([4, 5]);
    expect([DICE_BY_RANGE['rifled-artillery'].canister?.dice, DICE_BY_RANGE['rifled-artillery'].pbf?.dice]).toEqual([3, 4]);
    expect([DICE_BY_RANGE['big-gun'].canister?.dice, DICE_BY_RANGE['big-gun'].pbf?.dice]).toEqual([5, 6]);
  });

  it('artillery normal range is 2D6 from the text (line 1317), as the printed table omits it', () => {
    expect(DICE_BY_RANGE['rifled-artillery'].normal).toMatchObject({ dice: 2, source: expect.stringContaining(':1317') });
  });

  it('big guns have no desperation fire (line 2997) and artillery no melee', () => {
    expect(DICE_BY_RANGE['big-gun'].desperation).toBeUndefined();
    expect(DICE_BY_RANGE['smoothbore-artillery'].melee).toBeUndefined();
  });
});

describe('fire combat results table', () => {
  it('TC-17: totals 9, 10, 12, 19, 24, 32 on the infantry / artillery / cavalry rows (lines 2650–2652)', () => {
    const read = (t: number) => [fcrtResult('infantry', t), fcrtResult('artillery', t), fcrtResult('cavalry', t)];
    expect(read(9)).toEqual(['none', 'none', 'none']);
    expect(read(10)).toEqual(['none', 'MC', 'none']);
    expect(read(12)).toEqual(['MC', 'MC', 'none']);
    expect(read(19)).toEqual(['1H', '1H', '1MC']);
    expect(read(24)).toEqual(['2H', '2H', '1H']);
    expect(read(32)).toEqual(['4H', '4H', '4H']);
  });

  it('TC-15: 16 is 2MC and 17 is 1H on the infantry row (line 785)', () => {
    expect(fcrtResult('infantry', 16)).toBe('2MC');
    expect(fcrtResult('infantry', 17)).toBe('1H');
  });

  it('a total between printed columns reads the highest column not above it; below 9 is no effect; 32+ is open', () => {
    expect(fcrtColumn(21)).toBe(20);
    expect(fcrtColumn(31)).toBe(30);
    expect(fcrtColumn(8)).toBeUndefined();
    expect(fcrtColumn(-3)).toBeUndefined();
    expect(fcrtResult('cavalry', 23)).toBe('2MC');
    expect(fcrtResult('cavalry', 25)).toBe('1H');
    expect(fcrtResult('artillery', 29)).toBe('3H');
    expect(fcrtResult('infantry', 99)).toBe('4H');
  });

  it('every row has one result per printed column and never gets milder as the total rises', () => {
    const order = ['none', 'MC', '1MC', '2MC', '1H', '2H', '3H', '4H'];
    for (const row of Object.values(FCRT)) {
      expect(row.results).toHaveLength(FCRT_COLUMNS.length);
      const ranks = row.results.map((r) => order.indexOf(r));
      for (let i = 1; i < ranks.length; i++) expect(ranks[i]!).toBeGreaterThanOrEqual(ranks[i - 1]!);
    }
  });
});

describe('target DRMs: two best beneficial, two worst detrimental (line 3175)', () => {
  it('reads artillery / other pairs: heavy woods −1/−2 (2658), skirmishers −5/−3 (2667), mounted cavalry +5/+4 (2690)', () => {
    expect([TARGET_DRMS['heavy-woods'].artillery, TARGET_DRMS['heavy-woods'].other]).toEqual([-1, -2]);
    expect([TARGET_DRMS.skirmishers.artillery, TARGET_DRMS.skirmishers.other]).toEqual([-5, -3]);
    expect([TARGET_DRMS['mounted-cavalry'].artillery, TARGET_DRMS['mounted-cavalry'].other]).toEqual([5, 4]);
  });

  it('keeps only the two best beneficial and marks the third dropped', () => {
    const s = selectTargetDrms(['heavy-woods', 'elite', 'stone-wall'], other);
    expect(s.net).toBe(-4); // stone wall −2, heavy woods −2; elite −1 dropped
    expect(s.considered.find((c) => c.id === 'elite')).toMatchObject({ applied: false });
  });

  it('keeps only the two worst detrimental', () => {
    const s = selectTargetDrms(['disorder', 'green', 'line-full-flank', 'trained'], artillery);
    expect(s.net).toBe(5); // +3 disorder, +2 green (flank dropped against disorder, trained +1 not among worst two)
    expect(s.considered.filter((c) => c.applied).map((c) => c.id).sort()).toEqual(['disorder', 'green']);
  });

  it('beneficial and detrimental are capped separately, then netted', () => {
    const s = selectTargetDrms(['heavy-works', 'elite', 'heavy-woods', 'green', 'column-front-rear', 'trained'], other);
    expect(s.net).toBe(-4 - 2 + 2 + 1);
  });

  it('no enfilade DRM at long range (line 2693)', () => {
    expect(selectTargetDrms(['line-full-flank'], { ...other, band: 'long' }).net).toBe(0);
    expect(selectTargetDrms(['line-full-flank'], other).net).toBe(2);
  });

  it('unlimbered artillery loses its −3 under enfilade fire (line 2673)', () => {
    const s = selectTargetDrms(['unlimbered-artillery', 'unlimbered-full-flank'], artillery);
    expect(s.net).toBe(3);
  });

  it('a zero value counts as nothing: light woods give no benefit against artillery fire (line 2657)', () => {
    const s = selectTargetDrms(['light-woods'], artillery);
    expect(s.net).toBe(0);
    expect(s.considered[0]!.applied).toBe(false);
  });

  it('farms or villages take no other beneficial DRM (line 2664)', () => {
    expect(selectTargetDrms(['farms-or-villages', 'elite'], other).net).toBe(-3);
  });

  it('the rifled-artillery +1 applies only to rifled artillery fire (line 2686)', () => {
    expect(selectTargetDrms(['artillery-vs-rifled'], artillery).net).toBe(0);
    expect(selectTargetDrms(['artillery-vs-rifled'], { ...artillery, rifledArtillery: true }).net).toBe(1);
  });

  it('charging mounted cavalry: +3/+2 by the tables (line 2691), +4/+3 by the text (line 1725)', () => {
    expect(selectTargetDrms(['mounted-cavalry-charging'], other).net).toBe(2);
    expect(selectTargetDrms(['mounted-cavalry-charging'], { ...other, chargingCavalry: 'text' }).net).toBe(3);
  });

  it('cavalry target DRMs keep a place by default; the named alternatives read line 1661 otherwise', () => {
    const ids = ['dismounted-cavalry-line', 'heavy-works', 'heavy-woods'] as const;
    // Artillery fire: cavalry line −1 keeps a place, heavy works −4 the other; heavy woods −1 dropped.
    expect(selectTargetDrms(ids, artillery).net).toBe(-5);
    expect(selectTargetDrms(ids, { ...artillery, cavalryRule: 'two-best-only' }).net).toBe(-5);
    expect(selectTargetDrms(ids, { ...artillery, cavalryRule: 'beyond-the-limit' }).net).toBe(-6);
    const crowded = ['dismounted-cavalry-line', 'heavy-works', 'light-works'] as const;
    expect(selectTargetDrms(crowded, artillery).net).toBe(-5);
    expect(selectTargetDrms(crowded, { ...artillery, cavalryRule: 'two-best-only' }).net).toBe(-7);
  });
});

describe('every target DRM matches the line it cites', () => {
  for (const id of TARGET_DRM_IDS) {
    it(id, () => {
      const e = TARGET_DRMS[id];
      const printed = seedLine(e.source);
      if (id === 'square') {
        expect(printed).toContain('+3/+2 DRM');
        return;
      }
      const m = /([+-]?\d)\/([+-]?\d) DRM/.exec(printed);
      expect(m, printed).not.toBeNull();
      expect([Number(m![1]), Number(m![2])]).toEqual([e.artillery, e.other]);
    });
  }
});
