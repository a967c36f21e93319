/**
 * JSON pointers (RFC 6901): how a place in a document is keyed, from the file formats' error messages to
 * a scenario's set-up notes naming where a unit stands. Below everything that reads documents, so the
 * scenario and the file formats spell it one way.
 */

/** JSON pointer tokens (RFC 6901): "/sides/0/name" → ["sides", "0", "name"]. */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function pointerFromTokens(tokens: readonly (string | number)[]): string {
  return tokens.map((t) => `/${String(t).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
