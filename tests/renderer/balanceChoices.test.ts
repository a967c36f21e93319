/**
 * Scenario ▸ Balance… opens with the choices last made for the open scenario (the dialog is made anew
 * each time it opens, renderer/src/views/balance/balanceChoices.ts): the doctrines, games, seed and
 * variation of one scenario are kept for the session and are not another scenario's.
 */
import { describe, expect, it } from 'vitest';
import { BALANCE_LIMITS } from '../../core/balance';
import { balanceChoicesFor, keepBalanceChoices, type BalanceChoices } from '../../renderer/src/views/balance/balanceChoices';

const sides = [{ id: 'union' }, { id: 'confederate' }];

describe('the Balance dialog’s choices, kept per scenario for the session', () => {
  it('opens a scenario never run at Steady against Steady with the default games and seed', () => {
    expect(balanceChoicesFor('never-opened', sides)).toEqual({ doctrines: { union: 'steady', confederate: 'steady' }, games: BALANCE_LIMITS.games.default, seed: BALANCE_LIMITS.seed.default, vary: '' });
  });

  it('opens again with the choices last made for the same scenario, and only that scenario', () => {
    const made: BalanceChoices = { doctrines: { union: 'bold', confederate: 'hold' }, games: 50, seed: 23, vary: 'length=4..9' };
    keepBalanceChoices('militia', made);
    // The dialog edits its own copy: a later change it has not kept does not reach the kept choices.
    made.doctrines.union = 'steady';
    expect(balanceChoicesFor('militia', sides)).toEqual({ doctrines: { union: 'bold', confederate: 'hold' }, games: 50, seed: 23, vary: 'length=4..9' });
    expect(balanceChoicesFor('another', sides).doctrines).toEqual({ union: 'steady', confederate: 'steady' });
    // A side the kept choices do not name (the scenario's sides edited since) starts at Steady.
    expect(balanceChoicesFor('militia', [...sides, { id: 'militia' }]).doctrines.militia).toBe('steady');
  });

  it('keeps nothing for a dialog with no scenario open', () => {
    keepBalanceChoices(undefined, { doctrines: { union: 'bold' }, games: 7, seed: 1, vary: '' });
    expect(balanceChoicesFor(undefined, sides).games).toBe(BALANCE_LIMITS.games.default);
  });
});
