import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The renderer build, shared by web mode (`npm run web`) and the desktop build (electron.vite.config.ts). */
export const rendererConfig = {
  root,
  base: './',
  plugins: [svelte()],
  build: {
    outDir: fileURLToPath(new URL('../out/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1' },
};

export default defineConfig(rendererConfig);
