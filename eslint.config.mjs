// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import-x';
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

/*
 * Layers, lowest first. A folder imports from its own layer and the ones below, never above, so
 * no two folders can import each other (no folder-level cycle; import-x/no-cycle sees files only):
 *
 *   0  src/lib, src/config, src/theme   pure helpers, build-time settings, theme tokens
 *   1  src/api                          base query, public calls, catalogue; failures go out
 *                                       through its CallEnvironment, which the app wires up
 *   2  src/registry                     define-template (descriptor types), the pure resolver,
 *                                       the discovery of templates/ (require.context, not an import)
 *   3  src/features                     one domain each; the registry is handed in by the app
 *                                       (MenuNavigationProvider), never imported
 *   4  templates/                       page types: features, api (not generated), define-template
 *   5  src/app                          store, router, layout, page render: wires it all; reaches
 *                                       templates only through the registry
 *   6  src/admin                        the staff console, an entry of its own (webpack adminConfig):
 *                                       lib/config/theme, api (generated hooks too), features, the
 *                                       pure resolver; not the public app's shell, the discovery of
 *                                       templates/ or the templates
 *
 * src/main.tsx starts the app; src/testing serves tests only. Tests (__tests__) exercise the
 * wiring across layers and follow only the other zones.
 */
const LAYER_OF_SRC_FOLDER = {
  lib: 0,
  config: 0,
  theme: 0,
  api: 1,
  registry: 2,
  features: 3,
  app: 5,
  admin: 6,
};
const TEMPLATES_LAYER = 4;
const TEST_SUPPORT = 'testing';

const srcFolders = fs
  .readdirSync(path.join(root, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== TEST_SUPPORT)
  .map((entry) => entry.name);
for (const folder of srcFolders) {
  if (!(folder in LAYER_OF_SRC_FOLDER)) {
    throw new Error(`eslint.config.mjs: give src/${folder} a layer in LAYER_OF_SRC_FOLDER`);
  }
}

/** Every folder of the browser app with its layer: src/* as read from disk, and templates/. */
const layeredFolders = [
  ...srcFolders.map((folder) => ({ path: `./src/${folder}`, layer: LAYER_OF_SRC_FOLDER[folder] })),
  { path: './templates', layer: TEMPLATES_LAYER },
];

const LAYER_ORDER = 'lib/config/theme ← api ← registry ← features ← templates ← app ← admin';

/** One zone per folder: nothing above its layer, and nothing of the test support. */
const layerZones = layeredFolders.map(({ path: target, layer }) => ({
  target,
  from: [
    ...layeredFolders.filter((other) => other.layer > layer).map((other) => other.path),
    `./src/${TEST_SUPPORT}`,
  ],
  message: `Layers are one-way (${LAYER_ORDER}): ${target.slice(2)} imports nothing above it, nor src/testing.`,
}));

/** Where the layers need more than their order. */
const layerDetailZones = [
  // Features get the registry from the app: the pure parts only, never the discovery of templates/.
  {
    target: './src/features',
    from: './src/registry',
    except: ['./define-template.ts', './resolver.ts'],
    message:
      'Features use @/registry/define-template and @/registry/resolver only; the app hands in the registry (MenuNavigationProvider, PageContext.templateOf).',
  },
  // The app reaches templates only through the registry, which loads each one lazily.
  {
    target: './src/app',
    from: './templates',
    message: 'The app reaches templates only through the registry (lazily loaded), never by import.',
  },
  // The console is a second app beside the public one: it shares the layers below, not the shell.
  ...['./src/app', './templates'].map((from) => ({
    target: './src/admin',
    from,
    message: 'The console (src/admin) uses lib/config/theme, api and features, not the public app.',
  })),
  // … and the pure resolver (a menu's public route, as the header builds it), not the discovery.
  {
    target: './src/admin',
    from: './src/registry',
    except: ['./define-template.ts', './resolver.ts'],
    message:
      'The console uses @/registry/resolver (and its types) only, never the discovery of templates/ (registry.ts).',
  },
  // Templates call the public API and its hooks, never the back-office catalogue.
  {
    target: './templates',
    from: './src/api/generated',
    message: 'Templates do not import the generated back-office endpoints (src/api/generated).',
  },
];

/*
 * The server's layers, lowest first (server/src/README.md describes them). As in the browser app, a
 * folder imports from its own layer and the ones below, never above:
 *
 *   0  lib, config        helpers and the settings: nothing of the server, not each other either
 *   1  db                 connection, migrations, the schema's types, the demo content, backups
 *   2  repositories       the queries, one module per table (or aggregate)
 *   3  staff, files       services: the back office's rules (accounts, sign-in, audit, revisions,
 *                         leads) and the stored files, over the repositories; their commands
 *   4  plugins            what the app is made of: external (third-party plugins and their
 *                         settings, the rate limit's store) and app (decorators and hooks: the
 *                         database, staff sign-in and audit, revisions, the public content)
 *   5  web                the public pages: rendering, SEO, previews, the site's QR code
 *   6  routes             the HTTP handlers
 *   7  server/src/*.ts    the wiring: the app (app.ts), its start (server.ts) and the commands
 *
 * contract/ is below them all. Tests (server/test) exercise the layers together and are not zoned.
 */
const LAYER_OF_SERVER_FOLDER = {
  lib: 0,
  config: 0,
  db: 1,
  repositories: 2,
  staff: 3,
  files: 3,
  plugins: 4,
  web: 5,
  routes: 6,
};
const SERVER_LAYER_ORDER =
  'lib/config ← db ← repositories ← staff/files ← plugins ← web ← routes ← server/src/*.ts';

const serverEntries = fs.readdirSync(path.join(root, 'server/src'), { withFileTypes: true });
for (const entry of serverEntries) {
  if (entry.isDirectory() && !(entry.name in LAYER_OF_SERVER_FOLDER)) {
    throw new Error(`eslint.config.mjs: give server/src/${entry.name} a layer in LAYER_OF_SERVER_FOLDER`);
  }
}
/** The wiring files (server/src/*.ts), above every folder: nothing imports them. */
const serverWiring = serverEntries
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => `./server/src/${entry.name}`);
const serverFolders = serverEntries
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ path: `./server/src/${entry.name}`, layer: LAYER_OF_SERVER_FOLDER[entry.name] }));

/** One zone per server folder: nothing above its layer (the bottom layer: nothing of the server but itself). */
const serverLayerZones = serverFolders.map(({ path: target, layer }) => ({
  target,
  from: [
    ...serverFolders
      .filter((other) => other.layer > layer || (layer === 0 && other.path !== target))
      .map((other) => other.path),
    ...serverWiring,
  ],
  message: `Server layers are one-way (${SERVER_LAYER_ORDER}): ${target.slice('./server/src/'.length)} imports nothing above it.`,
}));

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
  // The public site's start never reaches the console (its own webpack compiler and entry).
  {
    target: './src/main.tsx',
    from: './src/admin',
    message: 'The public app never imports the console (src/admin).',
  },
  // src/lib is pure: it imports nothing of the app.
  {
    target: './src/lib',
    from: './src',
    except: ['./lib'],
    message: 'src/lib holds pure helpers: no React, no store, nothing of the app.',
  },
  // Generated endpoint files import only the base API (and the server's generated types).
  {
    target: './src/api/generated',
    from: './src',
    except: [
      './api/base-api.ts',
      './api/base-query.ts',
      './api/download-file.ts',
      './api/envelope.ts',
      './api/generated/server-types.ts',
    ],
    message: 'Generated API files import only the base API and the server types.',
  },
  // The contract is shared by both sides: it imports only typebox and itself.
  ...['./src', './server', './templates', './scripts', './e2e'].map((from) => ({
    target: './contract',
    from,
    message: 'contract/ imports only typebox and itself.',
  })),
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
    plugins: { 'import-x': importPlugin, 'check-file': checkFile },
    settings: {
      'import-x/resolver': { typescript: { project: ['tsconfig.json', 'server/tsconfig.json'] } },
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...layerZones, ...layerDetailZones, ...serverLayerZones] },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 4, ignoreExternal: true }],
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
    // Nothing imports a test file, so none can be part of a cycle: the cycle check (the costliest
    // rule, half the lint's time) follows the imports of the files that can.
    files: ['**/*.test.{ts,tsx,mjs}', '**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // Tests exercise the wiring across layers (a real store, the app's registry): the layer
    // zones are for the code they test.
    files: ['**/__tests__/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
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
  {
    // contract/ is run on both sides: no package but typebox (relative imports stay inside it: zones above).
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!typebox(/|$)|\\.)', message: 'contract/ imports only typebox and itself.' },
          ],
        },
      ],
    },
  },
  prettier,
);
