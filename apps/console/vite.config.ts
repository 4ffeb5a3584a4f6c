import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { axiosXhrOnly } from './vite-axios-xhr-only';
import { precompress } from './vite-precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API (and the media and tracking links it serves) during development. */
const api = 'http://localhost:3000';

export default defineConfig({
  root,
  // The API sends the .br / .gz files written beside each asset (apps/api/src/plugins/app/console.ts).
  plugins: [react(), axiosXhrOnly(), precompress()],
  build: {
    outDir: '../../dist/apps/console',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Folds chunks under 10 kB (side-effect free ones, so behaviour stays) into chunks loaded
        // along with them: a page's first visit fetches about a third fewer files and a little
        // fewer bytes, which over HTTP/1.1's six connections per host saves round trips.
        experimentalMinChunkSize: 10_000,
      },
    },
  },
  server: {
    port: 4200,
    proxy: {
      '/api': api,
      '/files': api,
      '/t': api,
    },
  },
});
