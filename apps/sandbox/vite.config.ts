import { join } from 'node:path';
import { defineConfig } from 'vite';

/**
 * Bundles the sandbox for Node with Vite's SSR mode: one ESM file, `dist/apps/sandbox/main.mjs`.
 * Packages from node_modules stay external (resolved next to the repository at run time);
 * workspace libraries (@hbc/*) are bundled in.
 */
export default defineConfig({
  root: __dirname,
  logLevel: 'warn',
  build: {
    // Named as the rollup input (not as build.ssr) so Nx infers the `build` target from it.
    ssr: true,
    target: 'node20',
    outDir: '../../dist/apps/sandbox',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    rollupOptions: {
      input: join(__dirname, 'src/main.ts'),
      output: { format: 'es', entryFileNames: 'main.mjs' },
    },
  },
  ssr: {
    target: 'node',
    noExternal: [/^@hbc\//],
  },
});
