// One Babel config for webpack (browser targets) and Jest (current Node).
module.exports = (api) => {
  const isTest = api.env('test');
  const isWebpack = api.caller((caller) => caller?.name === 'babel-loader');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
    ],
    // A page's chunk is named after it, and every lazy part's chunk brings its strings (scripts/babel/lazyChunks.js).
    plugins: [['./scripts/babel/lazyChunks.js', { withStrings: isWebpack }]],
  };
};
