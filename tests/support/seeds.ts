/**
 * The one way tests read the rule books (`../shared/seeds/` beside the repository, or
 * `MUSTER_SEEDS_DIR`). A missing book is an error, never a skip: a test that cites the book
 * and cannot read it has checked nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this helper lives in `tests/support/`. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The folder the seeds are read from: `MUSTER_SEEDS_DIR` if set, else `../shared/seeds` beside the repository. */
export function seedsDir(): string {
  const fromEnv = process.env.MUSTER_SEEDS_DIR;
  if (fromEnv !== undefined && fromEnv.trim() !== '') return isAbsolute(fromEnv) ? fromEnv : resolve(REPO_ROOT, fromEnv);
  return resolve(REPO_ROOT, '..', 'shared', 'seeds');
}

/** Absolute path of one seed file, e.g. `seedPath('000_e4b3381100cae796.txt')`. */
export function seedPath(file: string): string {
  return resolve(seedsDir(), file);
}

const cache = new Map<string, readonly string[]>();

/** Every line of a seed file (index 0 is line 1). Throws, saying where it looked, if the file is missing. */
export function seedLines(file: string): readonly string[] {
  const cached = cache.get(file);
  if (cached) return cached;
  const path = seedPath(file);
  if (!existsSync(path)) {
    const via = process.env.MUSTER_SEEDS_DIR ? `MUSTER_SEEDS_DIR=${process.env.MUSTER_SEEDS_DIR}` : 'the default ../shared/seeds beside the repository';
    throw new Error(
      `Seed file ${file} not found at ${path} (looked in ${via}). ` +
        'These tests check the rules data against the rule book and must not pass without it: ' +
        'set MUSTER_SEEDS_DIR to the folder holding the seed files, e.g. MUSTER_SEEDS_DIR=/path/to/shared/seeds npx vitest run.',
    );
  }
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  cache.set(file, lines);
  return lines;
}

/** Line `n` (1-based) of a seed file. Throws if the file has no such line. */
export function seedLine(file: string, n: number): string {
  const lines = seedLines(file);
  if (!Number.isInteger(n) || n < 1 || n > lines.length) throw new Error(`${file} has no line ${n} (it has ${lines.length})`);
  return lines[n - 1]!;
}

/** A citation as the rules data writes it: `000_e4b3381100cae796.txt:2701`. */
export const CITATION = /^([\w.-]+\.txt):(\d+)$/;

/** The file and line of a single-line citation; throws on anything else (a range, a note, an empty string). */
export function parseCitation(citation: string): { file: string; line: number } {
  const m = CITATION.exec(citation);
  if (!m) throw new Error(`not a single-line seed citation: ${JSON.stringify(citation)}`);
  return { file: m[1]!, line: Number(m[2]) };
}

/** The text of the line a citation points at. */
export function citedLine(citation: string): string {
  const { file, line } = parseCitation(citation);
  return seedLine(file, line);
}
