/**
 * The built renderer's files, served the same way to the desktop window (the `app://` protocol) and to a
 * browser (web mode's HTTP server): one lookup that keeps every request inside the renderer folder and
 * answers the single page for in-app paths.
 */
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

export const MIME: Record<string, string> = {
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

export type AppFile =
  | { status: 200; file: string; type: string }
  | { status: 400 | 403 | 404 | 503; message: string };

/** Finds the file for a URL path (still %-encoded, as it came in) under `root`. */
export function findAppFile(root: string, urlPath: string): AppFile {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { status: 400, message: `Bad %-escape in ${urlPath}` };
  }
  let file = normalize(join(base, decoded));
  if (file !== base && !file.startsWith(base + sep)) return { status: 403, message: 'Outside the app.' };
  // The editor is a single page: unknown paths without an extension get index.html.
  if (!existsSync(file) || statSync(file).isDirectory()) {
    if (extname(decoded)) return { status: 404, message: `Not found: ${urlPath}` };
    file = join(base, 'index.html');
    if (!existsSync(file)) return { status: 503, message: 'The app is not built yet: run npm run web.' };
  }
  return { status: 200, file, type: MIME[extname(file)] ?? 'application/octet-stream' };
}
