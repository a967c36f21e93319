/**
 * The reactions the book offers the reacting side after an active unit acts (B:417–429): any unit that
 * has not reacted this player turn, is not routed, and sees the active unit (or has it within 2 inches)
 * may react once — a defensive fire at that unit, a formation or facing change, a reform from disorder, a
 * rally attempt, a disengage. A move triggers reactions once the unit has moved an inch; anything done
 * within 2 inches triggers them. Each offer says why it is there, with the book's line, and a fire offer
 * carries the odds the rules preview gives from where the units stand.
 */
import { fireFromPositions, gapBetween, lineOfSight, type FireFromPositions, type PreviewTable, type TableUnit } from '../preview/adf';
import { adfLine } from '../rules/trace';
import { playtestTable, unitState, type Playtest, type PlaytestGround } from './state';

export const REACTION_KINDS = ['fire', 'formation', 'facing', 'reform', 'rally', 'disengage', 'desperation-fire'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** The book's reaction rules, each with its line. */
export const REACTION_RULES = {
  triggers: { text: 'A reacting unit may react after a visible enemy fire, after a visible enemy unit has moved an inch, or after any enemy action within 2 inches.', source: adfLine(417), movedIn: 1, withinIn: 2 },
  sight: { text: 'The reacting unit must see the unit that triggers the reaction, unless it is within 2 inches.', source: adfLine(419) },
  allowed: { text: 'A reaction is a defensive fire at the triggering unit, a formation change, a facing change, a reform, a rally attempt, a disengage, or a counter-charge when charged.', source: adfLine(427) },
  once: { text: 'Each reacting unit has one reaction in a player turn.', source: adfLine(417) },
  routed: { text: 'Routed units have no reaction.', source: adfLine(981) },
} as const;

export interface Reaction {
  /** The reacting unit (placement key). */
  unit: string;
  name: string;
  kind: ReactionKind;
  /** For a fire (or a desperation fire): the unit that triggered it, which the fire must be at (B:427, B:3079). */
  target?: string;
  /** For a fire: the rules preview's reading of it from where the units stand. */
  fire?: FireFromPositions;
  text: string;
  /** Why the unit may react ("42nd Mississippi acted within 2\" of 76th New York"), without the book's line. */
  why: string;
  source: string;
}

/** The reactions of one unit, as the panel lists them: its name and why once, then a button for each. */
export interface ReactionGroup {
  unit: string;
  name: string;
  why: string;
  offers: Reaction[];
}

/**
 * The reactions grouped by reacting unit, in the order offered: a battery's shot seen by three regiments
 * is three lines of choices, not sixteen sentences.
 */
export function groupReactions(reactions: readonly Reaction[]): ReactionGroup[] {
  const groups = new Map<string, ReactionGroup>();
  for (const r of reactions) {
    const g = groups.get(r.unit) ?? { unit: r.unit, name: r.name, why: r.why, offers: [] };
    g.offers.push(r);
    groups.set(r.unit, g);
  }
  return [...groups.values()];
}

/**
 * The reactions open to the reacting side after `triggerKey` (an active unit) acted: moved `movedIn`
 * inches (Infinity for a fire or a charge, 0 for a change in place). Both default to the playtest's last
 * trigger (`playtest.trigger`, set by each active unit's act). Empty when nothing has acted, or when the
 * move was under an inch and no reacting unit is within 2 inches.
 */
export function reactionsAfter(ground: PlaytestGround, playtest: Playtest, triggerKey = playtest.trigger?.unit, movedIn = playtest.trigger && triggerKey === playtest.trigger.unit ? (playtest.trigger.movedIn ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY): Reaction[] {
  if (triggerKey === undefined) return [];
  const table = playtestTable(ground, playtest);
  const trigger = table.unitsByKey.get(triggerKey);
  if (!trigger || trigger.role !== 'combat') return [];
  const out: Reaction[] = [];
  for (const u of table.units) {
    if (u.side === trigger.side || u.role !== 'combat' || !u.unit) continue;
    const state = unitState(playtest, u.key);
    if (state.removed || state.level === 'routed' || playtest.reacted?.[u.key]) continue;
    const why = triggerReaches(table, trigger, u, movedIn);
    if (!why) continue;
    const offer = (kind: ReactionKind, text: string, source = REACTION_RULES.allowed.source, extra: Partial<Reaction> = {}): void => {
      out.push({ unit: u.key, name: u.name, kind, text: `${text} (${why}).`, why, source, ...extra });
    };
    const f = fireFromPositions(table, u, trigger, { targetDisordered: unitState(playtest, trigger.key).level === 'disorder' });
    if (!f.refusal && f.odds) offer('fire', `${u.name} may fire at ${trigger.name} at ${f.band} range: ${f.odds.fp} FP`, REACTION_RULES.allowed.source, { target: trigger.key, fire: f });
    offer('facing', `${u.name} may change facing`);
    offer('formation', `${u.name} may change formation`);
    if (state.level === 'disorder') offer('reform', `${u.name} may reform into good order`, adfLine(985));
    if (state.level === 'shaken') offer('rally', `${u.name} may try to rally`, adfLine(929));
    offer('disengage', `${u.name} may disengage directly away at twice the disorder rate`, adfLine(589));
  }
  return out;
}

/** Why `trigger`'s act lets `u` react (B:417, B:419), or undefined when it does not. */
function triggerReaches(table: PreviewTable, trigger: TableUnit, u: TableUnit, movedIn: number): string | undefined {
  const close = gapBetween(u, trigger) <= REACTION_RULES.triggers.withinIn;
  if (close) return `${trigger.name} acted within 2" of ${u.name}`;
  if (movedIn < REACTION_RULES.triggers.movedIn) return undefined;
  return lineOfSight(table, u, trigger, { explain: false }).visible ? `${u.name} sees ${trigger.name}` : undefined;
}

/**
 * Why a reacting unit may not react now, or undefined when it may: nothing has acted, the act was not a
 * trigger it can answer (unseen and more than 2 inches off, or a move under an inch), it has reacted, or
 * it is routed (B:417–427, B:981).
 */
export function reactionRefusal(ground: PlaytestGround, playtest: Playtest, key: string): string | undefined {
  const table = playtestTable(ground, playtest);
  const u = table.unitsByKey.get(key);
  if (!u) return 'That unit is not on the table.';
  const done = playtest.reacted?.[key];
  if (done) return `${u.name} has already reacted this player turn (${done}): a unit has one reaction (B:417).`;
  if (unitState(playtest, key).level === 'routed') return `${u.name} is routed: routed units have no reaction (B:981).`;
  const t = playtest.trigger;
  const trigger = t ? table.unitsByKey.get(t.unit) : undefined;
  if (!t || !trigger) return `${u.name} has nothing to react to: a reaction follows an enemy fire, a move of an inch or an act within 2 inches (B:417).`;
  if (!triggerReaches(table, trigger, u, t.movedIn ?? Number.POSITIVE_INFINITY)) {
    return t.movedIn !== null && t.movedIn < REACTION_RULES.triggers.movedIn
      ? `${trigger.name} moved under an inch, more than 2 inches from ${u.name}: no reaction yet (B:417).`
      : `${u.name} cannot see ${trigger.name}, more than 2 inches away: no reaction (B:419).`;
  }
  return undefined;
}
