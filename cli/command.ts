/**
 * What a `muster` subcommand is. Each lives in its own file under cli/commands/ and is listed once
 * in cli/commands/index.ts: that list is the one place a subcommand is registered.
 */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Working directory for relative file arguments. */
  cwd: string;
}

export interface CliCommand {
  name: string;
  /** One line for `muster --help`. */
  summary: string;
  /** Full usage text for `muster NAME --help`. */
  usage: string;
  /** Returns the process exit code. */
  run(argv: string[], io: CliIo): Promise<number> | number;
}

/** A mistake in how the command was called: printed as one line, exit code 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}
