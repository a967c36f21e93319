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
  /** Full usage text for `muster NAME --help`. */
  usage: string;
  /** Returns the process exit code. */
  run(argv: string[], io: CliIo): Promise<number> | number;
}

/** A command as the registry lists it (cli/commands/index.ts): its line for `muster --help`, and its code loaded when it runs. */
export interface CliCommandEntry {
  name: string;
  /** One line for `muster --help`. */
  summary: string;
  load(): Promise<CliCommand>;
}

/** A mistake in how the command was called: printed as one line, exit code 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

/**
 * The row of a subcommand table named `name`, looked up as the table's own key only: `constructor`,
 * `toString` or `__proto__` are names a user may type, never rows of ours.
 */
export function ownRow<T>(table: Readonly<Record<string, T>>, name: string | undefined): T | undefined {
  return name !== undefined && Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
}
