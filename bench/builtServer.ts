/**
 * The web server as it ships, in a process of its own: `node out/node/web.mjs` (scripts/build-node.mjs),
 * what `npm run web` runs, built first when it is missing or older than a source file it is made from
 * (as bin/muster.js does). Started in the benchmark's own process from the TypeScript instead, the
 * server's validation worker compiled its code through tsx on the first file opened (and every worker
 * inherited tsx's loader hooks), a wait no user has: the shipped worker is one bundle and loads the
 * validators from V8's code cache.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');

function stale(out: string): boolean {
  const inputsFile = join(out, 'inputs.json');
  if (!existsSync(join(out, 'web.mjs')) || !existsSync(inputsFile)) return true;
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(inputsFile, 'utf8')) as { builtAt: number; inputs: string[] };
    return inputs.some((file) => !existsSync(join(root, file)) || statSync(join(root, file)).mtimeMs > builtAt);
  } catch {
    return true;
  }
}

/** Starts `node out/node/web.mjs` on a free port with its library in `dataDir`; resolves once it prints its address. */
export async function startBuiltWebMode(options: { dataDir: string }): Promise<{ url: string; close(): Promise<void> }> {
  const out = process.env.MUSTER_NODE_OUT ?? join(root, 'out', 'node');
  if (stale(out)) {
    const { buildNode } = (await import(pathToFileURL(join(root, 'scripts', 'build-node.mjs')).href)) as { buildNode(o: { quiet: boolean }): Promise<void> };
    await buildNode({ quiet: true });
  }
  // Without NODE_OPTIONS: the benchmark runs under tsx, whose loader the shipped server does not have.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', MUSTER_DATA_DIR: options.dataDir, NODE_OPTIONS: '' };
  const child = spawn(process.execPath, [join(out, 'web.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const at = /Muster is running at (\S+)/.exec(printed);
      if (at) resolve(at[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the built web server (${join(out, 'web.mjs')}) stopped with code ${code} before it started: ${said.trim()}`)));
  });
  return {
    url,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
