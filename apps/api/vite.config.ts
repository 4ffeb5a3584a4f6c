import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const outDir = join(__dirname, '../../dist/apps/api');

/** The bundle reads its migrations and seed data from disk, next to main.mjs (see src/paths.ts). */
function copyDatabaseFiles(): Plugin {
  return {
    name: 'copy-database-files',
    apply: 'build',
    writeBundle() {
      for (const folder of ['migrations', 'seed-data']) {
        cpSync(join(__dirname, 'src/db', folder), join(outDir, 'db', folder), { recursive: true });
      }
    },
  };
}

/**
 * `nx build api`: Node ESM in dist/apps/api: `main.mjs` (the API) and `embedded-db.mjs` (the
 * embedded database process it starts), with their shared chunks beside them. Packages from
 * node_modules stay external; the workspace libraries (@hbc/*) are bundled.
 */
export default defineConfig({
  root: __dirname,
  cacheDir: '../../node_modules/.vite/apps/api',
  ssr: {
    target: 'node',
    external: true,
    noExternal: [/^@hbc\//],
  },
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    reportCompressedSize: false,
    rollupOptions: {
      // Named here (not as build.ssr) so Nx infers the `build` target from it.
      input: {
        main: join(__dirname, 'src/main.ts'),
        'embedded-db': join(__dirname, 'src/embedded-db.ts'),
      },
      output: {
        format: 'es',
        entryFileNames: '[name].mjs',
        // Beside the entries, so `__dirname` below is the same directory in every file.
        chunkFileNames: '[name]-[hash].mjs',
        // Sources use __dirname (src/paths.ts); ESM has none, so define it for the bundle.
        banner: [
          "import { dirname as __bundleDirname } from 'node:path';",
          "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
          'const __dirname = __bundleDirname(__bundleFileURLToPath(import.meta.url));',
        ].join('\n'),
      },
    },
  },
  plugins: [copyDatabaseFiles()],
});
