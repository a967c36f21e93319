import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AppInfo } from '../core/api/contract';
import { createDispatch, type Dispatch } from './services/api/dispatch';
import { libraryFile } from './services/dataDir';
import type { Dialogs } from './services/dialogs';
import type { DesktopPrinter } from './services/print/pdf';
import type { OpenDrawingPage } from './services/render/pictures';
import { DocumentFiles } from './services/documentFiles';
import { Examples } from './services/examples';
import { RecentFiles, removeOrphanedTempFiles } from './services/files/index';
import { FileGrants } from './services/grants';
import { makeHandlers } from './services/handlers';
import { Library } from './services/library/library';
import { OffThreadValidator } from './services/validation/offThread';
import { WorkJobs } from './services/jobs/jobs';
import { browserHost } from './services/jobs/browserHost';
import { WORK_LIMITS } from '../core/model/limits';

/** Everything behind the API, assembled once for either transport. */
export interface Backend {
  dispatch: Dispatch;
  library: Library;
  recent: RecentFiles;
  /** Files the user pointed at; the desktop shell adds files dropped on the window. */
  grants: FileGrants;
  /** Resolves when start-up cleaning of interrupted saves is done (tests wait for it). */
  cleaned: Promise<string[]>;
  close(): void;
}

export function startBackend(options: {
  dataDir: string;
  mode: AppInfo['mode'];
  documentsDir?: string;
  /** The bundled examples (the repository's `scenarios/`): listed in the Library, readable without picking them, never written. */
  examplesDir?: string;
  dialogs?: Dialogs;
  printer?: DesktopPrinter;
  openDrawingPage?: OpenDrawingPage;
  log?: (m: string) => void;
}): Backend {
  const library = Library.open(libraryFile(options.dataDir));
  const recent = new RecentFiles(options.dataDir);
  const documentsDir = options.documentsDir ?? join(options.dataDir, 'documents');
  mkdirSync(documentsDir, { recursive: true });
  const grants = new FileGrants({
    folders: [{ dir: documentsDir, access: 'write' }, ...(options.examplesDir ? [{ dir: options.examplesDir, access: 'read' as const }] : [])],
    privateDirs: [options.dataDir],
    remembered: async () => (await recent.list()).map((f) => ({ path: f.path, ...(f.within !== undefined ? { within: f.within } : {}), ...(f.real !== undefined ? { real: f.real } : {}) })),
  });
  // Opened files are read and checked in a worker thread with a time limit, so this thread keeps answering.
  const checker = new OffThreadValidator({ log: options.log });
  checker.warm();
  // Packages are read in a pool of their own, one worker with its queue: four inspections of a big package
  // wait for each other there, never in front of a file being opened (issue 44).
  const packageChecker = new OffThreadValidator({ log: options.log, timeLimitMs: WORK_LIMITS.packageRead.timeMs, resourceLimits: { maxOldGenerationSizeMb: WORK_LIMITS.packageRead.memoryMb, maxYoungGenerationSizeMb: WORK_LIMITS.youngMb } });
  // Print and export jobs each run in a worker of their own with a time and a memory limit: a sheet, a picture
  // or a zip whose making runs away ends its worker (refused with the reason) while this thread keeps
  // answering (/api/health too). The browser they print and draw with stays here (Electron's on the desktop,
  // the shared Chromium elsewhere), each of its calls with a time limit of its own.
  const jobs = new WorkJobs(browserHost({ ...(options.printer ? { printer: options.printer } : {}), ...(options.openDrawingPage ? { openDrawingPage: options.openDrawingPage } : {}) }), { keepSpare: true });
  const handlers = makeHandlers({
    library,
    files: new DocumentFiles(recent, grants, (path, o) => checker.read(path, o), (name, text) => checker.load(name, text)),
    recent,
    examples: new Examples(options.examplesDir ?? null, options.log),
    grants,
    mode: options.mode,
    dataDir: options.dataDir,
    documentsDir,
    ...(options.examplesDir ? { examplesDir: options.examplesDir } : {}),
    ...(options.dialogs ? { dialogs: options.dialogs } : {}),
    ...(options.printer ? { printer: options.printer } : {}),
    ...(options.openDrawingPage ? { openDrawingPage: options.openDrawingPage } : {}),
    packageReader: packageChecker,
    jobs,
  });
  const cleaned = cleanInterruptedSaves(recent, [options.dataDir, documentsDir]).catch(() => []);
  const close = (): void => {
    checker.close();
    packageChecker.close();
    jobs.close();
    library.close();
  };
  return { dispatch: createDispatch(handlers, options.log), library, recent, grants, cleaned, close };
}

/**
 * At start-up, removes what saves interrupted by a crash left behind: in the data folder (settings, the
 * recent list), the documents folder, and the folders of the recent files — every folder Muster knows it
 * wrote to. Other folders are not searched: Muster does not go looking through the user's disk.
 */
async function cleanInterruptedSaves(recent: RecentFiles, folders: string[]): Promise<string[]> {
  const known = new Set([...folders, ...(await recent.list()).map((f) => dirname(f.path))]);
  const removed: string[] = [];
  for (const folder of known) removed.push(...(await removeOrphanedTempFiles(folder)).map((name) => join(folder, name)));
  return removed;
}
