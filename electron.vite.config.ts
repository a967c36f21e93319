import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import { rendererConfig } from './renderer/vite.config';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      externalizeDeps: true,
      rollupOptions: {
        // The worker thread that checks opened files (electron/services/validation/offThread.ts finds it beside main.cjs).
        input: { main: resolve('electron/shell/main.ts'), 'validation-worker': resolve('electron/services/validation/worker.ts'), 'balance-worker': resolve('electron/services/balance/worker.ts'), 'ground-worker': resolve('electron/services/ground/elevationWorker.ts'), 'job-worker': resolve('electron/services/jobs/worker.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
        // Debian's Chromium through playwright-core prints for the command line and web mode only; the desktop
        // app prints with Electron's own printToPDF, so the packed app neither bundles nor ships it.
        external: ['playwright-core'],
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be a single CommonJS file with no imports but 'electron'.
      rollupOptions: {
        input: { preload: resolve('electron/shell/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
      },
    },
  },
  renderer: {
    ...rendererConfig,
    build: { ...rendererConfig.build, rollupOptions: { input: resolve('renderer/index.html') } },
  },
});
