// One Babel config for webpack (browser targets) and Jest (current Node).

/**
 * The browsers the shop's JavaScript is built for: those with native ES2020 (async functions,
 * classes, spread, optional chaining), the same baseline Vite uses for its builds. Android Chrome,
 * Samsung Internet and iOS Safari from 2020 on; transpiling for older engines cost the first
 * JavaScript about 10 KB gzip of helpers.
 */
const BROWSER_TARGETS = 'chrome >= 87, edge >= 88, firefox >= 78, safari >= 14, ios_saf >= 14, samsung >= 14';

module.exports = (api) => {
  const isTest = api.env('test');
  const isWebpack = api.caller((caller) => caller?.name === 'babel-loader');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false, targets: BROWSER_TARGETS }],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
    ],
    // A page's chunk is named after it, and every lazy part's chunk brings its strings (scripts/babel/lazyChunks.js).
    plugins: [
      ['./scripts/babel/lazyChunks.js', { withStrings: isWebpack }],
      // GraphQL documents arrive as ASTs: the browser never loads the GraphQL parser or graphql-tag.
      ['babel-plugin-graphql-tag', { strip: true }],
    ],
  };
};
