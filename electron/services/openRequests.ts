/**
 * Documents the operating system asks Muster to open: a double-click on a scenario, army, map or package
 * file (electron-builder.json's file associations), a path on the command line, or a second launch that
 * hands its command line to the running app. Being opened this way is the user pointing at the file, as a
 * dialog pick is: the path is granted here and only then handed to the window, which opens it as
 * File ▸ Open would. Paths that arrive before the window is ready wait for it.
 *
 * Plain Node (the shell wires `open-file`, `second-instance` and `process.argv` to it), so it is tested
 * without Electron.
 */
import { statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { DOCUMENTS } from '../../core/model/documents';
import type { FileGrants } from './grants';

/** The file names Muster opens: its documents and its scenario packages. */
export const OPENABLE_EXTENSIONS: readonly string[] = [...Object.values(DOCUMENTS).map((k) => k.extension), '.muster.zip'];

export const isOpenableName = (path: string): boolean => OPENABLE_EXTENSIONS.some((ext) => path.toLowerCase().endsWith(ext));

/**
 * The documents named on a command line. The first argument is the program (and, when not packaged, the
 * app folder after it); flags are Chromium's or Electron's; what remains counts only if it is an existing
 * file with one of Muster's names, so a stray argument cannot make the app open anything else.
 */
export function documentsInArgv(argv: readonly string[], options: { packaged: boolean; cwd?: string }): string[] {
  const skip = options.packaged ? 1 : 2;
  return argv
    .slice(skip)
    .filter((arg) => !arg.startsWith('-') && isOpenableName(arg))
    .map((arg) => (isAbsolute(arg) ? arg : resolve(options.cwd ?? process.cwd(), arg)))
    .filter((path) => {
      try {
        return statSync(path).isFile();
      } catch {
        return false;
      }
    });
}

export class OpenRequests {
  private waiting: string[] = [];
  private deliver: ((path: string) => void) | null = null;

  constructor(private readonly grants: Pick<FileGrants, 'grant'>) {}

  /** The system asked to open `path`: grant it, then hand it to the window (now, or when it is ready). */
  request(path: string): void {
    if (!isOpenableName(path)) return;
    const granted = this.grants.grant(path, 'opened by the system');
    if (this.deliver) this.deliver(granted);
    else this.waiting.push(granted);
  }

  /** The window is ready to open documents: it gets those that waited, then each new one as it comes. */
  ready(deliver: (path: string) => void): void {
    this.deliver = deliver;
    const waiting = this.waiting;
    this.waiting = [];
    for (const path of waiting) deliver(path);
  }
}
