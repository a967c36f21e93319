/**
 * What each action does. Its name, keys and scope are in core/app/actions.ts (the desktop's native menu
 * reads them there too); here each typed id gets its `run` and `enabled`, so an `Action` is one object
 * `{id, label, keys, scope, enabled, run}`. Global actions are bound below, all of them (the mapped type
 * makes a missing or misspelt one a compile error). A scope's actions are bound by the view that owns the
 * scope, while it is mounted, with `registerScope`:
 *
 *     onMount(() => registerScope('tree', () => treeEl, { 'tree.rename': { run: rename }, … }));
 *
 * A scope is active while the focus is inside its element (or was, before the user went to the menu
 * bar); its keys then win over global ones, and the Edit menu's items run its stand-ins (`standsInFor`).
 */
import {
  action,
  actionForKey,
  actionsIn,
  isGlobalAction,
  keyLabel,
  keysOn,
  type ActionDescriptor,
  type ActionId,
  type ActionIdIn,
  type ActionScope,
  type GlobalActionId,
} from '../../../core/app/actions';
import { menuTemplate, nativeMenuClaims, recentMenuItems, type MenuEntry, type MenuMessage } from '../../../core/app/menu';
import { workspace } from '../state/workspace.svelte';
import { shortcutsDialog } from './shortcutsDialog.svelte';
import { printDialog } from './printDialog.svelte';
import { exportDialog } from './exportDialog.svelte';
import { balanceDialog } from './balanceDialog.svelte';
import { battleDialog } from './battleDialog.svelte';
import { loadRecords } from '../records/records';
import { recordsCredit } from '../../../core/records/records';
import { draftsDialog } from './draftsDialog.svelte';
import { exportMapImage } from '../views/map/exportMap';
import { groundDialog } from './groundDialog.svelte';
import { scenarioReveal } from '../state/scenarioReveal.svelte';
import { acceptAllReference } from '../../../core/ground/commands';
import { plural } from '../../../core/vocabulary';
import type { TabletopMap } from '../../../core/model/scenario.generated';

export interface Binding {
  run(): void | Promise<void>;
  enabled?(): boolean;
  /** Why it is disabled, when it is: the menu item's tooltip, and the notice its keys or a native menu click give. */
  disabledReason?(): string;
}

export interface Action extends ActionDescriptor {
  run(): void;
  enabled(): boolean;
  /** Why it is disabled, if it is and its binding says. */
  disabledReason(): string | undefined;
}

/** `darwin` on a Mac, where ⌘ stands in for Ctrl; the names follow Node's `process.platform`. */
export const platform = typeof navigator !== 'undefined' && navigator.platform.toLowerCase().includes('mac') ? 'darwin' : 'other';

/** A button's tooltip: the action's label and its keys on this platform, e.g. `Duplicate (Ctrl+D)`. */
export function shortcutHint(id: ActionId): string {
  const a = action(id);
  const keys = keysOn(a.keys, platform).map((k) => keyLabel(k, platform));
  return keys.length ? `${a.label} (${keys.join(' or ')})` : a.label;
}

/** Text fields (and drop-down lists, which type to pick) keep their typing keys; a checkbox or a button is not one. */
const isTextField = (el: EventTarget | null): boolean =>
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el instanceof HTMLElement && el.isContentEditable) ||
  (el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'range', 'submit', 'reset', 'color', 'file'].includes(el.type));

// ── scopes ──────────────────────────────────────────────────────────────
interface Registration {
  scope: Exclude<ActionScope, 'global'>;
  element: () => HTMLElement | null;
  bindings: Partial<Record<ActionId, Binding>>;
}
const registrations: Registration[] = [];

/**
 * Binds the actions of `scope` (every one of them: the type asks for each id) to the view whose element
 * `element` returns; the scope is active while the focus is in that element. Returns the unregister
 * function, so `onMount(() => registerScope(…))` unbinds when the view goes.
 */
export function registerScope<S extends Exclude<ActionScope, 'global'>>(
  scope: S,
  element: () => HTMLElement | null,
  bindings: { [K in ActionIdIn<S>]: Binding },
): () => void {
  const registration: Registration = { scope, element, bindings };
  registrations.push(registration);
  return () => {
    const i = registrations.indexOf(registration);
    if (i >= 0) registrations.splice(i, 1);
  };
}

const inAppMenu = (el: EventTarget | null): boolean => el instanceof Element && el.closest('[data-app-menu]') !== null;

/** Where the user was working: the last focus or click outside the menu bar (opening a menu must not change it). */
let anchor: Element | null = null;
if (typeof document !== 'undefined') {
  const track = (e: Event) => {
    if (!inAppMenu(e.target)) anchor = e.target instanceof Element ? e.target : null;
  };
  document.addEventListener('focusin', track, true);
  document.addEventListener('pointerdown', track, true);
}

/** The element to give the focus back to after a dialog the menu opened. */
export const workingElement = (): Element | null => (anchor?.isConnected ? anchor : null);

/** The registrations whose element holds `from`, innermost first. */
function activeAt(from: Element | null): Registration[] {
  if (!from) return [];
  const depth = (el: Element | null): number => (el ? 1 + depth(el.parentElement) : 0);
  const holding = registrations.filter((r) => r.element()?.contains(from));
  return holding.sort((a, b) => depth(b.element()) - depth(a.element()));
}

// ── global actions ──────────────────────────────────────────────────────
/** Runs the active scope's stand-in for a global Edit action, if it has one. */
function standIn(id: GlobalActionId, from: Element | null): Binding | undefined {
  for (const registration of activeAt(from)) {
    const stand = actionsIn(registration.scope).find((a) => a.standsInFor === id);
    if (stand) return registration.bindings[stand.id];
  }
  return undefined;
}

/** The ground imports lay data under a scenario's table: a scenario with a tabletop map must be open. */
const groundImportable = (): boolean => workspace.doc?.kind === 'scenario' && (workspace.content as { map?: { kind: string } } | undefined)?.map?.kind === 'tabletop';
const groundImportReason = (): string => 'Elevation and features are laid under a scenario\'s table: open a scenario with a tabletop map first.';

/** Features and contours of the open tabletop map marked reference only. */
function referenceItems(): number {
  const map = (workspace.content as { map?: TabletopMap } | undefined)?.map;
  if (map?.kind !== 'tabletop') return 0;
  return map.features.filter((f) => f.referenceOnly).length + (map.contours ?? []).filter((c) => c.referenceOnly).length;
}

const browserEdit = (command: string) => () => void document.execCommand(command);

const GLOBAL: { [K in GlobalActionId]: Binding } = {
  'file.newScenario': { run: () => workspace.newDocument('scenario') },
  'file.newArmy': { run: () => workspace.newDocument('army') },
  'file.newScenarioFromBattle': { run: () => battleDialog.show(workingElement()) },
  'file.newHexScenario': { run: () => workspace.newDocument('hexScenario') },
  'file.newHexMap': { run: () => workspace.newDocument('hexMap') },
  'file.open': { run: () => workspace.open() },
  'file.recoverDrafts': { run: () => void draftsDialog.showList(workingElement()) },
  'file.save': { run: () => void workspace.save(), enabled: () => workspace.doc !== null },
  'file.saveAs': { run: () => void workspace.saveAs(), enabled: () => workspace.doc !== null },
  'file.addToLibrary': { run: () => void workspace.addToLibrary(), enabled: () => workspace.canAddToLibrary },
  'file.close': { run: () => void workspace.closeDocument(), enabled: () => workspace.doc !== null },
  'file.print': { run: () => printDialog.show(workingElement()) },
  'file.export': {
    run: () => exportDialog.show(workingElement()),
    enabled: () => workspace.doc?.kind === 'scenario',
    disabledReason: () =>
      workspace.doc ? `Export makes a file from a scenario; the open document is ${workspace.doc.kind === 'army' ? 'an army' : 'a map'}.` : 'Export makes a file from a scenario: open one first.',
  },
  'scenario.balance': {
    run: () => balanceDialog.show(workingElement()),
    enabled: () => workspace.doc?.kind === 'scenario' && (workspace.content as { map?: { kind: string } } | undefined)?.map?.kind === 'tabletop',
    disabledReason: () => (workspace.doc?.kind === 'scenario' ? 'The balance lab plays ADF scenarios on a tabletop map.' : 'Balance plays a scenario: open one first.'),
  },
  'file.exportMapImage': {
    run: () => void exportMapImage(),
    enabled: () => (workspace.content as { map?: { kind: string } } | undefined)?.map?.kind === 'tabletop',
  },
  'ground.importElevation': { run: () => groundDialog.showFor('elevation', workingElement()), enabled: groundImportable, disabledReason: groundImportReason },
  'ground.importFeatures': { run: () => groundDialog.showFor('features', workingElement()), enabled: groundImportable, disabledReason: groundImportReason },
  'ground.placeTable': {
    run: () => scenarioReveal.show('/georeference'),
    enabled: groundImportable,
    disabledReason: () => 'A scenario with a tabletop map is placed on the Earth: open one first.',
  },
  'ground.acceptReference': {
    run: () => {
      const count = referenceItems();
      if (workspace.run(acceptAllReference())) workspace.notify(`Accepted ${plural(count, 'reference item')}: printed and played from now on.`);
    },
    enabled: () => referenceItems() > 0,
    disabledReason: () => 'Nothing on the map is marked reference only.',
  },
  // In a text field (the desktop menu leaves the focus there) Undo and Redo are the field's own typing.
  'edit.undo': {
    run: () => (isTextField(document.activeElement) ? browserEdit('undo')() : workspace.undo()),
    enabled: () => isTextField(document.activeElement) || workspace.undoLabel !== undefined,
  },
  'edit.redo': {
    run: () => (isTextField(document.activeElement) ? browserEdit('redo')() : workspace.redo()),
    enabled: () => isTextField(document.activeElement) || workspace.redoLabel !== undefined,
  },
  'edit.cut': { run: browserEdit('cut') },
  'edit.copy': { run: browserEdit('copy') },
  'edit.paste': { run: browserEdit('paste') },
  'edit.delete': { run: browserEdit('delete') },
  'edit.selectAll': { run: browserEdit('selectAll') },
  'view.library': { run: () => void (workspace.view = 'library') },
  'view.odds': { run: () => void (workspace.view = 'odds') },
  'view.campaign': {
    run: () => {
      // The campaign that launched the scenario showing, else the first campaign open.
      const key = workspace.launchingCampaign?.doc.key ?? workspace.tabs.find((t) => t.kind === 'campaign')?.key;
      if (key && workspace.switchTo(key)) workspace.view = 'document';
    },
    enabled: () => workspace.tabs.some((t) => t.kind === 'campaign'),
    disabledReason: () => 'No campaign is open: open one from the Library (Mine Run is among the examples).',
  },
  'help.shortcuts': { run: () => shortcutsDialog.show(workingElement()) },
  'help.about': {
    run: () => {
      const about = `Muster ${workspace.info?.version ?? ''}: scenario editor and order-of-battle builder for American Civil War wargames.`;
      // The battle records Muster ships are credited with their source, date and licence.
      void loadRecords().then(
        (records) => workspace.notify(`${about} ${recordsCredit(records.source)}`),
        () => workspace.notify(about),
      );
    },
  },
};

function bindingOf(id: ActionId, from: Element | null): Binding | undefined {
  if (isGlobalAction(id)) return (isTextField(from) ? undefined : standIn(id, from)) ?? GLOBAL[id];
  return activeAt(from).find((r) => r.scope === action(id).scope)?.bindings[id];
}

/** The action as one object; `run` and `enabled` answer for wherever the user is working when called. */
export function getAction(id: ActionId): Action {
  const binding = () => bindingOf(id, anchor);
  const enabled = () => {
    const b = binding();
    return b !== undefined && (b.enabled?.() ?? true);
  };
  const disabledReason = () => (enabled() ? undefined : binding()?.disabledReason?.());
  return {
    ...action(id),
    enabled,
    disabledReason,
    run: () => {
      if (enabled()) return void binding()!.run();
      // A native menu item is not greyed out as the page's is, so its click says why nothing happens.
      const why = disabledReason();
      if (why) workspace.notify(why);
    },
  };
}

export function runAction(id: ActionId): void {
  getAction(id).run();
}

/** A native menu click (desktop). */
export function runMenuMessage(message: MenuMessage): void {
  if ('openRecent' in message) void workspace.openFile(message.openRecent);
  else if ('openPath' in message) void workspace.openFile(message.openPath);
  else runAction(message.action);
}

// ── keys ────────────────────────────────────────────────────────────────
/**
 * The one keyboard handler (App.svelte puts it on the window). The narrowest active scope that has the key
 * claims it, even while its action is disabled, so a tree key never falls through to a global action. On
 * the desktop, keys that are a native menu item's accelerator are the menu's: it sends them back as actions.
 */
export function handleKey(event: KeyboardEvent, platform: string, desktop: boolean): void {
  // A modal dialog (a path prompt, this very list of shortcuts) has the keyboard to itself.
  if (event.defaultPrevented || (event.target instanceof Element && event.target.closest('dialog[open]'))) return;
  const from = inAppMenu(event.target) ? anchor : event.target instanceof Element ? event.target : null;
  const scopes = activeAt(from);
  // A check box keeps Space as a button does (the board's hold-to-pan must not take it from the panels' boxes).
  const onButton = event.target instanceof Element && event.target.closest('button, a[href], summary, [role="button"], [role="menuitem"], input[type="checkbox"], input[type="radio"]') !== null;
  const found = actionForKey(event, { scopes: scopes.map((s) => s.scope), inTextField: isTextField(event.target), onButton }, platform);
  if (!found) return;
  if (desktop && nativeMenuClaims(event, platform)) return;
  event.preventDefault();
  const binding = isGlobalAction(found.id) ? GLOBAL[found.id] : scopes.find((s) => s.scope === found.scope)?.bindings[found.id];
  if (binding && (binding.enabled?.() ?? true)) void binding.run();
  else if (binding?.disabledReason) workspace.notify(binding.disabledReason());
}

// ── the web menu bar ────────────────────────────────────────────────────
export interface WebMenuItem {
  label: string;
  shortcut?: string;
  run?: () => void;
  separator?: boolean;
  enabled: () => boolean;
  disabledReason?: () => string | undefined;
}

/** The menu as the page shows it in web mode: Electron's own roles (zoom, quit…) are left out. */
export function webMenu(platform: string, recent: readonly { path: string; title?: string }[]): Array<{ label: string; items: WebMenuItem[] }> {
  const toItems = (entry: MenuEntry): WebMenuItem[] => {
    if ('separator' in entry) return [{ label: '', separator: true, enabled: () => false }];
    if ('action' in entry) {
      const a = getAction(entry.action);
      // Edit ▸ Undo names what it undoes ("Undo Move 3 features"), as desktop editors do.
      const named = entry.action === 'edit.undo' ? workspace.undoLabel : entry.action === 'edit.redo' ? workspace.redoLabel : undefined;
      return [{ label: named ? `${a.label} ${named}` : a.label, ...(entry.accelerator ? { shortcut: keyLabel(entry.accelerator, platform) } : {}), run: a.run, enabled: a.enabled, disabledReason: a.disabledReason }];
    }
    if ('recent' in entry) {
      // Each file by its document's title, as the desktop's Open Recent names it (core/app/recent.ts).
      return recentMenuItems(recent, 6).map((item) => ({ label: `Open ${item.label}`, run: () => runMenuMessage(item.message), enabled: () => true }));
    }
    return [];
  };
  return menuTemplate(platform)
    .map((section) => ({ label: section.label, items: section.submenu.flatMap(toItems) }))
    .map((section) => ({ ...section, items: section.items.filter((item, i, all) => !item.separator || (i > 0 && i < all.length - 1 && !all[i - 1]!.separator)) }))
    .filter((section) => section.items.some((i) => !i.separator));
}
