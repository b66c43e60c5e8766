// Webpack loader for `i18n/<locale>.json?group=<name>`: only the messages of one message group
// (src/lib/i18n/messageGroups.ts says which ids each group carries). A language other than
// English takes the English text of any id it lacks, so a shopper never sees a message id.
// Each message leaves already parsed (the ICU syntax tree react-intl formats), so the browser
// needs no message parser: webpack.config.js swaps it for formatjs's `no-parser` build.
const fs = require('node:fs');
const { parse } = require('@formatjs/icu-messageformat-parser');
const path = require('node:path');

const REGISTRY = path.resolve(__dirname, '..', '..', 'src', 'lib', 'i18n', 'messageGroups.ts');
const DEFAULT_MESSAGES = 'en_US.json';

/** @this {import('webpack').LoaderContext<{}>} */
module.exports = function messageGroupLoader(source) {
  const callback = this.async();
  const group = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('group');
  if (!group) {
    callback(new Error(`${this.resourcePath}${this.resourceQuery}: say which message group, e.g. ?group=product-page`));
    return;
  }
  let messages;
  try {
    messages = JSON.parse(typeof source === 'string' ? source : source.toString('utf8'));
    if (path.basename(this.resourcePath) !== DEFAULT_MESSAGES) {
      const defaults = path.join(path.dirname(this.resourcePath), DEFAULT_MESSAGES);
      this.addDependency(defaults);
      messages = { ...JSON.parse(fs.readFileSync(defaults, 'utf8')), ...messages };
    }
  } catch (error) {
    callback(error);
    return;
  }
  // The registry is TypeScript: webpack builds and runs it with the project's own loaders.
  this.importModule(REGISTRY).then(
    ({ messagesOfGroup }) => {
      try {
        const cut = messagesOfGroup(messages, group);
        const parsed = Object.fromEntries(Object.entries(cut).map(([id, text]) => [id, parse(text)]));
        callback(null, JSON.stringify(parsed));
      } catch (error) {
        callback(error);
      }
    },
    (error) => callback(error),
  );
};
