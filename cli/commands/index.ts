import type { CliCommand } from '../command';

/** Every `muster` subcommand, in the order `muster --help` lists them. Register new ones here. */
export const commands: CliCommand[] = [];
