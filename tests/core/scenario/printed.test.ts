import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEX_RULESETS, LEADER_RATINGS_BY_STARS, PRINTED_VALUES, RATING_LABELS, ratingsFor } from '../../../core/scenario';
import { citedLine } from '../../support/seeds';

/** What the cited line must name for each printed value, in the book's own words. */
const NAMED_BY: Record<string, RegExp> = {
  'bluegrey strength': /Combat Strength/,
  'bluegrey movement': /Movement Allowance/,
  'bluegrey reduced.strength': /reduced Combat Strengths on the reverse/,
  'gbacw strength': /Combat Strength/,
  'gbacw cohesion': /Cohesion/,
  'gbacw movement': /Movement Allowance/,
  'gbacw weapon': /Weapon Type/,
  'gbacw green': /“G” next to their Cohesion/,
  'gbacw reduced.cohesion': /reverse of all combat units is their Disordered side/,
  'gbacw reduced.movement': /reverse of all combat units is their Disordered side/,
};
const RATING_WORDS: Record<string, RegExp> = { 4: /INITIATIVE RATING/, 3: /EFFICIENCY RATING/, 2: /BRIGADE COORDINATION/, 1: /ACTION PROFILE/ };

describe('what the hex games print on their counters', () => {
  it('each printed value cites the line of its book that names it', () => {
    const seen: string[] = [];
    for (const ruleset of HEX_RULESETS) {
      for (const v of PRINTED_VALUES[ruleset]) {
        const key = `${ruleset} ${v.path.join('.')}`;
        seen.push(key);
        expect(citedLine(v.source), key).toMatch(NAMED_BY[key]!);
      }
    }
    expect(seen.sort()).toEqual(Object.keys(NAMED_BY).sort());
  });

  it("a GBACW leader's ratings follow his stars, each rank's from its own paragraph", () => {
    for (const [stars, row] of Object.entries(LEADER_RATINGS_BY_STARS)) {
      expect(citedLine(row.source), `${stars} stars`).toMatch(RATING_WORDS[stars]!);
      expect(row.ratings).toContain('commandRange');
      expect(ratingsFor(Number(stars))).toEqual(row.ratings);
    }
    // Every rating belongs to some rank, and a leader without stars yet is offered all of them.
    expect(new Set(Object.values(LEADER_RATINGS_BY_STARS).flatMap((r) => r.ratings))).toEqual(new Set(Object.keys(RATING_LABELS)));
    expect(ratingsFor(undefined)).toEqual(Object.keys(RATING_LABELS));
  });

  it('the format takes every value a column offers', () => {
    const schema = JSON.parse(readFileSync(new URL('../../../schemas/scenario.schema.json', import.meta.url), 'utf8'));
    const counter = schema.$defs.counter.properties;
    for (const ruleset of HEX_RULESETS) {
      for (const v of PRINTED_VALUES[ruleset]) {
        const def = v.path.length === 1 ? counter[v.path[0]] : counter[v.path[0]].properties[v.path[1]];
        expect(def, v.path.join('.')).toBeDefined();
        if (v.kind === 'number') expect(def.maximum).toBe(v.max);
        if (v.kind === 'mark') expect(def.type).toBe('boolean');
      }
    }
  });
});
