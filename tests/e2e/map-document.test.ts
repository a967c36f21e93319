/// <reference lib="dom" />
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/main';
import type { MusterMapFile } from '../../core/model/scenario.generated';
import { startApp, type AppUnderTest, openByPath } from './harness';

const SHOTS = process.env.MUSTER_SHOTS ?? '/tmp';

/** A map file as a designer might keep one beside their scenarios: a wood and a road, no name yet. */
const MAP: MusterMapFile = {
  $schema: 'https://muster.app/schemas/map.schema.json',
  formatVersion: 2,
  map: {
    kind: 'tabletop',
    features: [
      { id: 'wood-1', kind: 'light-woods', shape: 'polygon', points: [{ x: 10, y: 10 }, { x: 20, y: 10 }, { x: 20, y: 18 }, { x: 10, y: 18 }] },
      { id: 'pike', kind: 'road', shape: 'polyline', points: [{ x: 0, y: 30 }, { x: 72, y: 30 }], widthIn: 1 },
    ],
  },
};

let app: AppUnderTest;
let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-map-e2e-'));
  file = join(dir, 'board.map.json');
  writeFileSync(file, `${JSON.stringify(MAP, null, 2)}\n`);
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a map document (web mode, real backend)', () => {
  it('opens a map file, names it, writes notes, undoes and redoes, saves, and reopens the same document', async () => {
    const { page } = app;
    await openByPath(page, file);
    const view = page.getByRole('region', { name: 'Map' });
    await view.getByText('2 terrain features').waitFor();
    await expect(page.title()).resolves.toBe('Untitled map — Muster');

    await view.getByLabel('Map name').fill('Generic ADF board');
    await view.getByLabel('Map name').press('Enter');
    // Notes fold away while a map has none.
    await view.locator('summary', { hasText: 'Notes' }).click();
    await view.getByLabel('Map notes').fill('Five by eight squares of 18 inches.');
    await view.getByLabel('Map notes').blur();
    await expect(page.title()).resolves.toBe('• Generic ADF board — Muster');

    await view.getByRole('button', { name: 'Undo' }).click();
    await expect(view.getByLabel('Map notes').inputValue()).resolves.toBe('');
    await view.getByRole('button', { name: 'Redo' }).click();
    await expect(view.getByLabel('Map notes').inputValue()).resolves.toBe('Five by eight squares of 18 inches.');
    await page.screenshot({ path: join(SHOTS, 'map-document.png') });

    await view.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Saved ${file}.`).waitFor();
    await expect(page.title()).resolves.toBe('Generic ADF board — Muster');

    const expected = { ...MAP, title: 'Generic ADF board', notes: 'Five by eight squares of 18 inches.' };
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(expected);
    let out = '';
    const code = await runCli(['validate', file], { out: (s) => void (out += s), err: (s) => void (out += s), cwd: dir });
    expect(code, out).toBe(0);

    // Reopened, it is the document that was saved: same name, same notes, same features, nothing to save.
    await page.reload();
    await openByPath(page, file);
    await expect(view.getByLabel('Map name').inputValue()).resolves.toBe('Generic ADF board');
    await expect(view.getByLabel('Map notes').inputValue()).resolves.toBe('Five by eight squares of 18 inches.');
    await view.getByText('2 terrain features').waitFor();
    await expect(page.getByTestId('save-state').textContent()).resolves.toBe(file);
    expect(app.pageErrors).toEqual([]);
  });
});
