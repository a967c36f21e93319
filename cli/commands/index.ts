import type { CliCommand } from '../command';
import { validateCommand } from './validate';
import { infoCommand } from './info';
import { oddsCommand } from './odds';
import { pointsCommand } from './points';
import { randomCommand } from './random';
import { renderCommand } from './render';
import { printCommand } from './print';
import { losCommand } from './los';
import { checkCommand } from './check';
import { exportCommand } from './export';
import { importCommand } from './import';
import { historyCommand } from './history';
import { campaignCommand } from './campaign';

/** Every `muster` subcommand, in the order `muster --help` lists them. Register new ones here. */
export const commands: CliCommand[] = [
  validateCommand,
  infoCommand,
  oddsCommand,
  pointsCommand,
  randomCommand,
  renderCommand,
  printCommand,
  losCommand,
  checkCommand,
  exportCommand,
  importCommand,
  historyCommand,
  campaignCommand,
];
