// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** One zone per template folder, read from disk: a new folder is covered without editing this file. */
const templateFolders = fs
  .readdirSync(path.join(root, 'templates'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaryZones = [
  // Templates never import each other …
  ...templateFolders.map((folder) => ({
    target: `./templates/${folder}`,
    from: './templates',
    except: [`./${folder}`],
    message: 'Templates never import each other: move shared parts to src/features/.',
  })),
  // … nor the router or the registry internals (only the descriptor helper).
  {
    target: './templates',
    from: './src/app',
    message: 'Templates do not know the app shell or the router.',
  },
  {
    target: './templates',
    from: './src/registry',
    except: ['./define-template.ts'],
    message: 'Templates use only @/registry/define-template.',
  },
  // src/lib is pure: it imports nothing of the app.
  {
    target: './src/lib',
    from: './src',
    except: ['./lib'],
    message: 'src/lib holds pure helpers: no React, no store, nothing of the app.',
  },
  // Generated endpoint files import only the base API.
  {
    target: './src/api/generated',
    from: './src',
    except: ['./api/base-api.ts', './api/base-query.ts', './api/download-file.ts'],
    message: 'Generated API files import only the base API.',
  },
  // The browser app and the server never import each other.
  { target: './src', from: './server', message: 'The browser app never imports the server.' },
  { target: './templates', from: './server', message: 'The browser app never imports the server.' },
  { target: './server', from: './src', message: 'The server never imports the browser app.' },
  { target: './server', from: './templates', message: 'The server never imports the browser app.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'dist-meta/**',
      'dist-server/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin, 'check-file': checkFile },
    settings: {
      'import/resolver': { typescript: { project: ['tsconfig.json', 'server/tsconfig.json'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-duplicates': 'error',
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import/no-cycle': ['error', { maxDepth: 4, ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        // Migrations are numbered so that their order shows in a listing.
        {
          '**/!(migrations)/*.{ts,tsx,mjs}': 'KEBAB_CASE',
          '**/migrations/!(index).ts': '+([0-9])-+([a-z0-9-])',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,templates,server,e2e,scripts}/**/!(__tests__)/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  prettier,
);
