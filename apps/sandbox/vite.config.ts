import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Bundles the sandbox for Node with Vite's SSR mode: one ESM file, `dist/apps/sandbox/main.mjs`.
 * Packages from node_modules stay external (resolved next to the repository at run time);
 * workspace libraries (@hbc/*) are bundled in.
 */
export default defineConfig({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/main.ts',
    target: 'node20',
    outDir: '../../dist/apps/sandbox',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    rollupOptions: {
      output: { format: 'es', entryFileNames: 'main.mjs' },
    },
  },
  ssr: {
    target: 'node',
    noExternal: [/^@hbc\//],
  },
});
