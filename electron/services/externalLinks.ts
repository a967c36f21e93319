/**
 * Links the desktop app may hand to the user's browser. Anything else a page asks to open (another
 * host, a file:, a custom protocol that would start some other program) is refused: a link in a
 * document must not become a way to launch things on the user's computer.
 */
export const EXTERNAL_LINK_HOSTS: readonly string[] = [
  // The project's home, where the CLI and the app ask users to report problems.
  'github.com',
];

export function isAllowedExternalLink(url: string, hosts: readonly string[] = EXTERNAL_LINK_HOSTS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && parsed.port === '' && hosts.includes(parsed.hostname);
}
