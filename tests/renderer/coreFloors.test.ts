/**
 * core's top folders stand on floors: each imports only folders on floors below it, never one that
 * imports it back, directly or round a loop (type-only imports count). The ground floor is the model
 * (core/model: the generated document types, the order of battle's types, ids and keys, the shared
 * words), then the hex grid, the rules, the order of battle and the documents that use the rules (map,
 * scenario), the previews and the playtest, and at the top what gathers them (the file formats, print,
 * export, the API, the vocabulary). docs/architecture.md draws the floors.
 *
 * And no file grows past what a reader takes in: no source file over 800 lines, no Svelte view over
 * 500, in core, electron, renderer/src and cli.
 *
 * The graph is read from the source's own imports (tests/support/structure.ts); when a tie appears the
 * test names each file import that makes it, so the fix is to move what the lower folder needs down to
 * its floor (or the importing part up), never to import upwards.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeTangle, floors, folderGraph, oversizedFiles, tangles } from '../support/structure';

const ROOT = join(__dirname, '../..');

describe("core's folders stand on floors", () => {
  const graph = folderGraph(join(ROOT, 'core'));

  it('no tangle: no two folders of core import each other, directly or round a loop', () => {
    const found = tangles(graph);
    expect(found.map(describeTangle).join('\n\n'), 'folders of core that import each other (each line: the imports that tie them)').toBe('');
  });

  it('the model is the ground floor: core/model imports no other folder of core', () => {
    expect([...(graph.edges.get('model')?.keys() ?? [])]).toEqual([]);
    expect(floors(graph).get('model')).toBe(1);
  });

  it('the rules stand below the documents that use them: rules import no map, scenario, hex, oob or preview folder', () => {
    const above = ['map', 'scenario', 'hex', 'oob', 'army', 'muster', 'preview', 'playtest', 'formats', 'vocabulary'];
    const reached = [...(graph.edges.get('rules') ?? [])].filter(([to]) => above.includes(to)).flatMap(([, imports]) => imports.map((i) => `${i.from} imports ${i.to}`));
    expect(reached).toEqual([]);
  });

  it('nothing in core imports the vocabulary: it only gathers the label tables that live beside their domains', () => {
    const importers = [...graph.edges].flatMap(([from, row]) => (row.get('vocabulary') ?? []).map((i) => `${from}: ${i.from}`));
    expect(importers).toEqual([]);
  });
});

describe('the floors check itself', () => {
  const dir = mkdtempSync(join(tmpdir(), 'muster-floors-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string): void => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  it('finds a loop through a type-only import and names the imports that tie it', () => {
    write('low/a.ts', "import type { B } from '../high/b';\nexport type A = { b?: B };\n");
    write('high/b.ts', "import type { A } from '../low/a';\nexport type B = { a?: A };\n");
    write('ground/c.ts', 'export const c = 1;\n');
    write('high/d.ts', "export { c } from '../ground/c';\n");
    const found = tangles(folderGraph(dir));
    expect(found.map((t) => t.folders)).toEqual([['high', 'low']]);
    expect(describeTangle(found[0]!)).toMatch(/low -> high: .*low\/a\.ts imports .*high\/b\.ts/);
    expect(floors(folderGraph(dir)).get('ground')).toBe(1);
  });
});



describe('no file grows past what a reader takes in', () => {
  // The generated validators are one line of ajv's standalone code; the generated types are written
  // one file per schema and stay under the limit like any other file.
  const limitOf = (file: string): number | undefined =>
    file.endsWith('.generated.js') ? undefined : file.endsWith('.svelte') ? 500 : 800;

  it('no source file over 800 lines and no Svelte view over 500 in core, electron, renderer/src and cli', () => {
    const over = oversizedFiles(['core', 'electron', 'renderer/src', 'cli'].map((d) => join(ROOT, d)), limitOf);
    expect(over.map((o) => `${o.file}: ${o.lines} lines (limit ${o.limit})`)).toEqual([]);
  });
});
