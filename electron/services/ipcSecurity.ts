import { isAppUrl } from './appProtocol';

/**
 * Only the app's own page may call the API over IPC. The desktop window loads the built renderer from
 * app://muster/ (or the dev server's URL during development); anything else — an iframe, a page the
 * window was navigated to, a file:// page — is refused.
 */
export interface TrustedPages {
  devServerUrl?: string;
}

export function isTrustedSender(senderUrl: string | undefined, trusted: TrustedPages = {}): boolean {
  if (!senderUrl) return false;
  let url: URL;
  try {
    url = new URL(senderUrl);
  } catch {
    return false;
  }
  if (trusted.devServerUrl && url.origin === new URL(trusted.devServerUrl).origin) return true;
  return isAppUrl(senderUrl);
}

/** Navigation inside the window is limited to the app itself; links to the web open nowhere. */
export function isAllowedNavigation(targetUrl: string, trusted: TrustedPages = {}): boolean {
  return isTrustedSender(targetUrl, trusted);
}

/**
 * The development server the window loads instead of the built renderer, or undefined. Only an app that
 * is not packaged honours `ELECTRON_RENDERER_URL` (electron-vite sets it for `npm run dev`); a packaged
 * app always loads its own files, and trusts no other page.
 */
export function rendererUrlFor(options: { packaged: boolean; env: Readonly<Record<string, string | undefined>> }): string | undefined {
  if (options.packaged) return undefined;
  const url = options.env.ELECTRON_RENDERER_URL;
  return url === undefined || url === '' ? undefined : url;
}
