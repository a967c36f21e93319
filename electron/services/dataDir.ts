import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Where the library lives outside the desktop app (web mode, tests, the CLI): `MUSTER_DATA_DIR`
 * when set, else the platform's usual per-user data folder.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.MUSTER_DATA_DIR) return resolve(env.MUSTER_DATA_DIR);
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Muster');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Muster');
  return join(env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'muster');
}

export const libraryFile = (dataDir: string): string => join(dataDir, 'library.sqlite');
