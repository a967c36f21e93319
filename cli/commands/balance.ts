/**
 * `muster balance SCENARIO`: the scenario played many times by computer opponents (core/balance), each
 * side by a doctrine, and the numbers a designer sets victory levels from: win rates with their 95%
 * intervals, the turn each game was decided, losses, conditions met, the units that mattered most. The
 * games are shared among worker threads (electron/services/balance); the same seed gives the same games
 * whatever `--jobs`.
 */
import { resolve } from 'node:path';
import { BALANCE_LIMITS, DOCTRINES, isDoctrine, nearestEven, parseVary, summariseRun, variantsOf, type BalanceRequest, type BalanceSummary, type Doctrine } from '../../core/balance';
import { formatProblem } from '../../core/formats/index';
import type { MusterScenario } from '../../core/model/scenario.generated';
import { defaultJobs, runBalanceGames, setupOf, type VariantChoice } from '../../electron/services/balance';
import { readDocumentFile } from '../../electron/services/files/index';
import { flag, hasFlag, intFlag, parseFlags } from '../args';
import { CliUsageError, type CliCommand } from '../command';
import { armiesOf } from './render';
import { balanceText, variantsText } from './balanceText';

const { games: GAMES, seed: SEED, jobs: JOBS } = BALANCE_LIMITS;

export const BALANCE_USAGE = `Usage: muster balance SCENARIO [--games N] [--seed S] [--union DOCTRINE] [--confederate DOCTRINE]
                        [--side ID=DOCTRINE] [--jobs N] [--vary SPEC] [--json]

Plays an ADF tabletop scenario N times with computer opponents that play by the same rules and commands as
the playtest, each side by a doctrine, and prints per side the wins, draws and win rate with its 95% Wilson
interval, the turn each game was decided (a histogram), losses per side, how often each victory condition
was met and by whom, the units that mattered most, and the games played a second. The opponents are
restricted players: compare doctrines and variants; do not read a rate as a prediction of two people.

  --games N          games to play (${GAMES.min} to ${GAMES.max}, default ${GAMES.default})
  --seed S           the run's seed (${SEED.min} to ${SEED.max}, default ${SEED.default}); game i has its own seed from it
  --union, --confederate DOCTRINE
                     the doctrine of that side: ${DOCTRINES.join(', ')} (default steady)
  --side ID=DOCTRINE the doctrine of the side with that id (for sides with other ids); repeatable
  --jobs N           worker threads (default: the machine's cores); the games are the same whatever N
  --vary SPEC        play each variant and compare: length=FROM..TO (turns) or budget:SIDE=FROM%..TO%
                     (steps of 10%: every regiment of SIDE with that many more or fewer figures)
  --json             print {"games","seed","doctrines","wins","draws","winRate":{side:{"p","lo","hi"}},
                     "decidedOnTurn","conditions":[{"id","met"}],"losses":{side:{"mean","sd"}},"units",
                     "gamesPerSecond"}; with --vary {"vary","variants":[{"variant",…}],"nearestEven"}

Doctrines: hold stays and fires; steady goes for the side's objectives in formation, fires at the best
odds and charges at favourable odds; bold charges earlier and accepts disorder (docs/rules-notes/balance.md).

Exit status: 0 played, 1 the scenario cannot be played (a hex map, no units), 2 usage or read error.`;

/** Each side's doctrine from the flags; sides not named play steady. */
function doctrinesOf(args: ReturnType<typeof parseFlags>, scenario: MusterScenario): Record<string, Doctrine> {
  const out: Record<string, Doctrine> = Object.fromEntries(scenario.sides.map((s) => [s.id, 'steady' as Doctrine]));
  const take = (side: string | undefined, doctrine: string, how: string): void => {
    if (!isDoctrine(doctrine)) throw new CliUsageError(`${how} ${doctrine}: a doctrine is one of ${DOCTRINES.join(', ')}`);
    if (side === undefined) throw new CliUsageError(`${how}: ${scenario.title} has no such side (its sides: ${scenario.sides.map((s) => s.id).join(', ')}); use --side ID=DOCTRINE`);
    out[side] = doctrine;
  };
  for (const rules of ['union', 'confederate'] as const) {
    const d = flag(args, rules);
    if (d !== undefined) take((scenario.sides.find((s) => s.id === rules) ?? scenario.sides.find((s) => s.rulesSide === rules))?.id, d, `--${rules}`);
  }
  for (const pair of args.flags.get('side') ?? []) {
    const [id, d] = pair.split('=');
    if (!id || d === undefined) throw new CliUsageError(`--side ${pair}: give ID=DOCTRINE, as --side north=hold`);
    take(scenario.sides.find((s) => s.id === id)?.id, d, `--side ${id}`);
  }
  return out;
}

export const balanceCommand: CliCommand = {
  name: 'balance',
  usage: BALANCE_USAGE,
  async run(argv, io) {
    const args = parseFlags(argv, {
      games: {},
      seed: {},
      union: { choices: DOCTRINES },
      confederate: { choices: DOCTRINES },
      side: { repeatable: true },
      jobs: {},
      vary: {},
      json: { boolean: true },
    });
    if (args.positionals.length !== 1) throw new CliUsageError(args.positionals.length === 0 ? 'needs a SCENARIO file' : 'takes one SCENARIO file');
    const name = args.positionals[0]!;
    const games = intFlag(args, 'games', GAMES.min, GAMES.max) ?? GAMES.default;
    const seed = intFlag(args, 'seed', SEED.min, SEED.max) ?? SEED.default;
    const jobs = intFlag(args, 'jobs', JOBS.min, JOBS.max) ?? defaultJobs();
    const varyText = flag(args, 'vary');
    let spec;
    try {
      spec = varyText === undefined ? undefined : parseVary(varyText);
    } catch (e) {
      throw new CliUsageError((e as Error).message);
    }

    const file = resolve(io.cwd, name);
    const read = await readDocumentFile(file, { displayName: name });
    if (!read.ok) {
      for (const e of read.errors) io.err(formatProblem(e));
      return 'unreadable' in read ? 2 : 1;
    }
    if (read.kind !== 'scenario') {
      io.err(`${name}: /: this is ${read.kind === 'army' ? 'an army' : read.kind === 'map' ? 'a map' : `a ${read.kind}`} file; muster balance plays scenarios`);
      return 1;
    }
    const scenario = read.document as unknown as MusterScenario;
    const armies = await armiesOf(scenario, file, io);
    if (!armies) return 1;
    const doctrines = doctrinesOf(args, scenario);
    const request: BalanceRequest = { games, seed, doctrines };
    let base;
    try {
      base = setupOf(scenario, armies);
    } catch (e) {
      io.err(`${name}: /map: ${(e as Error).message}`);
      return 1;
    }
    const empty = base.ground.sides.filter((s) => !(base.map.units ?? []).some((u) => u.side === s.id));
    if (empty.length) {
      io.err(`${name}: /map/units: ${empty.map((s) => s.name).join(' and ')} ${empty.length === 1 ? 'has' : 'have'} no units on the map; build or pick the forces and place them first`);
      return 1;
    }

    const play = async (variant?: VariantChoice): Promise<BalanceSummary> => {
      const started = Date.now();
      const records = await runBalanceGames({ scenario, armies, request, jobs, ...(variant ? { variant } : {}) });
      const setup = setupOf(scenario, armies, variant);
      return summariseRun(setup, request, records, (Date.now() - started) / 1000);
    };

    if (!spec) {
      const summary = await play();
      io.out(hasFlag(args, 'json') ? JSON.stringify(summary) : balanceText(scenario, base, summary));
      return 0;
    }
    let variants;
    try {
      variants = variantsOf(spec, scenario.sides.map((s) => s.id));
    } catch (e) {
      throw new CliUsageError((e as Error).message);
    }
    const results: Array<{ variant: string; summary: BalanceSummary }> = [];
    for (const v of variants) results.push({ variant: v.name, summary: await play({ spec: varyText!, name: v.name }) });
    const nearest = nearestEven(results, scenario.sides.map((s) => s.id));
    if (hasFlag(args, 'json')) io.out(JSON.stringify({ vary: varyText, variants: results.map((r) => ({ variant: r.variant, ...r.summary })), nearestEven: nearest }));
    else io.out(variantsText(scenario, results, nearest));
    return 0;
  },
};

