/**
 * A VASSAL module made as the desktop app makes it: File ▸ Export… through the API's handlers, with the
 * drawing pages lent by the shell (there Electron's Chromium, here a real Chromium's CDP session standing
 * in for it), while Muster's own Chromium launcher is pointed at a Chromium that does not exist, so an
 * export that started one would fail. Without lent pages the same export is refused, saying what is missing.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiHandlers, ExportJobState } from '../../../../core/api/contract';
import type { MusterScenario } from '../../../../core/model/scenario.generated';
import { runCli } from '../../../../cli/main';
import { DocumentFiles } from '../../../../electron/services/documentFiles';
import type { Examples } from '../../../../electron/services/examples';
import { RecentFiles } from '../../../../electron/services/files/index';
import { FileGrants } from '../../../../electron/services/grants';
import { makeHandlers } from '../../../../electron/services/handlers';
import { Library } from '../../../../electron/services/library/library';
import { CHROMIUM_ARGS, ChromiumMissingError, drawingPagesIn, launchChromium } from '../../../../electron/services/render/chromium';
import type { OpenDrawingPage } from '../../../../electron/services/render/pictures';
import { readPng } from '../../../support/png';
import { imagesNamed, readBuildFile } from '../../../core/export/vassal/readBuildFile';

// Before any module reads it: in this file Muster looks for Chromium where there is none.
const realChromium = vi.hoisted(() => {
  const real = process.env.MUSTER_CHROMIUM ?? '/usr/bin/chromium';
  process.env.MUSTER_CHROMIUM = '/no/such/chromium';
  return real;
});

const dir = mkdtempSync(join(tmpdir(), 'muster-vmod-pages-'));
const dataDir = join(dir, 'data');
let library: Library;
let grants: FileGrants;
let browser: Browser;

/** The handlers as the shell assembles them, with or without its drawing pages. */
const handlers = (openDrawingPage?: OpenDrawingPage): ApiHandlers => {
  const recent = new RecentFiles(dataDir);
  return makeHandlers({ library, files: new DocumentFiles(recent, grants), recent, examples: {} as Examples, grants, mode: 'desktop', dataDir, ...(openDrawingPage ? { openDrawingPage } : {}) });
};

/** Follows a job as the Export dialog does, until it ends. */
async function end(api: ApiHandlers, job: string): Promise<ExportJobState> {
  for (;;) {
    const state = await api['exports.progress']({ job });
    if (state.state !== 'running') return state;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const scenario = JSON.parse(readFileSync('scenarios/hex-example.scenario.json', 'utf8')) as MusterScenario;

beforeAll(async () => {
  mkdirSync(dataDir);
  library = Library.open(join(dir, 'library.sqlite'));
  grants = new FileGrants({ privateDirs: [dataDir] });
  browser = await chromium.launch({ executablePath: realChromium, args: CHROMIUM_ARGS });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  library?.close();
  rmSync(dir, { recursive: true, force: true });
  process.env.MUSTER_CHROMIUM = realChromium === '/usr/bin/chromium' ? undefined : realChromium;
  if (process.env.MUSTER_CHROMIUM === undefined) delete process.env.MUSTER_CHROMIUM;
});

describe('the VASSAL export in the desktop app', () => {
  it('cannot start a Chromium of its own in this file', async () => {
    await expect(launchChromium()).rejects.toBeInstanceOf(ChromiumMissingError);
  });

  it('draws every picture in the page the shell lends, through its DevTools session, and starts no Chromium', { timeout: 240_000 }, async () => {
    const lend = drawingPagesIn(browser);
    const calls = { opened: 0, closed: 0, methods: new Set<string>() };
    const openDrawingPage: OpenDrawingPage = async () => {
      calls.opened++;
      const page = await lend();
      return {
        session: { send: (method, params) => (calls.methods.add(method), page.session.send(method, params)) },
        close: async () => {
          calls.closed++;
          await page.close();
        },
      };
    };
    const api = handlers(openDrawingPage);
    const path = grants.grant(join(dir, 'mill.vmod'), 'dialog');
    const { job } = await api['exports.start']({ path, format: 'vmod', scenario });
    expect(await end(api, job)).toMatchObject({ state: 'done', path, summary: expect.stringMatching(/^13 counters, 8 set up on the map, 4 as reinforcements, \d+ images, \d+ KB$/) });
    expect(calls.opened).toBe(1);
    expect(calls.closed).toBe(1);
    expect([...calls.methods]).toEqual(expect.arrayContaining(['Runtime.evaluate', 'Page.setDocumentContent', 'Page.captureScreenshot']));

    const files = unzipSync(readFileSync(path));
    const read = readBuildFile(new TextDecoder().decode(files['buildFile.xml']));
    const named = imagesNamed(read);
    expect(named.length).toBeGreaterThan(10);
    for (const image of named) {
      const png = readPng(files[`images/${image.file}`]!);
      if (image.width !== undefined) expect([png.width, png.height], image.file).toEqual([image.width, image.height]);
      // Drawn, not blank: more than one colour in every picture.
      const colours = new Set<number>();
      const words = new Uint32Array(png.rgba.buffer, png.rgba.byteOffset, png.rgba.length / 4);
      for (let i = 0; i < words.length && colours.size < 2; i++) colours.add(words[i]!);
      expect(colours.size, `images/${image.file} is one flat colour`).toBe(2);
    }
  });

  it('without lent pages or a Chromium, refuses with what is missing and writes nothing', async () => {
    const api = handlers();
    const path = grants.grant(join(dir, 'none.vmod'), 'dialog');
    const { job } = await api['exports.start']({ path, format: 'vmod', scenario });
    expect(await end(api, job)).toEqual({ state: 'refused', reason: expect.stringMatching(/^Chromium was not found at \/no\/such\/chromium\. Install it with `npm run setup`/) });
    expect(() => readFileSync(path)).toThrow(/ENOENT/);

    const err: string[] = [];
    const code = await runCli(['export', join(process.cwd(), 'scenarios/hex-example.scenario.json'), '--format', 'vmod', '--out', 'none.vmod'], { out: () => {}, err: (t) => err.push(t), cwd: dir });
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(/^muster export: Chromium was not found at \/no\/such\/chromium\./);
  });
});
