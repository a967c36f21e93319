import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_URL, resolveAppRequest } from '../../../electron/services/appProtocol';
import { checkedExternalLink, isAllowedExternalLink } from '../../../electron/services/externalLinks';

const dir = mkdtempSync(join(tmpdir(), 'muster-app-'));
const renderer = join(dir, 'renderer');
mkdirSync(join(renderer, 'assets'), { recursive: true });
writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Muster</title>');
writeFileSync(join(renderer, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(join(dir, 'secret.txt'), 'outside the renderer');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the app:// protocol', () => {
  it('serves the renderer’s files with their types, and the page for in-app paths', () => {
    expect(resolveAppRequest(APP_URL, renderer)).toEqual({ status: 200, file: join(renderer, 'index.html'), type: 'text/html; charset=utf-8' });
    expect(resolveAppRequest('app://muster/assets/app.js', renderer)).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect(resolveAppRequest('app://muster/library', renderer)).toMatchObject({ status: 200, file: join(renderer, 'index.html') });
    expect(resolveAppRequest('app://muster/assets/missing.js', renderer)).toMatchObject({ status: 404 });
  });

  it('never serves a file outside the renderer folder, nor answers for other hosts or schemes', () => {
    for (const url of ['app://muster/..%2fsecret.txt', 'app://muster/%2e%2e/secret.txt', 'app://muster/..%5csecret.txt']) {
      const found = resolveAppRequest(url, renderer);
      expect(found.status === 200 ? found.file : null, url).not.toBe(join(dir, 'secret.txt'));
    }
    expect(resolveAppRequest('app://muster/..%2fsecret.txt', renderer).status).toBe(403);
    expect(resolveAppRequest('app://other/index.html', renderer).status).toBe(403);
    expect(resolveAppRequest('file:///etc/passwd', renderer).status).toBe(403);
    expect(resolveAppRequest('app://muster/%E0%A4%A', renderer).status).toBe(400);
  });
});

describe('external links', () => {
  it('open only over https to an allowed host, spelled exactly', () => {
    expect(isAllowedExternalLink('https://github.com/muster/issues')).toBe(true);
    for (const url of [
      'http://github.com/',
      'https://github.com.evil.example/',
      'https://evil.example/github.com',
      'https://user@github.com/',
      'https://github.com:8443/',
      'file:///etc/passwd',
      'smb://server/share',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isAllowedExternalLink(url), url).toBe(false);
    }
  });
});

describe('the browser is handed the link as checked', () => {
  it('a backslash before @ reaches the browser as the github.com path it was checked as, not the raw text', () => {
    const raw = 'https://github.com\\@evil.com';
    const checked = checkedExternalLink(raw);
    expect(checked).toBe('https://github.com/@evil.com');
    expect(new URL(checked!).hostname).toBe('github.com');
    expect(checked).not.toBe(raw);
    expect(checkedExternalLink('https://user@github.com/')).toBeUndefined();
  });
});
