/**
 * The structure of the source read from its own imports, for the tests that keep it in shape
 * (tests/renderer/coreFloors.test.ts): the import graph between a folder's top folders, the tangles in
 * it (folders that import each other, directly or round a loop, named with the file imports that tie
 * them), each folder's floor, and the files over a size limit.
 *
 * Every import counts, type-only ones included (`import type`, `export type … from`, `import('…')`): a
 * type-only import still ties a folder to another for whoever reads or moves it. A file directly in the
 * folder counts as a folder of its own. Tests and declaration files are left out.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = /\.(ts|svelte|js|mjs)$/;
const LEFT_OUT = /\.(test|spec)\.ts$|\.d\.ts$/;

/** Every source file under `dir` (absolute paths), tests and node_modules left out. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) {
        if (!/^(node_modules|tests?|__tests__)$/.test(name)) walk(path);
      } else if (SOURCE.test(name) && !LEFT_OUT.test(name)) out.push(resolve(path));
    }
  };
  walk(dir);
  return out;
}

/** The module specifiers a source text imports or re-exports from, type-only ones included. */
export function importedSpecifiers(text: string): string[] {
  const specs: string[] = [];
  for (const m of text.matchAll(/(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm)) {
    specs.push((m[1] ?? m[2] ?? m[3])!);
  }
  return specs;
}

/** One file import that crosses from one top folder to another. */
export interface FolderImport {
  from: string;
  to: string;
}

/** The import graph between `root`'s top folders: for each pair, the file imports that make the edge. */
export interface FolderGraph {
  folders: string[];
  /** `edges.get(a).get(b)`: the imports by which folder a uses folder b. */
  edges: Map<string, Map<string, FolderImport[]>>;
}

export function folderGraph(root: string): FolderGraph {
  const base = resolve(root);
  const files = sourceFiles(base);
  const known = new Set(files);
  const top = (file: string): string => relative(base, file).split(sep)[0]!.replace(SOURCE, '');
  const resolveSpec = (from: string, spec: string): string | undefined => {
    if (!spec.startsWith('.')) return undefined;
    const b = resolve(dirname(from), spec);
    return [b, `${b}.ts`, `${b}.js`, `${b}.svelte`, join(b, 'index.ts'), b.replace(/\.js$/, '.ts')].find((c) => known.has(c));
  };
  const edges = new Map<string, Map<string, FolderImport[]>>();
  for (const file of files) {
    const a = top(file);
    if (!edges.has(a)) edges.set(a, new Map());
    for (const spec of importedSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveSpec(file, spec);
      if (!target) continue;
      const b = top(target);
      if (a === b) continue;
      const row = edges.get(a)!;
      if (!row.has(b)) row.set(b, []);
      row.get(b)!.push({ from: relative(process.cwd(), file), to: relative(process.cwd(), target) });
    }
  }
  return { folders: [...edges.keys()].sort(), edges };
}

/** Strongly connected components (Tarjan), callees first. */
function components(graph: FolderGraph): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const on = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  const strong = (v: string): void => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.edges.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        c.push(w);
      } while (w !== v);
      out.push(c.sort());
    }
  };
  for (const v of graph.folders) if (!idx.has(v)) strong(v);
  return out;
}

/** A tangle: folders that import each other, with every folder-to-folder edge inside it. */
export interface Tangle {
  folders: string[];
  ties: Array<{ from: string; to: string; imports: FolderImport[] }>;
}

export function tangles(graph: FolderGraph): Tangle[] {
  return components(graph)
    .filter((c) => c.length > 1)
    .map((folders) => {
      const inside = new Set(folders);
      const ties = folders.flatMap((a) => [...(graph.edges.get(a) ?? [])].filter(([b]) => inside.has(b)).map(([b, imports]) => ({ from: a, to: b, imports })));
      return { folders, ties };
    });
}

/** Each folder's floor: 1 imports no other folder; any other stands one above the highest it imports. */
export function floors(graph: FolderGraph): Map<string, number> {
  const floor = new Map<string, number>();
  for (const c of components(graph)) {
    let f = 1;
    for (const v of c) for (const w of graph.edges.get(v)?.keys() ?? []) if (!c.includes(w)) f = Math.max(f, floor.get(w)! + 1);
    for (const v of c) floor.set(v, f);
  }
  return floor;
}

/** A tangle in words: its folders, then each tie with the file imports that make it. */
export function describeTangle(t: Tangle): string {
  return [
    `tangle of ${t.folders.length} folders: ${t.folders.join(', ')}`,
    ...t.ties.map((tie) => `  ${tie.from} -> ${tie.to}: ${tie.imports.map((i) => `${i.from} imports ${i.to}`).join('; ')}`),
  ].join('\n');
}

/** The files under `dirs` whose line count is over the limit their kind has (`limitOf` undefined: no limit). */
export function oversizedFiles(dirs: readonly string[], limitOf: (file: string) => number | undefined): Array<{ file: string; lines: number; limit: number }> {
  const out: Array<{ file: string; lines: number; limit: number }> = [];
  for (const dir of dirs) {
    for (const path of sourceFiles(dir)) {
      const file = relative(process.cwd(), path).split(sep).join('/');
      const limit = limitOf(file);
      if (limit === undefined) continue;
      const text = readFileSync(path, 'utf8');
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      if (lines > limit) out.push({ file, lines, limit });
    }
  }
  return out;
}
