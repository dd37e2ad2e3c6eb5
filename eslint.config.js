import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import fs from 'node:fs';

const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One zone per feature: other features, routes and the shell may import only its index.ts.
 * Tests may reach inside, to test the parts.
 */
function featureZones() {
  return features.map((name) => ({
    target: [
      './src/routes',
      './src/app',
      ...features.filter((other) => other !== name).map((other) => `./src/features/${other}`),
    ],
    from: `./src/features/${name}`,
    except: ['./index.ts'],
    message: `Import the ${name} feature through src/features/${name}/index.ts.`,
  }));
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-ssr',
      'data',
      'media',
      'node_modules',
      'coverage',
      'test-results',
      'src/routeTree.gen.ts',
      'docs/screenshots',
      // A deliberate import cycle, which tests/lint/boundaries.test.ts shows no-cycle refusing.
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // import-x follows only the extensions named here (default: .js, .mjs, .cjs); without the
      // TypeScript ones no-cycle never opened a .ts file and refused nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.sw.json'],
        }),
      ],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 12 }],
      'check-file/filename-naming-convention': [
        'error',
        { '{src,sw,server,contract,tests,scripts}/**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // contract is the shared language: it imports none of its speakers.
            { target: './contract', from: ['./src', './sw', './server'] },
            { target: './server', from: ['./src', './sw'] },
            { target: './sw', from: ['./src', './server'] },
            { target: './src', from: ['./server', './sw'] },
            // The server's layers run one way: routes -> domain -> db. Domain and db serve the
            // routes and never reach back into them (nor into server/http, which reads requests).
            {
              target: ['./server/domain', './server/db'],
              from: ['./server/routes', './server/http'],
              message: 'Domain and db code serve the routes: take plain values, return results.',
            },
            // A migration is the schema as it was: run today's domain code and history changes
            // with the domain. Derived data is filled after the migrations (process/).
            {
              target: './server/db',
              from: './server/domain',
              message: 'db code is below the domain: the domain imports db, not the reverse.',
            },
            // Data flows one way: routes and the shell -> features -> the session -> shared
            // (ui, lib).
            {
              target: ['./src/ui', './src/lib'],
              from: ['./src/features', './src/routes', './src/app', './src/session'],
            },
            // Features are composed by routes and the shell (src/app), never the reverse.
            { target: './src/features', from: ['./src/routes', './src/app'] },
            // The session sits below every feature, so any feature can ask who is watching
            // without a cycle; it knows no feature, route or shell.
            {
              target: './src/session',
              from: ['./src/features', './src/routes', './src/app'],
              message: 'The session sits below the features: it imports only src/lib and src/ui.',
            },
            // Who is watching has one door: the session's storedViewerId() (loaders, api code)
            // and useViewerId() (components). The stored token and id stay behind it, read only
            // by the session, the api client below it and the boot (src/main.tsx).
            {
              target: [
                './src/features',
                './src/routes',
                './src/app',
                './src/ui',
                './src/first-view',
              ],
              from: './src/lib/session-storage.ts',
              message:
                'Ask the session (src/session): storedViewerId() outside React, useViewerId() in a component.',
            },
            // The studio is a second app (decision 055): nothing of the viewer's imports it, so
            // none of it can reach the viewer's bundle or its server-rendered first views.
            {
              target: [
                './src/features',
                './src/routes',
                './src/app',
                './src/session',
                './src/ui',
                './src/lib',
                './src/first-view',
                './src/main.tsx',
                './src/router.tsx',
              ],
              from: './src/studio',
              message:
                'The viewer app never imports the studio (docs/decisions/055-studio-app.md).',
            },
            // The studio speaks the contract and borrows the shared ui and lib; the viewer's
            // features, pages, shell and session (and its stored token) are the viewer's.
            {
              target: './src/studio',
              from: [
                './src/features',
                './src/routes',
                './src/app',
                './src/session',
                './src/first-view',
                './src/lib/session-storage.ts',
                './src/lib/api-client.ts',
              ],
              message:
                'The studio imports contract/, src/ui and src/lib helpers only (decision 055).',
            },
            // A feature is used through its public index.ts only (bulletproof-react's zones).
            ...featureZones(),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // TanStack's file routes are named by URL shape ($id, __root), not kebab-case.
    files: ['src/routes/**'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Domain code knows no HTTP (decision 017): it throws DomainError and takes plain values;
    // reading requests and writing answers belongs to server/http and the routes.
    files: ['server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^hono(/.*)?$',
              message: 'Domain code knows no HTTP: take plain values, throw DomainError.',
            },
            {
              regex: '(^|/)(server/)?http/',
              message: 'Domain code knows no HTTP: server/http calls the domain, not the reverse.',
            },
          ],
        },
      ],
    },
  },
);
