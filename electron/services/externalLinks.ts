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
  return checkedExternalLink(url, hosts) !== undefined;
}

/**
 * The link as it was checked (the parsed URL written out again), or undefined when it is refused. The
 * browser is handed this, never the raw string: `https://github.com\@evil.com` parses here as a path on
 * github.com, but a program reading the raw text its own way may see the host evil.com.
 */
export function checkedExternalLink(url: string, hosts: readonly string[] = EXTERNAL_LINK_HOSTS): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const allowed = parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && parsed.port === '' && hosts.includes(parsed.hostname);
  return allowed ? parsed.href : undefined;
}
