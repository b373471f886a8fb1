import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries from DESIGN.md §1 and STYLE.md §1. */
const boundaryZones = [
  {
    target: './domain',
    from: ['./server', './client', './e2e', './bench'],
    message: 'domain/ imports zod only.',
  },
  {
    target: './server',
    from: ['./client', './e2e', './bench'],
    message: 'server/ may import domain/ only.',
  },
  {
    target: './client',
    from: ['./server', './e2e', './bench'],
    message: 'client/ may import domain/ only.',
  },
  {
    target: './e2e',
    from: ['./server/src', './client/src', './domain/src'],
    message: 'e2e/ drives the app through URLs and the public API only.',
  },
  {
    target: './bench',
    from: ['./client/src'],
    message: 'bench/ uses the public API and the built app.',
  },
  {
    target: './client/src/components',
    from: ['./client/src/features', './client/src/app'],
    message: 'Shared UI may not import features or the app.',
  },
  {
    target: './client/src/lib',
    from: ['./client/src/features', './client/src/app'],
    message: 'lib/ may not import features or the app.',
  },
];

const featureNames = [
  'auth',
  'dashboard',
  'exercises',
  'tacticboards',
  'drafting-board',
  'users',
  'board-editor',
  'layout',
];
for (const feature of featureNames) {
  boundaryZones.push({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'A feature may not import another feature; compose them in a route.',
  });
}

/**
 * A server module (server/src/modules/<name>) reaches another module only through that module's
 * `*.service.ts`: its routes, repositories, errors and helpers are its own business. Tables are
 * one schema, so two exceptions keep it whole: a `*.table.ts` may import another module's
 * `*.table.ts` (foreign keys), and a repository that joins another module's table imports it from
 * db/schema.ts, which registers every table. Type-only imports are held to the same rule; a
 * service re-exports the types others need (users.service.ts re-exports UserRow).
 */
const serverModules = readdirSync(new URL('./server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const name of serverModules) {
  const otherModules = `./server/src/modules/!(${name})/**`;
  boundaryZones.push(
    {
      target: `./server/src/modules/${name}/**/!(*.table.ts)`,
      from: otherModules,
      except: ['**/*.service.ts'],
      message: 'Reach another server module only through its *.service.ts.',
    },
    {
      target: `./server/src/modules/${name}/**/*.table.ts`,
      from: otherModules,
      except: ['**/*.table.ts'],
      message: 'A table may reference only tables of other modules.',
    },
  );
}

/** Imports no module may make; the editor core adds its own on top. */
const restrictedImportPatterns = [
  { group: ['@courtside/domain/*'], message: 'Import the domain from its root entry only.' },
  { group: ['fabric', 'fabric/*'], message: 'fabric is touched only in board-editor/canvas/.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/.work/**',
      'server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver': { node: true },
      // Without this import-x reads only .js files, and no-cycle would see no TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: restrictedImportPatterns,
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [
      'client/src/features/**/*.tsx',
      'client/src/components/**/*.tsx',
      'client/src/app/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-zÄÖÜäöüß]/]',
          message: 'Every visible text goes through i18n (t()).',
        },
      ],
    },
  },
  {
    files: ['client/src/features/board-editor/canvas/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The editor's logic runs under a fake clock in tests and knows no view (STYLE.md principle 3).
    files: [
      'client/src/features/board-editor/core/**',
      'client/src/features/board-editor/actions/**',
      'client/src/features/board-editor/playback/**',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'setTimeout',
          'setInterval',
          'clearTimeout',
          'clearInterval',
          'requestAnimationFrame',
          'cancelAnimationFrame',
        ].map((name) => ({ name, message: 'Inject a Scheduler instead of using timers here.' })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restrictedImportPatterns,
            {
              group: ['react', 'react-dom', 'react/*', '@mui/*'],
              message: 'The editor core knows no view.',
            },
          ],
        },
      ],
    },
  },
);
