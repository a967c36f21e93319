/**
 * What the scenario editor needs beside the document: its sections, which section a schema problem
 * belongs to, the schema's enumerations with the words a designer reads, and fresh ids for new items.
 */
import { getContext, setContext } from 'svelte';
import type { SchemaProblem } from '../../../../core/formats/messages';

export type SectionId = 'general' | 'board' | 'sides' | 'setup' | 'rules' | 'weather' | 'initiative' | 'victory' | 'hidden' | 'campaign';

export const SECTIONS: ReadonlyArray<{ id: SectionId; label: string }> = [
  { id: 'general', label: 'General' },
  { id: 'board', label: 'Board' },
  { id: 'sides', label: 'Sides' },
  { id: 'setup', label: 'Set-up and entries' },
  { id: 'rules', label: 'Special rules' },
  { id: 'weather', label: 'Weather and season' },
  { id: 'initiative', label: 'Initiative and length' },
  { id: 'victory', label: 'Victory conditions' },
  { id: 'hidden', label: 'Hidden deployment' },
  { id: 'campaign', label: 'Campaign' },
];

/** The first pointer segments that decide a section; set-up areas live in the map but are edited here. */
export function sectionOf(pointer: string): SectionId {
  const parts = pointer.split('/').slice(1);
  const top = parts[0] ?? '';
  if (top === 'sides') return parts[2] === 'setup' || parts[2] === 'entries' ? 'setup' : 'sides';
  if (top === 'map') return parts[1] === 'setupAreas' ? 'setup' : 'board';
  const byTop: Record<string, SectionId> = {
    board: 'board',
    specialRules: 'rules',
    weather: 'weather',
    initiative: 'initiative',
    length: 'initiative',
    victory: 'victory',
    hiddenDeployment: 'hidden',
    campaign: 'campaign',
    alternatives: 'campaign',
  };
  return byTop[top] ?? 'general';
}

export type Option = { value: string; label: string };
const opts = (pairs: Record<string, string>): Option[] => Object.entries(pairs).map(([value, label]) => ({ value, label }));

export const RULESETS = opts({ adf: 'Across a Deadly Field', bluegrey: 'Blue & Grey', gbacw: 'Great Battles of the ACW' });
export const SCALES = opts({ '10mm': '6/10 mm figures', '15mm': '15/20 mm figures', '25mm': '25/28 mm figures', counters: 'Counters (hex game)' });
export const ERAS = opts({ '1861-63': '1861–63', '1864-65': '1864–65' });
export const EDGES = opts({ north: 'North', south: 'South', east: 'East', west: 'West' });
export const FORMATIONS = opts({
  any: 'Any formation',
  'battle-line': 'Battle line',
  'extended-line': 'Extended line',
  skirmish: 'Skirmish',
  column: 'Column',
  'road-column': 'Road column',
  'attack-column': 'Attack column',
  square: 'Square',
  limbered: 'Limbered',
  unlimbered: 'Unlimbered',
  mounted: 'Mounted',
  dismounted: 'Dismounted',
});
export const QUALITIES = opts({ green: 'Green', trained: 'Trained', veteran: 'Veteran', elite: 'Elite' });
export const BUDGET_FORMATIONS = opts({ brigade: 'Brigade', division: 'Division', corps: 'Corps', army: 'Army', any: 'Any' });
export const BUDGET_ARMS = opts({ infantry: 'Infantry', cavalry: 'Cavalry', artillery: 'Artillery', mixed: 'Mixed arms' });
export const CONSTRAINT_KINDS = opts({
  'required-leader': 'Required leader',
  'min-quality-count': 'At least N of a quality',
  'max-quality-count': 'At most N of a quality',
  'no-quality': 'No units of a quality',
  'max-units-of': 'At most N units of',
  'weapon-limit': 'Weapon limit',
  'brigade-count': 'Number of brigades',
  'battery-count': 'Number of batteries',
  other: 'Other (text only)',
});
export const CONSTRAINT_PER = opts({ side: 'per side', division: 'per division', brigade: 'per brigade' });
export const ARRIVAL_KINDS = opts({ turn: 'On a fixed turn', roll: 'By a die roll' });
export const ARRIVAL_OTHERWISE = opts({ 'die-is-turn': 'the die is the arrival turn', unavailable: 'they never come', 'next-turn': 'roll again next turn' });
export const RULE_KINDS = opts({ 'leader-loss': 'Leader loss', restriction: 'Restriction', terrain: 'Terrain', morale: 'Morale', movement: 'Movement', other: 'Other' });
export const MORALE_STATS = opts({ MMP: 'MMP', BMP: 'BMP' });
export const MORALE_DURATIONS = opts({ scenario: 'for the rest of the scenario', 'first-morale-check': 'until the first morale check' });
export const SEASONS = opts({ spring: 'Spring', summer: 'Summer', fall: 'Fall', winter: 'Winter' });
export const WEATHERS = opts({ dry: 'Dry', wet: 'Wet', 'very-dry': 'Very dry' });
export const WEATHER_DICE = opts({ '1D6': '1D6', '2D6': '2D6' });
export const INITIATIVE_RULES = opts({ side: 'One side for the whole game', 'most-leadership': 'Most leadership bonus', 'roll-each-turn': 'Rolled each turn' });
export const VICTORY_KINDS = opts({
  'clear-area': 'Clear an area of the enemy',
  'hold-area': 'Hold an area',
  'units-beyond': 'Units beyond a line',
  'casualty-ratio': 'Casualty ratio',
  'forced-retirement': 'Force the enemy to retire',
  text: 'Text only',
});

/** `prefix-N` with the smallest N not already used. */
export function freshId(prefix: string, taken: Iterable<string | undefined>): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) if (!used.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

/** "1, 2, 3" ⇄ [1, 2, 3]: the faces of a die table row, the units of an entry. */
export const joinList = (items: readonly (string | number)[] | undefined): string => (items ?? []).join(', ');
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Schema problems, shared with every field through context so each can mark itself. */
const PROBLEMS = Symbol('scenario-problems');
export interface ProblemsContext {
  readonly list: readonly SchemaProblem[];
}
export const provideProblems = (ctx: ProblemsContext): void => void setContext(PROBLEMS, ctx);
/** The messages for the value at `pointer` (an unknown property is shown at its object). */
export const messagesAt = (ctx: ProblemsContext | undefined, pointer: string): string[] =>
  ctx ? ctx.list.filter((p) => p.pointer === pointer || p.locate?.pointer === pointer).map((p) => p.message) : [];
export const problemsContext = (): ProblemsContext | undefined => getContext<ProblemsContext | undefined>(PROBLEMS);

/** A JSON pointer for a path, as the schema problems name places. */
export const pointerOf = (path: readonly (string | number)[]): string => path.map((k) => `/${String(k).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
