// Webpack loader for `./Page?pageChunk&group=<group>` (scripts/babel/pageChunkName.js writes these
// for page modules): the page's chunk module, which re-exports the page's component and the
// English strings of its message group, so one request brings both (withMessageGroup registers
// `messages` before the page renders).
const path = require('node:path');

/** @this {import('webpack').LoaderContext<{}>} */
module.exports = function pageChunkLoader() {
  const group = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('group');
  if (!group) throw new Error(`${this.resourcePath}${this.resourceQuery}: say which message group, e.g. ?pageChunk&group=faq`);
  const component = JSON.stringify(`./${path.basename(this.resourcePath)}`);
  return `export { default } from ${component};\nexport { default as messages } from ${JSON.stringify(`@i18n/en_US.json?group=${group}`)};\n`;
};
