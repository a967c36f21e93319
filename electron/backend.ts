import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppInfo } from '../core/api/contract';
import { createDispatch, type Dispatch } from './services/api/dispatch';
import { libraryFile } from './services/dataDir';
import type { Dialogs } from './services/dialogs';
import { DocumentFiles } from './services/documentFiles';
import { RecentFiles } from './services/files/index';
import { makeHandlers } from './services/handlers';
import { Library } from './services/library/library';
import { OffThreadValidator } from './services/validation/offThread';

/** Everything behind the API, assembled once for either transport. */
export interface Backend {
  dispatch: Dispatch;
  library: Library;
  recent: RecentFiles;
  close(): void;
}

export function startBackend(options: {
  dataDir: string;
  mode: AppInfo['mode'];
  documentsDir?: string;
  dialogs?: Dialogs;
  log?: (m: string) => void;
}): Backend {
  const library = Library.open(libraryFile(options.dataDir));
  const recent = new RecentFiles(options.dataDir);
  const documentsDir = options.documentsDir ?? join(options.dataDir, 'documents');
  mkdirSync(documentsDir, { recursive: true });
  // Opened files are read and checked in a worker thread with a time limit, so this thread keeps answering.
  const checker = new OffThreadValidator({ log: options.log });
  const handlers = makeHandlers({
    library,
    files: new DocumentFiles(recent, (path, o) => checker.read(path, o)),
    recent,
    mode: options.mode,
    dataDir: options.dataDir,
    documentsDir,
    ...(options.dialogs ? { dialogs: options.dialogs } : {}),
  });
  const close = (): void => {
    checker.close();
    library.close();
  };
  return { dispatch: createDispatch(handlers, options.log), library, recent, close };
}
