import { describe, expect, it } from 'vitest';
import { citedLine } from '../../../support/seeds';
import {
  ARTILLERY_SCALE,
  BOARD_SQUARE,
  DEPLETED_AT_STANDS,
  GROUND_SCALE,
  MEN_PER_FIGURE,
  ONE_INCH_COUNTS_AS_TWO,
  PRIMARY_ZONE,
  SCALE_FOR_FIGURE_SIZE,
  STAND_MOUNTING,
  TURN_LENGTH,
  figuresForMen,
  figuresPerStand,
  menForFigures,
  ruleDistance,
  yardsForInches,
} from '../../../../core/rules/adf/scales';
import { FIGURE_SCALES } from '../../../../core/model/words';

const lineOf = citedLine;

describe('scale tables cite lines that print their numbers', () => {
  it('ground scale per figure scale (B:2474–2476)', () => {
    for (const scale of FIGURE_SCALES) {
      const g = GROUND_SCALE[scale];
      expect(lineOf(g.source)).toContain(`${g.yardsPerInch.min} to ${g.yardsPerInch.max} yards`);
      expect(lineOf(g.source)).toContain(scale);
    }
  });
  it('board squares are 12 / 18 / 24 inches (B:2039–2041)', () => {
    expect(FIGURE_SCALES.map((s) => BOARD_SQUARE[s].inches)).toEqual([12, 18, 24]);
    for (const s of FIGURE_SCALES) expect(lineOf(BOARD_SQUARE[s].source)).toContain(`${BOARD_SQUARE[s].inches}" squares`);
  });
  it('turn is 30 minutes; 60 men an infantry figure, 30 a cavalry figure (B:2477–2479)', () => {
    expect(lineOf(TURN_LENGTH.source)).toContain(`${TURN_LENGTH.minutes} minutes`);
    expect(lineOf(MEN_PER_FIGURE.infantry.source)).toContain('infantry figure = 60 men');
    expect(lineOf(MEN_PER_FIGURE.cavalry.source)).toContain('cavalry figure = 30 men');
    expect(lineOf(MEN_PER_FIGURE.sharpshooters.source)).toContain('1:30');
  });
  it('primary zone 6 / 9 / 12 inches (B:3149)', () => {
    expect(FIGURE_SCALES.map((s) => PRIMARY_ZONE.inches[s])).toEqual([6, 9, 12]);
    expect(lineOf(PRIMARY_ZONE.source)).toContain('6 inches, 9 inches, or 12 inches');
  });
  it('sections are two guns each; big batteries split beyond four sections (B:2480, B:1288)', () => {
    expect(lineOf(ARTILLERY_SCALE.source)).toContain('section of two real guns');
    expect(lineOf(ARTILLERY_SCALE.maxSectionsPerBattery.source)).toContain('three or four sections');
  });
  it('mountings, depletion and the optional rule cite lines that exist and say so', () => {
    expect(lineOf(STAND_MOUNTING['two-stand'].source)).toContain('two rectangular stands');
    expect(lineOf(STAND_MOUNTING['three-stand'].source)).toContain('three square stands');
    expect(lineOf(DEPLETED_AT_STANDS.source)).toContain('one-stand unit is considered to be *depleted*');
    expect(lineOf(ONE_INCH_COUNTS_AS_TWO.source)).toContain('"1-inch" distances as "2 inches."');
    expect(lineOf(SCALE_FOR_FIGURE_SIZE.source)).toContain('6/10mm, 15/20mm, and 25/28mm');
  });
});

describe('scale conversions', () => {
  it('the book\'s regiment examples round to the nearest figure (B:499–515)', () => {
    expect([745, 620, 496, 334, 230].map((men) => figuresForMen('infantry', men).figures)).toEqual([12, 10, 8, 6, 4]);
  });
  it('cavalry: 6 figures are a 180-man battalion, a 720-man regiment is 24 figures (B:1602, B:1606)', () => {
    expect(menForFigures('cavalry', 6).men).toBe(180);
    expect(figuresForMen('cavalry', 720).figures).toBe(24);
  });
  it('a 120-man sharpshooter unit is four figures (B:1029)', () => {
    expect(figuresForMen('sharpshooters', 120).figures).toBe(4);
  });
  it('12 figures mount as 6 + 6 or 4 + 4 + 4; a 300-man regiment as 3 + 2 (B:519, B:523, B:477)', () => {
    expect(figuresPerStand(12, 'two-stand')).toEqual([6, 6]);
    expect(figuresPerStand(12, 'three-stand')).toEqual([4, 4, 4]);
    expect(figuresPerStand(figuresForMen('infantry', 300).figures, 'two-stand')).toEqual([3, 2]);
  });
  it('10 inches at 15mm is 800 to 1,000 yards (B:2475)', () => {
    expect(yardsForInches('15mm', 10).yards).toEqual({ min: 800, max: 1000 });
  });
  it('the optional rule doubles only 1-inch distances and only at 25mm (B:2617)', () => {
    const on = { oneInchCountsAsTwo: true };
    expect(ruleDistance('25mm', 1, on).inches).toBe(2);
    expect(ruleDistance('25mm', 1).inches).toBe(1);
    expect(ruleDistance('15mm', 1, on).inches).toBe(1);
    expect(ruleDistance('25mm', 2, on).inches).toBe(2);
  });
});
