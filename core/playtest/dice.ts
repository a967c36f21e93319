/**
 * The playtest's dice: one seeded stream (core/dice's `seededRandom`) read from the place the playtest
 * has reached. The place is a count of the numbers drawn so far, kept in the playtest's state, so a
 * roll is a pure function of the state: undoing a fire puts the count back and the same dice fall
 * again on redo; the same seed and the same actions give the same game.
 */
import { rollDie, seededRandom } from '../dice';

/** A random source that starts after the first `drawn` numbers of the stream of `seed`, and counts what it draws. */
export function diceStream(seed: number, drawn: number): { random: () => number; drawn: () => number } {
  const random = seededRandom(seed);
  for (let i = 0; i < drawn; i++) random();
  let count = drawn;
  return {
    random: () => {
      count++;
      return random();
    },
    drawn: () => count,
  };
}

/** `count` six-sided dice from the stream's place; returns each die and the stream's new place. */
export function rollDice(seed: number, drawn: number, count: number): { faces: number[]; drawn: number } {
  const stream = diceStream(seed, drawn);
  const faces = Array.from({ length: count }, () => rollDie(stream.random));
  return { faces, drawn: stream.drawn() };
}

/** A fresh seed for a new playtest when the user gives none. */
export const newSeed = (random: () => number = Math.random): number => Math.floor(random() * 2 ** 31) >>> 0;
