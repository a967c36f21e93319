/**
 * The playtest's dice: one seeded stream (core/dice's `seededRandom`) read from the place the playtest
 * has reached. The place is a count of the numbers drawn so far, kept in the playtest's state, so a
 * roll is a pure function of the state: undoing a fire puts the count back and the same dice fall
 * again on redo; the same seed and the same actions give the same game.
 *
 * Every die an act throws is thrown here: an act takes a `Roller` at the state's place (`rollerAt`),
 * rolls what it needs in the order the book has the rolls made, and records where the stream stands
 * after (`roller.drawn()`) on the state. No act rolls a die of its own.
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
  const roller = rollerAt({ seed, drawn });
  const faces = roller.roll(count);
  return { faces, drawn: roller.drawn() };
}

/** The dice of one act: six-sided dice rolled in turn from the playtest's place in its stream. */
export interface Roller {
  /** `count` six-sided dice. */
  roll(count: number): number[];
  /** The stream itself, for an engine that rolls its own way (the fire engine's desperation dice). */
  random: () => number;
  /** Where the stream stands after what has been rolled: the playtest's `drawn` once the act is done. */
  drawn(): number;
}

/** The roller of an act on a playtest: its dice follow from the playtest's seed and the place its stream has reached. */
export function rollerAt(playtest: { readonly seed: number; readonly drawn: number }): Roller {
  const stream = diceStream(playtest.seed, playtest.drawn);
  return { roll: (count) => Array.from({ length: count }, () => rollDie(stream.random)), random: stream.random, drawn: stream.drawn };
}

/** A fresh seed for a new playtest when the user gives none. */
export const newSeed = (random: () => number = Math.random): number => Math.floor(random() * 2 ** 31) >>> 0;
