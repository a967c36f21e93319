/**
 * `muster odds`: exact odds from the ADF tables. Each kind of roll is its own subcommand file under
 * cli/commands/odds/; this file only dispatches.
 */
import { CliUsageError, ownRow, type CliCommand, type CliIo } from '../command';
import { ODDS_FIRE_USAGE, runOddsFire } from './odds/fire';
import { ODDS_MORALE_USAGE, runOddsMorale } from './odds/morale';
import { ODDS_CHARGE_USAGE, runOddsCharge } from './odds/charge';

const SUBCOMMANDS: Record<string, (argv: string[], io: CliIo) => number> = {
  fire: runOddsFire,
  morale: runOddsMorale,
  charge: runOddsCharge,
};

export const oddsCommand: CliCommand = {
  name: 'odds',
  usage: [ODDS_FIRE_USAGE, '', ODDS_MORALE_USAGE, '', ODDS_CHARGE_USAGE].join('\n'),
  run(argv, io) {
    const [sub, ...rest] = argv;
    const run = ownRow(SUBCOMMANDS, sub);
    if (!run) {
      const names = Object.keys(SUBCOMMANDS).join(', ');
      throw new CliUsageError(sub === undefined ? `needs a kind of roll: one of ${names}` : `unknown kind of roll '${sub}'; use one of ${names}`);
    }
    return run(rest, io);
  },
};
