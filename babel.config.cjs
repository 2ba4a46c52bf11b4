// Babel compiles the browser's bundles (webpack's babel-loader, for the targets of package.json's
// "browserslist"); Jest compiles with SWC (jest.config.ts).
module.exports = (api) => {
  const isDevServer = api.env('development') && process.env.WEBPACK_SERVE === 'true';
  return {
    presets: [
      ['@babel/preset-env', { bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: false }],
    ],
    plugins: [
      ['babel-plugin-styled-components', { displayName: !api.env('production'), pure: true }],
      ...(isDevServer ? ['react-refresh/babel'] : []),
    ],
  };
};
