/**
 * `muster random forces|reinforcements`: the book's card draws (adfLine(2182), adfLine(2188)) from a
 * seed, so a host can draw secret budgets or a reinforcement schedule and anyone holding the seed can
 * check them at the end of the game.
 */
import { CliUsageError, ownRow, type CliCommand, type CliIo } from '../command';
import { flag, hasFlag, intFlag, parseFlags } from '../args';
import {
  CARD_VALUES,
  cardName,
  cardPoints,
  drawRandomForces,
  drawRandomReinforcements,
  RANDOM_REINFORCEMENTS_SOURCE,
  type Card,
  type ReinforcementTrigger,
} from '../../core/muster';
import { bookCitation } from '../../core/rules/adf/book';
import { SIDES, type Side } from '../../core/model/words';
import { plural } from '../../core/model/plural';

/** The seed is a 32-bit unsigned integer: that is all `seededRandom` keeps of it. */
const SEED_MAX = 4294967295;
/** Half the deck each, so two sides never draw a reshuffled card twice. */
const CARDS_MAX = 26;
const TURNS_MAX = 200;
const TRIGGERS: readonly ReinforcementTrigger[] = ['any-face', 'side-colour'];

export const RANDOM_FORCES_USAGE = `Usage: muster random forces --seed N --cards union=N,confederate=N [--json]

Each side draws its agreed number of cards from one shuffled deck (${bookCitation(CARD_VALUES.source)}): a card is worth
ten times its number in muster points, a face card 50 MP, an ace 10 MP. The seed makes the draw
reproducible, so the budgets can stay secret until the end of the scenario.

  --seed N     a whole number from 0 to ${SEED_MAX}
  --cards      cards per side, e.g. union=3,confederate=3 (each 0 to ${CARDS_MAX})
  --json       print {"seed","sides":[{"side","cards":[{"rank","suit","points"}],"points"}],"total"}`;

export const RANDOM_REINFORCEMENTS_USAGE = `Usage: muster random reinforcements --seed N --turns N [--sides union,confederate] [--trigger any-face|side-colour] [--json]

At the start of every turn each side draws a card (${bookCitation(RANDOM_REINFORCEMENTS_SOURCE)}); a face card brings reinforcements,
and a second card sets their strength (ten times its number, face cards 50 MP) in infantry entering
in road column behind the side's lines.

  --seed N       a whole number from 0 to ${SEED_MAX}
  --turns N      turns to draw for, 1 to ${TURNS_MAX}
  --sides        which sides draw, comma-separated (default both)
  --trigger      any-face (default) or side-colour (Union needs a black face card, Confederates a red one)
  --json         print {"seed","turns","trigger","draws":[{"turn","side","trigger","strength","points"}],"totals"}`;

interface CardJson {
  rank: Card['rank'];
  suit: Card['suit'];
  points: number;
}
const cardJson = (c: Card): CardJson => ({ rank: c.rank, suit: c.suit, points: cardPoints(c) });

function requiredInt(args: ReturnType<typeof parseFlags>, name: string, min: number, max: number): number {
  const n = intFlag(args, name, min, max);
  if (n === undefined) throw new CliUsageError(`needs --${name}: a whole number from ${min} to ${max}`);
  return n;
}

/** `union=3,confederate=2` into cards per side; every side not named draws none. */
export function parseCards(raw: string | undefined): Record<Side, number> {
  const accepted = `use side=N pairs such as union=3,confederate=3 (sides ${SIDES.join(', ')}; N from 0 to ${CARDS_MAX})`;
  if (raw === undefined) throw new CliUsageError(`needs --cards: ${accepted}`);
  const out: Record<Side, number> = { union: 0, confederate: 0 };
  const seen = new Set<string>();
  for (const part of raw.split(',')) {
    const [name, count, ...extra] = part.split('=');
    const side = SIDES.find((s) => s === name?.trim());
    const n = Number(count);
    if (!side || extra.length > 0 || count === undefined || count.trim() === '' || !Number.isInteger(n) || n < 0 || n > CARDS_MAX || seen.has(side)) {
      throw new CliUsageError(`--cards ${raw} is not accepted; ${accepted}`);
    }
    seen.add(side);
    out[side] = n;
  }
  return out;
}

function parseSides(raw: string | undefined): Side[] {
  if (raw === undefined) return [...SIDES];
  const names = raw.split(',').map((s) => s.trim());
  const sides = names.map((n) => SIDES.find((s) => s === n));
  if (names.length === 0 || sides.some((s) => s === undefined) || new Set(names).size !== names.length) {
    throw new CliUsageError(`--sides ${raw} is not accepted; use a comma-separated list of ${SIDES.join(', ')}`);
  }
  return sides as Side[];
}

export function runRandomForces(argv: string[], io: CliIo): number {
  const args = parseFlags(argv, { seed: {}, cards: {}, json: { boolean: true } });
  if (args.positionals.length > 0) throw new CliUsageError(`random forces takes no arguments, only flags (got '${args.positionals[0]}')`);
  const seed = requiredInt(args, 'seed', 0, SEED_MAX);
  const cards = parseCards(flag(args, 'cards'));
  const drawn = drawRandomForces({ seed, cards });
  const sides = SIDES.map((side) => ({ side, cards: drawn[side].cards.map(cardJson), points: drawn[side].points }));
  const total = sides.reduce((sum, s) => sum + s.points, 0);
  if (hasFlag(args, 'json')) {
    io.out(JSON.stringify({ seed, sides, total }));
    return 0;
  }
  const lines = [`Random forces, seed ${seed} (face cards ${CARD_VALUES.facePoints} MP, ace ${CARD_VALUES.acePoints} MP):`];
  for (const s of sides) {
    const list = s.cards.map((c) => `${c.rank} of ${c.suit} (${c.points})`).join(', ');
    lines.push(`  ${s.side}: ${s.points} MP${list ? ` from ${list}` : ' (no cards)'}`);
  }
  lines.push(`  total: ${total} MP`);
  io.out(lines.join('\n'));
  return 0;
}

export function runRandomReinforcements(argv: string[], io: CliIo): number {
  const args = parseFlags(argv, { seed: {}, turns: {}, sides: {}, trigger: { choices: TRIGGERS }, json: { boolean: true } });
  if (args.positionals.length > 0) throw new CliUsageError(`random reinforcements takes no arguments, only flags (got '${args.positionals[0]}')`);
  const seed = requiredInt(args, 'seed', 0, SEED_MAX);
  const turns = requiredInt(args, 'turns', 1, TURNS_MAX);
  const sides = parseSides(flag(args, 'sides'));
  const trigger = (flag(args, 'trigger') ?? 'any-face') as ReinforcementTrigger;
  const draws = drawRandomReinforcements({ seed, turns, sides, trigger });
  const totals = Object.fromEntries(sides.map((side) => [side, draws.filter((d) => d.side === side).reduce((sum, d) => sum + d.points, 0)]));
  if (hasFlag(args, 'json')) {
    const json = draws.map((d) => ({ turn: d.turn, side: d.side, trigger: cardJson(d.trigger), strength: d.strength ? cardJson(d.strength) : null, points: d.points }));
    io.out(JSON.stringify({ seed, turns, trigger, draws: json, totals }));
    return 0;
  }
  const lines = [`Random reinforcements, seed ${seed}, ${plural(turns, 'turn')} (${trigger}):`];
  for (const d of draws) {
    const arrives = d.strength ? `reinforcements: ${cardName(d.strength)} = ${d.points} MP of infantry in road column` : 'no reinforcements';
    lines.push(`  turn ${d.turn} ${d.side}: ${cardName(d.trigger)}, ${arrives}`);
  }
  lines.push(`  totals: ${sides.map((s) => `${s} ${totals[s]} MP`).join(', ')}`);
  io.out(lines.join('\n'));
  return 0;
}

const SUBCOMMANDS: Record<string, (argv: string[], io: CliIo) => number> = {
  forces: runRandomForces,
  reinforcements: runRandomReinforcements,
};

export const randomCommand: CliCommand = {
  name: 'random',
  usage: [RANDOM_FORCES_USAGE, '', RANDOM_REINFORCEMENTS_USAGE].join('\n'),
  run(argv, io) {
    const [sub, ...rest] = argv;
    const run = ownRow(SUBCOMMANDS, sub);
    if (!run) {
      const names = Object.keys(SUBCOMMANDS).join(', ');
      throw new CliUsageError(sub === undefined ? `needs what to draw: one of ${names}` : `unknown draw '${sub}'; use one of ${names}`);
    }
    return run(rest, io);
  },
};
