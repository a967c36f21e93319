/**
 * Every user action's name, shortcut and scope, once. Core holds the descriptors (pure data) because two
 * processes read them: the desktop shell builds the native menu from them (electron/shell/menu.ts) and the
 * renderer binds what each action does, by its typed id, in renderer/src/actions/registry.ts (global
 * actions) or in the view that owns a scope (the order-of-battle tree binds the `tree` actions when it
 * mounts). The menu layout (core/app/menu.ts), the shortcut handling and Help ▸ Keyboard Shortcuts all
 * read this table, so an action is named and given keys here and nowhere else.
 *
 * Keys use Electron's accelerator syntax (`CmdOrCtrl+Shift+S`, `Delete`, `F2`) because the native menu
 * takes them as they are; `keyMatches` and `keyLabel` read the same strings for web mode and the dialog.
 */

/** Where an action's keys work: everywhere, or only while that part of the editor has the focus. */
export const ACTION_SCOPES = ['global', 'library', 'tree', 'counters', 'map', 'playtest', 'odds'] as const;
export type ActionScope = (typeof ACTION_SCOPES)[number];

export const SCOPE_LABELS: Record<ActionScope, string> = {
  global: 'Everywhere',
  library: 'Library list',
  tree: 'Order-of-battle tree',
  counters: 'Counters table',
  map: 'Map',
  playtest: 'Playtest',
  odds: 'Odds tabs',
};

/** Electron performs these itself in the desktop app (the text field's clipboard); web mode runs the action. */
export type NativeRole = 'cut' | 'copy' | 'paste' | 'selectAll';

/** One key list for every platform, or one per platform where the conventions differ (Redo). */
export type ActionKeys = readonly string[] | { readonly mac: readonly string[]; readonly other: readonly string[] };

interface Descriptor {
  readonly label: string;
  readonly keys: ActionKeys;
  /** A text field keeps these keys for its own typing (its undo, its clipboard, its Delete). */
  readonly typing?: boolean;
  readonly role?: NativeRole;
}

/** The actions that work everywhere; the menu (core/app/menu.ts) lays them out. */
const GLOBAL_ACTIONS = {
  'file.newScenario': { label: 'New Scenario', keys: ['CmdOrCtrl+N'] },
  'file.newArmy': { label: 'New Army', keys: ['CmdOrCtrl+Shift+N'] },
  'file.newHexScenario': { label: 'New Hex Scenario', keys: [] },
  // A scenario started from the public record of a battle: its facts, its sides, its units to place (core/records).
  'file.newScenarioFromBattle': { label: 'New Scenario from a Battle…', keys: [] },
  'file.newHexMap': { label: 'New Hex Map', keys: [] },
  'file.open': { label: 'Open…', keys: ['CmdOrCtrl+O'] },
  // The recovery drafts kept when the app last stopped with unsaved work (also offered once at start-up).
  'file.recoverDrafts': { label: 'Recover Unsaved Changes…', keys: [] },
  'file.save': { label: 'Save', keys: ['CmdOrCtrl+S'] },
  'file.saveAs': { label: 'Save As…', keys: ['CmdOrCtrl+Shift+S'] },
  // A file's scenario or army into the library, which is then where Save writes (core/library/home.ts).
  'file.addToLibrary': { label: 'Add to Library', keys: [] },
  // Several documents may be open (a campaign beside the scenario it launched): Close shuts the one showing.
  'file.close': { label: 'Close', keys: [] },
  'file.print': { label: 'Print…', keys: ['CmdOrCtrl+P'] },
  'file.export': { label: 'Export…', keys: ['CmdOrCtrl+E'] },
  'file.exportMapImage': { label: 'Export Map Image…', keys: [] },
  // The real ground under a scenario's table (core/ground): a DEM contoured into hills, roads and streams from map data.
  'ground.importElevation': { label: 'Import Elevation…', keys: [] },
  'ground.importFeatures': { label: 'Import Features…', keys: [] },
  // Reference-only features and contours (modern roads, traced from today's data) become the map's own.
  'ground.acceptReference': { label: 'Accept All Reference Items', keys: [] },
  // The scenario's georeference, edited in its Board section.
  'ground.placeTable': { label: 'Place the Table on the Earth…', keys: [] },
  // Undo and Redo go to the document's history, not the text field's: the renderer decides which.
  'edit.undo': { label: 'Undo', keys: ['CmdOrCtrl+Z'], typing: true },
  'edit.redo': { label: 'Redo', keys: { mac: ['Cmd+Shift+Z'], other: ['Ctrl+Y'] }, typing: true },
  'edit.cut': { label: 'Cut', keys: ['CmdOrCtrl+X'], typing: true, role: 'cut' },
  'edit.copy': { label: 'Copy', keys: ['CmdOrCtrl+C'], typing: true, role: 'copy' },
  'edit.paste': { label: 'Paste', keys: ['CmdOrCtrl+V'], typing: true, role: 'paste' },
  'edit.delete': { label: 'Delete', keys: ['Delete'], typing: true },
  'edit.selectAll': { label: 'Select All', keys: ['CmdOrCtrl+A'], typing: true, role: 'selectAll' },
  // The open scenario played many times by computer opponents: its win rates and what decides it (core/balance).
  'scenario.balance': { label: 'Balance…', keys: [] },
  'view.library': { label: 'Library', keys: ['CmdOrCtrl+1'] },
  'view.odds': { label: 'Odds', keys: ['CmdOrCtrl+2'] },
  // The open campaign, from the scenario it launched: its results, its next step, its Save.
  'view.campaign': { label: 'Campaign', keys: ['CmdOrCtrl+3'] },
  'help.shortcuts': { label: 'Keyboard Shortcuts', keys: [] },
  'help.about': { label: 'About Muster', keys: [] },
} as const satisfies Record<string, Descriptor>;
export type GlobalActionId = keyof typeof GLOBAL_ACTIONS;

interface ScopedDescriptor extends Descriptor {
  /** The global Edit menu item this action answers while its scope is active (the menu's Delete deletes the tree's selection). */
  readonly standsInFor?: GlobalActionId;
}

/** The library list's commands on its selected document, and moving the selection up and down the list. */
const LIBRARY_ACTIONS = {
  'library.next': { label: 'Select the next document', keys: ['ArrowDown'] },
  'library.previous': { label: 'Select the previous document', keys: ['ArrowUp'] },
  'library.open': { label: 'Open', keys: ['Enter'] },
  'library.rename': { label: 'Rename', keys: ['F2'] },
  'library.duplicate': { label: 'Duplicate', keys: ['CmdOrCtrl+D'] },
  'library.delete': { label: 'Delete', keys: ['Delete'], standsInFor: 'edit.delete' },
} as const satisfies Record<string, ScopedDescriptor>;

/** The order-of-battle tree's commands on its selection, and moving through the tree as a tree widget does. */
const TREE_ACTIONS = {
  'tree.next': { label: 'Select the next row', keys: ['ArrowDown'] },
  'tree.previous': { label: 'Select the previous row', keys: ['ArrowUp'] },
  'tree.first': { label: 'Select the first row', keys: ['Home'] },
  'tree.last': { label: 'Select the last row', keys: ['End'] },
  'tree.expand': { label: 'Open the formation, or go to its first row', keys: ['ArrowRight'] },
  'tree.collapse': { label: 'Close the formation, or go to the formation above', keys: ['ArrowLeft'] },
  'tree.rename': { label: 'Rename', keys: ['F2', 'Enter'] },
  'tree.duplicate': { label: 'Duplicate', keys: ['CmdOrCtrl+D'] },
  'tree.cut': { label: 'Cut', keys: ['CmdOrCtrl+X'], standsInFor: 'edit.cut' },
  'tree.copy': { label: 'Copy', keys: ['CmdOrCtrl+C'], standsInFor: 'edit.copy' },
  'tree.paste': { label: 'Paste', keys: ['CmdOrCtrl+V'], standsInFor: 'edit.paste' },
  'tree.delete': { label: 'Delete', keys: ['Delete', 'Backspace'], standsInFor: 'edit.delete' },
} as const satisfies Record<string, ScopedDescriptor>;

/**
 * A hex game's counters table (the scenario editor's Sides), on the counter whose row has the focus; a
 * row's values are typed in its fields, which keep their own keys.
 */
const COUNTERS_ACTIONS = {
  'counters.details': { label: 'Show or hide the counter’s details', keys: ['Enter', 'F2'] },
  'counters.moveUp': { label: 'Move the counter up among those under the same leader', keys: ['Alt+ArrowUp'] },
  'counters.moveDown': { label: 'Move the counter down among those under the same leader', keys: ['Alt+ArrowDown'] },
  'counters.addUnder': { label: 'Add a unit under the leader', keys: ['Insert'] },
  'counters.duplicate': { label: 'Duplicate', keys: ['CmdOrCtrl+D'] },
  'counters.delete': { label: 'Delete', keys: ['Delete', 'Backspace'], standsInFor: 'edit.delete' },
} as const satisfies Record<string, ScopedDescriptor>;

/** The map editor's tools and edits on its selection, while the map has the focus. */
const MAP_ACTIONS = {
  'map.selectTool': { label: 'Select tool', keys: ['V'] },
  'map.rotateTool': { label: 'Turn tool', keys: ['R'] },
  'map.areaTool': { label: 'Draw an area', keys: ['A'] },
  'map.rectangleTool': { label: 'Draw a rectangle', keys: ['B'] },
  'map.ellipseTool': { label: 'Draw an ellipse', keys: ['E'] },
  'map.lineTool': { label: 'Draw a line', keys: ['L'] },
  'map.measureTool': { label: 'Measure', keys: ['M'] },
  'map.setupTool': { label: 'Draw a set-up area', keys: ['U'] },
  'map.objectiveTool': { label: 'Place an objective', keys: ['O'] },
  'map.contourTool': { label: 'Draw a contour', keys: ['H'] },
  'map.labelTool': { label: 'Write a label', keys: ['T'] },
  'map.lineUpTool': { label: 'Line the selected units up along a line', keys: ['N'] },
  'map.arrowTool': { label: 'Draw an arrow', keys: ['W'] },
  'map.dummyTool': { label: 'Place a dummy marker', keys: ['D'] },
  // A hex map's own tools (the tabletop editor leaves them disabled, as the hex editor does the drawing tools).
  'map.paintTool': { label: 'Paint hex terrain', keys: ['P'] },
  'map.fillTool': { label: 'Fill a region of hexes with terrain', keys: ['G'] },
  'map.elevationTool': { label: 'Paint elevation levels', keys: ['Y'] },
  'map.hexsideTool': { label: 'Put a feature on a hexside', keys: ['X'] },
  'map.pathTool': { label: 'Draw a road or trail between hexes', keys: ['K'] },
  'map.counterTool': { label: 'Place counters', keys: ['C'] },
  'map.extendTool': { label: 'Extend a counter into the next hexes', keys: ['J'] },
  'map.raiseCounter': { label: 'Raise the counter in its stack', keys: ['PageUp'] },
  'map.lowerCounter': { label: 'Lower the counter in its stack', keys: ['PageDown'] },
  'map.flipCounter': { label: 'Flip the counter', keys: ['Shift+F'] },
  'map.previewTool': { label: 'Rules preview: paths, sight, attacks and command', keys: ['I'] },
  'map.toggleSnap': { label: 'Snap on or off', keys: ['S'] },
  'map.zoomIn': { label: 'Zoom in', keys: ['=', 'Plus'] },
  'map.zoomOut': { label: 'Zoom out', keys: ['-'] },
  'map.fitBoard': { label: 'Fit the board', keys: ['0'] },
  'map.fitSelection': { label: 'Fit the selection', keys: ['F'] },
  'map.panLeft': { label: 'Pan left', keys: ['ArrowLeft'] },
  'map.panRight': { label: 'Pan right', keys: ['ArrowRight'] },
  'map.panUp': { label: 'Pan up', keys: ['ArrowUp'] },
  'map.panDown': { label: 'Pan down', keys: ['ArrowDown'] },
  'map.pan': { label: 'Pan: hold, then drag the board', keys: ['Space'] },
  'map.turnLeft': { label: 'Turn 15° left', keys: ['['] },
  'map.turnRight': { label: 'Turn 15° right', keys: [']'] },
  'map.bringToFront': { label: 'Bring to front', keys: ['CmdOrCtrl+]'] },
  'map.sendToBack': { label: 'Send to back', keys: ['CmdOrCtrl+['] },
  'map.duplicate': { label: 'Duplicate', keys: ['CmdOrCtrl+D'] },
  'map.cut': { label: 'Cut', keys: ['CmdOrCtrl+X'], standsInFor: 'edit.cut' },
  'map.copy': { label: 'Copy', keys: ['CmdOrCtrl+C'], standsInFor: 'edit.copy' },
  'map.paste': { label: 'Paste', keys: ['CmdOrCtrl+V'], standsInFor: 'edit.paste' },
  'map.delete': { label: 'Delete', keys: ['Delete', 'Backspace'], standsInFor: 'edit.delete' },
  'map.selectAll': { label: 'Select all', keys: ['CmdOrCtrl+A'], standsInFor: 'edit.selectAll' },
  'map.finish': { label: 'Finish the shape', keys: ['Enter'] },
  'map.cancel': { label: 'Cancel the drawing or drag', keys: ['Escape'] },
} as const satisfies Record<string, ScopedDescriptor>;

/**
 * The playtest's actions while its board or panel has the focus. Undo and Redo stand in for the Edit menu's:
 * there they undo the playtest's own history, never the scenario's.
 */
const PLAYTEST_ACTIONS = {
  'playtest.fire': { label: 'Fire: pick the firer, then the target', keys: ['F'] },
  'playtest.moraleCheck': { label: 'Morale check or rally attempt of the picked unit', keys: ['M'] },
  'playtest.nextPlayerTurn': { label: 'Next player turn', keys: ['N'] },
  'playtest.rollInitiative': { label: 'Roll for the initiative', keys: ['I'] },
  'playtest.remove': { label: 'Take the picked unit off the table', keys: ['Delete', 'Backspace'], standsInFor: 'edit.delete' },
  'playtest.undo': { label: 'Undo in the playtest', keys: ['CmdOrCtrl+Z'], standsInFor: 'edit.undo' },
  'playtest.redo': { label: 'Redo in the playtest', keys: { mac: ['Cmd+Shift+Z'], other: ['Ctrl+Y'] }, standsInFor: 'edit.redo' },
  'playtest.fitBoard': { label: 'Fit the board', keys: ['0'] },
  'playtest.pan': { label: 'Pan: hold, then drag the board', keys: ['Space'] },
  'playtest.cancel': { label: 'Cancel the fire or charge being picked', keys: ['Escape'] },
  'playtest.turnLeft': { label: 'Face the picked unit 15° to the left (its cost in the log)', keys: ['['] },
  'playtest.turnRight': { label: 'Face the picked unit 15° to the right (its cost in the log)', keys: [']'] },
  'playtest.charge': { label: 'Charge: pick the charger, then the unit it charges', keys: ['C'] },
  'playtest.mountOrDismount': { label: 'Mount or dismount the picked cavalry', keys: ['D'] },
  'playtest.reform': { label: 'Reform the picked disordered unit', keys: ['G'] },
  'playtest.rout': { label: 'Rout: the picked routed unit runs its routed move', keys: ['R'] },
  'playtest.disengage': { label: 'Disengage: the picked unit moves directly away from the nearest enemy', keys: ['E'] },
  'playtest.formation': { label: 'Change the picked unit’s formation…', keys: ['O'] },
  'playtest.exportReport': { label: 'Export the battle report as text…', keys: [] },
  'playtest.printReport': { label: 'Print the battle report to PDF…', keys: [] },
} as const satisfies Record<string, ScopedDescriptor>;

/** The Odds view's tabs (Fire, Morale, Charge), while a tab has the focus. */
const ODDS_ACTIONS = {
  'odds.nextTab': { label: 'Next tab', keys: ['ArrowRight'] },
  'odds.previousTab': { label: 'Previous tab', keys: ['ArrowLeft'] },
} as const satisfies Record<string, ScopedDescriptor>;

const SCOPED = { global: GLOBAL_ACTIONS, library: LIBRARY_ACTIONS, tree: TREE_ACTIONS, counters: COUNTERS_ACTIONS, map: MAP_ACTIONS, playtest: PLAYTEST_ACTIONS, odds: ODDS_ACTIONS } as const;
type ScopeTable = typeof SCOPED;

/** The actions of one scope, by id: `ActionIdIn<'tree'>` is `'tree.rename' | 'tree.duplicate' | …`. */
export type ActionIdIn<S extends ActionScope> = keyof ScopeTable[S] & string;
export type ActionId = { [S in ActionScope]: ActionIdIn<S> }[ActionScope];

export interface ActionDescriptor {
  readonly id: ActionId;
  readonly scope: ActionScope;
  readonly label: string;
  readonly keys: ActionKeys;
  readonly typing: boolean;
  readonly role?: NativeRole;
  readonly standsInFor?: GlobalActionId;
}

export const ACTIONS: readonly ActionDescriptor[] = ACTION_SCOPES.flatMap((scope) =>
  Object.entries(SCOPED[scope] as Record<string, ScopedDescriptor>).map(
    ([id, d]): ActionDescriptor => ({ id: id as ActionId, scope, label: d.label, keys: d.keys, typing: d.typing ?? false, ...(d.role ? { role: d.role } : {}), ...(d.standsInFor ? { standsInFor: d.standsInFor } : {}) }),
  ),
);

const BY_ID = new Map<string, ActionDescriptor>(ACTIONS.map((a) => [a.id, a]));

export function action(id: ActionId): ActionDescriptor {
  return BY_ID.get(id)!;
}

/** For ids that arrive as data (a native menu click over IPC). */
export const isActionId = (id: unknown): id is ActionId => typeof id === 'string' && BY_ID.has(id);

export const isGlobalAction = (id: ActionId): id is GlobalActionId => action(id).scope === 'global';

export const actionsIn = (scope: ActionScope): readonly ActionDescriptor[] => ACTIONS.filter((a) => a.scope === scope);

const isMac = (platform: string) => platform === 'darwin';

export function keysOn(keys: ActionKeys, platform: string): readonly string[] {
  return 'mac' in keys ? (isMac(platform) ? keys.mac : keys.other) : keys;
}

/** The key press as core sees it: the fields a DOM KeyboardEvent has, without the DOM. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

interface ParsedKey {
  ctrl: boolean;
  meta: boolean;
  shift: boolean;
  alt: boolean;
  key: string;
}

/** Keys an accelerator names by word because its own character is the separator (Electron's `Plus`). */
const NAMED_CHARACTERS: Record<string, string> = { Plus: '+' };

function parse(accelerator: string, platform: string): ParsedKey {
  const parts = accelerator.split('+');
  const named = parts.pop()!;
  const key = NAMED_CHARACTERS[named] ?? named;
  const has = (...names: string[]) => parts.some((p) => names.includes(p));
  const mac = isMac(platform);
  return {
    // CmdOrCtrl is ⌘ on a Mac and Ctrl elsewhere; Cmd alone is a Mac key that other platforms map to Ctrl.
    ctrl: has('Ctrl', 'Control') || (!mac && has('CmdOrCtrl', 'CommandOrControl', 'Cmd', 'Command')),
    meta: mac && has('CmdOrCtrl', 'CommandOrControl', 'Cmd', 'Command'),
    shift: has('Shift'),
    alt: has('Alt', 'Option'),
    key,
  };
}

export function keyMatches(accelerator: string, press: KeyPress, platform: string): boolean {
  const want = parse(accelerator, platform);
  if (want.ctrl !== press.ctrlKey || want.meta !== press.metaKey || want.alt !== press.altKey) return false;
  // A symbol is what the keyboard types, with or without Shift: `+` is Shift+= on one keyboard and
  // its own key (or the numpad's) on another, so Shift only counts where the accelerator names it.
  const symbol = want.key.length === 1 && want.key.toLowerCase() === want.key.toUpperCase() && !/[0-9]/.test(want.key);
  if (want.shift !== press.shiftKey && !(symbol && !want.shift)) return false;
  // With Shift held a letter arrives upper-case (`N` for Ctrl+Shift+N); the space bar arrives as ' '.
  return (press.key === ' ' ? 'space' : press.key.toLowerCase()) === want.key.toLowerCase();
}

const MAC_KEY_NAMES: Record<string, string> = { Delete: '⌦', Backspace: '⌫', Enter: '↩', Escape: '⎋', Tab: '⇥' };

/** How a shortcut is written on this platform: `Ctrl+Shift+S` on Windows and Linux, `⇧⌘S` on a Mac. */
export function keyLabel(accelerator: string, platform: string): string {
  const k = parse(accelerator, platform);
  const key = k.key.length === 1 ? k.key.toUpperCase() : k.key;
  if (isMac(platform)) return `${k.ctrl ? '⌃' : ''}${k.alt ? '⌥' : ''}${k.shift ? '⇧' : ''}${k.meta ? '⌘' : ''}${MAC_KEY_NAMES[key] ?? key}`;
  return [k.ctrl ? 'Ctrl' : '', k.alt ? 'Alt' : '', k.shift ? 'Shift' : '', key].filter(Boolean).join('+');
}

/** The action of `scope` whose keys match the press, if any. */
export function actionInScopeForKey(scope: ActionScope, press: KeyPress, platform: string): ActionDescriptor | undefined {
  return actionsIn(scope).find((a) => keysOn(a.keys, platform).some((k) => keyMatches(k, press, platform)));
}

/**
 * The action a key press runs. `scopes` are the active scopes, innermost first; the first that has the
 * key wins over the global actions. In a text field (or a drop-down list, which types to pick) no scope
 * is consulted and global actions marked `typing` leave the key to the field (its own undo, clipboard
 * and Delete). A focused button keeps Enter and Space: they press it.
 */
export function actionForKey(
  press: KeyPress,
  where: { scopes: readonly ActionScope[]; inTextField: boolean; onButton?: boolean },
  platform: string,
): ActionDescriptor | undefined {
  const plain = !press.ctrlKey && !press.metaKey && !press.altKey;
  if (where.onButton && plain && (press.key === 'Enter' || press.key === ' ')) return undefined;
  if (!where.inTextField) {
    for (const scope of where.scopes) {
      const found = actionInScopeForKey(scope, press, platform);
      if (found) return found;
    }
  }
  const global = actionInScopeForKey('global', press, platform);
  return global && where.inTextField && global.typing ? undefined : global;
}

export interface ShortcutGroup {
  scope: ActionScope;
  title: string;
  shortcuts: Array<{ id: ActionId; label: string; keys: string[] }>;
}

/** Every shortcut, grouped by scope, written for `platform`: what Help ▸ Keyboard Shortcuts shows. */
export function shortcutGroups(platform: string): ShortcutGroup[] {
  return ACTION_SCOPES.map((scope) => ({
    scope,
    title: SCOPE_LABELS[scope],
    shortcuts: actionsIn(scope)
      .filter((a) => keysOn(a.keys, platform).length > 0)
      .map((a) => ({ id: a.id, label: a.label, keys: keysOn(a.keys, platform).map((k) => keyLabel(k, platform)) })),
  })).filter((g) => g.shortcuts.length > 0);
}
