import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://127.0.0.1:8080';

/**
 * The screen app, served by Placard at /player/. Its service worker is built on its own as one
 * classic script, /player/sw.js (see vite.sw.config.ts).
 */
export default defineConfig({
  root,
  base: '/player/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: false, ws: true },
      '/fonts': { target: server, changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
});
