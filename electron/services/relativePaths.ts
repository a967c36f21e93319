/**
 * A file name the API receives that is bare or relative ("Tan Yard Hill – battle report.txt") names a file
 * in the folder the user's dialog shows (the documents folder unless the dialog says which), never in the
 * server's working folder, which the user never sees: every path-valued parameter of every method is made
 * absolute here, before any handler or grant reads it.
 */
import { isAbsolute, resolve } from 'node:path';
import type { ApiHandlers, ApiMethod, ApiParams } from '../../core/api/contract';

/** The parameters that hold a file or folder path (core/api/contract.ts's `path` values). */
const PATH_PARAMS = ['path', 'scenarioPath', 'folder'] as const;

/** `params` with each relative path made absolute against `base`; `dialogs.pick` against the folder its dialog showed. */
export function absolutePaths<M extends ApiMethod>(method: M, params: ApiParams<M>, documents: string): ApiParams<M> {
  if (!params || typeof params !== 'object') return params;
  const given = params as Record<string, unknown>;
  const shown = method === 'dialogs.pick' && typeof given.folder === 'string' && isAbsolute(given.folder) ? given.folder : documents;
  let out: Record<string, unknown> | undefined;
  for (const key of PATH_PARAMS) {
    const value = given[key];
    if (typeof value !== 'string' || value === '' || isAbsolute(value)) continue;
    out ??= { ...given };
    out[key] = resolve(key === 'folder' ? documents : shown, value);
  }
  return (out ?? params) as ApiParams<M>;
}

/** The handlers, each given absolute paths. */
export function withAbsolutePaths(handlers: ApiHandlers, documents: string): ApiHandlers {
  const out = {} as Record<ApiMethod, (params: never) => unknown>;
  for (const method of Object.keys(handlers) as ApiMethod[]) {
    const handle = handlers[method] as (params: ApiParams<typeof method>) => unknown;
    out[method] = ((params: ApiParams<typeof method>) => handle(absolutePaths(method, params, documents))) as (params: never) => unknown;
  }
  return out as unknown as ApiHandlers;
}
