/**
 * The side panels' sizes and whether they are collapsed, remembered for the person using this copy of
 * Muster (as Tiled and VS Code remember their docks). Kept in the renderer's local storage, which
 * Electron holds in the user's own data folder and a browser in its profile; a value that cannot be
 * read is forgotten rather than trusted, so a bad entry never breaks the window.
 */
const KEY = 'muster.docks';

export interface DockState {
  /** Width in CSS pixels while open. */
  size: number;
  collapsed: boolean;
}

/** The bounds any dock is held to, so a remembered width never hides the board or the panel's controls. */
export const DOCK_MIN = 150;
export const DOCK_MAX = 480;

/** Each dock's width until the user resizes it. */
export const DOCK_SIZES = { 'map.left': 200, 'map.right': 224, 'hex.left': 196, 'hex.right': 216 } as const;
export type DockId = keyof typeof DOCK_SIZES;

function read(): Record<string, DockState> {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    const out: Record<string, DockState> = {};
    for (const [id, v] of Object.entries(raw as Record<string, unknown>)) {
      const s = v as Partial<DockState> | null;
      if (s && typeof s.size === 'number' && Number.isFinite(s.size) && typeof s.collapsed === 'boolean') out[id] = { size: clampSize(s.size), collapsed: s.collapsed };
    }
    return out;
  } catch {
    return {};
  }
}

export function clampSize(size: number): number {
  return Math.round(Math.min(DOCK_MAX, Math.max(DOCK_MIN, size)));
}

class Docks {
  #states = $state<Record<string, DockState>>(read());

  /** The dock's state, or its default until the person changes it. */
  get(id: string, defaultSize: number): DockState {
    return this.#states[id] ?? { size: defaultSize, collapsed: false };
  }

  set(id: string, defaultSize: number, change: Partial<DockState>): void {
    const next = { ...this.get(id, defaultSize), ...change };
    next.size = clampSize(next.size);
    this.#states[id] = next;
    try {
      globalThis.localStorage?.setItem(KEY, JSON.stringify(this.#states));
    } catch {
      // Storage full or refused: the dock still changes for this session.
    }
  }
}

export const docks = new Docks();
