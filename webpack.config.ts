import fs from 'node:fs';
import path from 'node:path';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { BuildStatsPlugin } from './build/webpack/build-stats-plugin';
import { CleanMapsPlugin } from './build/webpack/clean-maps-plugin';
import { DeferredStartPlugin } from './build/webpack/deferred-start-plugin';
import { PageChunksPlugin } from './build/webpack/page-chunks-plugin';
import { PageQueriesPlugin } from './build/webpack/page-queries-plugin';
import { TemplateKeysPlugin } from './build/webpack/template-keys-plugin';
import { resolveEnvironment } from './src/config/environments';

const root = __dirname;
/**
 * What the build writes for ops and tests but must not be served: the browser code's source maps
 * (for stack traces; no script names them) and build-stats.json. Outside the web root (dist/).
 */
const metaDir = path.join(root, 'dist-meta');
const templatesDir = path.join(root, 'templates');
/** The entry that starts the app (src/app/boot.ts); HtmlWebpackPlugin writes no tag for it. */
const BOOT_ENTRY = 'boot';

const serverPort = Number(process.env.PORT ?? 8080);

/** Packages stay outside the server's bundle: Node loads them from node_modules. */
const PACKAGE_REQUEST = /^(?!@\/|@templates\/|@contract\/)(?:@[a-z0-9-]+\/)?[a-z0-9]/i;

/**
 * react-router (and react-router-dom, which re-exports it), with the packages it imports: bundled
 * into the page renderer rather than loaded from node_modules, whose `require('react-router')`
 * is always its development build (its exports name no other, remix-run/react-router#14102).
 */
const ROUTER_REQUEST = /^react-router(?:-dom)?(?:\/|$)/;
const ROUTER_PACKAGE = /[\\/]node_modules[\\/]react-router(?:-dom)?[\\/]/;
/** What react-router imports of its own (cookie, set-cookie-parser: in its node_modules); not react. */
const ROUTER_DEPENDENCIES = new Set(
  Object.keys(
    (
      JSON.parse(fs.readFileSync(path.join(root, 'node_modules/react-router/package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      }
    ).dependencies ?? {},
  ),
);
/** Whether the page renderer bundles this package request rather than load it from node_modules. */
const routerBundled = (request: string, context: string) =>
  ROUTER_REQUEST.test(request) || (ROUTER_PACKAGE.test(`${context}/`) && ROUTER_DEPENDENCIES.has(request));

/**
 * The page renderer: src/app/render-page.tsx built for Node into dist-ssr/ (outside the web root,
 * so it is not served), one file. The server renders pages with it (server/src/web/page-renderer.ts).
 * Modules, loaders and defined constants are the browser build's, so both render the same page.
 * Packages are loaded from node_modules, but for react-router in production: its production build
 * (resolve, as the browser's) is bundled, without the development build's checks and warnings
 * (about a tenth of a render's CPU time).
 */
function pageRendererConfig(shared: Pick<webpack.Configuration, 'mode' | 'resolve' | 'module' | 'plugins'>) {
  const production = shared.mode === 'production';
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
      ({ request, context }: { request?: string; context?: string }) =>
        Promise.resolve(
          request && PACKAGE_REQUEST.test(request) && !(production && routerBundled(request, context ?? ''))
            ? `commonjs ${request}`
            : undefined,
        ),
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
      new BuildStatsPlugin(metaDir, 'admin-build-stats.json'),
      ...(production ? [mapsOutsideWebRoot()] : []),
    ],
    optimization: {
      minimizer: minimizers(),
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          framework: frameworkChunk('admin-framework'),
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

/**
 * The browser builds' minifier: swc's, not webpack's default terser. Their bytes are within a
 * fraction of a percent of each other; terser took about a minute of the two-core machine's
 * production build, swc a few seconds. Licence comments go to *.LICENSE.txt, as terser's did.
 */
const minimizers = () => [
  new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  }),
];

/** The libraries every page needs: one long-cached vendor chunk per entry. */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|reselect|immer|styled-components|stylis|@emotion)[\\/]/;

/** The cache group of one long-cached vendor chunk, `name`, for the libraries every page of an entry needs. */
const frameworkChunk = (name: string) =>
  ({ test: FRAMEWORK_MODULES, name, chunks: 'initial', priority: 20 }) as const;

export default (
  _env: unknown,
  argv: { mode?: 'development' | 'production' },
): webpack.Configuration | webpack.Configuration[] => {
  const mode = argv.mode ?? 'production';
  const isDevServer = process.env.WEBPACK_SERVE === 'true';
  // APP_ENV picks the host pair (local | development | production); see docs/operations.md, "Web app environments".
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
      new DeferredStartPlugin(BOOT_ENTRY),
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
            new BuildStatsPlugin(metaDir),
            new PageChunksPlugin(templatesDir),
            new PageQueriesPlugin(),
            new TemplateKeysPlugin(templatesDir),
          ]),
      ...(mode === 'production'
        ? [new CleanMapsPlugin(path.join(metaDir, 'maps')), mapsOutsideWebRoot()]
        : []),
    ],
    optimization: {
      minimizer: minimizers(),
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          framework: frameworkChunk('framework'),
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
    pageRendererConfig({
      mode,
      resolve: browserResolve,
      module: { rules: [babel, rendererImages] },
      plugins: [constants],
    }),
  ];
};
