import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import { cardPoints, drawRandomForces, drawRandomReinforcements, isFaceCard, type Card } from '../../core/muster';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), cwd: process.cwd() }, out, err };
}

async function run(argv: string[]) {
  const { io, out, err } = capture();
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

interface CardJson {
  rank: Card['rank'];
  suit: Card['suit'];
  points: number;
}
interface ForcesJson {
  seed: number;
  sides: Array<{ side: string; cards: CardJson[]; points: number }>;
  total: number;
}
interface ReinforcementsJson {
  seed: number;
  turns: number;
  trigger: string;
  draws: Array<{ turn: number; side: string; trigger: CardJson; strength: CardJson | null; points: number }>;
  totals: Record<string, number>;
}

/** What the book's line prices a card at, written out here independently of the core (adfLine 2182). */
const bookValue = (rank: string): number => (rank === 'J' || rank === 'Q' || rank === 'K' ? 50 : rank === 'A' ? 10 : 10 * Number(rank));

describe('muster random forces (adfLine 2182)', () => {
  it('the same seed prints the same draw, and another seed another draw', async () => {
    const a = await run(['random', 'forces', '--seed', '1863', '--cards', 'union=3,confederate=3']);
    const b = await run(['random', 'forces', '--seed', '1863', '--cards', 'union=3,confederate=3']);
    const c = await run(['random', 'forces', '--seed', '1864', '--cards', 'union=3,confederate=3']);
    expect(a.code).toBe(0);
    expect(a.err).toBe('');
    expect(a.out).toBe(b.out);
    expect(c.out).not.toBe(a.out);
    expect(a.out).toMatch(/union: \d+ MP from /);
    expect(a.out).toMatch(/total: \d+ MP/);
  });

  it('--json gives each side its cards and points and the total, matching the core draw', async () => {
    const r = await run(['random', 'forces', '--seed', '7', '--cards=union=4,confederate=2', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as ForcesJson;
    const core = drawRandomForces({ seed: 7, cards: { union: 4, confederate: 2 } });
    expect(json.seed).toBe(7);
    expect(json.sides.map((s) => s.side)).toEqual(['union', 'confederate']);
    expect(json.sides[0]!.cards.map(({ rank, suit }) => ({ rank, suit }))).toEqual(core.union.cards);
    expect(json.sides[1]!.cards.map(({ rank, suit }) => ({ rank, suit }))).toEqual(core.confederate.cards);
    expect(json.sides.map((s) => s.points)).toEqual([core.union.points, core.confederate.points]);
    expect(json.total).toBe(core.union.points + core.confederate.points);
  });

  it("every card's points are the book's: ten times its number, a face card 50 MP (adfLine 2182)", async () => {
    // Enough draws over several seeds to meet face cards and number cards alike.
    let faces = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      const json = JSON.parse((await run(['random', 'forces', '--seed', String(seed), '--cards', 'union=10,confederate=10', '--json'])).out) as ForcesJson;
      for (const side of json.sides) {
        for (const card of side.cards) {
          expect(card.points).toBe(bookValue(card.rank));
          if (card.rank === 'K' || card.rank === 'Q' || card.rank === 'J') {
            expect(card.points).toBe(50);
            faces++;
          }
        }
        expect(side.points).toBe(side.cards.reduce((sum, c) => sum + bookValue(c.rank), 0));
      }
    }
    expect(faces).toBeGreaterThan(0);
  });

  it('a side left out of --cards draws nothing', async () => {
    const json = JSON.parse((await run(['random', 'forces', '--seed', '9', '--cards', 'confederate=2', '--json'])).out) as ForcesJson;
    expect(json.sides[0]).toEqual({ side: 'union', cards: [], points: 0 });
    expect(json.sides[1]!.cards).toHaveLength(2);
  });
});

describe('muster random reinforcements (adfLine 2188)', () => {
  it('--json lists every turn and side, a strength card only after a face card, and totals', async () => {
    const r = await run(['random', 'reinforcements', '--seed', '42', '--turns', '12', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as ReinforcementsJson;
    expect(json).toMatchObject({ seed: 42, turns: 12, trigger: 'any-face' });
    expect(json.draws).toHaveLength(24);
    const core = drawRandomReinforcements({ seed: 42, turns: 12 });
    expect(json.draws.map((d) => [d.turn, d.side, d.points])).toEqual(core.map((d) => [d.turn, d.side, d.points]));
    for (const d of json.draws) {
      const face = isFaceCard(d.trigger);
      expect(d.strength !== null).toBe(face);
      expect(d.points).toBe(d.strength ? bookValue(d.strength.rank) : 0);
    }
    for (const side of ['union', 'confederate']) {
      expect(json.totals[side]).toBe(json.draws.filter((d) => d.side === side).reduce((s, d) => s + d.points, 0));
    }
  });

  it('the same seed prints the same schedule; side-colour needs a black face for the Union, red for the Confederates', async () => {
    const argv = ['random', 'reinforcements', '--seed', '5', '--turns', '40', '--trigger', 'side-colour'];
    const a = await run(argv);
    expect(a.out).toBe((await run(argv)).out);
    const json = JSON.parse((await run([...argv, '--json'])).out) as ReinforcementsJson;
    for (const d of json.draws) {
      const black = d.trigger.suit === 'spades' || d.trigger.suit === 'clubs';
      const wanted = d.side === 'union' ? black : !black;
      expect(d.strength !== null).toBe(isFaceCard(d.trigger) && wanted);
    }
  });

  it('--sides limits the draw to one side (the book: reinforcements can compensate one side)', async () => {
    const json = JSON.parse((await run(['random', 'reinforcements', '--seed', '3', '--turns', '8', '--sides', 'confederate', '--json'])).out) as ReinforcementsJson;
    expect(json.draws).toHaveLength(8);
    expect(new Set(json.draws.map((d) => d.side))).toEqual(new Set(['confederate']));
    expect(Object.keys(json.totals)).toEqual(['confederate']);
    const strength = json.draws.find((d) => d.strength)?.strength;
    if (strength) expect(strength.points).toBe(cardPoints(strength));
  });
});

describe('muster random: bad flags exit 2 with one line naming the flag', () => {
  const cases: Array<[string[], RegExp]> = [
    [['random', 'forces', '--cards', 'union=3'], /--seed/],
    [['random', 'forces', '--seed', 'abc', '--cards', 'union=3'], /--seed abc .*whole number from 0 to/],
    [['random', 'forces', '--seed', '1'], /--cards/],
    [['random', 'forces', '--seed', '1', '--cards', 'union=x'], /--cards union=x .*union=3,confederate=3/],
    [['random', 'forces', '--seed', '1', '--cards', 'yankees=3'], /--cards yankees=3 .*union, confederate/],
    [['random', 'forces', '--seed', '1', '--cards', 'union=27'], /--cards union=27 .*0 to 26/],
    [['random', 'forces', '--seed', '1', '--cards', 'union=2', '--turns', '3'], /unknown flag --turns; accepted flags: --seed, --cards, --json/],
    [['random', 'reinforcements', '--seed', '1'], /--turns/],
    [['random', 'reinforcements', '--seed', '1', '--turns', '0'], /--turns 0 .*1 to 200/],
    [['random', 'reinforcements', '--seed', '1', '--turns', '3', '--trigger', 'ace'], /--trigger ace .*any-face, side-colour/],
    [['random', 'reinforcements', '--seed', '1', '--turns', '3', '--sides', 'union,prussia'], /--sides union,prussia .*union, confederate/],
    [['random', 'shuffle'], /unknown draw 'shuffle'; use one of forces, reinforcements/],
  ];
  it.each(cases)('%j', async (argv, message) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });
});
