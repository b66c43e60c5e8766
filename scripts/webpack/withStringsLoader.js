// Webpack loader for `./Part?withStrings=<group>` (scripts/babel/lazyChunks.js writes these for
// pages and `withMessageGroup` parts): a module that re-exports the part's default export and the
// English strings of its message group as `messages`, so one request brings both into the part's
// chunk (withMessageGroup registers them before the part renders).
const path = require('node:path');

/** @this {import('webpack').LoaderContext<{}>} */
module.exports = function withStringsLoader() {
  const group = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('withStrings');
  if (!group) throw new Error(`${this.resourcePath}${this.resourceQuery}: say which message group, e.g. ?withStrings=faq`);
  const part = JSON.stringify(`./${path.basename(this.resourcePath)}`);
  return `export { default } from ${part};\nexport { default as messages } from ${JSON.stringify(`@i18n/en_US.json?group=${group}`)};\n`;
};
