/**
 * Variants of a scenario for a balance run: the same scenario with a longer or shorter game, or a side's
 * budget moved, each played and its win rate set beside the others, so a designer sees which change
 * brings the game nearest even.
 *
 * - `length=4..9`: the game lasts 4, 5, … 9 turns; a condition judged at the end of the scenario's own
 *   last turn is judged at the end of the new one.
 * - `budget:SIDE=-20%..+20%` (steps of 10%): every infantry and cavalry unit of SIDE has its figures, and
 *   so its muster points, moved by that share (at least one figure a stand, at most the schema's 12); batteries keep their
 *   sections, which the tables cost whole.
 */
import { isFormation, type OobNode } from '../model/oob';
import type { PlaytestGround } from '../playtest';
import type { Victory } from '../model/scenario.generated';
import type { BalanceSetup } from './game';

export type VariantSpec = { kind: 'length'; turns: number[] } | { kind: 'budget'; side: string; percents: number[] };

export interface Variant {
  /** As `--vary` names it: "length=6", "budget:confederate=+10%". */
  name: string;
  apply(setup: BalanceSetup): BalanceSetup;
}

/** The steps of a budget range, in percent. */
export const BUDGET_STEP_PERCENT = 10;
/** No more variants than this in one run: each is a whole run of games. */
export const MAX_VARIANTS = 21;

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** Reads `--vary`'s words; a mistake is thrown as an Error whose message says what is wrong. */
export function parseVary(text: string): VariantSpec {
  const length = /^length=(\d+)\.\.(\d+)$/.exec(text);
  if (length) {
    const [from, to] = [Number(length[1]), Number(length[2])];
    if (from < 1 || to < from) throw new Error(`--vary ${text}: a length range goes from 1 or more up to a larger number of turns, as length=4..9`);
    const turns = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    if (turns.length > MAX_VARIANTS) throw new Error(`--vary ${text}: at most ${MAX_VARIANTS} variants in one run`);
    return { kind: 'length', turns };
  }
  const budget = /^budget:([^=]+)=([+-]?\d+)%\.\.([+-]?\d+)%$/.exec(text);
  if (budget) {
    const [from, to] = [Number(budget[2]), Number(budget[3])];
    if (to < from || from <= -100) throw new Error(`--vary ${text}: a budget range goes from a lower share to a higher one, above -100%, as budget:union=-20%..+20%`);
    const percents: number[] = [];
    for (let p = from; p <= to; p += BUDGET_STEP_PERCENT) percents.push(p);
    if (percents.at(-1) !== to) percents.push(to);
    if (percents.length > MAX_VARIANTS) throw new Error(`--vary ${text}: at most ${MAX_VARIANTS} variants in one run`);
    return { kind: 'budget', side: budget[1]!, percents };
  }
  throw new Error(`--vary ${text}: give length=FROM..TO (turns) or budget:SIDE=FROM%..TO% (as budget:union=-20%..+20%)`);
}

/** The scenario with `turns` turns; conditions judged at the end of its old last turn judged at the new one. */
function withLength(setup: BalanceSetup, turns: number): BalanceSetup {
  const old = setup.ground.turns;
  const victory: Victory | undefined = setup.victory && {
    ...setup.victory,
    conditions: setup.victory.conditions.map((c) => (c.check?.atEndOfTurn === old ? { ...c, check: { ...c.check, atEndOfTurn: turns } } : c)),
  };
  return { ...setup, ground: { ...setup.ground, turns }, victory };
}

/** Most figures a unit may have: the army schema's bound (schemas/army.schema.json, `figures`). */
const MOST_FIGURES = 12;

function scaleNode(node: OobNode, factor: number): OobNode {
  if (isFormation(node)) return { ...node, children: node.children.map((c) => scaleNode(c, factor)) };
  if (node.arm === 'infantry' || node.arm === 'cavalry' || node.arm === 'engineers') {
    const stands = 'stands' in node && node.stands === 3 ? 3 : 2;
    return { ...node, figures: Math.min(MOST_FIGURES, Math.max(stands, Math.round(node.figures * factor))) } as OobNode;
  }
  return node;
}

/** The side's units with their figures moved by `percent`. */
function withBudget(setup: BalanceSetup, side: string, percent: number): BalanceSetup {
  const factor = 1 + percent / 100;
  const sides: PlaytestGround['sides'] = setup.ground.sides.map((s) =>
    s.id === side && s.orderOfBattle ? { ...s, orderOfBattle: { ...s.orderOfBattle, children: s.orderOfBattle.children.map((c) => scaleNode(c, factor)) } } : s,
  );
  return { ...setup, ground: { ...setup.ground, sides } };
}

/** The variants a spec names, checked against the scenario (a side it does not have is an error). */
export function variantsOf(spec: VariantSpec, sides: readonly string[]): Variant[] {
  if (spec.kind === 'length') return spec.turns.map((turns) => ({ name: `length=${turns}`, apply: (s) => withLength(s, turns) }));
  if (!sides.includes(spec.side)) throw new Error(`--vary budget:${spec.side}: the scenario has no side '${spec.side}' (its sides: ${sides.join(', ')})`);
  return spec.percents.map((p) => ({ name: `budget:${spec.side}=${signed(p)}%`, apply: (s) => withBudget(s, spec.side, p) }));
}
