import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

/** A page loads at most this much script in one file (before compression, as Vite warns past it); the build fails over it. */
const CHUNK_BUDGET_KB = 500;

function chunkBudget(): Plugin {
  return {
    name: 'placard-chunk-budget',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        const size = file.type === 'chunk' ? Buffer.byteLength(file.code) / 1024 : 0;
        if (size > CHUNK_BUDGET_KB)
          this.error(
            `${file.fileName} is ${Math.round(size)} kB, over the budget of ${CHUNK_BUDGET_KB} kB: split it`,
          );
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), chunkBudget()],
  // changeOrigin stays false: the server accepts changes from the page's own origin, which it checks
  // against the Host the browser addressed (the development server's), so the proxy must keep it
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
      '/fonts': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
      '/fonts': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // the editor's libraries load in chunks of their own, beside the editor's code, and stay
        // cached when only Placard's code changes
        codeSplitting: {
          groups: [
            { name: 'editor-text', test: /node_modules[\\/](quill|quill-delta|parchment|lodash-es)[\\/]/ },
            {
              name: 'editor-gestures',
              test: /node_modules[\\/](react-moveable|moveable|react-selecto|selecto|react-css-styled|css-styled|css-to-mat|framework-utils|overlap-area|gesto|keycon|@scena|@daybrush|@egjs|@cfcs)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
