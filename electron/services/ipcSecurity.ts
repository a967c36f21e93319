/**
 * Only the app's own page may call the API over IPC. The desktop window loads the built renderer from a
 * file:// URL (or the dev server's URL during development); anything else — an iframe, a page the window
 * was navigated to — is refused.
 */
export function isTrustedSender(senderUrl: string | undefined, trusted: { rendererFile: string; devServerUrl?: string }): boolean {
  if (!senderUrl) return false;
  let url: URL;
  try {
    url = new URL(senderUrl);
  } catch {
    return false;
  }
  if (trusted.devServerUrl) {
    const dev = new URL(trusted.devServerUrl);
    if (url.origin === dev.origin) return true;
  }
  if (url.protocol !== 'file:') return false;
  return decodeURIComponent(url.pathname) === new URL(`file://${trusted.rendererFile.replace(/\\/g, '/').replace(/^(?!\/)/, '/')}`).pathname;
}

/** Navigation inside the window is limited to the app itself; links to the web open nowhere. */
export function isAllowedNavigation(targetUrl: string, trusted: { rendererFile: string; devServerUrl?: string }): boolean {
  return isTrustedSender(targetUrl, trusted);
}
