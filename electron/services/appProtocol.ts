/**
 * The desktop window loads the app from `app://muster/`, not from file://: a page on file:// may read
 * other local files (Electron grants that protocol extra privileges), while a custom protocol serves
 * exactly the renderer folder and nothing else, with the same security policy web mode sends.
 */
import { findAppFile, type AppFile } from './appFiles';

export const APP_SCHEME = 'app';
export const APP_HOST = 'muster';
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** Whether `url` is a page of the app itself (any path on app://muster). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    // Compared by parts: Node gives custom schemes the origin 'null'.
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/** The file an app:// request asks for, inside `rendererDir`; anything else is refused. */
export function resolveAppRequest(url: string, rendererDir: string): AppFile {
  if (!isAppUrl(url)) return { status: 403, message: `Not an address of the app: ${url}` };
  return findAppFile(rendererDir, new URL(url).pathname);
}
