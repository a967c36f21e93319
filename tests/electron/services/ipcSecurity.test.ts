import { describe, expect, it } from 'vitest';
import { isAllowedNavigation, isTrustedSender, rendererUrlFor } from '../../../electron/services/ipcSecurity';

describe('only the app page may call the API over IPC', () => {
  it('accepts the app loaded from its own app:// protocol, at any in-app path', () => {
    expect(isTrustedSender('app://muster/index.html')).toBe(true);
    expect(isTrustedSender('app://muster/index.html#/library')).toBe(true);
    expect(isTrustedSender('app://muster/')).toBe(true);
  });

  it('refuses file:// pages (even the renderer’s own file), other hosts on app://, web pages, missing and malformed URLs', () => {
    expect(isTrustedSender('file:///opt/Muster/resources/app.asar/out/renderer/index.html')).toBe(false);
    expect(isTrustedSender('file:///tmp/evil.html')).toBe(false);
    expect(isTrustedSender('app://evil/index.html')).toBe(false);
    expect(isTrustedSender('app://user:pw@muster/index.html')).toBe(false);
    expect(isTrustedSender('https://example.com/')).toBe(false);
    expect(isTrustedSender(undefined)).toBe(false);
    expect(isTrustedSender('not a url')).toBe(false);
  });

  it('accepts the dev server origin only when one is configured', () => {
    expect(isTrustedSender('http://localhost:5173/')).toBe(false);
    expect(isTrustedSender('http://localhost:5173/', { devServerUrl: 'http://localhost:5173' })).toBe(true);
    expect(isTrustedSender('http://localhost:5174/', { devServerUrl: 'http://localhost:5173' })).toBe(false);
  });

  it('lets the window navigate only within the app', () => {
    expect(isAllowedNavigation('app://muster/index.html#/odds')).toBe(true);
    expect(isAllowedNavigation('https://github.com/')).toBe(false);
    expect(isAllowedNavigation('file:///etc/passwd')).toBe(false);
  });
});

describe('the development server address', () => {
  it('is honoured only when the app is not packaged', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://evil.example:5173/' };
    expect(rendererUrlFor({ packaged: true, env })).toBeUndefined();
    expect(rendererUrlFor({ packaged: false, env })).toBe('http://evil.example:5173/');
    expect(rendererUrlFor({ packaged: false, env: {} })).toBeUndefined();
  });
});
