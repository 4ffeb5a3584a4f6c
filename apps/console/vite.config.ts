import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { preloadFonts } from './vite-preload-fonts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API (and the media and tracking links it serves) during development. */
const api = 'http://localhost:3000';

/**
 * React Router's production build. Its package exports name only its development build, whose
 * warnings and checks run in every browser (remix-run/react-router#14102); the production build
 * sits beside it, unexported, so a build takes it by path.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  root,
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  // The API sends the .br / .gz files written beside each asset (apps/api/src/plugins/app/console.ts).
  plugins: [react(), preloadFonts(), precompress()],
  build: {
    outDir: '../../dist/apps/console',
    emptyOutDir: true,
    // No preload helper around dynamic imports: it appended a <link rel="modulepreload"> for
    // every chunk a screen needs (about forty for a list) on the main thread as the screen
    // opened, a long task on a phone. The browser fetches a chunk's imports itself as it reads
    // the chunk.
    modulePreload: false,
    rollupOptions: {
      treeshake: {
        // Modules that only define what they export, though their packages do not say so: kept
        // only when something uses them. Emotion imports hoist-non-react-statics bare, for its
        // withTheme, which nothing here uses.
        moduleSideEffects: (id) => !id.includes('/node_modules/hoist-non-react-statics/'),
        // Calls Rollup cannot prove free of side effects, so it keeps them even when nothing uses
        // what they return. Each of these only builds and returns a new object:
        // - MUI's styled components, icons and class names, built at module level: a module
        //   used for one export no longer keeps its unused components, and chunks of such modules
        //   count as side-effect free, so the small ones fold into others (below);
        // - the contracts' TypeBox schemas, module-level constants beside the texts and limits
        //   the console reads (it uses only the schemas' types): one text imported no longer
        //   brings TypeBox (12 kB gzip) along.
        manualPureFunctions: [
          'styled',
          'createSvgIcon',
          'generateUtilityClass',
          'generateUtilityClasses',
          'memoTheme',
          'Type',
          'rowId',
          'requiredText',
          'patternText',
          'stringEnum',
          'nullable',
          'broadcastSchemaWith',
          'listCriteriaProperties',
          'listQuerySchema',
          'listExportSchema',
        ],
      },
      output: {
        // Folds chunks under 1 kB (side-effect free ones, so behaviour stays) into chunks loaded
        // along with them: a page's first visit fetches fewer files and a little fewer bytes,
        // which over HTTP/1.1's six connections per host saves round trips. Not more: a larger
        // limit also folds what a screen loads on demand (the broadcast form's recipient count,
        // its buttons' actions and API calls) back into its first load.
        experimentalMinChunkSize: 1_000,
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
}));
