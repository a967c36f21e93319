import { CliUsageError } from './command';

/**
 * A strict flag parser shared by every subcommand, so all of them reject unknown flags and
 * bad values with the same one-line message. Supports `--flag value`, `--flag=value`,
 * boolean flags and repeatable flags.
 */
export interface FlagSpec {
  /** Boolean flags take no value. */
  boolean?: boolean;
  /** May be given more than once; values are collected in order. */
  repeatable?: boolean;
  /** Accepted values, listed in the error message. */
  choices?: readonly string[];
}

export interface ParsedArgs {
  flags: Map<string, string[]>;
  positionals: string[];
}

export function parseFlags(argv: string[], spec: Record<string, FlagSpec>): ParsedArgs {
  const flags = new Map<string, string[]>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--') || arg === '--') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const def = Object.prototype.hasOwnProperty.call(spec, name) ? spec[name] : undefined;
    if (!def) {
      const known = Object.keys(spec).map((k) => `--${k}`).join(', ');
      throw new CliUsageError(`unknown flag --${name}; accepted flags: ${known}`);
    }
    let value: string;
    if (def.boolean) {
      if (eq !== -1) throw new CliUsageError(`--${name} takes no value`);
      value = 'true';
    } else if (eq !== -1) {
      value = arg.slice(eq + 1);
    } else {
      const next = argv[i + 1];
      if (next === undefined || (next.startsWith('--') && !/^--?\d/.test(next))) {
        throw new CliUsageError(`--${name} needs a value${def.choices ? `: one of ${def.choices.join(', ')}` : ''}`);
      }
      value = next;
      i++;
    }
    if (def.choices && !def.choices.includes(value)) {
      throw new CliUsageError(`--${name} ${value} is not accepted; use one of ${def.choices.join(', ')}`);
    }
    const list = flags.get(name) ?? [];
    if (list.length > 0 && !def.repeatable) throw new CliUsageError(`--${name} given more than once`);
    list.push(value);
    flags.set(name, list);
  }
  return { flags, positionals };
}

export const flag = (args: ParsedArgs, name: string): string | undefined => args.flags.get(name)?.[0];
export const hasFlag = (args: ParsedArgs, name: string): boolean => args.flags.has(name);

/** An integer flag within bounds, or a usage error naming the flag. */
export function intFlag(args: ParsedArgs, name: string, min: number, max: number): number | undefined {
  const raw = flag(args, name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new CliUsageError(`--${name} ${raw} is not accepted; use a whole number from ${min} to ${max}`);
  }
  return n;
}
