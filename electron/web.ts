/**
 * Web mode: the whole app served to a browser on 127.0.0.1, with the same API handlers the desktop
 * window uses. `PORT` picks the port (default 5175); `MUSTER_DATA_DIR` the library folder.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startBackend } from './backend';
import { defaultDataDir } from './services/dataDir';
import { packageRoot } from './services/packageRoot';
import { createHttpServer, listenOnLoopback } from './transport/http';
import { keepChromiumWarm } from './services/render/chromium';

const root = packageRoot();

export async function startWebMode(options: { port: number; dataDir: string; staticDir?: string; examplesDir?: string }) {
  const log = (m: string) => process.stderr.write(`${m}\n`);
  const backend = startBackend({ dataDir: options.dataDir, mode: 'web', examplesDir: options.examplesDir ?? join(root, 'scenarios'), log });
  // Made afresh at every start: the page opened from the printed address is the only holder.
  const secret = randomBytes(32).toString('base64url');
  const server = createHttpServer({ dispatch: backend.dispatch, staticDir: options.staticDir ?? join(root, 'out', 'renderer'), secret, log });
  const address = await listenOnLoopback(server, options.port);
  /** The address to open: it carries the key, which the page trades for its session cookie. */
  const url = `${address}?key=${secret}`;
  const close = () =>
    new Promise<void>((done) => {
      server.close(() => {
        backend.close();
        done();
      });
      server.closeAllConnections();
    });
  return { url, address, secret, close, backend };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = process.env.PORT ? Number(process.env.PORT) : 5175;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`PORT=${process.env.PORT} is not a port number (0–65535).\n`);
    process.exit(2);
  }
  const dataDir = defaultDataDir();
  // Prints and exports share one Chromium, kept open ten minutes after the last: the next print starts at once.
  keepChromiumWarm(10 * 60_000);
  startWebMode({ port, dataDir }).then(
    ({ url, close }) => {
      process.stdout.write(`Muster is running at ${url}\nLibrary: ${dataDir}\nPress Ctrl+C to stop.\n`);
      const stop = () => void close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      process.stderr.write(
        code === 'EADDRINUSE'
          ? `Port ${port} is already in use; set PORT to another port, e.g. PORT=5176 npm run web.\n`
          : `Muster could not start: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
