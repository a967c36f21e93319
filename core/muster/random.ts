/**
 * Random force strengths and random reinforcements by card draws (adfLine(2182), adfLine(2188)).
 * A seeded shuffle makes every draw reproducible: the same seed gives the same cards, so a host can
 * keep the secret budgets in a file and reveal them at the end.
 *
 * Card values: ten times the pip value, face cards 50 MP. The book does not price the ace; we read it
 * as a one (10 MP) and let the host change it. Jokers are not in the deck.
 */
import { seededRandom } from '../dice';
import { adfLine } from '../rules/trace';
import type { Side } from '../model/words';
import { SIDES } from '../model/words';

export const SUITS = ['spades', 'hearts', 'clubs', 'diamonds'] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export interface Card {
  rank: Rank;
  suit: Suit;
}

export interface CardValues {
  pointsPerPip: number;
  facePoints: number;
  acePoints: number;
  source: string;
}

export const CARD_VALUES: CardValues = { pointsPerPip: 10, facePoints: 50, acePoints: 10, source: adfLine(2182) };
/** Random reinforcements: a card drawn by each side at the start of every turn (B:2188). */
export const RANDOM_REINFORCEMENTS_SOURCE = adfLine(2188);

export const isFaceCard = (c: Card): boolean => c.rank === 'J' || c.rank === 'Q' || c.rank === 'K';
export const cardColour = (c: Card): 'black' | 'red' => (c.suit === 'spades' || c.suit === 'clubs' ? 'black' : 'red');
export const cardName = (c: Card): string => `${c.rank} of ${c.suit}`;

export function cardPoints(c: Card, values: CardValues = CARD_VALUES): number {
  if (isFaceCard(c)) return values.facePoints;
  if (c.rank === 'A') return values.acePoints;
  return Number(c.rank) * values.pointsPerPip;
}

/** A well-shuffled deck that reshuffles all 52 cards when it runs out (a long game of reinforcements). */
export class Deck {
  private cards: Card[] = [];
  constructor(private readonly random: () => number) {
    this.shuffle();
  }
  private shuffle(): void {
    const cards: Card[] = [];
    for (const suit of SUITS) for (const rank of RANKS) cards.push({ rank, suit });
    for (let i = cards.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [cards[i], cards[j]] = [cards[j]!, cards[i]!];
    }
    this.cards = cards;
  }
  draw(): Card {
    if (this.cards.length === 0) this.shuffle();
    return this.cards.pop()!;
  }
}

export interface RandomForce {
  cards: Card[];
  points: number;
}

/**
 * Each side draws its agreed number of cards from one shared deck, in turn, Union first.
 * The result is every side's secret muster-point budget.
 */
export function drawRandomForces(options: { seed: number; cards: Partial<Record<Side, number>>; values?: CardValues }): Record<Side, RandomForce> {
  const deck = new Deck(seededRandom(options.seed));
  const values = options.values ?? CARD_VALUES;
  const out = { union: { cards: [], points: 0 }, confederate: { cards: [], points: 0 } } as Record<Side, RandomForce>;
  const most = Math.max(0, ...SIDES.map((s) => options.cards[s] ?? 0));
  for (let round = 0; round < most; round++) {
    for (const side of SIDES) {
      if (round >= (options.cards[side] ?? 0)) continue;
      const card = deck.draw();
      out[side].cards.push(card);
      out[side].points += cardPoints(card, values);
    }
  }
  return out;
}

/** `any-face`: any face card brings reinforcements; `side-colour`: Union needs a black face card, Confederates a red one. */
export type ReinforcementTrigger = 'any-face' | 'side-colour';

export interface ReinforcementDraw {
  turn: number;
  side: Side;
  /** The card drawn at the start of the turn. */
  trigger: Card;
  /** The second card, drawn only when the first brought reinforcements. */
  strength: Card | null;
  /** Muster points of additional infantry regiments, entering in road column behind the side's lines. */
  points: number;
}

export interface ReinforcementOptions {
  seed: number;
  turns: number;
  sides?: Side[];
  trigger?: ReinforcementTrigger;
  values?: CardValues;
}

/**
 * Reinforcements shuffle their own deck from a seed derived from the game's, so a host can use one seed
 * for a game: the turn-by-turn draws then reveal nothing of the secret force budgets dealt from it.
 */
export const reinforcementSeed = (seed: number): number => (seed ^ 0x9e3779b9) >>> 0;

/** Every side draws at the start of every turn; a qualifying face card means a second draw for the strength. */
export function drawRandomReinforcements(options: ReinforcementOptions): ReinforcementDraw[] {
  const deck = new Deck(seededRandom(reinforcementSeed(options.seed)));
  const values = options.values ?? CARD_VALUES;
  const trigger = options.trigger ?? 'any-face';
  const sides = options.sides ?? [...SIDES];
  const out: ReinforcementDraw[] = [];
  for (let turn = 1; turn <= options.turns; turn++) {
    for (const side of sides) {
      const first = deck.draw();
      const wantedColour = side === 'union' ? 'black' : 'red';
      const arrives = isFaceCard(first) && (trigger === 'any-face' || cardColour(first) === wantedColour);
      const strength = arrives ? deck.draw() : null;
      out.push({ turn, side, trigger: first, strength, points: strength ? cardPoints(strength, values) : 0 });
    }
  }
  return out;
}
