/**
 * A scenario package the user pointed at (File ▸ Open…, a drop, Open Recent, a double-click): its contents
 * for the package view, and the import into the library. The import reads and checks the file again rather
 * than trusting what the view was shown, since the file may have changed in between; a refused package
 * imports nothing.
 */
import type { PackageImport, PackageInspection } from '../../../core/api/contract';
import { SHEET_LABELS } from '../../../core/print';
import type { MusterScenario } from '../../../core/model/scenario.generated';
import type { RecentFiles } from '../files/index';
import type { FileGrants } from '../grants';
import type { Library } from '../library/library';
import type { OffThreadValidator } from '../validation/offThread';
import { importPackage } from './scenarioPackage';

export interface PackageFilesDeps {
  grants: Pick<FileGrants, 'check'> & Partial<Pick<FileGrants, 'provenance'>>;
  recent: Pick<RecentFiles, 'add'>;
  library: Pick<Library, 'createTogether'>;
  /** Reads packages in the checker's worker thread, with its time limit: the server keeps answering while a hostile zip is refused. */
  checker: Pick<OffThreadValidator, 'readPackage'>;
}

export class PackageFiles {
  constructor(private readonly deps: PackageFilesDeps) {}

  async inspect(given: string): Promise<PackageInspection> {
    const path = await this.deps.grants.check(given, 'read');
    const read = await this.deps.checker.readPackage(path);
    if (!read.ok) return { ok: false, path, problems: read.problems };
    const { manifest } = read;
    const scenario = read.documents.find((d) => d.kind === 'scenario')!.content as MusterScenario;
    await this.deps.recent.add(path, { kind: 'package', title: manifest.title, ...(await this.deps.grants.provenance?.(path)) });
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
    const read = await this.deps.checker.readPackage(path);
    if (!read.ok) return { ok: false, path, problems: read.problems };
    const { scenario, others } = importPackage(this.deps.library, read);
    return { ok: true, path, scenario, armies: others };
  }
}
