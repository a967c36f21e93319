/**
 * The book's random force strengths (adfLine 2182): every side draws cards from one deck shuffled by a
 * seed, so anyone holding the seed can check the budgets when the game is over. One draw is one edit of
 * every side. Kept secret, it writes only the seed and each side's card count into the side's notes (the
 * schema has no other place for them) and leaves the budgets alone.
 */
import { plural } from '../../model/plural';
import { drawRandomForces } from '../../muster/random';
import { inOrder, type Command } from '../../history';
import type { Side } from '../../model/words';
import type { MusterScenario } from '../../model/scenario.generated';
import { setPointsBudget, setSideField } from './sides';

/** How a side note written by a secret draw begins: a new draw replaces that line and keeps the rest. */
export const RANDOM_FORCES_NOTE = 'Random forces (ADF):';

/** `notes` with its random-forces line (if any) replaced by `line`, at the end. */
function withNote(notes: string | undefined, line: string): string {
  const kept = (notes ?? '').split('\n').filter((l) => !l.startsWith(RANDOM_FORCES_NOTE));
  while (kept.length && kept[kept.length - 1] === '') kept.pop();
  return [...kept, line].filter((l, i) => i > 0 || l !== '').join('\n');
}

/**
 * Draws random forces for seed `seed` and each army's number of cards: each scenario side takes the
 * budget of the army it plays (its rules side; the first side of each army draws, as the book deals one
 * hand per army), or, kept `secret`, a note of the seed and its card count.
 */
export function drawForces(seed: number, cards: Readonly<Record<Side, number>>, secret: boolean): Command<MusterScenario> {
  const label = secret ? 'Draw secret random forces' : 'Draw random forces';
  return {
    label,
    patches: (doc) => {
      const drawn = drawRandomForces({ seed, cards });
      const drawing = doc.sides.flatMap((side, index) => (doc.sides.findIndex((o) => o.rulesSide === side.rulesSide) === index ? [{ side, index }] : []));
      const edits = drawing.map(({ side, index }) =>
        secret
          ? setSideField(index, 'notes', withNote(side.notes, `${RANDOM_FORCES_NOTE} seed ${seed}, ${plural(cards[side.rulesSide], 'card')}; budget kept secret until the end.`))
          : setPointsBudget(index, drawn[side.rulesSide].points),
      );
      return inOrder(label, edits).patches(doc);
    },
  };
}
