import { makeHandlers } from './services/handlers';
import { createDispatch, type Dispatch } from './services/api/dispatch';
import { Library } from './services/library/library';
import { libraryFile } from './services/dataDir';
import type { AppInfo } from '../core/api/contract';

/** Everything behind the API, assembled once for either transport. */
export interface Backend {
  dispatch: Dispatch;
  library: Library;
  close(): void;
}

export function startBackend(options: { dataDir: string; mode: AppInfo['mode']; log?: (m: string) => void }): Backend {
  const library = Library.open(libraryFile(options.dataDir));
  const dispatch = createDispatch(makeHandlers({ library, mode: options.mode, dataDir: options.dataDir }), options.log);
  return { dispatch, library, close: () => library.close() };
}
