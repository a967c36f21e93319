import { describe, expect, it } from 'vitest';
import {
  ACTION_SCOPES,
  ACTIONS,
  action,
  actionForKey,
  actionsIn,
  keyLabel,
  keyMatches,
  keysOn,
  shortcutGroups,
  type ActionScope,
  type KeyPress,
} from '../../../core/app/actions';

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
const PLATFORMS = ['linux', 'win32', 'darwin'];

describe('the action registry', () => {
  it('has each id once, named after its scope', () => {
    const ids = ACTIONS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of ACTIONS) {
      const area = a.id.split('.')[0]!;
      if (a.scope === 'global') expect((ACTION_SCOPES as readonly string[]).includes(area)).toBe(false);
      else expect(area).toBe(a.scope);
    }
  });

  it('gives no two actions of one scope the same key', () => {
    for (const platform of PLATFORMS) {
      for (const scope of ACTION_SCOPES) {
        const keys = actionsIn(scope).flatMap((a) => keysOn(a.keys, platform).map((k) => keyLabel(k, platform)));
        expect(new Set(keys).size, `${scope} on ${platform}`).toBe(keys.length);
      }
    }
  });

  it('gives a stand-in the keys of the global action it stands in for, so the key and the menu item do the same', () => {
    const standIns = ACTIONS.filter((a) => a.standsInFor);
    expect(standIns.map((a) => a.id)).toEqual(['library.delete', 'tree.cut', 'tree.copy', 'tree.paste', 'tree.delete', 'counters.delete', 'map.cut', 'map.copy', 'map.paste', 'map.delete', 'map.selectAll', 'playtest.remove', 'playtest.undo', 'playtest.redo']);
    for (const a of standIns) {
      const global = action(a.standsInFor!);
      expect(global.scope).toBe('global');
      for (const platform of PLATFORMS) expect(keysOn(a.keys, platform)).toEqual(expect.arrayContaining([...keysOn(global.keys, platform)]));
    }
  });
});

describe('matching a key press', () => {
  it('reads CmdOrCtrl as Ctrl on Windows and Linux and as ⌘ on a Mac', () => {
    expect(keyMatches('CmdOrCtrl+S', press('s', { ctrlKey: true }), 'linux')).toBe(true);
    expect(keyMatches('CmdOrCtrl+S', press('s', { ctrlKey: true }), 'win32')).toBe(true);
    expect(keyMatches('CmdOrCtrl+S', press('s', { metaKey: true }), 'linux')).toBe(false);
    expect(keyMatches('CmdOrCtrl+S', press('s', { metaKey: true }), 'darwin')).toBe(true);
    expect(keyMatches('CmdOrCtrl+S', press('s', { ctrlKey: true }), 'darwin')).toBe(false);
  });

  it('needs exactly the modifiers asked for, and takes the upper-case letter Shift gives', () => {
    expect(keyMatches('CmdOrCtrl+Shift+S', press('S', { ctrlKey: true, shiftKey: true }), 'linux')).toBe(true);
    expect(keyMatches('CmdOrCtrl+S', press('S', { ctrlKey: true, shiftKey: true }), 'linux')).toBe(false);
    expect(keyMatches('CmdOrCtrl+S', press('s', { ctrlKey: true, altKey: true }), 'linux')).toBe(false);
    expect(keyMatches('Delete', press('Delete'), 'linux')).toBe(true);
    expect(keyMatches('Delete', press('Delete', { ctrlKey: true }), 'linux')).toBe(false);
  });

  it("zooms in with '=' and with '+', typed as Shift+= or on the numpad, and writes both keys in the sheet", () => {
    const zoom = (p: KeyPress) => actionForKey(p, { scopes: ['map'], inTextField: false }, 'linux')?.id;
    expect(zoom(press('='))).toBe('map.zoomIn');
    expect(zoom(press('+', { shiftKey: true }))).toBe('map.zoomIn');
    expect(zoom(press('+'))).toBe('map.zoomIn');
    expect(zoom(press('-'))).toBe('map.zoomOut');
    expect(zoom(press('+', { ctrlKey: true, shiftKey: true }))).toBeUndefined();
    const map = shortcutGroups('linux').find((g) => g.scope === 'map')!;
    expect(map.shortcuts.find((s) => s.id === 'map.zoomIn')!.keys).toEqual(['=', '+']);
    for (const group of shortcutGroups('darwin')) for (const s of group.shortcuts) for (const k of s.keys) expect(k, s.id).not.toBe('');
  });

  it('redoes with Ctrl+Y on Windows and Linux and ⇧⌘Z on a Mac', () => {
    const redo = (p: KeyPress, platform: string) => actionForKey(p, { scopes: [], inTextField: false }, platform)?.id;
    expect(redo(press('y', { ctrlKey: true }), 'linux')).toBe('edit.redo');
    expect(redo(press('Z', { metaKey: true, shiftKey: true }), 'darwin')).toBe('edit.redo');
    expect(redo(press('y', { metaKey: true }), 'darwin')).toBeUndefined();
    expect(redo(press('z', { metaKey: true }), 'darwin')).toBe('edit.undo');
  });

  it('writes keys the platform’s way', () => {
    expect(keyLabel('CmdOrCtrl+Shift+S', 'linux')).toBe('Ctrl+Shift+S');
    expect(keyLabel('CmdOrCtrl+Shift+S', 'darwin')).toBe('⇧⌘S');
    expect(keyLabel('Ctrl+Y', 'win32')).toBe('Ctrl+Y');
    expect(keyLabel('Backspace', 'darwin')).toBe('⌫');
    expect(keyLabel('F2', 'darwin')).toBe('F2');
  });
});

describe('scopes', () => {
  const find = (p: KeyPress, scopes: ActionScope[], inTextField = false, platform = 'linux') => actionForKey(p, { scopes, inTextField }, platform)?.id;

  it('lets the active scope’s key win over the global one', () => {
    expect(find(press('Delete'), ['tree'])).toBe('tree.delete');
    expect(find(press('Delete'), [])).toBe('edit.delete');
    expect(find(press('c', { ctrlKey: true }), ['tree'])).toBe('tree.copy');
    expect(find(press('c', { metaKey: true }), ['tree'], false, 'darwin')).toBe('tree.copy');
    expect(find(press('c', { ctrlKey: true }), [])).toBe('edit.copy');
  });

  it('keeps a scope’s own keys inside it, and lets global keys through it', () => {
    expect(find(press('d', { ctrlKey: true }), ['tree'])).toBe('tree.duplicate');
    expect(find(press('d', { ctrlKey: true }), [])).toBeUndefined();
    expect(find(press('Backspace'), [])).toBeUndefined();
    expect(find(press('s', { ctrlKey: true }), ['tree'])).toBe('file.save');
  });

  it('leaves a focused button its Enter and Space', () => {
    const on = (p: KeyPress) => actionForKey(p, { scopes: ['library'], inTextField: false, onButton: true }, 'linux')?.id;
    expect(on(press('Enter'))).toBeUndefined();
    expect(on(press(' '))).toBeUndefined();
    expect(on(press('Delete'))).toBe('library.delete');
    expect(actionForKey(press('Enter'), { scopes: ['library'], inTextField: false }, 'linux')?.id).toBe('library.open');
  });

  it('gives the arrow keys to the list, tree or tab list that has the focus, and to none outside them', () => {
    expect(find(press('ArrowDown'), ['tree'])).toBe('tree.next');
    expect(find(press('ArrowLeft'), ['tree'])).toBe('tree.collapse');
    expect(find(press('End'), ['tree'])).toBe('tree.last');
    expect(find(press('ArrowUp'), ['library'])).toBe('library.previous');
    expect(find(press('ArrowRight'), ['odds'])).toBe('odds.nextTab');
    expect(find(press('ArrowLeft'), ['map'])).toBe('map.panLeft');
    expect(find(press('ArrowDown'), [])).toBeUndefined();
    // Held with a modifier, an arrow is someone else's (the counters table's Alt+Up moves a counter).
    expect(find(press('ArrowDown', { altKey: true }), ['tree'])).toBeUndefined();
    // In a text field (renaming a row) the arrows move the caret.
    expect(find(press('ArrowLeft'), ['tree'], true)).toBeUndefined();
  });

  it('pans the map and the playtest board while Space is held, but leaves a focused button its Space', () => {
    expect(find(press(' '), ['map'])).toBe('map.pan');
    expect(find(press(' '), ['playtest'])).toBe('playtest.pan');
    expect(find(press(' '), ['map'], true)).toBeUndefined();
    expect(actionForKey(press(' '), { scopes: ['map'], inTextField: false, onButton: true }, 'linux')).toBeUndefined();
    expect(find(press(' ', { ctrlKey: true }), ['map'])).toBeUndefined();
  });

  it('leaves a text field its typing keys, but not the File menu’s', () => {
    expect(find(press('Delete'), ['tree'], true)).toBeUndefined();
    expect(find(press('Enter'), ['tree'], true)).toBeUndefined();
    expect(find(press('z', { ctrlKey: true }), [], true)).toBeUndefined();
    expect(find(press('v', { ctrlKey: true }), ['tree'], true)).toBeUndefined();
    expect(find(press('s', { ctrlKey: true }), ['tree'], true)).toBe('file.save');
  });
});

describe('the shortcuts list', () => {
  it('lists every action that has keys, once, under its scope', () => {
    for (const platform of PLATFORMS) {
      const listed = shortcutGroups(platform).flatMap((g) => g.shortcuts.map((s) => `${g.scope}:${s.id}`));
      const expected = ACTIONS.filter((a) => keysOn(a.keys, platform).length > 0).map((a) => `${a.scope}:${a.id}`);
      expect(listed).toEqual(expected);
    }
    expect(shortcutGroups('linux').find((g) => g.scope === 'tree')!.shortcuts.find((s) => s.id === 'tree.delete')!.keys).toEqual(['Delete', 'Backspace']);
    expect(shortcutGroups('darwin').find((g) => g.scope === 'global')!.shortcuts.find((s) => s.id === 'file.saveAs')!.keys).toEqual(['⇧⌘S']);
    expect(shortcutGroups('linux').find((g) => g.scope === 'map')!.shortcuts.find((s) => s.id === 'map.pan')).toEqual({ id: 'map.pan', label: 'Pan: hold, then drag the board', keys: ['Space'] });
  });
});
