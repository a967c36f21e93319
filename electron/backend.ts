import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppInfo } from '../core/api/contract';
import { createDispatch, type Dispatch } from './services/api/dispatch';
import { libraryFile } from './services/dataDir';
import type { Dialogs } from './services/dialogs';
import { DocumentFiles } from './services/documentFiles';
import { Examples } from './services/examples';
import { RecentFiles } from './services/files/index';
import { makeHandlers } from './services/handlers';
import { Library } from './services/library/library';

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
  /** The bundled examples (the repository's `scenarios/`), read only; without it the app lists none. */
  examplesDir?: string;
  dialogs?: Dialogs;
  log?: (m: string) => void;
}): Backend {
  const library = Library.open(libraryFile(options.dataDir));
  const recent = new RecentFiles(options.dataDir);
  const documentsDir = options.documentsDir ?? join(options.dataDir, 'documents');
  mkdirSync(documentsDir, { recursive: true });
  const handlers = makeHandlers({
    library,
    files: new DocumentFiles(recent),
    recent,
    examples: new Examples(options.examplesDir ?? null, options.log),
    mode: options.mode,
    dataDir: options.dataDir,
    documentsDir,
    ...(options.dialogs ? { dialogs: options.dialogs } : {}),
  });
  return { dispatch: createDispatch(handlers, options.log), library, recent, close: () => library.close() };
}
