/**
 * What the designer chose in Scenario ▸ Balance… (the doctrines, the number of games, the seed, the
 * variation), kept per open scenario for the session: the dialog is made anew each time it opens, and
 * opens again with the last choices made for that scenario instead of the defaults.
 */
import { BALANCE_LIMITS, type Doctrine } from '../../../../core/balance';

export interface BalanceChoices {
  doctrines: Record<string, Doctrine>;
  games: number;
  seed: number;
  vary: string;
}

const kept = new Map<string, BalanceChoices>();

/** The choices last made for the scenario open as `docKey` (the document's session key), or the defaults: each side Steady. */
export function balanceChoicesFor(docKey: string | undefined, sides: readonly { id: string }[]): BalanceChoices {
  const last = docKey === undefined ? undefined : kept.get(docKey);
  const doctrines: Record<string, Doctrine> = {};
  for (const s of sides) doctrines[s.id] = last?.doctrines[s.id] ?? 'steady';
  return { doctrines, games: last?.games ?? BALANCE_LIMITS.games.default, seed: last?.seed ?? BALANCE_LIMITS.seed.default, vary: last?.vary ?? '' };
}

/** Keeps the choices made for the scenario open as `docKey`. */
export function keepBalanceChoices(docKey: string | undefined, choices: BalanceChoices): void {
  if (docKey === undefined) return;
  kept.set(docKey, { ...choices, doctrines: { ...choices.doctrines } });
}
