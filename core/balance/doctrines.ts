/**
 * How a computer opponent plays a side: a doctrine is a row of plain numbers, read by one opponent
 * (opponent.ts) that acts only through the playtest's own commands, so it obeys every rule and refusal a
 * person meets on the board. What each doctrine does and does not do: docs/rules-notes/balance.md.
 */

export const DOCTRINES = ['hold', 'steady', 'bold'] as const;
export type Doctrine = (typeof DOCTRINES)[number];

export interface DoctrineRow {
  label: string;
  /** What it does, in a designer's words (the panel and the report print it). */
  reading: string;
  /** Whether its units leave where they stand to go for the side's objectives. */
  advances: boolean;
  /** The least chance of winning the impact at which it charges; null: it never charges. */
  chargeAtOdds: number | null;
  /** Whether a disordered unit still advances and charges (else it reforms first). */
  acceptsDisorder: boolean;
  /** The least expected hits for which a unit stops to fire rather than go on towards an objective. */
  fireAtHits: number;
  /** Inches from the nearest enemy at which an advancing unit halts to fire, unless it charges. */
  haltWithinIn: number;
}

export const DOCTRINE_TABLE: Readonly<Record<Doctrine, DoctrineRow>> = {
  hold: {
    label: 'Hold',
    reading: 'Stays where it stands, turns to face what comes, fires at whatever it can hit, reforms when disordered; never advances or charges.',
    advances: false,
    chargeAtOdds: null,
    acceptsDisorder: false,
    fireAtHits: 0,
    haltWithinIn: Number.POSITIVE_INFINITY,
  },
  steady: {
    label: 'Steady',
    reading: 'Goes for the side’s victory conditions in formation, halts to fire at the best odds once the enemy is close, charges only at favourable odds, reforms before it goes on.',
    advances: true,
    chargeAtOdds: 0.6,
    acceptsDisorder: false,
    fireAtHits: 0.25,
    haltWithinIn: 6,
  },
  bold: {
    label: 'Bold',
    reading: 'Goes for the objectives like Steady but charges at even odds and earlier, and goes on in disorder rather than stopping to reform.',
    advances: true,
    chargeAtOdds: 0.45,
    acceptsDisorder: true,
    fireAtHits: 0.5,
    haltWithinIn: 3,
  },
};

export const DOCTRINE_LABELS: Readonly<Record<Doctrine, string>> = Object.fromEntries(DOCTRINES.map((d) => [d, DOCTRINE_TABLE[d].label])) as Record<Doctrine, string>;

export const isDoctrine = (s: string): s is Doctrine => (DOCTRINES as readonly string[]).includes(s);
