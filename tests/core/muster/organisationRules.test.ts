import { describe, expect, it } from 'vitest';
import { addLeader, addNode, removeNode, updateUnit, updateLeader, type OrderOfBattle } from '../../../core/oob';
import { ORGANISATION_RULES, RULE_IDS, musterReport, resolveRules, scenarioRules, type RuleId, type ValidateOptions } from '../../../core/muster';
import { battery, brigade, cavalry, engineers, formation, leader, legalArmy, regiment } from './armies';

const rulesHit = (oob: OrderOfBattle, options: ValidateOptions = {}): RuleId[] => musterReport(oob, options).warnings.map((w) => w.rule);

/** Edits that keep an army legal or break exactly one guideline; each pair names its rule. */
interface Case {
  rule: RuleId;
  why: string;
  pass: () => OrderOfBattle;
  fail: () => OrderOfBattle;
  options?: ValidateOptions;
}

const addRegiments = (oob: OrderOfBattle, brigadeId: string, n: number, o: Parameters<typeof regiment>[1] = {}): OrderOfBattle => {
  let out = oob;
  for (let i = 0; i < n; i++) out = addNode(out, brigadeId, regiment(`${brigadeId}-extra${i}`, o));
  return out;
};

/** Brigade b1 as six 8-figure veteran regiments (9 MP each) under a 2LB leader (12 MP): 66 MP. */
const sixtySixPointBrigade = (oob: OrderOfBattle): OrderOfBattle =>
  updateLeader(
    addRegiments(['b1-r1', 'b1-r2', 'b1-r3', 'b1-r4'].reduce((o, id) => updateUnit(o, id, { figures: 8 }), oob), 'b1', 2, { figures: 8 }),
    'b1-leader',
    { lb: 2 },
  );

const cavalryArmy = (weapons: Array<'repeating-carbine' | 'other-bl-carbine'>, figures = 4): OrderOfBattle => ({
  name: 'cavalry',
  side: 'union',
  era: '1861-63',
  children: [formation('cb', 'brigade', weapons.map((weapon, i) => cavalry(`cav${i}`, { weapon, figures })), [leader('cb-l', 'brigade')])],
});

const bigDivision = (side: 'union' | 'confederate', brigadeLb: 1 | 2, batteries: number): OrderOfBattle => {
  // Four brigades of six 8-figure veteran regiments (9 MP each): 54 MP + 6 or 12 for the leader.
  const brigades = [1, 2, 3, 4].map((b) =>
    formation(`b${b}`, 'brigade', Array.from({ length: 6 }, (_, i) => regiment(`b${b}r${i}`, { figures: 8 })), [leader(`b${b}l`, 'brigade', brigadeLb)]),
  );
  const guns = Array.from({ length: batteries }, (_, i) => battery(`g${i}`, { sections: side === 'union' ? 3 : 2, gun: '3in-ordnance', quality: 'elite' }));
  return { name: 'big', side, era: '1861-63', children: [formation('div', 'division', [...brigades, ...guns], [leader('dl', 'division')])] };
};

const CASES: Case[] = [
  { rule: 'brigade.regiment-count', why: '3–6 regiments (adfLine 1926)', pass: () => addRegiments(legalArmy(), 'b1', 2), fail: () => removeNode(removeNode(legalArmy(), 'b1-r1'), 'b1-r2') },
  {
    rule: 'brigade.points-cap',
    why: '66 MP is over the Union 60 but within the Confederate 70 (adfLine 1928)',
    pass: () => sixtySixPointBrigade(legalArmy('confederate')),
    fail: () => sixtySixPointBrigade(legalArmy('union')),
  },
  {
    rule: 'brigade.elite-green-limit',
    why: 'one elite and one green is two; three elite is too many (adfLine 1928)',
    pass: () => updateUnit(updateUnit(legalArmy(), 'b1-r1', { quality: 'elite' }), 'b1-r2', { quality: 'green' }),
    fail: () => ['b1-r1', 'b1-r2', 'b1-r3'].reduce((o, id) => updateUnit(o, id, { quality: 'elite' }), legalArmy()),
  },
  {
    rule: 'brigade.sharpshooter-limit',
    why: 'one sharpshooter regiment per brigade (adfLine 1928)',
    pass: () => updateUnit(legalArmy(), 'b1-r1', { quality: 'elite', sharpshooters: true, figures: 4 }),
    fail: () => updateUnit(updateUnit(legalArmy(), 'b1-r1', { quality: 'elite', sharpshooters: true, figures: 4 }), 'b1-r2', { quality: 'elite', sharpshooters: true, figures: 4 }),
  },
  {
    rule: 'brigade.repeater-limit',
    why: 'two Spencer regiments at most (adfLine 1928)',
    pass: () => ['b1-r1', 'b1-r2'].reduce((o, id) => updateUnit(o, id, { weapon: 'spencer-henry' }), legalArmy('union', '1864-65')),
    fail: () => ['b1-r1', 'b1-r2', 'b1-r3'].reduce((o, id) => updateUnit(o, id, { weapon: 'spencer-henry' }), legalArmy('union', '1864-65')),
  },
  {
    rule: 'side.repeater-ban',
    why: 'no Confederate repeaters (adfLine 1958)',
    pass: () => updateUnit(legalArmy('union', '1864-65'), 'b1-r1', { weapon: 'spencer-henry' }),
    fail: () => updateUnit(legalArmy('confederate', '1864-65'), 'b1-r1', { weapon: 'spencer-henry' }),
  },
  {
    rule: 'artillery.batteries-per-brigade',
    why: 'one or two batteries per brigade: two brigades take two to four (adfLine 1931)',
    pass: () => addNode(addNode(legalArmy(), 'div', battery('bat3')), 'div', battery('bat4')),
    fail: () => removeNode(legalArmy(), 'bat2'),
  },
  {
    rule: 'artillery.sections-by-side',
    why: 'Federal batteries may have three sections, Confederate ones two (adfLine 1931)',
    pass: () => updateUnit(legalArmy('union'), 'bat1', { sections: 3 }),
    fail: () => updateUnit(legalArmy('confederate'), 'bat1', { sections: 3 }),
  },
  {
    rule: 'artillery.leader',
    why: 'a Federal artillery leader needs more than four batteries (adfLine 1931)',
    pass: () => addLeader(bigDivision('union', 1, 5), 'div', leader('arty', 'artillery')),
    fail: () => addLeader(bigDivision('union', 1, 4), 'div', leader('arty', 'artillery')),
    options: { settings: [{ 'artillery.batteries-per-brigade': { enabled: false } }] },
  },
  { rule: 'division.brigade-count', why: '2–4 brigades (adfLine 1930)', pass: () => legalArmy(), fail: () => removeNode(legalArmy(), 'b2') },
  {
    rule: 'division.points-cap',
    why: '248 + 36 MP of attached batteries fits the Union 260 + 40; 272 MP of infantry does not (adfLine 1930)',
    pass: () => bigDivision('union', 1, 3),
    fail: () => bigDivision('union', 2, 0),
    options: { settings: [{ 'artillery.batteries-per-brigade': { enabled: false } }] },
  },
  {
    rule: 'corps.points-typical',
    why: 'an early-1864 Union corps is typically about 600 MP (adfLine 1948)',
    pass: () => ({ ...legalArmy('union', '1864-65'), children: [formation('corps', 'corps', legalArmy().children, [leader('cl', 'corps', 2)])] }),
    fail: () => ({ ...legalArmy('union', '1864-65'), children: [formation('corps', 'corps', legalArmy().children, [leader('cl', 'corps', 2, { manualCost: 600 })])] }),
    options: { preset: 'early-1864' },
  },
  { rule: 'cavalry.brigade-composition', why: 'three or more 4-figure regiments (adfLine 1932)', pass: () => cavalryArmy(['other-bl-carbine', 'other-bl-carbine', 'other-bl-carbine']), fail: () => cavalryArmy(['other-bl-carbine', 'other-bl-carbine']) },
  {
    rule: 'cavalry.repeater-limit',
    why: 'two repeating-carbine regiments per brigade (adfLine 1932)',
    pass: () => cavalryArmy(['repeating-carbine', 'repeating-carbine', 'other-bl-carbine']),
    fail: () => cavalryArmy(['repeating-carbine', 'repeating-carbine', 'repeating-carbine']),
  },
  {
    rule: 'sharpshooter.elite-only',
    why: 'sharpshooters must be elite (adfLine 1958)',
    pass: () => updateUnit(legalArmy(), 'b1-r1', { sharpshooters: true, quality: 'elite' }),
    fail: () => updateUnit(legalArmy(), 'b1-r1', { sharpshooters: true, quality: 'veteran' }),
  },
  {
    rule: 'sharpshooter.max-figures',
    why: 'no sharpshooter unit beyond six figures (adfLine 1958)',
    pass: () => updateUnit(legalArmy(), 'b1-r1', { sharpshooters: true, quality: 'elite', figures: 6 }),
    fail: () => updateUnit(legalArmy(), 'b1-r1', { sharpshooters: true, quality: 'elite', figures: 8 }),
  },
  {
    rule: 'leaders.required',
    why: 'every brigade and division needs its leader (adfLine 1928, 1930)',
    pass: () => legalArmy(),
    fail: () => ({ ...legalArmy(), children: [formation('div', 'division', [brigade('b1'), { ...brigade('b2'), leaders: [] }, battery('bat1'), battery('bat2')], [leader('dl', 'division')])] }),
  },
  {
    rule: 'formation.nesting',
    why: 'a brigade belongs in a division, not inside another brigade (adfLine 1926, 1930)',
    pass: () => legalArmy(),
    fail: () => ({ ...legalArmy(), children: [formation('div', 'division', [{ ...brigade('b1'), children: [...brigade('b1').children, brigade('b2')] }, battery('bat1'), battery('bat2')], [leader('dl', 'division')])] }),
  },
  {
    rule: 'era.green-or-trained-minimum',
    why: 'an 1865 Union brigade has at least two green or trained regiments (adfLine 1949)',
    pass: () => ['b1-r1', 'b1-r2', 'b2-r1', 'b2-r2'].reduce((o, id) => updateUnit(o, id, { quality: 'trained' }), legalArmy('union', '1864-65')),
    fail: () => legalArmy('union', '1864-65'),
    options: { preset: '1865' },
  },
  {
    rule: 'era.minimum-quality',
    why: '1865 Confederate regiments are at least veteran (adfLine 1949)',
    pass: () => legalArmy('confederate', '1864-65'),
    fail: () => updateUnit(legalArmy('confederate', '1864-65'), 'b1-r1', { quality: 'trained' }),
    options: { preset: '1865', settings: [{ 'brigade.points-cap': { enabled: false }, 'division.points-cap': { enabled: false } }] },
  },
  {
    rule: 'cost.no-price',
    why: 'engineers have no price until the user types one',
    pass: () => addNode(legalArmy(), 'div', engineers('eng', { manualCost: 5 })),
    fail: () => addNode(legalArmy(), 'div', engineers('eng')),
  },
  {
    rule: 'cost.not-available',
    why: 'a 12-figure veteran regiment is marked "-" (adfLine 1969)',
    pass: () => updateUnit(legalArmy(), 'b1-r1', { figures: 12, quality: 'green' }),
    fail: () => updateUnit(legalArmy(), 'b1-r1', { figures: 12, quality: 'veteran' }),
  },
  {
    rule: 'cost.stated-totals',
    why: 'a printed price that differs from the table',
    pass: () => updateUnit(legalArmy(), 'b1-r1', { statedCost: 7 }),
    fail: () => updateUnit(legalArmy(), 'b1-r1', { statedCost: 8 }),
  },
];

describe('organisation rules: a passing and a failing army for each', () => {
  it('the reference army breaks no guideline and costs 90 MP', () => {
    const report = musterReport(legalArmy());
    expect(report.cost.total).toBe(8 + 34 + 34 + 7 + 7);
    expect(report.warnings).toEqual([]);
    expect(musterReport(legalArmy('confederate')).warnings).toEqual([]);
  });

  for (const c of CASES) {
    it(`${c.rule}: ${c.why}`, () => {
      expect(rulesHit(c.pass(), c.options)).not.toContain(c.rule);
      expect(rulesHit(c.fail(), c.options)).toContain(c.rule);
    });
  }

  it('every rule except the scenario-level ones has a case here', () => {
    const covered = new Set(CASES.map((c) => c.rule));
    const missing = RULE_IDS.filter((id) => !covered.has(id) && !id.startsWith('scenario.'));
    expect(missing).toEqual([]);
  });

  it('a scenario may switch a rule off or change its severity and numbers', () => {
    const fail = CASES.find((c) => c.rule === 'brigade.elite-green-limit')!.fail();
    expect(rulesHit(fail, { settings: [{ 'brigade.elite-green-limit': { enabled: false } }] })).not.toContain('brigade.elite-green-limit');
    expect(rulesHit(fail, { settings: [{ 'brigade.elite-green-limit': { params: { max: 3 } } }] })).not.toContain('brigade.elite-green-limit');
    const w = musterReport(fail, { settings: [{ 'brigade.elite-green-limit': { severity: 'error' } }] }).warnings.find((x) => x.rule === 'brigade.elite-green-limit');
    expect(w).toMatchObject({ severity: 'error', path: 'div > b1', nodeId: 'b1' });
  });

  it('"each" counting allows two elite and two green regiments in one brigade', () => {
    const army = ['b1-r1', 'b1-r2'].reduce((o, id) => updateUnit(o, id, { quality: 'elite' }), ['b1-r3', 'b1-r4'].reduce((o, id) => updateUnit(o, id, { quality: 'green' }), legalArmy()));
    expect(rulesHit(army)).toContain('brigade.elite-green-limit');
    expect(rulesHit(army, { settings: [{ 'brigade.elite-green-limit': { params: { counting: 'each' } } }] })).not.toContain('brigade.elite-green-limit');
  });

  it('the sharpshooter size rule can follow the four-figure reading of adfLine 1033', () => {
    const six = updateUnit(legalArmy(), 'b1-r1', { sharpshooters: true, quality: 'elite', figures: 6 });
    expect(rulesHit(six, { settings: [{ 'sharpshooter.max-figures': { params: { max: 4 } } }] })).toContain('sharpshooter.max-figures');
  });

  it('every rule carries an explanation and a book reference', () => {
    for (const id of RULE_IDS) {
      const rule = ORGANISATION_RULES[id];
      expect(rule.id).toBe(id);
      expect(rule.explanation.length).toBeGreaterThan(20);
      expect(rule.source).toMatch(/000_e4b3381100cae796\.txt:\d+/);
    }
  });
});

describe('era presets use the book’s typical costs (adfLine 1942–1950)', () => {
  it('early 1864: Union brigade 70, Confederate 60; late 1864: 60 and 50; 1865: 60 and 40', () => {
    expect(resolveRules('early-1864')['brigade.points-cap'].params.caps).toEqual({ union: 70, confederate: 60 });
    expect(resolveRules('late-1864')['brigade.points-cap'].params.caps).toEqual({ union: 60, confederate: 50 });
    expect(resolveRules('1865')['brigade.points-cap'].params.caps).toEqual({ union: 60, confederate: 40 });
  });
  it('divisions: early 1864 280 (+30) and 270; late 1864 260 (+20) and 200; 1865 240 and 160', () => {
    expect(resolveRules('early-1864')['division.points-cap'].params).toMatchObject({ caps: { union: 280, confederate: 270 }, attachedArtillery: { union: 30 } });
    expect(resolveRules('late-1864')['division.points-cap'].params).toMatchObject({ caps: { union: 260, confederate: 200 }, attachedArtillery: { union: 20 } });
    expect(resolveRules('1865')['division.points-cap'].params.caps).toEqual({ union: 240, confederate: 160 });
  });
  it('a 66 MP Union brigade breaks the 1861–63 cap but not the early-1864 typical 70', () => {
    const army = sixtySixPointBrigade(legalArmy('union', '1864-65'));
    expect(rulesHit(army, { preset: '1861-63' })).toContain('brigade.points-cap');
    expect(rulesHit(army, { preset: 'early-1864' })).not.toContain('brigade.points-cap');
    expect(rulesHit(army, { preset: 'late-1864' })).toContain('brigade.points-cap');
  });
});

describe('scenario-level limits (adfLine 2172, 2126)', () => {
  it('points budget, with the optional 25% bonus: 90 MP breaks 80 but fits 80 × 1.25 = 100', () => {
    expect(rulesHit(legalArmy(), { settings: [scenarioRules({ budget: 80 })] })).toContain('scenario.points-budget');
    expect(rulesHit(legalArmy(), { settings: [scenarioRules({ budget: 80, bonus: true })] })).not.toContain('scenario.points-budget');
    expect(rulesHit(legalArmy(), { settings: [scenarioRules({ budget: 90 })] })).not.toContain('scenario.points-budget');
  });
  it('40 MP per board square: two squares (80) are too few for 90 MP, three (120) are enough', () => {
    expect(rulesHit(legalArmy(), { settings: [scenarioRules({ boardSquares: 2 })] })).toContain('scenario.board-squares');
    expect(rulesHit(legalArmy(), { settings: [scenarioRules({ boardSquares: 3 })] })).not.toContain('scenario.board-squares');
  });
  it('required leaders and units, as the alternate T’ain’t No Militia battle requires Reynolds', () => {
    const settings = [scenarioRules({ requiredLeaders: ['Reynolds'], requiredUnits: ['bat1'] })];
    expect(rulesHit(legalArmy(), { settings })).toContain('scenario.required');
    const withReynolds = addLeader(legalArmy(), 'div', leader('reynolds', 'corps', 2, { name: 'John Reynolds' }));
    expect(rulesHit(withReynolds, { settings })).not.toContain('scenario.required');
  });
});
