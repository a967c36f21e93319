/**
 * The renderer's one door to the backend. In the desktop app the sandboxed preload provides `musterIpc`;
 * in a browser (web mode, end-to-end tests) the same calls go to the loopback server over HTTP. Both
 * carry the contract's envelope, so callers see the same results and errors either way.
 */
import { isMenuMessage, type MenuMessage } from '../../../core/app/menu';
import type { ApiClient, ApiErrorCode, ApiMethod, ApiParams, ApiResponse, ApiResult } from '../../../core/api/contract';

interface MusterIpc {
  invoke(method: string, params: unknown): Promise<unknown>;
  onMenuAction(listener: (message: unknown) => void): () => void;
  /** Grants a file dropped on the window and answers its path (desktop only: a browser never tells a page where a file lies). */
  openDropped(file: File): Promise<string | null>;
}

declare global {
  interface Window {
    musterIpc?: MusterIpc;
  }
}

export class ApiCallError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

export const isDesktop = (): boolean => typeof window !== 'undefined' && window.musterIpc !== undefined;

async function overHttp(method: string, params: unknown): Promise<ApiResponse> {
  let response: Response;
  try {
    response = await fetch(`/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params ?? {}),
    });
  } catch {
    return { ok: false, error: { code: 'internal', message: 'The Muster server is not answering. Is `npm run web` still running?' } };
  }
  return (await response.json()) as ApiResponse;
}

export const api: ApiClient = {
  async call<M extends ApiMethod>(method: M, params: ApiParams<M>): Promise<ApiResult<M>> {
    const response = (window.musterIpc ? await window.musterIpc.invoke(method, params) : await overHttp(method, params)) as ApiResponse<ApiResult<M>>;
    if (!response.ok) throw new ApiCallError(response.error.code, response.error.message);
    return response.result;
  },
};

/** Native menu clicks in the desktop app; web mode has its own menu bar and never calls the listener. */
export function onMenuAction(listener: (message: MenuMessage) => void): () => void {
  return (
    window.musterIpc?.onMenuAction((message) => {
      if (isMenuMessage(message)) listener(message);
    }) ?? (() => {})
  );
}

/** The path of a file dropped on the window, now granted to the backend; null in web mode or for anything not really dropped. */
export async function droppedFilePath(file: File): Promise<string | null> {
  return (await window.musterIpc?.openDropped(file)) ?? null;
}
