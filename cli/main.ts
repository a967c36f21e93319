import { writeSync } from 'node:fs';
import { CliUsageError, type CliCommand, type CliIo } from './command';
import { commands } from './commands/index';
import { MUSTER_VERSION } from '../core/version';

function help(): string {
  const width = Math.max(8, ...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    `muster ${MUSTER_VERSION}: scenario editor and order-of-battle builder for American Civil War wargames`,
    '',
    'Usage: muster <command> [options]',
    '',
    'Commands:',
    ...(lines.length ? lines : ['  (none yet)']),
    '',
    'Exit status: 0 done, 1 a file has problems, 2 usage or read error, 3 an internal error of Muster (please report it).',
    '',
    'Options:',
    '  --help       show this help, or a command\'s help with: muster <command> --help',
    '  --version    print the version',
  ].join('\n');
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    io.out(help());
    return first === undefined ? 2 : 0;
  }
  if (first === '--version' || first === '-v') {
    io.out(MUSTER_VERSION);
    return 0;
  }
  const command = commands.find((c) => c.name === first);
  if (!command) {
    io.err(`muster: unknown command '${first}'; commands: ${commands.map((c) => c.name).join(', ') || '(none)'}`);
    return 2;
  }
  const loaded = await command.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(loaded.usage);
    return 0;
  }
  return runCommand(loaded, rest, io);
}

/** Runs one subcommand, turning what it throws into an exit status: 2 for a usage mistake, 3 for a bug of ours. */
export async function runCommand(command: CliCommand, rest: string[], io: CliIo): Promise<number> {
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(`muster ${command.name}: ${error.message}`);
      return 2;
    }
    return internalError(io, error, command.name);
  }
}

/**
 * Exit status of a failure that is Muster's fault, not the file's (1) nor the caller's (2), so a script
 * can tell them apart; the message asks for a report rather than suggesting the file is wrong.
 */
export const EXIT_INTERNAL_ERROR = 3;

function internalError(io: CliIo, error: unknown, command?: string): number {
  const what = error instanceof Error ? error.message : String(error);
  io.err(`muster${command ? ` ${command}` : ''}: internal error: ${what}`);
  io.err(`This is a bug in Muster ${MUSTER_VERSION}, not a problem with your file: please report it with the command you ran and the file it read.`);
  if (process.env.MUSTER_DEBUG === '1' && error instanceof Error && error.stack) io.err(error.stack);
  return EXIT_INTERNAL_ERROR;
}

/**
 * A standard stream written through its file descriptor. `process.stdout` and `process.stderr` are Node
 * streams made on first use, and making one loads node:stream: 5 ms of every `muster validate` spent to
 * print one line (issue 40). Node writes pipes, files and terminals synchronously on Linux too, so the
 * order is the same. A descriptor left non-blocking by whoever started us (EAGAIN) gets the rest through
 * Node's stream, which waits; a reader that went away (`muster info | head -1`) gets nothing more.
 */
function standardStream(fd: 1 | 2, stream: () => NodeJS.WriteStream): (text: string) => void {
  let through: 'descriptor' | 'stream' | 'closed' = 'descriptor';
  return (text) => {
    if (through === 'closed') return;
    const bytes = Buffer.from(text);
    let at = 0;
    if (through === 'descriptor') {
      try {
        while (at < bytes.length) at += writeSync(fd, bytes, at);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EPIPE') {
          through = 'closed';
          return;
        }
        if (code !== 'EAGAIN') throw error;
        through = 'stream';
      }
    }
    stream().write(bytes.subarray(at));
  };
}

const isEntry = process.argv[1] && /cli[\\/]main\.ts$/.test(process.argv[1]);
if (isEntry || process.env.MUSTER_CLI_ENTRY === '1') {
  const out = standardStream(1, () => process.stdout);
  const err = standardStream(2, () => process.stderr);
  const io: CliIo = {
    out: (t) => out(t.endsWith('\n') ? t : `${t}\n`),
    err: (t) => err(t.endsWith('\n') ? t : `${t}\n`),
    cwd: process.cwd(),
  };
  runCli(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.exitCode = internalError(io, error);
    },
  );
}
