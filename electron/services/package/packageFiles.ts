/**
 * A scenario package the user pointed at (File ▸ Open…, a drop, Open Recent, a double-click): its contents
 * for the package view, and the import into the library. The import reads and checks the file again rather
 * than trusting what the view was shown, since the file may have changed in between; a refused package
 * imports nothing.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { PackageImport, PackageInspection } from '../../../core/api/contract';
import { PACKAGE_LIMITS } from '../../../core/package';
import { SHEET_LABELS } from '../../../core/print';
import type { MusterScenario } from '../../../core/scenario/types.generated';
import type { RecentFiles } from '../files/index';
import type { FileGrants } from '../grants';
import type { Library } from '../library/library';
import { importPackage, readPackage, type ReadPackageResult } from './scenarioPackage';

export interface PackageFilesDeps {
  grants: Pick<FileGrants, 'check'>;
  recent: Pick<RecentFiles, 'add'>;
  library: Pick<Library, 'createTogether'>;
}

/** The file read and checked whole, or every reason it is refused. */
async function readPackageFile(path: string): Promise<ReadPackageResult> {
  const name = basename(path);
  let bytes: Uint8Array;
  try {
    // Refused by its size before a byte is read into memory.
    const size = (await stat(path)).size;
    if (size > PACKAGE_LIMITS.maxPackageBytes) return { ok: false, problems: [`${name} is ${Math.round(size / 1048576)} MB, more than a Muster package may be`] };
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    return { ok: false, problems: [`${name} cannot be read: ${code === 'ENOENT' ? 'there is no such file' : code === 'EISDIR' ? 'it is a folder' : error instanceof Error ? error.message : String(error)}`] };
  }
  return readPackage(bytes, name);
}

export class PackageFiles {
  constructor(private readonly deps: PackageFilesDeps) {}

  async inspect(given: string): Promise<PackageInspection> {
    const path = await this.deps.grants.check(given, 'read');
    const read = await readPackageFile(path);
    if (!read.ok) return { ok: false, path, problems: read.problems };
    const { manifest } = read;
    const scenario = read.documents.find((d) => d.kind === 'scenario')!.content as MusterScenario;
    await this.deps.recent.add(path, { kind: 'package', title: manifest.title });
    return {
      ok: true,
      path,
      title: manifest.title,
      formatVersion: manifest.formatVersion,
      createdWith: manifest.createdWith,
      created: manifest.created,
      sides: scenario.sides.map((s) => s.name),
      entries: manifest.entries.map((e) => ({ path: e.path, kind: e.kind, title: e.title, bytes: e.bytes, ...(e.sheet ? { sheet: SHEET_LABELS[e.sheet] } : {}) })),
    };
  }

  async import(given: string): Promise<PackageImport> {
    const path = await this.deps.grants.check(given, 'read');
    const read = await readPackageFile(path);
    if (!read.ok) return { ok: false, path, problems: read.problems };
    const { scenario, others } = importPackage(this.deps.library, read);
    return { ok: true, path, scenario, armies: others };
  }
}
