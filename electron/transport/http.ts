import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, resolve } from 'node:path';
import { API_MAX_NESTING, API_MAX_PAYLOAD_BYTES, type ApiErrorCode, type ApiResponse } from '../../core/api/contract';
import { MUSTER_VERSION } from '../../core/version';
import type { Dispatch } from '../services/api/dispatch';
import { findAppFile } from '../services/appFiles';
import { CONTENT_SECURITY_POLICY } from '../services/security';

/**
 * The loopback HTTP transport of the API (web mode and end-to-end tests): `POST /api/<method>` with the
 * JSON params as body answers the same envelope the IPC transport does. It also serves the built
 * renderer, so a browser gets the whole app from one origin.
 *
 * Loopback is not private: every process of every user on the machine can connect. So API calls must
 * carry the secret the server made at start-up. The address printed at start-up carries it as `?key=`;
 * the page served from that address trades it for an HttpOnly, SameSite=Strict cookie (and is redirected
 * to the address without it, so it does not linger in the history); the page's own calls then carry
 * the cookie, and nothing else has it.
 */
export interface HttpServerOptions {
  dispatch: Dispatch;
  /** Folder of the built renderer (index.html and assets). */
  staticDir: string;
  log?: (message: string) => void;
  /** The start-up secret every API call but /api/health must carry. */
  secret: string;
  /** What bodies being received may hold together (tests make it small). */
  bodyBudget?: BodyBudget;
}

const STATUS: Record<ApiErrorCode, number> = {
  'unknown-method': 404,
  'invalid-params': 400,
  'not-found': 404,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  unsupported: 501,
  // As nginx's "client closed request": the caller asked for the work to stop.
  cancelled: 499,
  internal: 500,
};


const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

function sendError(res: ServerResponse, code: ApiErrorCode, message: string): void {
  const body: ApiResponse = { ok: false, error: { code, message } };
  send(res, STATUS[code], body);
}

type Body = { ok: true; text: string } | { ok: false; why: 'too large' | 'busy' };

/**
 * What all request bodies being received at once may hold in memory together: two of the largest
 * request. One page sends one large save at a time; thirty clients each sending 31 MB must not take the
 * server to a gigabyte.
 */
export const API_MAX_IN_FLIGHT_BYTES = 2 * API_MAX_PAYLOAD_BYTES;

/** The bytes held by request bodies still being received, shared by every request to one server. */
export class BodyBudget {
  held = 0;
  constructor(readonly limit: number = API_MAX_IN_FLIGHT_BYTES) {}
  take(bytes: number): boolean {
    if (this.held + bytes > this.limit) return false;
    this.held += bytes;
    return true;
  }
  give(bytes: number): void {
    this.held -= bytes;
  }
}

/**
 * Reads the request body up to the size limit, and while the shared budget allows. Past either the rest
 * is still read, and dropped, so the caller can answer on a connection the client is still writing to
 * instead of resetting it. The body's bytes go back to the budget once it is read whole or dropped.
 */
function readBody(req: IncomingMessage, budget: BodyBudget): Promise<Body> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    const release = () => {
      budget.give(size);
      size = 0;
    };
    const refuse = (why: 'too large' | 'busy') => {
      over = true;
      chunks.length = 0;
      release();
      resolveBody({ ok: false, why });
    };
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      if (size + chunk.length > API_MAX_PAYLOAD_BYTES) return refuse('too large');
      if (!budget.take(chunk.length)) return refuse('busy');
      size += chunk.length;
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (over) return;
      const text = Buffer.concat(chunks).toString('utf8');
      release();
      resolveBody({ ok: true, text });
    });
    req.on('close', () => {
      if (!over) release();
    });
    req.on('error', (error) => {
      release();
      reject(error);
    });
  });
}

/** A body the API reads: JSON, said so in its content type (a form or plain text a page can post anywhere is not). */
export function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** Whether JSON text nests arrays and objects deeper than `limit`, found by one pass over the text before parsing it. */
export function jsonTextNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The session cookie is named after the port: browsers share cookies between ports of one host, and two servers must not overwrite each other's. */
export function sessionCookieName(host: string | undefined): string {
  return `muster-session-${/:(\d+)$/.exec(host ?? '')?.[1] ?? '80'}`;
}

function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Compares in constant time (on hashes, so the lengths need not match). */
function sameSecret(given: string | undefined | null, secret: string): boolean {
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

export function createHttpServer({ dispatch, staticDir, secret, log = () => {}, bodyBudget = new BodyBudget() }: HttpServerOptions): Server {
  const root = resolve(staticDir);

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    // Health answers without the secret: it tells only that Muster runs and its version, and lets a launcher
    // or a test wait for the server to be up before it has opened the page.
    if (path === '/api/health') {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 'invalid-params', 'Use GET for /api/health.');
      return send(res, 200, { status: 'ok', name: 'Muster', version: MUSTER_VERSION });
    }
    if (!sameSecret(cookie(req, sessionCookieName(req.headers.host)), secret)) {
      req.resume();
      return sendError(res, 'unauthorized', 'Only the Muster page may call the API: open the address Muster printed when it started (it carries the key).');
    }
    let method: string;
    try {
      method = decodeURIComponent(path.slice('/api/'.length));
    } catch {
      req.resume();
      return sendError(res, 'invalid-params', `The method name in ${path} has a bad %-escape.`);
    }
    if (req.method !== 'POST') return sendError(res, 'invalid-params', `Call API methods with POST /api/<method>; got ${req.method}.`);
    // A page from another site must not drive the local library (browsers send Origin on cross-site POSTs).
    const origin = req.headers.origin;
    if (origin && origin !== `http://${req.headers.host}`) return sendError(res, 'forbidden', `Requests from ${origin} are not accepted.`);
    if (!isJsonContentType(req.headers['content-type'])) {
      req.resume();
      return send(res, 415, {
        ok: false,
        error: { code: 'invalid-params', message: `${method}: the API takes a JSON body sent as application/json; got ${req.headers['content-type'] ?? 'no content type'}.` },
      } satisfies ApiResponse);
    }
    const body = await readBody(req, bodyBudget);
    if (!body.ok && body.why === 'busy') {
      res.setHeader('retry-after', '1');
      return send(res, 503, {
        ok: false,
        error: { code: 'internal', message: `${method}: Muster is receiving other large requests; try again in a moment.` },
      } satisfies ApiResponse);
    }
    if (!body.ok) {
      return send(res, 413, {
        ok: false,
        error: { code: 'invalid-params', message: `${method}: the request is larger than ${API_MAX_PAYLOAD_BYTES / 1048576} MB.` },
      } satisfies ApiResponse);
    }
    if (jsonTextNestsDeeperThan(body.text, API_MAX_NESTING)) {
      return sendError(res, 'invalid-params', `${method}: the request nests more than ${API_MAX_NESTING} levels deep.`);
    }
    let params: unknown;
    try {
      params = body.text.trim() === '' ? {} : (JSON.parse(body.text) as unknown);
    } catch (error) {
      return sendError(res, 'invalid-params', `${method}: the request body is not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
    }
    const response = await dispatch(method, params);
    send(res, response.ok ? 200 : STATUS[response.error.code], response);
  }

  function handleStatic(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const path = url.pathname;
    // The printed address: trade the key for the session cookie, then show the address without it.
    if (url.searchParams.has('key') && sameSecret(url.searchParams.get('key'), secret)) {
      res
        .writeHead(303, {
          location: path,
          'set-cookie': `${sessionCookieName(req.headers.host)}=${secret}; HttpOnly; SameSite=Strict; Path=/`,
          'cache-control': 'no-store',
        })
        .end();
      return;
    }
    const found = findAppFile(root, path);
    if (found.status !== 200) {
      res.writeHead(found.status, { 'content-type': 'text/plain; charset=utf-8' }).end(found.message);
      return;
    }
    const { file } = found;
    res.writeHead(200, {
      'content-type': found.type,
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'cache-control': extname(file) === '.html' ? 'no-store' : 'public, max-age=3600',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  }

  return createServer((req, res) => {
    // DNS-rebinding guard: only loopback host names reach the API or the app.
    if (!LOOPBACK_HOST.test(req.headers.host ?? '')) {
      res.writeHead(421, { 'content-type': 'text/plain' }).end('Muster answers loopback addresses only.');
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request address.');
      return;
    }
    const path = url.pathname;
    const task = path.startsWith('/api/') ? handleApi(req, res, path) : Promise.resolve(handleStatic(req, res, url));
    task.catch((error: unknown) => {
      log(`HTTP ${req.method} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendError(res, 'internal', 'The server failed to answer this request.');
      else res.end();
    });
  });
}

/** Listens on 127.0.0.1 only; resolves with the URL to open. */
export function listenOnLoopback(server: Server, port: number): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolveUrl(`http://127.0.0.1:${actual}/`);
    });
  });
}
