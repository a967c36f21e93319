/**
 * The scenario checks on deliberately broken tables: each rule is made to fire once, and a sound table
 * gives none. Command radius 4 × LB at 15mm (B:1216); supporting distance 1" in the open (B:1206).
 */
import { describe, expect, it } from 'vitest';
import { CHECK_RULES, CHECK_SEVERITIES, scenarioChecks, type CheckScenario } from '../../../core/preview/adf/checks';
import { bookCitation, bookSectionsAt, citedLines } from '../../../core/rules/adf/book';
import { square, ring, table, type Place } from './fixtures';
import { previewTable } from '../../../core/preview/adf/table';

const sides = (extra: Partial<CheckScenario> = {}): CheckScenario => ({
  board: { roadEntrances: [{ letter: 'A', edge: 'north' }] },
  sides: [
    { id: 'union', name: 'Union', forces: {} },
    { id: 'confederate', name: 'Confederate', forces: {} },
  ],
  ...extra,
});

const rulesOf = (units: Place[], opts: Parameters<typeof table>[0] extends infer T ? Partial<T> : never = {}, scenario = sides()) =>
  scenarioChecks(table({ ...opts, units }), scenario).map((p) => `${p.rule}:${p.unit ?? p.feature}`);

describe('scenario checks', () => {
  it('a sound table has no problems', () => {
    expect(rulesOf([{ unit: 'u1', x: 20, y: 30 }, { unit: 'u2', x: 24, y: 30 }, { unit: 'meredith', x: 22, y: 32 }, { unit: 'c1', x: 20, y: 10, facing: 180 }])).toEqual([]);
  });

  it('off the board, partly and wholly', () => {
    const problems = scenarioChecks(table({ units: [{ unit: 'u1', x: 0.5, y: 30 }, { unit: 'u2', x: 60, y: 30 }] }), sides());
    expect(problems.map((p) => [p.rule, p.unit, p.severity])).toEqual([
      ['unit.off-board', 'u1', 'error'],
      ['unit.off-board', 'u2', 'error'],
    ]);
    expect(problems[0]!.message).toMatch(/partly off the 48" × 48" board/);
  });

  it('overlapping units, but not stands set side by side', () => {
    expect(rulesOf([{ unit: 'u1', x: 20, y: 30 }, { unit: 'u2', x: 21, y: 30 }])).toEqual(['unit.overlap:u1']);
    expect(rulesOf([{ unit: 'u1', x: 20, y: 30 }, { unit: 'u2', x: 23.2, y: 30 }])).toEqual([]);
  });

  it('in impassable ground: a pond in wet weather', () => {
    const pond = square('pond', 'pond', 15, 25, 25, 35);
    expect(rulesOf([{ unit: 'u1', x: 20, y: 30 }], { features: [pond] })).toEqual([]);
    expect(rulesOf([{ unit: 'u1', x: 20, y: 30 }], { features: [pond], conditions: { season: 'summer', weather: 'wet' } })).toEqual(['unit.impassable:u1']);
  });

  it("outside its side's set-up area", () => {
    const t = table({ units: [{ unit: 'u1', x: 20, y: 30 }, { unit: 'u2', x: 20, y: 10 }] });
    const withAreas = previewTable({ ...t.input, map: { ...t.input.map, setupAreas: [{ id: 'south', side: 'union', label: 'Union set-up', area: ring(0, 24, 48, 48) }] } });
    const problems = scenarioChecks(withAreas, sides());
    expect(problems.map((p) => `${p.rule}:${p.unit}:${p.feature}`)).toEqual(['unit.outside-setup:u2:south']);
    expect(problems[0]!.message).toBe('6th Wisconsin stands outside Union set-up.');
  });

  it("outside its side's set-up area along an edge, as the editor draws the band (a band wins over an outline left in an old file)", () => {
    const t = table({ units: [{ unit: 'u1', x: 20, y: 44 }, { unit: 'u2', x: 20, y: 30 }] });
    // Within 6" of the south edge of the 48" board; the stale outline would have held both units.
    const band = { id: 'south', side: 'union', label: 'Union set-up', withinInOfEdge: { edge: 'south' as const, distanceIn: 6 }, area: ring(0, 24, 48, 48) };
    const problems = scenarioChecks(previewTable({ ...t.input, map: { ...t.input.map, setupAreas: [band] } }), sides());
    expect(problems.map((p) => `${p.rule}:${p.unit}:${p.feature}`)).toEqual(['unit.outside-setup:u2:south']);
  });

  it('out of command beyond 4" of a 1LB brigadier, unless contiguous with brigade mates in command', () => {
    const leader = { unit: 'meredith', x: 20, y: 34 };
    expect(rulesOf([{ unit: 'u1', x: 20, y: 30 }, leader])).toEqual([]);
    expect(rulesOf([{ unit: 'u1', x: 20, y: 25 }, leader])).toEqual(['leader.out-of-command:u1']);
    // u2 is 9" away but stands 0.5" from u1, who is in command.
    expect(rulesOf([{ unit: 'u1', x: 20, y: 30 }, { unit: 'u2', x: 23.7, y: 30 }, { unit: 'u3', x: 27.4, y: 30 }, leader])).toEqual([]);
    expect(rulesOf([{ unit: 'u1', x: 20, y: 30 }, { unit: 'u2', x: 30, y: 30 }, leader])).toEqual(['leader.out-of-command:u2']);
  });

  it('a battery that sees no enemy', () => {
    const woods = square('hw', 'heavy-woods', 0, 15, 48, 20);
    expect(rulesOf([{ unit: 'bty', x: 20, y: 30, formation: 'unlimbered' }, { unit: 'c1', x: 20, y: 10, facing: 180 }], { features: [woods] })).toEqual(['artillery.sees-nothing:bty']);
    expect(rulesOf([{ unit: 'bty', x: 20, y: 30, formation: 'unlimbered' }, { unit: 'c1', x: 20, y: 22, facing: 180 }], { features: [woods] })).toEqual([]);
  });

  it('entries at entrances the board does not have, and sides off their budget', () => {
    const scenario = sides({
      sides: [
        { id: 'union', name: 'Union', forces: { budget: { points: 50 } }, entries: [{ id: 'reinf', entrance: 'B', arrival: { turn: 3 } } as never] },
        { id: 'confederate', name: 'Confederate', forces: { budget: { points: 500 } } },
      ],
    });
    const problems = scenarioChecks(table({ units: [] }), scenario);
    expect(problems.map((p) => `${p.rule}:${p.feature}:${p.severity}`)).toEqual(['entry.no-entrance:reinf:error', 'side.over-budget:union:error', 'side.under-budget:confederate:warning']);
    expect(problems[0]!.message).toBe("Union's entry reinf comes on at entrance B, but the board's entrances are A.");
  });

  it('an entry along an edge between two board points: known points on that edge pass, others are named', () => {
    // Tan Yard Hill's Confederates: "on the west edge between board points 07 and 11".
    const board = {
      roadEntrances: [{ letter: 'C', edge: 'north' as const, at: { x: 26, y: 0 } }],
      intersectionPoints: [
        { id: '07', at: { x: 0, y: 36 } },
        { id: '08', at: { x: 18, y: 36 } },
        { id: '11', at: { x: 0, y: 48 } },
      ],
    };
    const entering = (between: [string, string]) =>
      scenarioChecks(
        table({ units: [] }),
        sides({ board, sides: [{ id: 'union', name: 'Union', forces: {} }, { id: 'confederate', name: 'Confederate', forces: {}, entries: [{ id: 'hampton', edge: 'west', between, arrival: { kind: 'turn', turn: 1 } }] }] }),
      );
    expect(entering(['07', '11'])).toEqual([]);
    const off = entering(['07', '08']);
    expect(off.map((p) => `${p.rule}:${p.feature}:${p.severity}`)).toEqual(['entry.between-off-edge:hampton:error']);
    expect(off[0]!.message).toBe("Confederate's entry hampton comes on along the west edge between 07 and 08, but 08 is not on the west edge.");
    const unknown = entering(['07', '15']);
    expect(unknown.map((p) => p.rule)).toEqual(['entry.between-unknown']);
    expect(unknown[0]!.message).toBe("Confederate's entry hampton comes on between 07 and 15, but the board has no point or entrance 15 (the board's points are 07, 08, 11).");
  });

  it("a historical army beside the budget a new scenario suggested is not 'unspent'; a budget the designer set is", () => {
    // The militia's order of battle in the fixture costs far less than 240 MP, the new scenario's 3×2-square suggestion.
    const withBudget = (budget: { points: number; formation?: 'brigade' }) =>
      scenarioChecks(table({ units: [] }), sides({ sides: [{ id: 'union', name: 'Union', forces: { budget } }, { id: 'confederate', name: 'Confederate', forces: {} }] })).map((p) => p.rule);
    expect(withBudget({ points: 240 })).toEqual([]);
    expect(withBudget({ points: 250 })).toEqual(['side.under-budget']);
    expect(withBudget({ points: 240, formation: 'brigade' })).toEqual(['side.under-budget']);
  });

  it('every rule says what it asks, and where the book says it, for the Problems list to show', () => {
    for (const [id, rule] of Object.entries(CHECK_RULES)) {
      expect(CHECK_SEVERITIES, id).toContain(rule.severity);
      expect(rule.explanation.length, id).toBeGreaterThan(40);
      expect(rule.explanation, id).not.toBe(rule.label);
      if (!rule.source) continue;
      // A seed citation the reader sees as the book's place, in a chapter of the rules.
      expect(citedLines(rule.source).length, id).toBeGreaterThan(0);
      expect(bookCitation(rule.source), id).toMatch(/^ADF · /);
      for (const line of citedLines(rule.source)) expect(['Contents', 'Foreword', 'Acknowledgments'], `${id} line ${line}`).not.toContain(bookSectionsAt(line)[0]?.title);
    }
    // The rules the book makes (command, impassable ground, points budgets) cite it.
    for (const id of ['leader.out-of-command', 'unit.impassable', 'side.over-budget', 'side.under-budget'] as const) expect(CHECK_RULES[id].source, id).toBeDefined();
  });
});
