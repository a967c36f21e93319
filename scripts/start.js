#!/usr/bin/env node
/**
 * `npm start`: build, then open the desktop window. The Electron runtime is fetched on first start;
 * where it cannot be fetched (no network), say so in one sentence and serve the same app in web mode.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronDir = join(root, 'node_modules', 'electron');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function electronBinary() {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

function fetchElectron() {
  const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], { stdio: 'ignore', timeout: 180_000 });
  return result.status === 0 ? electronBinary() : null;
}

function run(command, args) {
  const child = spawn(command, args, { stdio: 'inherit', cwd: root, env: process.env });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}

const binary = electronBinary() ?? fetchElectron();
if (binary && process.env.MUSTER_WEB !== '1') {
  const build = spawnSync(npm, ['run', 'build', '--silent'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
  run(binary, [root]);
} else {
  process.stdout.write(
    'The Electron runtime could not be downloaded (no network?), so Muster is starting in web mode instead: open the address below in your browser.\n',
  );
  run(npm, ['run', 'web', '--silent']);
}
