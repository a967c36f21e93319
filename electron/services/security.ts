/**
 * The content security policy of the editor page, in one place for both the desktop window and web mode.
 * No 'unsafe-eval': the renderer validates files with precompiled validators instead of compiling at run time.
 * 'unsafe-inline' styles only, because Svelte and Konva set style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
