import { BalanceJobs } from './balance';
import { join } from 'node:path';
import { ApiError, type ApiHandlers, type AppInfo } from '../../core/api/contract';
import { CURRENT_FORMAT_VERSION, migrate, type DocumentKind, type JsonObject } from '../../core/formats/index';
import { documentTitle } from '../../core/model/documents';
import { formatProblem } from '../../core/formats/load';
import { draftDifferences, type DraftComparison } from '../../core/library/drafts';
import { fileNameOf } from '../../core/library/home';
import { MUSTER_VERSION } from '../../core/version';
import type { Dialogs } from './dialogs';
import type { Examples } from './examples';
import type { DocumentFiles } from './documentFiles';
import type { RecentFiles } from './files/index';
import { listFolder, placesFor } from './folderListing';
import { withAbsolutePaths } from './relativePaths';
import type { FileGrants } from './grants';
import type { Library } from './library/library';
import { printPdf, PrintJobs, type MakeSheet } from './print/printService';
import { ExportJobs } from './export/exportJobs';
import { PackageFiles } from './package/packageFiles';
import { readPackageFile } from './package/readPackage';
import { featuresImport } from './ground/groundImports';
import { ElevationJobs } from './ground/elevationJobs';
import { openReferenceImage, readLibraryImage, readReferenceImage } from './ground/referenceImages';
import { referenceImagesBeside } from './ground/printUnderlays';
import type { OffThreadValidator } from './validation/offThread';
import type { WorkJobs } from './jobs/jobs';
import type { DesktopPrinter } from './print/pdf';
import type { OpenDrawingPage } from './render/pictures';

export interface BackendDeps {
  library: Library;
  files: DocumentFiles;
  recent: RecentFiles;
  examples: Examples;
  grants: FileGrants;
  mode: AppInfo['mode'];
  dataDir: string;
  documentsDir?: string;
  examplesDir?: string;
  /** Present in the desktop app only. */
  dialogs?: Dialogs;
  /** The desktop app prints with Electron's Chromium and opens the PDF; elsewhere Debian's Chromium prints. */
  printer?: DesktopPrinter;
  /** The desktop app draws a VASSAL module's pictures in Electron's Chromium; elsewhere Debian's Chromium draws them. */
  openDrawingPage?: OpenDrawingPage;
  /** Reads packages off this thread with a time limit (the backend's worker); without it, in this thread. */
  packageReader?: Pick<OffThreadValidator, 'readPackage'>;
  /** Makes print sheets in the print pool, a worker with time and memory limits; without it, in this thread. */
  sheetMaker?: MakeSheet;
  /** Runs print and export jobs each in a worker with time and memory limits; without it, in this thread. */
  jobs?: WorkJobs;
}

/**
 * A document kept in the library (or an autosaved draft) in the current format: it is upgraded when
 * opened, as a file is, so that a scenario saved before a format change still opens and saves.
 */
function upgraded<T extends { kind: DocumentKind; title: string; content: unknown }>(doc: T): T {
  const content = doc.content;
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return doc;
  const version = (content as JsonObject).formatVersion;
  if (typeof version !== 'number' || version === CURRENT_FORMAT_VERSION[doc.kind]) return doc;
  const out = migrate(doc.kind, content as JsonObject, version);
  if (!out.ok) throw new ApiError('conflict', `"${doc.title}": ${out.message}`);
  return 'formatVersion' in doc ? { ...doc, content: out.document, formatVersion: CURRENT_FORMAT_VERSION[doc.kind] } : { ...doc, content: out.document };
}

/**
 * The version a recovery draft would go back on top of, as the editor's Restore finds it: its file, else its
 * library entry; or why there is none, in words for the drafts list.
 */
async function savedVersionOf(
  draft: { kind: DocumentKind; documentId: string | null; path: string | null },
  library: Library,
  files: DocumentFiles,
): Promise<{ saved: DraftComparison['saved']; content?: unknown }> {
  if (draft.path !== null) {
    const name = fileNameOf(draft.path);
    try {
      const read = await files.readSaved(draft.path);
      if (!read.ok) return { saved: { from: 'none', reason: `${name} no longer opens: ${read.problems[0] ? formatProblem(read.problems[0]) : 'it has problems'}` } };
      return { saved: { from: 'file', title: documentTitle(read.kind, read.content) ?? name, path: read.path }, content: read.content };
    } catch (error) {
      return { saved: { from: 'none', reason: `${name} cannot be read: ${error instanceof Error ? error.message : String(error)}` } };
    }
  }
  if (draft.documentId !== null) {
    try {
      const doc = upgraded(library.get(draft.documentId));
      return { saved: { from: 'library', title: doc.title, path: null }, content: doc.content };
    } catch {
      return { saved: { from: 'none', reason: 'The library no longer has it: it was deleted, or is in the trash.' } };
    }
  }
  return { saved: { from: 'none', reason: 'It was never saved.' } };
}

/** The single implementation of the API; the IPC and HTTP transports both serve exactly this. */
export function makeHandlers({ library, files, recent, examples, grants, mode, dataDir, documentsDir, examplesDir, dialogs, printer, openDrawingPage, packageReader, sheetMaker, jobs }: BackendDeps): ApiHandlers {
  const documents = documentsDir ?? join(dataDir, 'documents');
  const native = (): Dialogs => {
    if (!dialogs) throw new ApiError('unsupported', 'Native file dialogs exist only in the desktop app.');
    return dialogs;
  };
  // What the user picks in a dialog is what the file methods may then touch.
  const granted = (path: string | null): { path: string | null } => ({ path: path === null ? null : grants.grant(path, 'dialog') });
  const libraryImages = (image: string) => library.image(image)?.bytes;
  const exports = new ExportJobs({
    grants,
    libraryImages,
    libraryArmy: (id) => {
      try {
        return upgraded(library.get(id)).content;
      } catch {
        return undefined;
      }
    },
    ...(printer ? { printer } : {}),
    ...(openDrawingPage ? { openDrawingPage } : {}),
    ...(sheetMaker ? { makeSheet: sheetMaker } : {}),
    ...(jobs ? { jobs } : {}),
  });
  const balance = new BalanceJobs();
  const elevation = new ElevationJobs(grants);
  const prints = new PrintJobs();
  const packages = new PackageFiles({ grants, recent, library, checker: packageReader ?? { readPackage: readPackageFile } });
  return withAbsolutePaths({
    'app.info': () => ({ name: 'Muster', version: MUSTER_VERSION, mode, dataDir, documentsDir: documents }),
    'library.list': (p) => library.list(p),
    'library.get': (p) => upgraded(library.get(p.id)),
    'library.create': async ({ scenarioPath, ...input }) => {
      // Kept with the document in one transaction, as a package's images are: the library's copy shows them wherever it is opened.
      const images = scenarioPath ? await referenceImagesBeside(grants, scenarioPath, input.content) : [];
      return library.createTogether((create, keepImage) => {
        for (const { bytes, what } of images) keepImage(bytes, what);
        return create(input);
      });
    },
    'library.save': (p) => library.save(p),
    'library.rename': (p) => library.rename(p.id, p.title),
    'library.duplicate': (p) => library.duplicate(p.id),
    'library.delete': (p) => library.delete(p.id),
    'library.restore': (p) => library.restore(p.id),
    'library.trash': () => library.trash(),
    'library.deleteForever': (p) => library.deleteForever(p.id),
    'library.emptyTrash': () => ({ removed: library.emptyTrash() }),
    'library.autosave': (p) => library.autosave(p),
    'library.autosaves': () => library.autosaves(),
    'library.recover': (p) => upgraded(library.recover(p.key)),
    'library.discardAutosave': (p) => library.discardAutosave(p.key),
    'library.compareDraft': async (p) => {
      const draft = upgraded(library.recover(p.key));
      const { saved, content } = await savedVersionOf(draft, library, files);
      const found = content === undefined ? { differences: [], more: 0 } : draftDifferences(content, draft.content);
      return { key: draft.key, title: draft.title, saved, ...found };
    },
    'files.open': (p) => files.open(p.path),
    'files.save': (p) => files.save(p.path, p.kind, p.content, p.base),
    'files.stamp': (p) => files.stamp(p.path),
    'files.writeText': (p) => files.writeText(p.path, p.text),
    'files.readText': (p) => files.readText(p.path),
    'files.openDropped': (p) => files.openDropped(p.name, p.text),
    'files.recent': () => recent.list(),
    'files.forgetRecent': (p) => recent.remove(p.path),
    'examples.list': () => examples.list(),
    'examples.open': (p) => examples.open(p.name),
    'dialogs.openPath': async (p) => granted(await native().openPath(p)),
    'dialogs.savePath': async (p) => granted(await native().savePath(p)),
    'dialogs.pick': async (p) => {
      // On the desktop only the native dialog grants, so a script in the window cannot name its own paths.
      if (mode !== 'web') throw new ApiError('forbidden', 'The desktop app chooses files with its own file dialogs.');
      const path = grants.grant(p.path, 'web dialog');
      await grants.check(path, p.mode === 'open' ? 'read' : 'write');
      return { path };
    },
    'print.pdf': (p) => printPdf(grants, p, printer, { returnPdf: mode === 'web', jobs: prints, libraryImages, ...(sheetMaker ? { makeSheet: sheetMaker } : {}), ...(jobs ? { printRequest: (params, signal) => jobs.print({ task: 'printRequest', params }, signal ? { signal } : {}) } : {}) }),
    'print.cancel': (p) => prints.cancel(p.job),
    'exports.start': (p) => exports.start(p),
    'exports.progress': (p) => exports.progress(p.job),
    'exports.cancel': (p) => exports.cancel(p.job),
    'balance.start': (p) => balance.start(p),
    'balance.progress': (p) => balance.progress(p.job),
    'balance.stop': (p) => balance.stop(p.job),
    'packages.inspect': (p) => packages.inspect(p.path),
    'packages.import': (p) => packages.import(p.path),
    'ground.elevationStart': (p) => elevation.start(p),
    'ground.elevationProgress': (p) => elevation.progress(p.job),
    'ground.elevationCancel': (p) => elevation.cancel(p.job),
    'ground.importFeatures': (p) => featuresImport(grants, p),
    'images.open': (p) => openReferenceImage(grants, p.path, p.keep ? (bytes, what) => library.keepImage(bytes, what) : undefined),
    'images.read': (p) => readReferenceImage(grants, p.path, p.offset),
    'images.fromLibrary': (p) => readLibraryImage(library, p.image, p.offset),
    'dialogs.browse': async (p) => {
      if (mode !== 'web') throw new ApiError('forbidden', 'The desktop app chooses files with its own file dialogs.');
      const places = placesFor({ documentsDir: documents, ...(examplesDir ? { examplesDir } : {}), recentPaths: (await recent.list()).map((f) => f.path) });
      return listFolder(p.folder ?? documents, places);
    },
  }, documents);
}
