/**
 * The renderer builds no patches and no commands: every edit is a named command from
 * core/<document>/commands, run through `workspace.run`. Only the workspace (renderer/src/state/
 * workspace.svelte.ts, with the open document's history in document.ts and the playtest's in
 * playtestSession.svelte.ts) makes a `History` and executes commands on it.
 *
 * The rule, read from the source text of renderer/src/**\/*.{ts,svelte}:
 * - no patch: no `op: 'set' | 'insert' | 'remove'`, no `patches:` member (the body of a `Command`);
 * - no `Command` type brought in from core/history (nothing to annotate a hand-made command with);
 * - outside the workspace, no `new History` and no `.execute(` (views go through `workspace.run`);
 * - no `as never`, the cast that made a command of one document pass for another;
 * - no generic builder (`setIn`, `setCreating`, `inOrder`, …) called in place of a named command;
 * - no list item built in a view: a list's new item is made by its own command (core/scenario/commands/
 *   newItems.ts), so no id, point or letter picked for one in a view, and no generic `addItem(path, item)` to hand it to;
 * - no gesture opened by hand (`workspace.begin`) to make several commands one edit: that edit is a named
 *   command. Only a gesture the user makes over time opens one: typing in a field, a drag on a board.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const RENDERER = join(ROOT, 'renderer/src');
/** The workspace's modules that hold histories: the facade, the open document (document.ts) and the playtest session. */
const WORKSPACE = ['renderer/src/state/workspace.svelte.ts', 'renderer/src/state/document.ts', 'renderer/src/state/playtestSession.svelte.ts'];

interface Rule {
  what: string;
  pattern: RegExp;
  /** Files (relative to the repository) where the rule does not apply; one ending in `/` is a folder. */
  except?: readonly string[];
}

const RULES: readonly Rule[] = [
  { what: 'a patch', pattern: /\bop\s*:\s*['"`](?:set|insert|remove)['"`]/ },
  { what: 'a command body (patches:)', pattern: /\bpatches\s*(?::|\()/ },
  { what: 'the Command type from core/history', pattern: /import\s*(?:type\s*)?\{[^}]*\bCommand\b[^}]*\}\s*from\s*['"][./]*core\/history/, except: WORKSPACE },
  { what: 'a History made outside the workspace', pattern: /\bnew\s+History\b/, except: WORKSPACE },
  { what: 'a command executed outside workspace.run', pattern: /\.execute\s*\(/, except: WORKSPACE },
  { what: 'an `as never` cast', pattern: /\bas\s+never\b/ },
  {
    // The generic builders are what named commands are made of; a view names its edit instead.
    // DocumentView.svelte is the placeholder view for map documents, being rebuilt with the map's own commands.
    what: 'a generic command builder instead of a named command',
    pattern: /\b(?:setIn|setCreating|appendItem|removeItem|moveItem|insertAt|removeAt|replaceDocument|inOrder)\s*(?:<[^>]*>)?\(/,
    except: [...WORKSPACE, 'renderer/src/views/DocumentView.svelte'],
  },
  {
    // ItemList runs the list's own "+ Add" command (addSetupArea(), addEntry(s), …), which makes the item from the document.
    // A `make={() => …}` prop that takes nothing builds an item; the board host's `make={(el) => new MapScene(el, …)}` builds a scene.
    what: 'a list item built in a view (use the list\'s own add command)',
    pattern: /\b(?:addItem|freshId|nextPointId|nextLetter)\s*\(|\bmake\s*=\s*\{\s*\(\s*\)/,
  },
  {
    what: 'a gesture opened by a view to group commands (make it one named command)',
    pattern: /\bworkspace\.begin\s*\(/,
    // A typing session in a field; the boards' drags (the map editors and the playtest board).
    except: ['renderer/src/components/TextField.svelte', 'renderer/src/views/map/', 'renderer/src/views/playtest/'],
  },
];

const excepted = (rule: Rule, file: string): boolean => rule.except?.some((e) => (e.endsWith('/') ? file.startsWith(e) : file === e)) ?? false;

/** Each break of the rules in `text`, as "file:line: what". */
function findViolations(file: string, text: string): string[] {
  const found: string[] = [];
  for (const rule of RULES) {
    if (excepted(rule, file)) continue;
    const global = new RegExp(rule.pattern.source, 'g');
    for (const m of text.matchAll(global)) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push(`${file}:${line}: ${rule.what}`);
    }
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|svelte)$/.test(e.name) ? [path] : [];
  });
}

describe('the renderer builds no patches and no commands', () => {
  it('holds for every renderer source file', () => {
    const files = sources(RENDERER);
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((path) => findViolations(relative(ROOT, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('the rule catches each way a view used to edit by hand', () => {
    const view = 'renderer/src/views/army/armyFile.ts';
    // Each of these was in the renderer before edits became named commands.
    expect(findViolations(view, "return [{ op: 'set', path: ['organisation'], value }];")).toHaveLength(1);
    expect(findViolations(view, 'export const c = { label, patches: (doc) => [] };')).toHaveLength(1);
    expect(findViolations(view, "import { getIn, type Command } from '../../../../core/history';")).toHaveLength(1);
    expect(findViolations(view, 'command={(v) => cmd.rename(oobPath, unit.id, v) as never}')).toHaveLength(1);
    expect(findViolations(view, 'workspace.doc.history.execute(cmd)')).toHaveLength(1);
    expect(findViolations(view, 'const h = new History<unknown>(doc);')).toHaveLength(1);
    expect(findViolations(view, "workspace.run(setCreating('Edit units', [...path, 'units'], list))")).toHaveLength(1);
    expect(findViolations(view, "workspace.run(inOrder('Delete', [a, b]))")).toHaveLength(1);
    const section = 'renderer/src/views/scenario/RulesSection.svelte';
    expect(findViolations(section, "make={() => ({ id: freshId('rule', (doc.specialRules ?? []).map((r) => r.id)), text: '' }) as SpecialRule}")).toHaveLength(2);
    expect(findViolations(section, "make={(): RoadEntrance => ({ letter: nextLetter(board.roadEntrances), edge: 'north' })}")).toHaveLength(2);
    expect(findViolations('renderer/src/views/scenario/ItemList.svelte', 'onclick={() => workspace.run(addItem(path, make(), noun))}')).toHaveLength(1);
    expect(findViolations('renderer/src/views/scenario/RandomForces.svelte', "workspace.begin('Draw random forces');")).toHaveLength(1);
    expect(findViolations('renderer/src/views/map/MapEditor.svelte', "workspace.begin('Move vertex');")).toEqual([]);
    // …and lets the workspace own its history, and views run named commands.
    expect(findViolations('renderer/src/state/document.ts', 'const history = new History(content as D); history.execute(command);')).toEqual([]);
    expect(findViolations(view, "workspace.run(oobCommands.rename(oobPath, id, 'New name'))")).toEqual([]);
    expect(findViolations(section, 'add={addSpecialRule()}')).toEqual([]);
    expect(findViolations(section, 'add={addEntry(s)}')).toEqual([]);
  });
});
