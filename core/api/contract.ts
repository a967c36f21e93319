/**
 * The one typed API between the editor (renderer) and the backend.
 *
 * Every method is listed twice on purpose: `ApiMethods` gives the TypeScript types both sides compile
 * against, and `API_PARAMS` gives the JSON Schema the backend checks each incoming payload with, whatever
 * the transport (Electron IPC or loopback HTTP). `Record<ApiMethod, …>` makes the compiler refuse a method
 * that has types but no schema.
 */
import { DOCUMENT_KINDS, type AutosaveEntry, type DocumentKind, type LibraryDocument, type LibraryEntry } from '../library/types';

export interface AppInfo {
  name: 'Muster';
  version: string;
  mode: 'desktop' | 'web';
  dataDir: string;
}

export interface ApiMethods {
  'app.info': { params: Record<string, never>; result: AppInfo };
  'library.list': { params: { query?: string; kind?: DocumentKind }; result: LibraryEntry[] };
  'library.get': { params: { id: string }; result: LibraryDocument };
  'library.create': {
    params: { kind: DocumentKind; title: string; notes?: string; content: unknown };
    result: LibraryEntry;
  };
  'library.save': { params: { id: string; title?: string; notes?: string; content: unknown }; result: LibraryEntry };
  'library.rename': { params: { id: string; title: string }; result: LibraryEntry };
  'library.duplicate': { params: { id: string }; result: LibraryEntry };
  /** Moves to the trash; `library.restore` undoes it. */
  'library.delete': { params: { id: string }; result: { id: string } };
  'library.restore': { params: { id: string }; result: LibraryEntry };
  'library.autosave': {
    params: { key: string; kind: DocumentKind; title: string; documentId: string | null; content: unknown };
    result: { savedAt: string };
  };
  'library.autosaves': { params: Record<string, never>; result: AutosaveEntry[] };
  'library.recover': { params: { key: string }; result: AutosaveEntry & { content: unknown } };
  'library.discardAutosave': { params: { key: string }; result: { key: string } };
}

export type ApiMethod = keyof ApiMethods;
export type ApiParams<M extends ApiMethod> = ApiMethods[M]['params'];
export type ApiResult<M extends ApiMethod> = ApiMethods[M]['result'];

/** Error codes a caller can act on. */
export type ApiErrorCode = 'unknown-method' | 'invalid-params' | 'not-found' | 'conflict' | 'forbidden' | 'internal';

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
}

/** Every transport carries this envelope, so errors keep their code and message across IPC and HTTP alike. */
export type ApiResponse<T = unknown> = { ok: true; result: T } | { ok: false; error: ApiErrorBody };

type JsonSchema = Record<string, unknown>;

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
const kind = { enum: [...DOCUMENT_KINDS] } as const;
const title = { type: 'string', minLength: 1, maxLength: 300 } as const;
const notes = { type: 'string', maxLength: 100_000 } as const;
const noParams: JsonSchema = { type: 'object', additionalProperties: false };
const object = (properties: Record<string, unknown>, required: string[]): JsonSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

export const API_PARAMS: Record<ApiMethod, JsonSchema> = {
  'app.info': noParams,
  'library.list': object({ query: { type: 'string', maxLength: 300 }, kind }, []),
  'library.get': object({ id }, ['id']),
  'library.create': object({ kind, title, notes, content: {} }, ['kind', 'title', 'content']),
  'library.save': object({ id, title, notes, content: {} }, ['id', 'content']),
  'library.rename': object({ id, title }, ['id', 'title']),
  'library.duplicate': object({ id }, ['id']),
  'library.delete': object({ id }, ['id']),
  'library.restore': object({ id }, ['id']),
  'library.autosave': object(
    { key: id, kind, title, documentId: { anyOf: [id, { type: 'null' }] }, content: {} },
    ['key', 'kind', 'title', 'documentId', 'content'],
  ),
  'library.autosaves': noParams,
  'library.recover': object({ key: id }, ['key']),
  'library.discardAutosave': object({ key: id }, ['key']),
};

export const API_METHODS = Object.keys(API_PARAMS) as ApiMethod[];

export const isApiMethod = (name: string): name is ApiMethod => Object.hasOwn(API_PARAMS, name);

/** The backend's implementation of every method; transports only route to it. */
export type ApiHandlers = { [M in ApiMethod]: (params: ApiParams<M>) => Promise<ApiResult<M>> | ApiResult<M> };

/** A typed client; both the IPC and the HTTP transports implement `invoke`. */
export interface ApiClient {
  call<M extends ApiMethod>(method: M, params: ApiParams<M>): Promise<ApiResult<M>>;
}

/** An error thrown by a handler with a code the caller can act on. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Largest request body either transport accepts. */
export const API_MAX_PAYLOAD_BYTES = 32 * 1024 * 1024;
