import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The player's service worker: one self-contained classic script at a fixed address, /player/sw.js
 * (the page registers it by name; a worker script cannot share the page's chunks). Built after the
 * page, into the same folder.
 */
export default defineConfig({
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: fileURLToPath(new URL('./src/sw.ts', import.meta.url)),
      formats: ['iife'],
      name: 'placardPlayerWorker',
      fileName: () => 'sw.js',
    },
  },
});
