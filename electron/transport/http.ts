import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { API_MAX_PAYLOAD_BYTES, type ApiErrorCode, type ApiResponse } from '../../core/api/contract';
import { MUSTER_VERSION } from '../../core/version';
import type { Dispatch } from '../services/api/dispatch';
import { CONTENT_SECURITY_POLICY } from '../services/security';

/**
 * The loopback HTTP transport of the API (web mode and end-to-end tests): `POST /api/<method>` with the
 * JSON params as body answers the same envelope the IPC transport does. It also serves the built
 * renderer, so a browser gets the whole app from one origin.
 */
export interface HttpServerOptions {
  dispatch: Dispatch;
  /** Folder of the built renderer (index.html and assets). */
  staticDir: string;
  log?: (message: string) => void;
}

const STATUS: Record<ApiErrorCode, number> = {
  'unknown-method': 404,
  'invalid-params': 400,
  'not-found': 404,
  conflict: 409,
  forbidden: 403,
  unsupported: 501,
  internal: 500,
};

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
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

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > API_MAX_PAYLOAD_BYTES) {
        reject(new Error(`request body is larger than ${API_MAX_PAYLOAD_BYTES} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function createHttpServer({ dispatch, staticDir, log = () => {} }: HttpServerOptions): Server {
  const root = resolve(staticDir);

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (path === '/api/health') {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 'invalid-params', 'Use GET for /api/health.');
      return send(res, 200, { status: 'ok', name: 'Muster', version: MUSTER_VERSION });
    }
    const method = decodeURIComponent(path.slice('/api/'.length));
    if (req.method !== 'POST') return sendError(res, 'invalid-params', `Call API methods with POST /api/<method>; got ${req.method}.`);
    // A page from another site must not drive the local library (browsers send Origin on cross-site POSTs).
    const origin = req.headers.origin;
    if (origin && origin !== `http://${req.headers.host}`) return sendError(res, 'forbidden', `Requests from ${origin} are not accepted.`);
    let params: unknown;
    try {
      const body = await readBody(req);
      params = body.trim() === '' ? {} : (JSON.parse(body) as unknown);
    } catch (error) {
      return sendError(res, 'invalid-params', `${method}: the request body is not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
    }
    const response = await dispatch(method, params);
    send(res, response.ok ? 200 : STATUS[response.error.code], response);
  }

  function handleStatic(req: IncomingMessage, res: ServerResponse, path: string): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let file = normalize(join(root, decodeURIComponent(path)));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    // The editor is a single page: unknown paths without an extension get index.html.
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (extname(path)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${path}`);
        return;
      }
      file = join(root, 'index.html');
      if (!existsSync(file)) {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('The app is not built yet: run npm run web.');
        return;
      }
    }
    res.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
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
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const task = path.startsWith('/api/') ? handleApi(req, res, path) : Promise.resolve(handleStatic(req, res, path));
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
