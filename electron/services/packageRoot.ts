/**
 * The folder Muster is installed in (the one holding its package.json), found from any module of it:
 * from the TypeScript sources (cli/, electron/) or from the built bundles and their chunks
 * (out/node/, out/node/chunks/, out/main/). Every file Muster ships beside its code (the battle records,
 * the bundled scenarios, the built renderer) is found from here, never from the module asking or from
 * the folder the user runs `muster` in (issue 39: `muster history` looked for the records beside a
 * chunk and failed for every user).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether `dir` holds Muster's own package.json (not a user's project that Muster sits inside). */
function isMusterPackage(dir: string): boolean {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === 'muster';
  } catch {
    return false;
  }
}

/** The package folder above `from` (a folder or a module's file: URL). */
export function packageRootFrom(from: string): string {
  const start = from.startsWith('file:') ? dirname(fileURLToPath(from)) : from;
  for (let dir = start; ; dir = dirname(dir)) {
    if (isMusterPackage(dir)) return dir;
    if (dirname(dir) === dir) throw new Error(`Muster's package folder (its package.json) was not found above ${start}`);
  }
}

let root: string | undefined;

/** Muster's package folder, found once per process. */
export function packageRoot(): string {
  root ??= packageRootFrom(import.meta.url);
  return root;
}

/** A file Muster ships, by its path inside the package (`core/records/records.json`). */
export function packageAsset(path: string): string {
  return join(packageRoot(), path);
}
