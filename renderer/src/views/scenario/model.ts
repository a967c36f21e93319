/**
 * What the scenario editor needs beside the document: its sections, which section a schema problem
 * belongs to, the schema's enumerations with the words a designer reads, and fresh ids for new items.
 */
import { getContext, setContext } from 'svelte';
import type { SchemaProblem } from '../../../../core/formats/messages';
import {
  ACTION_PROFILE_LABELS,
  ARRIVAL_KIND_LABELS,
  ARRIVAL_OTHERWISE_LABELS,
  BUDGET_ARM_LABELS,
  BUDGET_FORMATION_LABELS,
  CONSTRAINT_KIND_LABELS,
  CONSTRAINT_PER_LABELS,
  CONSTRAINT_OF_LABELS,
  COUNTER_SIZE_LABELS,
  COUNTER_SIZE_MARKS,
  COUNTER_TYPE_LABELS,
  DICE_LABELS,
  EDGE_LABELS,
  ERA_LABELS,
  FORMATION_LABELS,
  INITIATIVE_RULE_LABELS,
  MORALE_DURATION_LABELS,
  MORALE_STAT_LABELS,
  optionsOf,
  ORDERS_LABELS,
  QUALITY_LABELS,
  RULE_KIND_LABELS,
  RULESET_LABELS,
  SCALE_LABELS,
  SEASON_LABELS,
  SIDE_LABELS,
  VICTORY_KIND_LABELS,
  WEATHER_LABELS,
} from '../../../../core/vocabulary';

export type SectionId = 'general' | 'board' | 'map' | 'sides' | 'setup' | 'rules' | 'weather' | 'initiative' | 'victory' | 'hidden' | 'campaign' | 'playtest';

/**
 * The scenario's sections, in the order the list shows them. `short` is the word shown while the board
 * has the window (the list is then one row above it); it is the start of the label, so the button's name
 * still contains what it shows.
 */
export const SECTIONS: ReadonlyArray<{ id: SectionId; label: string; short: string }> = [
  { id: 'general', label: 'General', short: 'General' },
  { id: 'board', label: 'Board', short: 'Board' },
  { id: 'map', label: 'Map', short: 'Map' },
  { id: 'sides', label: 'Sides', short: 'Sides' },
  { id: 'setup', label: 'Set-up and entries', short: 'Set-up' },
  { id: 'rules', label: 'Special rules', short: 'Special rules' },
  { id: 'weather', label: 'Weather and season', short: 'Weather' },
  { id: 'initiative', label: 'Initiative and length', short: 'Initiative' },
  { id: 'victory', label: 'Victory conditions', short: 'Victory' },
  { id: 'hidden', label: 'Hidden deployment', short: 'Hidden' },
  { id: 'campaign', label: 'Campaign', short: 'Campaign' },
  { id: 'playtest', label: 'Playtest', short: 'Playtest' },
];

/** The first pointer segments that decide a section; set-up areas live in the map but are edited here. */
export function sectionOf(pointer: string): SectionId {
  const parts = pointer.split('/').slice(1);
  const top = parts[0] ?? '';
  if (top === 'sides') return parts[2] === 'setup' || parts[2] === 'entries' ? 'setup' : 'sides';
  if (top === 'map') return parts[1] === 'setupAreas' ? 'setup' : 'map';
  const byTop: Record<string, SectionId> = {
    board: 'board',
    georeference: 'board',
    specialRules: 'rules',
    weather: 'weather',
    initiative: 'initiative',
    length: 'initiative',
    victory: 'victory',
    hiddenDeployment: 'hidden',
    campaign: 'campaign',
    alternatives: 'campaign',
    checkOrganisation: 'sides',
  };
  return byTop[top] ?? 'general';
}

export type Option = { value: string; label: string };
// Every list below is a schema enum with its labels from core/vocabulary: one label per value, and a
// schema that changes a list fails to compile there until the labels follow.
export const RULESETS: Option[] = optionsOf(RULESET_LABELS);
export const SCALES: Option[] = optionsOf(SCALE_LABELS);
export const ERAS: Option[] = optionsOf(ERA_LABELS);
export const EDGES: Option[] = optionsOf(EDGE_LABELS);
export const FORMATIONS: Option[] = optionsOf(FORMATION_LABELS);
export const QUALITIES: Option[] = optionsOf(QUALITY_LABELS);
export const RULES_SIDES: Option[] = optionsOf(SIDE_LABELS);
export const BUDGET_FORMATIONS: Option[] = optionsOf(BUDGET_FORMATION_LABELS);
export const BUDGET_ARMS: Option[] = optionsOf(BUDGET_ARM_LABELS);
export const CONSTRAINT_KINDS: Option[] = optionsOf(CONSTRAINT_KIND_LABELS);
export const CONSTRAINT_PER: Option[] = optionsOf(CONSTRAINT_PER_LABELS);
export const CONSTRAINT_OF: Option[] = optionsOf(CONSTRAINT_OF_LABELS);
export const ARRIVAL_KINDS: Option[] = optionsOf(ARRIVAL_KIND_LABELS);
export const ARRIVAL_OTHERWISE: Option[] = optionsOf(ARRIVAL_OTHERWISE_LABELS);
export const RULE_KINDS: Option[] = optionsOf(RULE_KIND_LABELS);
export const MORALE_STATS: Option[] = optionsOf(MORALE_STAT_LABELS);
export const MORALE_DURATIONS: Option[] = optionsOf(MORALE_DURATION_LABELS);
export const SEASONS: Option[] = optionsOf(SEASON_LABELS);
export const WEATHERS: Option[] = optionsOf(WEATHER_LABELS);
export const WEATHER_DICE: Option[] = optionsOf(DICE_LABELS);
export const INITIATIVE_RULES: Option[] = optionsOf(INITIATIVE_RULE_LABELS);
export const VICTORY_KINDS: Option[] = optionsOf(VICTORY_KIND_LABELS);
export const COUNTER_TYPES: Option[] = optionsOf(COUNTER_TYPE_LABELS);
/** Sizes as the counter prints them: the symbol, then its name ("XX Division"). */
export const COUNTER_SIZES: Option[] = optionsOf(COUNTER_SIZE_LABELS).map((o) => ({ value: o.value, label: `${COUNTER_SIZE_MARKS[o.value]} ${o.label}` }));
export const ACTION_PROFILES: Option[] = optionsOf(ACTION_PROFILE_LABELS).map((o) => ({ value: o.value, label: `${o.value} — ${o.label}` }));
export const ORDERS: Option[] = optionsOf(ORDERS_LABELS);

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
/** Every problem at `pointer` or inside it (a counter's row gathers those of all its values). */
export const problemsUnder = (ctx: ProblemsContext | undefined, pointer: string): SchemaProblem[] =>
  ctx ? ctx.list.filter((p) => p.pointer === pointer || p.pointer.startsWith(`${pointer}/`)) : [];
export const problemsContext = (): ProblemsContext | undefined => getContext<ProblemsContext | undefined>(PROBLEMS);

/** A JSON pointer for a path, as the schema problems name places. */
export const pointerOf = (path: readonly (string | number)[]): string => path.map((k) => `/${String(k).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
