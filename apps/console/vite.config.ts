import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API (and the media and tracking links it serves) during development. */
const api = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: '../../dist/apps/console',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the console: separate files stay cached across releases.
        manualChunks(id) {
          if (/node_modules\/(@mui|@emotion)\//.test(id)) return 'mui';
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
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
