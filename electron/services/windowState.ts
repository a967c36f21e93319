import { readFileSync } from 'node:fs';
import { writeFileAtomicSync } from './files/atomicWrite';

/** The main window's size and place, remembered between runs. Plain Node: the shell passes in the displays. */
export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 820, maximized: false };
const MIN_WIDTH = 640;
const MIN_HEIGHT = 480;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Reads the saved state and keeps it only if the window would still be visible: a window saved on a
 * monitor that has since been unplugged comes back at the default place instead of off-screen.
 */
export function loadWindowState(file: string, workAreas: Rect[]): WindowState {
  let saved: Partial<WindowState>;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<WindowState>;
  } catch {
    return { ...DEFAULT_WINDOW_STATE };
  }
  const width = isNumber(saved.width) ? Math.max(MIN_WIDTH, Math.round(saved.width)) : DEFAULT_WINDOW_STATE.width;
  const height = isNumber(saved.height) ? Math.max(MIN_HEIGHT, Math.round(saved.height)) : DEFAULT_WINDOW_STATE.height;
  const state: WindowState = { width, height, maximized: saved.maximized === true };
  if (isNumber(saved.x) && isNumber(saved.y)) {
    const { x, y } = saved;
    // Visible enough means the title bar's top-left 100×40 px lies on some display.
    const visible = workAreas.some((a) => x + 100 > a.x && x < a.x + a.width && y + 40 > a.y && y < a.y + a.height);
    if (visible) Object.assign(state, { x: Math.round(x), y: Math.round(y) });
  }
  return state;
}

export function saveWindowState(file: string, state: WindowState): void {
  writeFileAtomicSync(file, `${JSON.stringify(state, null, 2)}\n`);
}
