// Lint rules, including the import boundaries of docs/decisions/001 (enforced here, not only written down):
//   web → domain, server → domain, never web ↔ server; domain stays pure;
//   inside the web app, no feature imports another feature;
//   inside the server, a module never reaches into another module's repository.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const subfolders = (dir) => {
  try {
    return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const webFeatures = subfolders('./apps/web/src/features/');

const impureModules = [
  'react',
  'react-dom',
  'fastify',
  'drizzle-orm',
  'pg',
  '@electric-sql/pglite',
  'i18next',
  'react-i18next',
  'pino',
].map((name) => ({ name, message: 'packages/domain stays pure: no framework or I/O (ADR 001).' }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-first-screen/**',
      'data/**',
      '**/.tmp/**',
      'bench/results/**',
      '**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // No source line over 120 characters (Prettier's width); a regular expression may run longer.
      'max-len': ['error', { code: 120, ignoreRegExpLiterals: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './packages/domain',
              from: ['./apps', './e2e', './bench'],
              message: 'The domain depends on nothing of ours.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'web and server share contracts only through @freightdesk/domain.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              // The one exception: the mails read the locales' texts (the `emails` area), ADR 067.
              except: ['./src/locales'],
              message: 'web and server share contracts only through @freightdesk/domain (and the locales, ADR 067).',
            },
            {
              target: ['./e2e', './bench'],
              from: ['./apps/server/src', './apps/web/src'],
              message: 'e2e and bench reach the apps over HTTP or a browser.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in app/routes.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not depend on features or routes (shared → features → app).',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not depend on app routes.',
            },
            {
              target: [
                './apps/web/src/app',
                './apps/web/src/features',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/testing',
                './apps/web/src/components/errors',
                './apps/web/src/components/layouts',
                './apps/web/src/components/whatsapp-button',
              ],
              from: './apps/web/src/components/ui/native',
              message: 'Use the controls of components/ui (Button, IconButton, …), not their native styles (ADR 047).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: impureModules, patterns: [{ group: ['node:*'], message: 'packages/domain does no I/O (ADR 001).' }] },
      ],
      'no-restricted-globals': [
        'error',
        'process',
        'window',
        'document',
        'localStorage',
        'fetch',
        'setTimeout',
        'setInterval',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
        { object: 'Math', property: 'random', message: 'Pass the id generator in.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass the clock in.' },
      ],
    },
  },
  {
    // The web app's `@/` imports resolve, so that the boundaries above apply to them.
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@': [new URL('./apps/web/src', import.meta.url).pathname] },
        }),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Server: route → service → repository. Only a module's own service (and the repository's
    // own tests) may import a repository, and a service only its own (`./<name>.repository`).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.service.ts', 'apps/server/src/**/*.repository.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repository', '**/*.repository.ts'],
              message: "Only the module's own service uses its repository (ADR 001).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../**/*.repository', '../**/*.repository.ts'],
              message: "A service uses only its own module's repository; call the other module's service (ADR 001).",
            },
          ],
        },
      ],
    },
  },
  {
    // The domain's examples and fixtures are for tests only (docs/decisions/050-shared-helpers.md).
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['apps/**/*.test.{ts,tsx}', 'apps/**/*-test-kit.ts', 'apps/**/test/**', 'apps/**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@freightdesk/domain/testing']",
          message: 'Examples and fixtures are for tests: import @freightdesk/domain/testing in tests only.',
        },
      ],
    },
  },
  {
    // One typed configuration module per app: no process.env anywhere else.
    files: ['apps/**/*.{ts,tsx}'],
    ignores: [
      'apps/server/src/config/**',
      'apps/**/*.test.{ts,tsx}',
      'apps/**/vite.config.ts',
      'apps/**/vitest.config.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/config (ADR 002).' },
      ],
    },
  },
);
