/**
 * Every user action in one registry: the native menu (desktop), the page's menu bar (web mode) and the
 * keyboard shortcuts all run an action by its id. The ids and shortcuts are those of core/app/menu.ts.
 */
import { menuTemplate, type MenuEntry } from '../../../core/app/menu';
import { workspace } from '../state/workspace.svelte';

export interface Action {
  id: string;
  perform(): void | Promise<void>;
  enabled?(): boolean;
}

const notYet = (what: string) => () => workspace.notify(`${what} is not available yet in this version.`);

/** In a text field, Undo and Redo belong to the field's own typing; elsewhere to the document. */
const inTextField = (): boolean => {
  const el = document.activeElement;
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'range'].includes(el.type));
};

/** An editor that handles Delete, Cut, Copy and Paste itself while it has focus (the order-of-battle tree). */
export interface EditTarget {
  delete(): void;
  cut(): void;
  copy(): void;
  paste(): void;
}
let editTarget: EditTarget | null = null;
/** Claims the edit actions for `target`; the returned function gives them back (if still held). */
export function claimEditActions(target: EditTarget): () => void {
  editTarget = target;
  return () => {
    if (editTarget === target) editTarget = null;
  };
}
const editor = (): EditTarget | null => (inTextField() ? null : editTarget);

const actions: Action[] = [
  { id: 'file.newScenario', perform: () => workspace.newDocument('scenario') },
  { id: 'file.newArmy', perform: () => workspace.newDocument('army') },
  { id: 'file.open', perform: () => workspace.open() },
  { id: 'file.save', perform: () => void workspace.save(), enabled: () => workspace.doc !== null },
  { id: 'file.saveAs', perform: () => void workspace.saveAs(), enabled: () => workspace.doc !== null },
  { id: 'file.print', perform: notYet('Printing') },
  { id: 'file.export', perform: notYet('Export') },
  { id: 'edit.undo', perform: () => (inTextField() ? void document.execCommand('undo') : workspace.undo()) },
  { id: 'edit.redo', perform: () => (inTextField() ? void document.execCommand('redo') : workspace.redo()) },
  { id: 'edit.delete', perform: () => (editor() ? editor()!.delete() : void document.execCommand('delete')) },
  {
    id: 'view.library',
    perform: () => {
      workspace.view = 'library';
    },
  },
  {
    id: 'view.odds',
    perform: () => {
      workspace.view = 'odds';
    },
  },
  { id: 'help.shortcuts', perform: () => workspace.notify(shortcutSummary(), { timeoutMs: 15_000 }) },
  {
    id: 'help.about',
    perform: () =>
      workspace.notify(`Muster ${workspace.info?.version ?? ''}: scenario editor and order-of-battle builder for American Civil War wargames.`),
  },
];

const byId = new Map(actions.map((a) => [a.id, a]));

/** Open Recent items carry their path in the id: `file.openRecent:/path/to/file`. */
const OPEN_RECENT = 'file.openRecent:';

export function runAction(id: string): void {
  if (id.startsWith(OPEN_RECENT)) {
    void workspace.openFile(id.slice(OPEN_RECENT.length));
    return;
  }
  const action = byId.get(id);
  if (!action) return;
  if (action.enabled && !action.enabled()) return;
  void action.perform();
}

export const isEnabled = (id: string): boolean => {
  const action = byId.get(id);
  return action !== undefined && (action.enabled?.() ?? true);
};

/** The menu as the page shows it in web mode: native roles the browser cannot perform are left out. */
const WEB_ROLES: Record<string, { label: string; run: () => void }> = {
  cut: { label: 'Cut', run: () => (editor() ? editor()!.cut() : void document.execCommand('cut')) },
  copy: { label: 'Copy', run: () => (editor() ? editor()!.copy() : void document.execCommand('copy')) },
  paste: { label: 'Paste', run: () => (editor() ? editor()!.paste() : void document.execCommand('paste')) },
  selectAll: { label: 'Select All', run: () => document.execCommand('selectAll') },
};

export interface WebMenuItem {
  label: string;
  shortcut?: string;
  run?: () => void;
  separator?: boolean;
  enabled: () => boolean;
}

export function webMenu(platform: string, recent: readonly { path: string; title?: string }[]): Array<{ label: string; items: WebMenuItem[] }> {
  const toItems = (entries: MenuEntry[]): WebMenuItem[] =>
    entries.flatMap((entry): WebMenuItem[] => {
      if ('separator' in entry) return [{ label: '', separator: true, enabled: () => false }];
      if ('action' in entry) {
        const { action, label, accelerator } = entry;
        return [{ label, ...(accelerator ? { shortcut: displayShortcut(accelerator, platform) } : {}), run: () => runAction(action), enabled: () => isEnabled(action) }];
      }
      if ('recent' in entry) {
        return recent.slice(0, 6).map((file) => ({
          label: `Open ${file.title ?? file.path.split(/[\\/]/).pop()}`,
          run: () => runAction(`${OPEN_RECENT}${file.path}`),
          enabled: () => true,
        }));
      }
      if ('role' in entry) {
        const web = WEB_ROLES[entry.role];
        return web ? [{ label: web.label, run: web.run, enabled: () => true }] : [];
      }
      return [];
    });
  return menuTemplate(platform)
    .map((section) => ({ label: section.label, items: toItems(section.submenu) }))
    .map((section) => ({ ...section, items: section.items.filter((item, i, all) => !item.separator || (i > 0 && i < all.length - 1 && !all[i - 1]!.separator)) }))
    .filter((section) => section.items.some((i) => !i.separator));
}

export function displayShortcut(accelerator: string, platform: string): string {
  const mac = platform === 'darwin';
  return accelerator.replace('CmdOrCtrl', mac ? '⌘' : 'Ctrl').replace('Cmd', '⌘');
}

/** Matches a key press against the menu's accelerators (web mode; the desktop's native menu does this itself). */
export function actionForKey(event: KeyboardEvent, platform: string): string | null {
  const mac = platform === 'darwin';
  for (const section of menuTemplate(platform)) {
    for (const entry of section.submenu) {
      if (!('action' in entry) || !entry.accelerator) continue;
      const parts = entry.accelerator.split('+');
      const key = parts.pop()!;
      const wantsPrimary = parts.includes('CmdOrCtrl') || parts.includes('Ctrl') || parts.includes('Cmd');
      const primary = mac ? event.metaKey : event.ctrlKey;
      if (wantsPrimary !== primary || parts.includes('Shift') !== event.shiftKey || event.altKey) continue;
      if (event.key.toLowerCase() === key.toLowerCase() || (key === 'Delete' && event.key === 'Delete')) return entry.action;
    }
  }
  return null;
}

function shortcutSummary(): string {
  const platform = navigator.platform.toLowerCase().includes('mac') ? 'darwin' : 'other';
  return menuTemplate(platform)
    .flatMap((s) => s.submenu)
    .filter((e): e is { label: string; action: string; accelerator: string } => 'action' in e && !!e.accelerator)
    .map((e) => `${e.label}: ${displayShortcut(e.accelerator, platform)}`)
    .join(' · ');
}
