import fs from 'node:fs';
import path from 'node:path';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { resolveEnvironment } from './src/config/environments';
import { templateKeysOf } from './scripts/template-keys';

const root = __dirname;
/**
 * What the build writes for ops and tests but must not be served: the browser code's source maps
 * (for stack traces; no script names them) and build-stats.json. Outside the web root (dist/).
 */
const metaDir = path.join(root, 'dist-meta');

/**
 * Writes dist-meta/build-stats.json (outside the served dist/): the files of the entry point and of every lazily loaded chunk
 * group with the modules of each file, for the bundle budget test (scripts/bundle-budget.test.mjs).
 */
class BuildStatsPlugin {
  constructor(private readonly fileName = 'build-stats.json') {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('BuildStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        entrypoints: true,
        chunkGroups: true,
        chunks: true,
        chunkModules: true,
        ids: true,
      });
      const groups = Object.fromEntries(
        Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => [
          name,
          (group.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js')),
        ]),
      );
      const modulesByFile = Object.fromEntries(
        (json.chunks ?? []).flatMap((chunk) =>
          (chunk.files ?? [])
            .filter((file) => file.endsWith('.js'))
            .map((file) => [file, (chunk.modules ?? []).map((module) => module.name ?? '')]),
        ),
      );
      // Every script of the page: the files of all entry points, in their order, once each.
      const initialFiles = [
        ...new Set(
          Object.values(json.entrypoints ?? {}).flatMap((entry) =>
            (entry.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js')),
          ),
        ),
      ];
      fs.mkdirSync(metaDir, { recursive: true });
      fs.writeFileSync(
        path.join(metaDir, this.fileName),
        JSON.stringify({ entry: initialFiles, groups, modulesByFile }, null, 2),
      );
    });
  }
}
/** The route name a template descriptor declares (`key: 'word_list1'`). */
const TEMPLATE_KEY = /\bkey:\s*'([a-z0-9_]+)'/;

/**
 * Writes dist/page-chunks.json: for each template's route name, the files of the chunk group its
 * descriptor loads. The server puts preload links for the page being opened into index.html
 * (server/src/web/index-page.ts), so the page's own code downloads beside the initial scripts
 * instead of after them.
 */
class PageChunksPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = String(compiler.options.output.publicPath ?? '/');
          const pages: Record<string, string[]> = {};
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              const resource = (origin.module as webpack.NormalModule | null)?.resource ?? '';
              if (!/[\\/]templates[\\/][^\\/]+[\\/]descriptor\.tsx?$/.test(resource)) continue;
              const key = TEMPLATE_KEY.exec(fs.readFileSync(resource, 'utf8'))?.[1];
              if (!key) continue;
              const files = group.chunks
                .flatMap((chunk) => [...chunk.files])
                .filter((file) => file.endsWith('.js'));
              pages[key] = files.map((file) => publicPath + file);
            }
          }
          compilation.emitAsset('page-chunks.json', new webpack.sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
  }
}

/**
 * Writes dist/template-keys.json: `[{ key, name, idIn, section, pageTypes, platformKeys }]`, the
 * templates the site has, from the descriptors (scripts/template-keys.ts). The server reads it to
 * check the template key of a page type staff save and to offer the keys to staff
 * (server/src/web/template-keys.ts); static.ts does not serve it.
 */
class TemplateKeysPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('TemplateKeysPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'TemplateKeysPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const templates = templateKeysOf(path.join(root, 'templates'));
          compilation.emitAsset(
            'template-keys.json',
            new webpack.sources.RawSource(JSON.stringify(templates)),
          );
        },
      );
    });
  }
}

/** `x.get('key')` / `.has` / `.getAll` on a URL's query, the key a literal or a constant of the file. */
const QUERY_READ =
  /\b(?:searchParams|params|query)\.(?:get|getAll|has)\(\s*(?:'([^']+)'|"([^"]+)"|([A-Za-z_$][\w$]*))\s*\)/g;

/**
 * The query keys a module's source reads, or null when it reads one it names by a variable that
 * is not a string constant of the file (then nobody can tell which keys matter).
 */
export function queryKeysOf(source: string): string[] | null {
  const keys: string[] = [];
  for (const [, single, double, name] of source.matchAll(QUERY_READ)) {
    if (single ?? double) {
      keys.push((single ?? double)!);
      continue;
    }
    const constant = new RegExp(`\\bconst\\s+${name}\\s*=\\s*['"]([^'"]+)['"]`).exec(source);
    if (!constant) return null;
    keys.push(constant[1]!);
  }
  return keys;
}

/**
 * Writes dist/page-queries.json: `{ "keys": [...] }`, every query key a module of the app reads
 * (`searchParams.get('id')`, `params.get(PAGE_PARAM)` …), or `null` when one reads a key it names
 * by a variable. The server renders pages for those keys only, so that `?utm_source=…` or
 * `?o=1` costs no render of its own (server/src/web/page-renderer.ts). Not served.
 */
class PageQueriesPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PageQueriesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageQueriesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const keys = new Set<string>();
          let known = true;
          // Every source file the build read (modules may be concatenated, so not compilation.modules).
          for (const file of compilation.fileDependencies) {
            if (!/[\\/](src|templates)[\\/].*\.tsx?$/.test(file) || file.includes('node_modules')) continue;
            const found = queryKeysOf(fs.readFileSync(file, 'utf8'));
            if (found === null) known = false;
            for (const key of found ?? []) keys.add(key);
          }
          const json = JSON.stringify({ keys: known ? [...keys].sort() : null });
          compilation.emitAsset('page-queries.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/** The entry that starts the app (src/app/boot.ts); HtmlWebpackPlugin writes no tag for it. */
const BOOT_ENTRY = 'boot';

/**
 * Turns index.html's script tags into one: the boot script (src/app/boot.ts), deferred, which
 * names the app's scripts in `data-scripts` and adds them once the server's HTML has been painted
 * with its largest element. Nothing of the app is asked for before: its 165 KB would share the
 * connection with the page's pictures, and run before they are painted. The server adds the
 * opened page's template chunks to the list (server/src/web/index-page.ts).
 */
class DeferredStartPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('DeferredStartPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('DeferredStartPlugin', (data) => {
        const publicPath = String(compiler.options.output.publicPath ?? '/');
        const bootFiles = new Set(
          [...(compilation.entrypoints.get(BOOT_ENTRY)?.getFiles() ?? [])].map((file) => publicPath + file),
        );
        const isScript = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
          tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const scripts = data.headTags.filter(isScript).map((tag) => String(tag.attributes.src));
        const boot = scripts.find((src) => bootFiles.has(src));
        if (!boot) throw new Error(`DeferredStartPlugin: no script of the entry "${BOOT_ENTRY}"`);
        data.headTags = [
          ...data.headTags.filter((tag) => !isScript(tag)),
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: boot,
            'data-scripts': scripts.filter((src) => src !== boot).join(' '),
          }),
        ];
        return data;
      });
    });
  }
}

/** Empties dist-meta/maps before a build, so that it holds the maps of the scripts in dist/ only. */
class CleanMapsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.beforeRun.tap('CleanMapsPlugin', () => {
      fs.rmSync(path.join(metaDir, 'maps'), { recursive: true, force: true });
    });
  }
}

const serverPort = Number(process.env.PORT ?? 8080);

/** Packages stay outside the server's bundle: Node loads them from node_modules. */
const PACKAGE_REQUEST = /^(?!@\/|@templates\/|@contract\/)(?:@[a-z0-9-]+\/)?[a-z0-9]/i;

/**
 * The page renderer: src/app/render-page.tsx built for Node into dist-ssr/ (outside the web root,
 * so it is not served), one file. The server renders pages with it (server/src/web/page-renderer.ts).
 * Modules, loaders and defined constants are the browser build's, so both render the same page.
 */
function pageRendererConfig(shared: Pick<webpack.Configuration, 'mode' | 'resolve' | 'module' | 'plugins'>) {
  return {
    ...shared,
    name: 'page-renderer',
    context: root,
    target: 'node20',
    entry: { 'render-page': './src/app/render-page.tsx' },
    output: {
      path: path.join(root, 'dist-ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [
      ({ request }: { request?: string }) =>
        Promise.resolve(request && PACKAGE_REQUEST.test(request) ? `commonjs ${request}` : undefined),
    ],
    plugins: [...(shared.plugins ?? []), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    devtool: 'source-map',
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  } satisfies webpack.Configuration;
}

/** Where the console's files go inside dist/ (the public build's clean keeps them). */
const ADMIN_ASSETS = 'assets/admin';
const ADMIN_PAGE = 'admin.html';

/**
 * The content staff's console (src/admin, issue 14): a compiler of its own, so that none of its
 * modules can join a chunk of the public site (its chunks are not split against the public
 * entries) and the public build is byte for byte what it was. Not rendered on the server:
 * dist/admin.html (noindex) is served for /admin and /admin/* (server/src/web/console-page.ts).
 * It runs after the browser build (`dependencies`), whose clean keeps its files and whose
 * CleanMapsPlugin has then already run; its maps go to dist-meta/maps/ as well.
 */
function adminConfig(
  mode: 'development' | 'production',
  shared: Pick<webpack.Configuration, 'resolve' | 'module'> & { constants: webpack.DefinePlugin },
): webpack.Configuration {
  const production = mode === 'production';
  return {
    name: 'admin',
    dependencies: ['browser'],
    mode,
    context: root,
    entry: { admin: './src/admin/main.tsx' },
    target: 'browserslist',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: production ? `${ADMIN_ASSETS}/[name].[contenthash:10].js` : `${ADMIN_ASSETS}/[name].js`,
      chunkFilename: production
        ? `${ADMIN_ASSETS}/[name].[contenthash:10].chunk.js`
        : `${ADMIN_ASSETS}/[name].chunk.js`,
      assetModuleFilename: `${ADMIN_ASSETS}/[name].[contenthash:10][ext]`,
      // Its own files of an earlier build go; the public build's (written just before) stay.
      clean: { keep: (file: string) => !(file === ADMIN_PAGE || file.startsWith(ADMIN_ASSETS)) },
    },
    resolve: shared.resolve,
    module: shared.module,
    plugins: [
      shared.constants,
      new HtmlWebpackPlugin({
        template: './public/admin.html',
        filename: ADMIN_PAGE,
        scriptLoading: 'defer',
      }),
      new BuildStatsPlugin('admin-build-stats.json'),
      ...(production ? [mapsOutsideWebRoot()] : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          framework: {
            test: FRAMEWORK_MODULES,
            name: 'admin-framework',
            chunks: 'initial',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Production source maps, written to dist-meta/maps/ (not served), with no sourceMappingURL. */
const mapsOutsideWebRoot = () =>
  new webpack.SourceMapDevToolPlugin({
    // Relative to dist/: the maps land in dist-meta/maps/assets/*.js.map.
    filename: path.relative(path.join(root, 'dist'), path.join(metaDir, 'maps', '[file].map')),
    append: false,
  });

/** The libraries every page needs: one long-cached vendor chunk per entry. */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|reselect|immer|styled-components|stylis|@emotion)[\\/]/;

export default (
  _env: unknown,
  argv: { mode?: 'development' | 'production' },
): webpack.Configuration | webpack.Configuration[] => {
  const mode = argv.mode ?? 'production';
  const isDevServer = process.env.WEBPACK_SERVE === 'true';
  // APP_ENV picks the host pair (local | development | production); see README "Environments".
  const environment = resolveEnvironment(process.env.APP_ENV, process.env);
  const resolve: webpack.ResolveOptions = {
    extensions: ['.tsx', '.ts', '.js'],
    alias: {
      '@': path.join(root, 'src'),
      '@templates': path.join(root, 'templates'),
      '@contract': path.join(root, 'contract'),
    },
  };
  const babel: webpack.RuleSetRule = {
    test: /\.[jt]sx?$/,
    include: [path.join(root, 'src'), path.join(root, 'templates'), path.join(root, 'contract')],
    // Babel's env follows the webpack mode (production JSX runtime, no refresh plugin).
    use: { loader: 'babel-loader', options: { cacheDirectory: true, envName: mode } },
  };
  const images = /\.(png|jpe?g|gif|svg|webp)$/i;
  // react-router 7's exports name only its development build (remix-run/react-router#14102):
  // the browser's production build takes the production one, without dev-only checks and warnings.
  const reactRouterBuild = path.join(root, 'node_modules/react-router/dist/production');
  const browserResolve: webpack.ResolveOptions =
    mode === 'production'
      ? {
          ...resolve,
          alias: {
            ...resolve.alias,
            'react-router$': path.join(reactRouterBuild, 'index.mjs'),
            'react-router/dom$': path.join(reactRouterBuild, 'dom-export.mjs'),
          },
        }
      : resolve;
  const constants = new webpack.DefinePlugin({
    __APP_ENV__: JSON.stringify(environment.name),
    __API_HOST__: JSON.stringify(environment.apiHost),
    __WEB_HOST__: JSON.stringify(environment.webHost),
  });

  const devServer: DevServerConfiguration = {
    port: Number(process.env.DEV_PORT ?? 3000),
    hot: true,
    historyApiFallback: true,
    static: { directory: path.join(root, 'public'), publicPath: '/' },
    proxy: [{ context: ['/api'], target: `http://127.0.0.1:${serverPort}` }],
  };

  const browser: webpack.Configuration = {
    name: 'browser',
    mode,
    context: root,
    entry: {
      // The initial JS is evaluated in steps, one script (so one main-thread task) each, so that
      // start-up never holds a phone's main thread for long: React; the store and the API; the
      // router and the layout; the start. Each depends on the one before, so it is built without
      // the modules of the others and they share the first one's runtime and module cache:
      // nothing is bundled or evaluated twice. The libraries themselves come in one file (the
      // framework group below). Nothing before the last step may load a chunk: a chunk asked
      // for from an earlier step would bring its own copy of the later steps' modules.
      // Before them, on its own: the few lines that start them once the server's HTML has been
      // painted (src/app/boot.ts, DeferredStartPlugin). It imports nothing and needs no runtime.
      [BOOT_ENTRY]: './src/app/boot.ts',
      react: ['react', 'react-dom/client'],
      store: { import: './src/app/store.ts', dependOn: 'react' },
      shell: { import: './src/app/router.tsx', dependOn: 'store' },
      main: { import: './src/main.tsx', dependOn: 'shell' },
    },
    target: 'browserslist',
    // Production maps go to dist-meta/maps/ (SourceMapDevToolPlugin below), outside the web root,
    // and the scripts do not name them: ops map stack traces with them, visitors never get them.
    devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: mode === 'production' ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename:
        mode === 'production' ? 'assets/[name].[contenthash:10].chunk.js' : 'assets/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // The console's compiler (adminConfig) writes into dist/ too.
      clean: { keep: (file: string) => file === ADMIN_PAGE || file.startsWith(ADMIN_ASSETS) },
    },
    resolve: browserResolve,
    module: { rules: [babel, { test: images, type: 'asset/resource' }] },
    plugins: [
      constants,
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      new DeferredStartPlugin(),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: { ignore: ['**/index.html', '**/admin.html'] },
            noErrorOnMissing: true,
          },
        ],
      }),
      ...(isDevServer
        ? [new ReactRefreshWebpackPlugin()]
        : [
            new BuildStatsPlugin(),
            new PageChunksPlugin(),
            new PageQueriesPlugin(),
            new TemplateKeysPlugin(),
          ]),
      ...(mode === 'production' ? [new CleanMapsPlugin(), mapsOutsideWebRoot()] : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // One long-cached vendor chunk for the libraries every page needs.
          framework: {
            test: FRAMEWORK_MODULES,
            name: 'framework',
            chunks: 'initial',
            priority: 20,
          },
          // What templates share (the content kit, formats) is loaded once, in a few
          // long-cached chunks grouped by which templates use them, so that a page loads the
          // parts it uses rather than the whole kit; parts too small to be worth a request of
          // their own (minSize) stay in the templates' chunks.
          templateKit: {
            test: /[\\/]src[\\/](features[\\/]content|lib)[\\/]/,
            chunks: 'async',
            minChunks: 2,
            minSize: 8000,
            priority: 10,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: { hints: false },
    devServer,
    stats: 'errors-warnings',
  };
  if (isDevServer) return browser;
  // The renderer's images are the browser build's files: same names, not written twice.
  const rendererImages = {
    test: images,
    type: 'asset/resource',
    generator: { filename: 'assets/[name].[contenthash:10][ext]', publicPath: '/', emit: false },
  };
  return [
    browser,
    adminConfig(mode, { resolve: browserResolve, module: browser.module ?? {}, constants }),
    pageRendererConfig({ mode, resolve, module: { rules: [babel, rendererImages] }, plugins: [constants] }),
  ];
};
