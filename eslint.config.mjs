import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/** Who may import whom: type tags shape the layers, scope tags keep server and browser apart. */
export const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  // Workspace scripts (start, test, benchmarks) may drive any library.
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['*'] },
  { sourceTag: 'scope:testing', onlyDependOnLibsWithTags: ['scope:testing', 'scope:shared'] },
  { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['scope:tooling', 'scope:testing', 'scope:shared', 'scope:web'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  {
    sourceTag: 'scope:api',
    onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'],
    bannedExternalImports: ['react', 'react-dom', 'react-router', '@mui/*', '@emotion/*', 'formik'],
  },
  { sourceTag: 'scope:sandbox', onlyDependOnLibsWithTags: ['scope:sandbox', 'scope:shared'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  // Contract tests run the console's API clients (scope:web) against the API in-process.
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'scope:contract', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
  // The screens behind the sign-in know nothing of the shell (menu, sign-in flow, guards): a change
  // there reruns the shell's checks, not every screen's.
  { sourceTag: 'part:screens', notDependOnLibsWithTags: ['part:shell'] },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.data', '**/.nx', '**/storybook-static', '**/*.cjs', '**/vite.config.*.timestamp*'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', '**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server uses the messages' pure model (@hbc/message-model), never the composer's React code.
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@hbc/message-composer', message: 'The server uses @hbc/message-model, never the composer.' }] },
      ],
    },
  },
];
