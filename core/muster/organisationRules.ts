/**
 * The ADF organisation guidelines for points-built armies, as data. The book calls them guidelines
 * that a scenario may overrule (adfLine(1924)), so every rule here can be switched off, given another
 * severity or given other numbers by a scenario, an era preset or the player. Rules only warn: they never
 * stop anyone building what they want. The checks that read these parameters live in `validate.ts`.
 */
import { adfLine } from '../rules/trace';
import type { Era, Quality, Side } from '../model/words';
import type { CavalryWeapon, InfantryWeapon } from '../rules/adf/weapons';
import type { FormationLevel } from '../model/oob';

export type Severity = 'warning' | 'error';

/** Parameters of each rule; a scenario may change any of them. */
export interface RuleParams {
  'brigade.regiment-count': { min: number; max: number };
  'brigade.points-cap': { caps: Record<Side, number>; countArtillery: boolean };
  'brigade.elite-green-limit': { max: number; counting: 'combined' | 'each' };
  'brigade.sharpshooter-limit': { max: number };
  'brigade.repeater-limit': { max: number; weapons: InfantryWeapon[] };
  'side.repeater-ban': { sides: Side[]; infantryWeapons: InfantryWeapon[]; cavalryWeapons: CavalryWeapon[] };
  'artillery.batteries-per-brigade': { min: number; max: number; countCavalryBrigades: boolean };
  'artillery.sections-by-side': { sections: Record<Side, number[]> };
  'artillery.leader': { sides: Side[]; moreThanBatteries: number; max: number };
  'division.brigade-count': { min: number; max: number };
  'division.points-cap': { caps: Record<Side, number>; attachedArtillery: Record<Side, number> };
  'corps.points-typical': { caps: Record<Side, number> };
  'cavalry.brigade-composition': { minUnits: number; minFigures: number };
  'cavalry.repeater-limit': { max: number; weapons: CavalryWeapon[] };
  'sharpshooter.elite-only': Record<string, never>;
  'sharpshooter.max-figures': { max: number };
  'leaders.required': { levels: FormationLevel[] };
  'formation.nesting': Record<string, never>;
  'era.green-or-trained-minimum': { sides: Side[]; min: number };
  'era.minimum-quality': { sides: Side[]; minimum: Quality };
  'cost.no-price': Record<string, never>;
  'cost.not-available': Record<string, never>;
  'cost.stated-totals': Record<string, never>;
  'scenario.points-budget': { budget: number | null; bonus: boolean; bonusRate: number };
  'scenario.board-squares': { squares: number | null; pointsPerSquare: number; bonus: boolean; bonusRate: number };
  'scenario.required': { leaders: string[]; units: string[] };
}
export type RuleId = keyof RuleParams;

/** What part of the order of battle a rule looks at. */
export type RuleScope = 'unit' | 'leader' | 'infantry-brigade' | 'cavalry-brigade' | 'division' | 'corps' | 'formation' | 'side';

export interface RuleDefinition<P> {
  id: string;
  title: string;
  severity: Severity;
  scope: RuleScope;
  /** Our own words: what the rule asks and why it is there. */
  explanation: string;
  source: string;
  /** Off by default for era-specific guidance that a preset switches on. */
  enabled: boolean;
  params: P;
}

const both = (union: number, confederate: number): Record<Side, number> => ({ union, confederate });

export const ORGANISATION_RULES: { readonly [K in RuleId]: RuleDefinition<RuleParams[K]> } = {
  'brigade.regiment-count': {
    id: 'brigade.regiment-count',
    title: 'Regiments per infantry brigade',
    severity: 'warning',
    scope: 'infantry-brigade',
    explanation: 'An infantry brigade bought with points has between three and six regiments.',
    source: adfLine(1926),
    enabled: true,
    params: { min: 3, max: 6 },
  },
  'brigade.points-cap': {
    id: 'brigade.points-cap',
    title: 'Infantry brigade points cap',
    severity: 'warning',
    scope: 'infantry-brigade',
    explanation:
      'An infantry brigade, with its required leader, costs at most 60 MP for the Union and 70 MP for the Confederates; the richer Confederate cap reflects their larger brigades. Batteries parked in a brigade do not count unless the scenario says so.',
    source: `${adfLine(1926)}, ${adfLine(1928)}`,
    enabled: true,
    params: { caps: both(60, 70), countArtillery: false },
  },
  'brigade.elite-green-limit': {
    id: 'brigade.elite-green-limit',
    title: 'Elite and green regiments per brigade',
    severity: 'warning',
    scope: 'infantry-brigade',
    explanation: 'At most two regiments of a brigade are elite or green, counted together; most regiments were trained or veteran.',
    source: adfLine(1928),
    enabled: true,
    params: { max: 2, counting: 'combined' },
  },
  'brigade.sharpshooter-limit': {
    id: 'brigade.sharpshooter-limit',
    title: 'Sharpshooter regiments per brigade',
    severity: 'warning',
    scope: 'infantry-brigade',
    explanation: 'Only one of a brigade’s elite regiments may be sharpshooters.',
    source: adfLine(1928),
    enabled: true,
    params: { max: 1 },
  },
  'brigade.repeater-limit': {
    id: 'brigade.repeater-limit',
    title: 'Repeating-rifle regiments per brigade',
    severity: 'warning',
    scope: 'infantry-brigade',
    explanation: 'At most two regiments of an 1863–64 brigade carry Spencer or Henry repeaters unless the scenario allows more (Wilder’s brigade had five).',
    source: adfLine(1928),
    enabled: true,
    params: { max: 2, weapons: ['spencer-henry'] },
  },
  'side.repeater-ban': {
    id: 'side.repeater-ban',
    title: 'No Confederate repeaters',
    severity: 'error',
    scope: 'unit',
    explanation: 'Confederate units may not have repeating rifles or carbines unless the scenario gives them some.',
    source: `${adfLine(1958)}, ${adfLine(1932)}`,
    enabled: true,
    params: { sides: ['confederate'], infantryWeapons: ['spencer-henry'], cavalryWeapons: ['repeating-carbine'] },
  },
  'artillery.batteries-per-brigade': {
    id: 'artillery.batteries-per-brigade',
    title: 'Batteries per infantry brigade',
    severity: 'warning',
    scope: 'side',
    explanation: 'For every infantry brigade bought, a side buys one or two batteries.',
    source: adfLine(1931),
    enabled: true,
    params: { min: 1, max: 2, countCavalryBrigades: false },
  },
  'artillery.sections-by-side': {
    id: 'artillery.sections-by-side',
    title: 'Sections per battery by side',
    severity: 'warning',
    scope: 'unit',
    explanation: 'Confederate batteries are bought with two sections; Federal batteries with two or three.',
    source: adfLine(1931),
    enabled: true,
    params: { sections: { union: [2, 3], confederate: [2] } },
  },
  'artillery.leader': {
    id: 'artillery.leader',
    title: 'Artillery leader',
    severity: 'warning',
    scope: 'side',
    explanation: 'A Federal side with more than four batteries may buy one 1LB artillery leader; no other side may, and never more than one.',
    source: adfLine(1931),
    enabled: true,
    params: { sides: ['union'], moreThanBatteries: 4, max: 1 },
  },
  'division.brigade-count': {
    id: 'division.brigade-count',
    title: 'Brigades per division',
    severity: 'warning',
    scope: 'division',
    explanation: 'An infantry division has between two and four brigades.',
    source: adfLine(1930),
    enabled: true,
    params: { min: 2, max: 4 },
  },
  'division.points-cap': {
    id: 'division.points-cap',
    title: 'Division points cap',
    severity: 'warning',
    scope: 'division',
    explanation:
      'A division, with its required leader, costs at most 260 MP for the Union and 300 MP for the Confederates; a Federal division may carry up to 40 MP more of artillery attached from corps or army reserve.',
    source: adfLine(1930),
    enabled: true,
    params: { caps: both(260, 300), attachedArtillery: both(40, 0) },
  },
  'corps.points-typical': {
    id: 'corps.points-typical',
    title: 'Typical corps cost',
    severity: 'warning',
    scope: 'corps',
    explanation: 'The book’s typical corps costs for 1864 and 1865; an era preset switches this guidance on.',
    source: `${adfLine(1948)}, ${adfLine(1950)}`,
    enabled: false,
    params: { caps: both(600, 900) },
  },
  'cavalry.brigade-composition': {
    id: 'cavalry.brigade-composition',
    title: 'Cavalry brigade composition',
    severity: 'warning',
    scope: 'cavalry-brigade',
    explanation: 'Cavalry is bought in brigades of at least three regiments or battalions of four or more figures.',
    source: adfLine(1932),
    enabled: true,
    params: { minUnits: 3, minFigures: 4 },
  },
  'cavalry.repeater-limit': {
    id: 'cavalry.repeater-limit',
    title: 'Repeating carbines per cavalry brigade',
    severity: 'warning',
    scope: 'cavalry-brigade',
    explanation: 'At most two regiments of a cavalry brigade carry repeating carbines unless the scenario allows more (some 1865 brigades were all Spencer).',
    source: adfLine(1932),
    enabled: true,
    params: { max: 2, weapons: ['repeating-carbine'] },
  },
  'sharpshooter.elite-only': {
    id: 'sharpshooter.elite-only',
    title: 'Sharpshooters are elite',
    severity: 'error',
    scope: 'unit',
    explanation: 'A unit rated as sharpshooters must be elite.',
    source: adfLine(1958),
    enabled: true,
    params: {},
  },
  'sharpshooter.max-figures': {
    id: 'sharpshooter.max-figures',
    title: 'Sharpshooter unit size',
    severity: 'warning',
    scope: 'unit',
    explanation:
      'The points rules price sharpshooter units of four or six figures and none larger; the sharpshooter rules themselves say four figures at most (adfLine(1033)) — set max to 4 for that reading.',
    source: `${adfLine(1958)}, ${adfLine(1033)}`,
    enabled: true,
    params: { max: 6 },
  },
  'leaders.required': {
    id: 'leaders.required',
    title: 'Required leaders',
    severity: 'warning',
    scope: 'formation',
    explanation: 'Every brigade needs its brigade leader and every division its division leader, and their cost counts toward the caps.',
    source: `${adfLine(1928)}, ${adfLine(1930)}`,
    enabled: true,
    params: { levels: ['brigade', 'division'] },
  },
  'formation.nesting': {
    id: 'formation.nesting',
    title: 'A formation inside one of its own level or lower',
    severity: 'warning',
    scope: 'formation',
    explanation:
      'Regiments make brigades, brigades divisions, divisions corps: a brigade put inside another brigade (or a division inside a brigade) is counted as part of it, its regiments as the outer formation\u2019s, which is seldom what was meant. Move it up a level.',
    source: `${adfLine(1926)}, ${adfLine(1930)}`,
    enabled: true,
    params: {},
  },
  'era.green-or-trained-minimum': {
    id: 'era.green-or-trained-minimum',
    title: 'Green or trained regiments (1865 Union)',
    severity: 'warning',
    scope: 'infantry-brigade',
    explanation: 'By 1865 a typical Union brigade had at least two green or trained regiments; the 1865 preset switches this on.',
    source: adfLine(1949),
    enabled: false,
    params: { sides: ['union'], min: 2 },
  },
  'era.minimum-quality': {
    id: 'era.minimum-quality',
    title: 'Veteran regiments (1865 Confederate)',
    severity: 'warning',
    scope: 'infantry-brigade',
    explanation: 'By 1865 every Confederate regiment still in the field was at least veteran; the 1865 preset switches this on.',
    source: adfLine(1949),
    enabled: false,
    params: { sides: ['confederate'], minimum: 'veteran' },
  },
  'cost.no-price': {
    id: 'cost.no-price',
    title: 'No book price',
    severity: 'warning',
    scope: 'unit',
    explanation: 'The book gives no muster-point price for this unit or leader; enter a cost by hand or it counts as 0.',
    source: adfLine(1958),
    enabled: true,
    params: {},
  },
  'cost.not-available': {
    id: 'cost.not-available',
    title: 'Option not available',
    severity: 'error',
    scope: 'unit',
    explanation: 'The price table marks this size and quality with a dash: the option cannot be bought with points.',
    source: adfLine(1958),
    enabled: true,
    params: {},
  },
  'cost.stated-totals': {
    id: 'cost.stated-totals',
    title: 'Stated totals',
    severity: 'warning',
    scope: 'side',
    explanation: 'A price or total printed in the source differs from what the tables give.',
    source: adfLine(1958),
    enabled: true,
    params: {},
  },
  'scenario.points-budget': {
    id: 'scenario.points-budget',
    title: 'Points budget',
    severity: 'warning',
    scope: 'side',
    explanation: 'The side costs more than the scenario’s points budget (with the optional 25 percent bonus for a side that attacks or is less experienced).',
    source: adfLine(2172),
    enabled: true,
    params: { budget: null, bonus: false, bonusRate: 0.25 },
  },
  'scenario.board-squares': {
    id: 'scenario.board-squares',
    title: 'Forty points per board square',
    severity: 'warning',
    scope: 'side',
    explanation: 'As a guideline each side gets 40 MP per square of battlespace, so the table is not crammed.',
    source: adfLine(2172),
    enabled: true,
    params: { squares: null, pointsPerSquare: 40, bonus: false, bonusRate: 0.25 },
  },
  'scenario.required': {
    id: 'scenario.required',
    title: 'Required units and leaders',
    severity: 'warning',
    scope: 'side',
    explanation: 'The scenario names leaders or units this side must include (e.g. Reynolds in the alternate T’ain’t No Militia battle).',
    source: adfLine(2126),
    enabled: true,
    params: { leaders: [], units: [] },
  },
};

export const RULE_IDS = Object.keys(ORGANISATION_RULES) as RuleId[];

/** A change to one rule by a scenario, a preset or the player. */
export interface RuleOverride<P = unknown> {
  enabled?: boolean;
  severity?: Severity;
  params?: Partial<P>;
}
export type RuleSettings = { [K in RuleId]?: RuleOverride<RuleParams[K]> };

export const ERA_PRESET_IDS = ['1861-63', 'early-1864', 'late-1864', '1865'] as const;
export type EraPresetId = (typeof ERA_PRESET_IDS)[number];

export interface EraPreset {
  id: EraPresetId;
  label: string;
  /** The price tables this preset uses. */
  era: Era;
  rules: RuleSettings;
  source: string;
}

/**
 * The book's typical costs for 1864 and 1865 (adfLine(1942)–adfLine(1950)) used as the caps' numbers.
 * They are typical figures rather than hard caps, so they only ever warn.
 */
export const ERA_PRESETS: Readonly<Record<EraPresetId, EraPreset>> = {
  '1861-63': { id: '1861-63', label: '1861–63', era: '1861-63', rules: {}, source: adfLine(1924) },
  'early-1864': {
    id: 'early-1864',
    label: 'Early 1864',
    era: '1864-65',
    rules: {
      'brigade.points-cap': { params: { caps: both(70, 60) } },
      'division.points-cap': { params: { caps: both(280, 270), attachedArtillery: both(30, 0) } },
      'corps.points-typical': { enabled: true, params: { caps: both(600, 900) } },
    },
    source: `${adfLine(1942)}, ${adfLine(1944)}, ${adfLine(1946)}, ${adfLine(1948)}`,
  },
  'late-1864': {
    id: 'late-1864',
    label: 'Late 1864',
    era: '1864-65',
    rules: {
      'brigade.points-cap': { params: { caps: both(60, 50) } },
      'division.points-cap': { params: { caps: both(260, 200), attachedArtillery: both(20, 0) } },
      'corps.points-typical': { enabled: true, params: { caps: both(600, 900) } },
    },
    source: `${adfLine(1943)}, ${adfLine(1947)}, ${adfLine(1948)}`,
  },
  '1865': {
    id: '1865',
    label: '1865',
    era: '1864-65',
    rules: {
      'brigade.points-cap': { params: { caps: both(60, 40) } },
      // The book gives no 1865 figure for attached artillery; the late-1864 allowance is kept.
      'division.points-cap': { params: { caps: both(240, 160), attachedArtillery: both(20, 0) } },
      'corps.points-typical': { enabled: true, params: { caps: both(500, 600) } },
      'era.green-or-trained-minimum': { enabled: true },
      'era.minimum-quality': { enabled: true },
    },
    source: `${adfLine(1949)}, ${adfLine(1950)}`,
  },
};

export interface ResolvedRule<K extends RuleId = RuleId> {
  id: K;
  definition: RuleDefinition<RuleParams[K]>;
  enabled: boolean;
  severity: Severity;
  params: RuleParams[K];
}
export type ResolvedRules = { readonly [K in RuleId]: ResolvedRule<K> };

/** One rule: its defaults, then each layer of settings in order. */
function resolveRule<K extends RuleId>(id: K, layers: ReadonlyArray<RuleSettings | undefined>): ResolvedRule<K> {
  const definition: RuleDefinition<RuleParams[K]> = ORGANISATION_RULES[id];
  let { enabled, severity } = definition;
  let params: RuleParams[K] = definition.params;
  for (const layer of layers) {
    const o: RuleOverride<RuleParams[K]> | undefined = layer?.[id];
    if (!o) continue;
    if (o.enabled !== undefined) enabled = o.enabled;
    if (o.severity !== undefined) severity = o.severity;
    if (o.params) params = { ...params, ...o.params };
  }
  return { id, definition, enabled, severity, params };
}

/** Defaults, then the preset, then each layer of settings in order (scenario, then player). */
export function resolveRules(preset: EraPresetId = '1861-63', ...layers: Array<RuleSettings | undefined>): ResolvedRules {
  const all = [ERA_PRESETS[preset].rules, ...layers];
  // RULE_IDS are the keys of ORGANISATION_RULES, so every rule is there, each resolved under its own id.
  return Object.fromEntries(RULE_IDS.map((id) => [id, resolveRule(id, all)])) as ResolvedRules;
}

/** Scenario-level settings in the book's terms, turned into rule settings. */
export interface ScenarioLimits {
  budget?: number | null;
  /** The optional 25 percent bonus for the side with the burden of attack or less experience. */
  bonus?: boolean;
  boardSquares?: number | null;
  requiredLeaders?: string[];
  requiredUnits?: string[];
}

export function scenarioRules(limits: ScenarioLimits): RuleSettings {
  const settings: RuleSettings = {};
  if (limits.budget !== undefined || limits.bonus !== undefined) {
    settings['scenario.points-budget'] = { params: { budget: limits.budget ?? null, bonus: limits.bonus ?? false } };
  }
  if (limits.boardSquares !== undefined || limits.bonus !== undefined) {
    settings['scenario.board-squares'] = { params: { squares: limits.boardSquares ?? null, bonus: limits.bonus ?? false } };
  }
  if (limits.requiredLeaders || limits.requiredUnits) {
    settings['scenario.required'] = { params: { leaders: limits.requiredLeaders ?? [], units: limits.requiredUnits ?? [] } };
  }
  return settings;
}

/** The points a side may spend under a budget, with the optional bonus. */
export const budgetWithBonus = (budget: number, bonus: boolean, bonusRate: number): number => (bonus ? Math.floor(budget * (1 + bonusRate)) : budget);
