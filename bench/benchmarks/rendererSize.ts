/**
 * The JavaScript the renderer loads before its first view (issue 40): the built page's entry script and
 * every chunk it imports statically, gzip-compressed as a server would send them, in KB
 * (`renderer.initialJsKB`). What a view needs only when it opens (an editor, the map, the playtest, the
 * records, print and export) is a chunk of its own, loaded when first used, and is not counted.
 * Reads `out/renderer` (run `npm run build:renderer` first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Benchmark, Figure } from '../benchmark';

const OUT = join(import.meta.dirname, '..', '..', 'out', 'renderer');

/** The chunks a module imports statically (`import … from "./x.js"`, not `import("./x.js")`), beside it (vite puts every chunk in assets/). */
function staticImports(file: string, code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"'/]+\.js)["']/g)) out.push(join(dirname(file), m[1]!));
  return out;
}

export function initialJs(): { files: string[]; gzipBytes: number; rawBytes: number } {
  const html = readFileSync(join(OUT, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => join(OUT, m[1]!));
  const seen = new Set<string>();
  const queue = [...entries];
  let gzipBytes = 0;
  let rawBytes = 0;
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file);
    rawBytes += code.length;
    gzipBytes += gzipSync(code).length;
    queue.push(...staticImports(file, code.toString('utf8')));
  }
  return { files: [...seen], gzipBytes, rawBytes };
}

export const rendererSizeBenchmark: Benchmark = {
  title: "the renderer's JavaScript loaded before the first view (gzip)",
  run(): Figure[] {
    if (!existsSync(join(OUT, 'index.html'))) throw new Error(`${OUT}/index.html is missing: run \`npm run build:renderer\` before \`npm run bench\`.`);
    const { files, gzipBytes, rawBytes } = initialJs();
    return [
      { name: 'renderer.initialJsKB', value: gzipBytes / 1024, unit: 'KB' },
      { name: 'renderer.initialJsRawKB', value: rawBytes / 1024, unit: 'KB' },
      { name: 'renderer.initialJsFiles', value: files.length, unit: 'files' },
    ];
  },
};
