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
      const outputPath = compiler.options.output.path ?? path.join(root, 'dist');
      compiler.outputFileSystem?.writeFile(
        path.join(outputPath, 'build-stats.json'),
        JSON.stringify({ entry: groups.main ?? [], groups, modulesByFile }, null, 2),
        () => undefined,
      );
    });
  }
}
const serverPort = Number(process.env.PORT ?? 8080);

export default (_env: unknown, argv: { mode?: 'development' | 'production' }): webpack.Configuration => {
  const mode = argv.mode ?? 'production';
  const isDevServer = process.env.WEBPACK_SERVE === 'true';
  // APP_ENV picks the host pair (local | development | production); see README "Environments".
  const environment = resolveEnvironment(process.env.APP_ENV, process.env);

  const devServer: DevServerConfiguration = {
    port: Number(process.env.DEV_PORT ?? 3000),
    hot: true,
    historyApiFallback: true,
    static: { directory: path.join(root, 'public'), publicPath: '/' },
    proxy: [{ context: ['/api'], target: `http://127.0.0.1:${serverPort}` }],
  };

  return {
    mode,
    context: root,
    entry: { main: './src/main.tsx' },
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
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@': path.join(root, 'src'), '@templates': path.join(root, 'templates') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          include: [path.join(root, 'src'), path.join(root, 'templates')],
          // Babel's env follows the webpack mode (production JSX runtime, no refresh plugin).
          use: { loader: 'babel-loader', options: { cacheDirectory: true, envName: mode } },
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_ENV__: JSON.stringify(environment.name),
        __API_HOST__: JSON.stringify(environment.apiHost),
        __WEB_HOST__: JSON.stringify(environment.webHost),
      }),
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      ...(isDevServer ? [new ReactRefreshWebpackPlugin()] : [new BuildStatsPlugin()]),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // One long-cached vendor chunk for what every page needs.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|reselect|immer|styled-components|stylis|@emotion)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 20,
          },
          // What nearly every template shares (the content kit, formats, dayjs) loads once, in one
          // long-cached chunk, instead of being copied into every template chunk.
          templateKit: {
            test: /[\\/](src[\\/](features[\\/]content|lib)|node_modules[\\/]dayjs)[\\/]/,
            name: 'template-kit',
            chunks: 'async',
            minChunks: 2,
            priority: 10,
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    devServer,
    stats: 'errors-warnings',
  };
};
