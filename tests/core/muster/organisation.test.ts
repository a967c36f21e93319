import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { musterReport, organisationOptions, readOrganisation } from '../../../core/muster';
import type { OrderOfBattle } from '../../../core/oob';

const union = JSON.parse(readFileSync('scenarios/taint-no-militia.army-union.json', 'utf8')) as { orderOfBattle: OrderOfBattle };
const rulesOf = (org: unknown) => musterReport(union.orderOfBattle, organisationOptions(readOrganisation(org))).warnings.map((w) => w.rule);

describe("an army's organisation block", () => {
  it('keeps only well-formed fields, so a damaged block falls back to the guidelines', () => {
    expect(readOrganisation({ preset: '1999', budget: 'lots', bonus: 'yes', requiredLeaders: ['Reynolds'] })).toEqual({ requiredLeaders: ['Reynolds'] });
    expect(readOrganisation(null)).toEqual({});
    expect(rulesOf({ budget: 'lots' })).toEqual(rulesOf({}));
  });

  it('applies the 40 MP per board square guideline: 136 MP is over 3 squares (120) and within 4 (B:2172)', () => {
    expect(rulesOf({ boardSquares: 3 })).toContain('scenario.board-squares');
    expect(rulesOf({ boardSquares: 4 })).not.toContain('scenario.board-squares');
  });

  it('checks the budget with the optional 25% bonus: 136 MP is over 120 but within 120 + 25% = 150', () => {
    expect(rulesOf({ budget: 120 })).toContain('scenario.points-budget');
    expect(rulesOf({ budget: 120, bonus: true })).not.toContain('scenario.points-budget');
  });
});
