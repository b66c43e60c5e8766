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
    // A page module's chunk is named after the page and brings its strings (src/app/pages/definePage.ts).
    plugins: [['./scripts/babel/pageChunkName.js', { pageChunks: isWebpack }]],
  };
};
