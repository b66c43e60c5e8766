// Babel plugin for page modules (`src/features/**/<name>.page.ts`, src/app/pages/definePage.ts).
// In the browser's build a page's `component: () => import('./Page')` becomes
// `import(/* webpackChunkName: "<name>" */ './Page?pageChunk&group=<its message group>')`: one
// request brings the page's chunk, named by the page's one declaration (the server preloads it by
// that name), with the English strings of its group in it (scripts/webpack/pageChunkLoader.js).
// There a page's `messages` also compiles to its group's name (the prefixes only matter to
// `npm run codegen` and the message files' cut) and `definePage(...)`, a typed identity, to the
// page itself: every page is in the first JavaScript, so its declaration carries nothing the
// browser never reads. A page's name must be a literal.
const PAGE_FILE = /\.page\.ts$/;

/**
 * @param {import('@babel/core')} babel
 * @param {{ pageChunks?: boolean }} options pageChunks: load the page through its chunk module (webpack only)
 */
module.exports = function pageChunkName({ types: t }, { pageChunks = false } = {}) {
  const propertyNamed = (object, name) =>
    object.get('properties').find((property) => property.isObjectProperty() && !property.node.computed && t.isIdentifier(property.node.key, { name }));

  /** The page's message group: a shared group's name, or the page's own name for a list of prefixes. */
  function messageGroup(messages, pageName) {
    if (!messages) return null;
    const value = messages.get('value');
    if (value.isStringLiteral()) return value.node.value;
    if (!value.isArrayExpression()) throw value.buildCodeFrameError("a page's `messages` is a list of prefixes or a shared group's name");
    if (pageChunks) value.replaceWith(t.stringLiteral(pageName));
    return pageName;
  }

  return {
    name: 'page-chunk-name',
    visitor: {
      CallExpression(path, state) {
        if (!PAGE_FILE.test(state.filename ?? '') || !path.get('callee').isIdentifier({ name: 'definePage' })) return;
        const [page] = path.get('arguments');
        if (!page || !page.isObjectExpression()) throw path.buildCodeFrameError('definePage takes the page as an object literal');
        const name = propertyNamed(page, 'name');
        if (!name || !name.get('value').isStringLiteral()) throw page.buildCodeFrameError("a page module needs a literal `name`: it names the page's chunk");
        const pageName = name.node.value.value;
        const group = messageGroup(propertyNamed(page, 'messages'), pageName);
        const component = propertyNamed(page, 'component');
        const load = component?.get('value');
        const body = load?.isArrowFunctionExpression() ? load.get('body') : null;
        const [specifier] = body?.isCallExpression() && body.get('callee').isImport() ? body.node.arguments : [];
        if (!specifier || !t.isStringLiteral(specifier)) throw (component ?? page).buildCodeFrameError("a page's `component` is `() => import('./ItsComponent')`");
        if ((specifier.leadingComments ?? []).some((comment) => comment.value.includes('webpackChunkName'))) {
          throw body.buildCodeFrameError("leave the chunk's name to the page's `name`");
        }
        if (pageChunks && group) specifier.value = `${specifier.value}?pageChunk&group=${group}`;
        t.addComment(specifier, 'leading', ` webpackChunkName: "${pageName}" `);
        if (pageChunks) path.replaceWith(page.node);
      },
      Program: {
        exit(program, state) {
          if (!pageChunks || !PAGE_FILE.test(state.filename ?? '')) return;
          // Imports only the page's rewritten parts used (definePage, a shared list of prefixes) go.
          program.scope.crawl();
          for (const declaration of program.get('body').filter((statement) => statement.isImportDeclaration())) {
            for (const specifier of declaration.get('specifiers')) {
              if (!program.scope.getBinding(specifier.node.local.name)?.referenced) specifier.remove();
            }
            if (declaration.node.specifiers.length === 0) declaration.remove();
          }
        },
      },
    },
  };
};
