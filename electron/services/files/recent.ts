/**
 * The Open Recent list: the last files opened or saved, newest first, kept as JSON in the data folder
 * so it survives restarts. A damaged list is treated as empty rather than stopping the app.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomicWrite';

export interface RecentFile {
  path: string;
  kind?: string;
  title?: string;
  /** ISO time it was last opened or saved. */
  openedAt: string;
  /** The folder of the scenario or campaign that named it, when that is how it was granted (grants.ts holds it there). */
  within?: string;
  /** Its real place (links followed) when it was opened or saved. */
  real?: string;
}

export const RECENT_FILE_NAME = 'recent-files.json';
export const RECENT_LIMIT = 12;

interface Stored {
  version: 1;
  files: RecentFile[];
}

const isRecent = (v: unknown): v is RecentFile =>
  typeof v === 'object' && v !== null && typeof (v as RecentFile).path === 'string' && typeof (v as RecentFile).openedAt === 'string';

export class RecentFiles {
  readonly file: string;

  constructor(
    dataDir: string,
    private readonly limit = RECENT_LIMIT,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.file = join(dataDir, RECENT_FILE_NAME);
  }

  async list(): Promise<RecentFile[]> {
    try {
      const stored = JSON.parse(await readFile(this.file, 'utf8')) as Partial<Stored>;
      return Array.isArray(stored.files) ? stored.files.filter(isRecent).slice(0, this.limit) : [];
    } catch {
      return [];
    }
  }

  /** Puts `path` at the top (moving it if already listed). */
  async add(path: string, details: { kind?: string; title?: string; within?: string; real?: string } = {}): Promise<RecentFile[]> {
    const entry: RecentFile = { path, ...details, openedAt: this.now().toISOString() };
    const files = [entry, ...(await this.list()).filter((f) => f.path !== path)].slice(0, this.limit);
    await this.save(files);
    return files;
  }

  async remove(path: string): Promise<RecentFile[]> {
    const files = (await this.list()).filter((f) => f.path !== path);
    await this.save(files);
    return files;
  }

  async clear(): Promise<void> {
    await this.save([]);
  }

  private async save(files: RecentFile[]): Promise<void> {
    const stored: Stored = { version: 1, files };
    await writeFileAtomic(this.file, `${JSON.stringify(stored, null, 2)}\n`, { backup: false });
  }
}
