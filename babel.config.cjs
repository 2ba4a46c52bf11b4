// One Babel config for webpack (browser targets from package.json "browserslist")
// and Jest (current Node, CommonJS).
module.exports = (api) => {
  const isTest = api.env('test');
  const isDevServer = api.env('development') && !isTest && process.env.WEBPACK_SERVE === 'true';
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: false }],
    ],
    plugins: [
      ['babel-plugin-styled-components', { displayName: !api.env('production'), pure: true }],
      ...(isDevServer ? ['react-refresh/babel'] : []),
    ],
  };
};
