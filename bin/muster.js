#!/usr/bin/env node
// The `muster` command runs the CLI built to JavaScript in out/node (scripts/build-node.mjs), so it starts
// in a tenth of a second. It is always the code in the tree: when a source file the build was made from is
// newer than the build, or there is no build yet, it builds first (esbuild, under a second).
// CommonJS (bin/package.json), as the built command is: Node's ES module loader would cost every start ~10 ms.
'use strict';
const { readFileSync, statSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const root = join(__dirname, '..');
const out = process.env.MUSTER_NODE_OUT ?? join(root, 'out', 'node');
const built = join(out, 'cli', 'muster.cjs');
const inputsFile = join(out, 'inputs.json');

/** Whether the build is missing or older than a source file it was made from (a new file shows in an import, which changes a listed file). */
function stale() {
  try {
    if (!statSync(built, { throwIfNoEntry: false })) return true;
    const { builtAt, inputs } = JSON.parse(readFileSync(inputsFile, 'utf8'));
    // One stat a file, which says both whether it is there and when it changed: 400 files at every start.
    return inputs.some((file) => {
      const at = statSync(join(root, file), { throwIfNoEntry: false });
      return !at || at.mtimeMs > builtAt;
    });
  } catch {
    return true;
  }
}

process.env.MUSTER_CLI_ENTRY = '1';
// A stack printed for a bug report (MUSTER_DEBUG=1) names the TypeScript lines, not the bundle's.
if (process.env.MUSTER_DEBUG === '1') process.setSourceMapsEnabled(true);
if (stale()) {
  import(pathToFileURL(join(root, 'scripts', 'build-node.mjs')).href)
    .then(({ buildNode }) => buildNode({ quiet: true }))
    .then(() => require(built))
    .catch((error) => {
      process.stderr.write(`muster: could not build the command: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 3;
    });
} else {
  require(built);
}
