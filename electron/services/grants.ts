/**
 * Which files the API may read and write. A caller naming a path is never enough: the path must have
 * been pointed at by the user — picked in a file dialog (the desktop's native one, or web mode's page
 * dialog through `dialogs.pick`), dropped on the window — or be one Muster opened or saved before (the
 * Open Recent list, which is how grants outlive a restart), or lie in a folder Muster owns for the user:
 * the bundled examples (read only) and the documents folder Save As suggests.
 *
 * Muster's own data folder (the library database, the recent list that carries the grants, the window
 * state) is never readable or writable through the file methods, whatever was picked: a page must not be
 * able to forge its own grants or overwrite the library behind the library's back.
 */
import { lstat, readlink, realpath } from 'node:fs/promises';
import { basename, dirname, relative, resolve, isAbsolute } from 'node:path';
import { ApiError } from '../../core/api/contract';

export type FileAccess = 'read' | 'write';

/** How a path came to be granted; kept for the messages and the tests, not for deciding. */
export type GrantSource = 'dialog' | 'drop' | 'web dialog' | 'named by a scenario' | 'named by a campaign' | 'opened by the system';

/** A grant as the Open Recent list keeps it across restarts. */
export interface RememberedGrant {
  path: string;
  within?: string;
  real?: string;
}

export interface FolderGrant {
  dir: string;
  access: FileAccess;
}

export interface FileGrantsOptions {
  /** Folders whose files are granted as a whole: the examples (read), the documents folder (write). */
  folders?: FolderGrant[];
  /** Never granted, even when picked, except where a folder grant inside it says otherwise (the documents folder inside web mode's data folder). */
  privateDirs?: string[];
  /**
   * Paths opened or saved before, persisted with the Open Recent list, each with how it was granted: `within`,
   * the folder a scenario or campaign that named it lies in (it stays held to that folder's real place), and
   * `real`, its real place when it was granted (a link put in its place later leads elsewhere, and is refused).
   */
  remembered?: () => Promise<Array<string | RememberedGrant>>;
}

const inside = (child: string, dir: string): boolean => {
  const rel = relative(dir, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * The real location of `path`: links followed, even one whose target does not exist yet (a save would
 * create the target), or the real location of its nearest existing parent joined with the rest.
 */
async function realLocation(path: string, hops = 0): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    const info = await lstat(path).catch(() => null);
    if (info?.isSymbolicLink() && hops < 40) return realLocation(resolve(dirname(path), await readlink(path)), hops + 1);
    const parent = dirname(path);
    if (parent === path) return path;
    return resolve(await realLocation(parent, hops), basename(path));
  }
}

export class FileGrants {
  private readonly files = new Map<string, GrantSource>();
  /** Files granted only while they really lie in a folder (an army file a scenario names): the folder, by file. */
  private readonly within = new Map<string, string>();
  private readonly folders: FolderGrant[];
  private readonly privateDirs: string[];
  private readonly remembered: () => Promise<Array<string | RememberedGrant>>;

  constructor(options: FileGrantsOptions = {}) {
    this.folders = (options.folders ?? []).map((f) => ({ dir: resolve(f.dir), access: f.access }));
    this.privateDirs = (options.privateDirs ?? []).map((d) => resolve(d));
    this.remembered = options.remembered ?? (async () => []);
  }

  /**
   * Records that the user pointed at `path` (read and write: a file opened can be saved back, a Save As
   * target read again). Returns the absolute path callers should use from now on.
   */
  grant(path: string, source: GrantSource): string {
    const absolute = resolve(path);
    this.files.set(absolute, source);
    this.within.delete(absolute);
    return absolute;
  }

  /**
   * Grants `path` only while its real location (links followed, at every use) lies in the real folder
   * `dir`: a scenario names its army files as it likes, but a name that is a link to a file elsewhere
   * reaches nothing the user did not point at. A path the user picked outright keeps that grant.
   */
  grantWithin(path: string, dir: string, source: GrantSource): string {
    const absolute = resolve(path);
    if (this.files.has(absolute) && !this.within.has(absolute)) return absolute;
    this.files.set(absolute, source);
    this.within.set(absolute, resolve(dir));
    return absolute;
  }

  /**
   * How `path` is granted, for the Open Recent list to keep: the folder it is held to when a document named
   * it, and its real place now. A restart grants it again only so (`check`).
   */
  async provenance(path: string): Promise<{ within?: string; real: string }> {
    const absolute = resolve(path);
    const within = this.within.get(absolute);
    return { ...(within !== undefined ? { within } : {}), real: await realLocation(absolute) };
  }

  isGranted(path: string): boolean {
    return this.files.has(resolve(path));
  }

  /**
   * Resolves when `path` may be read (or written); otherwise throws a `forbidden` ApiError that tells the
   * user how to grant it. Returns the absolute path.
   */
  async check(path: string, access: FileAccess): Promise<string> {
    const absolute = resolve(path);
    const real = await realLocation(absolute);
    // Checked on the real location too, so a link cannot reach the data folder.
    if (this.isPrivate(absolute, this.privateDirs, this.folders) || this.isPrivate(real, await this.real(this.privateDirs), await this.realFolders())) {
      throw new ApiError('forbidden', `${absolute} is part of Muster's own data; it cannot be opened or written as a file.`);
    }
    const folderOnly = this.within.get(absolute);
    if (folderOnly !== undefined) {
      if (inside(real, await realLocation(folderOnly))) return absolute;
      throw new ApiError(
        'forbidden',
        `${absolute} is named by a scenario but is really ${real}, outside the scenario's folder; Muster follows no link out of it. Choose the file with File ▸ Open… if you mean it.`,
      );
    }
    if (this.files.has(absolute)) return absolute;
    // Having opened a bundled example is not a reason to overwrite it: only a fresh Save As pick may.
    const readOnly = access === 'write' && this.folders.some((f) => f.access === 'read' && inside(absolute, f.dir));
    if (!readOnly) {
      const remembered = (await this.remembered()).map((r) => (typeof r === 'string' ? { path: r } : r)).find((r) => resolve(r.path) === absolute);
      // Checked against the real place as every grant is: a file a scenario named stays held to the
      // scenario's folder after a restart, and any remembered file replaced since by a link elsewhere is
      // refused (as VS Code's trust is of a folder, not of whatever a name comes to point at).
      if (remembered?.within !== undefined) {
        if (inside(real, await realLocation(remembered.within))) return absolute;
        throw new ApiError(
          'forbidden',
          `${absolute} was opened as named by a scenario or campaign but is really ${real}, outside that document's folder; Muster follows no link out of it. Choose the file with File ▸ Open… if you mean it.`,
        );
      }
      if (remembered) {
        if (real === (remembered.real ?? absolute)) return absolute;
        throw new ApiError(
          'forbidden',
          `${absolute} is now really ${real}, not the file opened before; Muster follows no link put in a remembered file's place. Choose it with File ▸ Open… if you mean it.`,
        );
      }
    }
    // A folder grant covers what really lies in the folder: a symbolic link in the examples pointing at
    // /etc/passwd is not an example.
    const folder = this.folderGrant(absolute, access);
    if (folder && inside(real, await realLocation(folder.dir))) return absolute;
    throw new ApiError(
      'forbidden',
      access === 'read'
        ? `Muster may only read files you chose: ${absolute} was not picked in a file dialog, dropped on the window or opened before. Choose it with File ▸ Open….`
        : `Muster may only write files you chose: ${absolute} was not picked in a file dialog or opened before. Choose it with File ▸ Save As….`,
    );
  }

  /** Inside a private folder, and not inside a granted folder that lies within it. */
  private isPrivate(path: string, privateDirs: string[], folders: FolderGrant[]): boolean {
    return privateDirs.some((dir) => inside(path, dir) && !folders.some((f) => inside(f.dir, dir) && inside(path, f.dir)));
  }

  private real(dirs: string[]): Promise<string[]> {
    return Promise.all(dirs.map(realLocation));
  }

  private async realFolders(): Promise<FolderGrant[]> {
    return Promise.all(this.folders.map(async (f) => ({ dir: await realLocation(f.dir), access: f.access })));
  }

  private folderGrant(path: string, access: FileAccess): FolderGrant | undefined {
    return this.folders.find((f) => inside(path, f.dir) && (access === 'read' || f.access === 'write'));
  }
}
