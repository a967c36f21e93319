import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW_STATE, loadWindowState, saveWindowState } from '../../../electron/services/windowState';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'muster-win-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];

describe('the window remembers its size and place', () => {
  it('gives back what was saved when it is still on a display', () => {
    const file = join(dir, 'window-state.json');
    saveWindowState(file, { x: 100, y: 50, width: 1400, height: 900, maximized: true });
    expect(loadWindowState(file, screen)).toEqual({ x: 100, y: 50, width: 1400, height: 900, maximized: true });
  });

  it('forgets the place (not the size) when the display it was on is gone', () => {
    const file = join(dir, 'window-state.json');
    saveWindowState(file, { x: 2500, y: 40, width: 1000, height: 700, maximized: false });
    expect(loadWindowState(file, screen)).toEqual({ width: 1000, height: 700, maximized: false });
  });

  it('falls back to the default on a missing or corrupt file, and never below the minimum size', () => {
    expect(loadWindowState(join(dir, 'none.json'), screen)).toEqual(DEFAULT_WINDOW_STATE);
    const file = join(dir, 'bad.json');
    writeFileSync(file, '{"width": 10, "height": "tall"');
    expect(loadWindowState(file, screen)).toEqual(DEFAULT_WINDOW_STATE);
    writeFileSync(file, '{"width": 10, "height": 20}');
    expect(loadWindowState(file, screen)).toMatchObject({ width: 640, height: 480 });
  });

  it('writes the file whole (no temporary file left behind)', () => {
    const file = join(dir, 'window-state.json');
    saveWindowState(file, { width: 800, height: 600, maximized: false });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ width: 800, height: 600, maximized: false });
  });
});
