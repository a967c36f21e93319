import { describe, expect, it } from 'vitest';
import { isTrustedSender } from '../../../electron/services/ipcSecurity';

const trusted = { rendererFile: '/opt/Muster/resources/app.asar/out/renderer/index.html' };

describe('only the app page may call the API over IPC', () => {
  it('accepts the built renderer loaded from its file', () => {
    expect(isTrustedSender('file:///opt/Muster/resources/app.asar/out/renderer/index.html', trusted)).toBe(true);
    expect(isTrustedSender('file:///opt/Muster/resources/app.asar/out/renderer/index.html#/library', trusted)).toBe(true);
  });

  it('refuses other files, web pages, missing and malformed URLs', () => {
    expect(isTrustedSender('file:///tmp/evil.html', trusted)).toBe(false);
    expect(isTrustedSender('https://example.com/', trusted)).toBe(false);
    expect(isTrustedSender(undefined, trusted)).toBe(false);
    expect(isTrustedSender('not a url', trusted)).toBe(false);
  });

  it('accepts the dev server origin only when one is configured', () => {
    expect(isTrustedSender('http://localhost:5173/', trusted)).toBe(false);
    expect(isTrustedSender('http://localhost:5173/', { ...trusted, devServerUrl: 'http://localhost:5173' })).toBe(true);
    expect(isTrustedSender('http://localhost:5174/', { ...trusted, devServerUrl: 'http://localhost:5173' })).toBe(false);
  });
});
