import fs from 'node:fs';
import path from 'node:path';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { resolveEnvironment } from './src/config/environments';

const root = __dirname;

/**
 * Writes dist/build-stats.json: the files of the entry point and of every lazily loaded chunk
 * group with the modules of each file, for the bundle budget test (scripts/bundle-budget.test.mjs).
 */
class BuildStatsPlugin {
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
      const outputPath = compiler.options.output.path ?? path.join(root, 'dist');
      compiler.outputFileSystem?.writeFile(
        path.join(outputPath, 'build-stats.json'),
        JSON.stringify({ entry: initialFiles, groups, modulesByFile }, null, 2),
        () => undefined,
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
      react: ['react', 'react-dom/client'],
      store: { import: './src/app/store.ts', dependOn: 'react' },
      shell: { import: './src/app/router.tsx', dependOn: 'store' },
      main: { import: './src/main.tsx', dependOn: 'shell' },
    },
    target: 'browserslist',
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: mode === 'production' ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename:
        mode === 'production' ? 'assets/[name].[contenthash:10].chunk.js' : 'assets/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: browserResolve,
    module: { rules: [babel, { test: images, type: 'asset/resource' }] },
    plugins: [
      constants,
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      ...(isDevServer ? [new ReactRefreshWebpackPlugin()] : [new BuildStatsPlugin(), new PageChunksPlugin()]),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // One long-cached vendor chunk for the libraries every page needs.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|reselect|immer|styled-components|stylis|@emotion)[\\/]/,
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
    pageRendererConfig({ mode, resolve, module: { rules: [babel, rendererImages] }, plugins: [constants] }),
  ];
};
