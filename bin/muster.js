#!/usr/bin/env node
// The `muster` command runs the CLI built to JavaScript in out/node (scripts/build-node.mjs), so it starts
// in a tenth of a second. It is always the code in the tree: when a source file the build was made from is
// newer than the build, or there is no build yet, it builds first (esbuild, about a third of a second).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.env.MUSTER_NODE_OUT ?? join(root, 'out', 'node');
const built = join(out, 'muster.mjs');
const inputsFile = join(out, 'inputs.json');

/** Whether the build is missing or older than a source file it was made from (a new file shows in an import, which changes a listed file). */
function stale() {
  if (!existsSync(built) || !existsSync(inputsFile)) return true;
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.some((file) => {
      const at = join(root, file);
      return !existsSync(at) || statSync(at).mtimeMs > builtAt;
    });
  } catch {
    return true;
  }
}

process.env.MUSTER_CLI_ENTRY = '1';
// A stack printed for a bug report (MUSTER_DEBUG=1) names the TypeScript lines, not the bundle's.
if (process.env.MUSTER_DEBUG === '1') process.setSourceMapsEnabled(true);
if (stale()) {
  const { buildNode } = await import(pathToFileURL(join(root, 'scripts', 'build-node.mjs')).href);
  await buildNode({ quiet: true });
}
await import(pathToFileURL(built).href);
