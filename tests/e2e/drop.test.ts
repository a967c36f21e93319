/// <reference lib="dom" />
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppUnderTest } from './harness';

let app: AppUnderTest;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'muster-drop-'));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Drops a file with this name and text on the window, as a person dragging it from their file manager does. */
async function dropFile(page: Page, name: string, text: string): Promise<void> {
  const transfer = await page.evaluateHandle(
    ([n, t]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], n, { type: 'application/json' }));
      return dt;
    },
    [name, text] as const,
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await page.dispatchEvent('body', type, { dataTransfer: transfer });
}

describe('files dropped on the window in web mode', () => {
  it('opens a dropped scenario as a new document, which Save As then writes to a file', async () => {
    const { page } = app;
    const text = readFileSync(resolve(__dirname, '../../scenarios/tan-yard-hill.scenario.json'), 'utf8');
    await dropFile(page, 'tan-yard-hill.scenario.json', text);
    await page.getByText('Opened tan-yard-hill.scenario.json as a new document', { exact: false }).waitFor();
    await expect(page.getByTestId('save-state').textContent()).resolves.toBe('Not saved yet');
    await expect(page.title()).resolves.toMatch(/Tan Yard Hill/);

    const target = join(dir, 'tan-yard.scenario.json');
    await page.getByRole('button', { name: 'Save As…' }).click();
    await page.getByLabel('File path').fill(target);
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Saved ${target}; Save now writes that file.`).waitFor();
    expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual(JSON.parse(text));
    expect(app.pageErrors).toEqual([]);
  });

  it('shows the problems of a broken dropped file and leaves the open document as it was', async () => {
    const { page } = app;
    await dropFile(page, 'broken.army.json', '{ "orderOfBattle": ');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('broken.army.json', { exact: false }).first().waitFor();
    await expect(page.title()).resolves.toMatch(/Tan Yard Hill/);
  });
});
