import type { ApiHandlers, AppInfo } from '../../core/api/contract';
import { MUSTER_VERSION } from '../../core/version';
import type { Library } from './library/library';

export interface BackendDeps {
  library: Library;
  mode: AppInfo['mode'];
  dataDir: string;
}

/** The single implementation of the API; the IPC and HTTP transports both serve exactly this. */
export function makeHandlers({ library, mode, dataDir }: BackendDeps): ApiHandlers {
  return {
    'app.info': () => ({ name: 'Muster', version: MUSTER_VERSION, mode, dataDir }),
    'library.list': (p) => library.list(p),
    'library.get': (p) => library.get(p.id),
    'library.create': (p) => library.create(p),
    'library.save': (p) => library.save(p),
    'library.rename': (p) => library.rename(p.id, p.title),
    'library.duplicate': (p) => library.duplicate(p.id),
    'library.delete': (p) => library.delete(p.id),
    'library.restore': (p) => library.restore(p.id),
    'library.autosave': (p) => library.autosave(p),
    'library.autosaves': () => library.autosaves(),
    'library.recover': (p) => library.recover(p.key),
    'library.discardAutosave': (p) => library.discardAutosave(p.key),
  };
}
