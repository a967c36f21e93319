import { describe, expect, it } from 'vitest';
import { CARD_VALUES, cardPoints, drawRandomForces, drawRandomReinforcements, isFaceCard, cardColour } from '../../../core/muster';

describe('random force strengths by card draws (adfLine 2182)', () => {
  it('a card is worth ten times its number and a face card 50 MP: 7 + King = 120 MP (TC-38)', () => {
    expect(cardPoints({ rank: '7', suit: 'hearts' }) + cardPoints({ rank: 'K', suit: 'spades' })).toBe(120);
    expect(cardPoints({ rank: '10', suit: 'clubs' })).toBe(100);
    expect(cardPoints({ rank: 'A', suit: 'clubs' })).toBe(CARD_VALUES.acePoints);
  });
  it('the same seed gives the same secret budgets; another seed gives other cards', () => {
    const a = drawRandomForces({ seed: 1863, cards: { union: 3, confederate: 3 } });
    const b = drawRandomForces({ seed: 1863, cards: { union: 3, confederate: 3 } });
    expect(a).toEqual(b);
    const c = drawRandomForces({ seed: 1864, cards: { union: 3, confederate: 3 } });
    expect(c).not.toEqual(a);
  });
  it('each side draws its agreed number of distinct cards and its points are their sum', () => {
    const r = drawRandomForces({ seed: 7, cards: { union: 4, confederate: 2 } });
    expect(r.union.cards).toHaveLength(4);
    expect(r.confederate.cards).toHaveLength(2);
    const all = [...r.union.cards, ...r.confederate.cards].map((c) => `${c.rank}${c.suit}`);
    expect(new Set(all).size).toBe(6);
    expect(r.union.points).toBe(r.union.cards.reduce((s, c) => s + cardPoints(c), 0));
  });
});

describe('random reinforcements (adfLine 2188)', () => {
  it('reproducible from a seed; a second card is drawn only after a face card', () => {
    const a = drawRandomReinforcements({ seed: 42, turns: 30 });
    expect(a).toEqual(drawRandomReinforcements({ seed: 42, turns: 30 }));
    expect(a).toHaveLength(60);
    for (const d of a) {
      if (isFaceCard(d.trigger)) {
        expect(d.strength).not.toBeNull();
        expect(d.points).toBe(cardPoints(d.strength!));
      } else {
        expect(d.strength).toBeNull();
        expect(d.points).toBe(0);
      }
    }
    expect(a.some((d) => d.strength !== null)).toBe(true);
  });
  it('the coloured variant: the Union needs a black face card, the Confederates a red one', () => {
    const draws = drawRandomReinforcements({ seed: 5, turns: 60, trigger: 'side-colour' });
    for (const d of draws) {
      const wanted = d.side === 'union' ? 'black' : 'red';
      expect(d.strength !== null).toBe(isFaceCard(d.trigger) && cardColour(d.trigger) === wanted);
    }
  });
  it('about 3 in 13 turns bring reinforcements with any face card, over many seeds', () => {
    let hits = 0;
    let n = 0;
    for (let seed = 0; seed < 200; seed++) {
      for (const d of drawRandomReinforcements({ seed, turns: 10, sides: ['union'] })) {
        n++;
        if (d.strength) hits++;
      }
    }
    expect(hits / n).toBeGreaterThan(0.19);
    expect(hits / n).toBeLessThan(0.27);
  });
});

describe('one seed for a game', () => {
  it('deals reinforcements from a different shuffle than the secret force budgets', () => {
    for (const seed of [1, 1863, 42_000]) {
      const forces = drawRandomForces({ seed, cards: { union: 3, confederate: 3 } });
      const firstTurn = drawRandomReinforcements({ seed, turns: 1 }).map((d) => d.trigger);
      const dealt = [forces.union.cards[0], forces.confederate.cards[0]];
      expect(firstTurn).not.toEqual(dealt);
    }
  });
});
