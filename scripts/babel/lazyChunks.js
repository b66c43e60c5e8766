// Babel plugin for the app's lazy parts, so each is declared once:
// - a page module (`src/features/**/<name>.page.ts`, src/app/pages/definePage.ts): its
//   `component: () => import('./Page')` gets `webpackChunkName: "<name>"` (the server preloads the
//   page's chunk by that name); in the browser's build `messages` compiles to its group's name
//   (the prefixes only matter to `npm run codegen` and the message files' cut), the `name` goes
//   (the chunk and the group carry it) and `definePage(...)`, a typed identity, compiles to the
//   page itself: every page's declaration is in the first JavaScript;
// - `withMessageGroup('<group>', () => import('./Part'))` anywhere, and a page with strings: in
//   the browser's build the import becomes `import('./Part?withStrings=<group>')`, a module that
//   re-exports the part and its group's English strings (scripts/webpack/withStringsLoader.js),
//   so one request brings both.
const PAGE_FILE = /\.page\.ts$/;

/**
 * @param {import('@babel/core')} babel
 * @param {{ withStrings?: boolean }} options withStrings: the browser's build (webpack) rewrites as above
 */
module.exports = function lazyChunks({ types: t }, { withStrings = false } = {}) {
  const propertyNamed = (object, name) =>
    object.get('properties').find((property) => property.isObjectProperty() && !property.node.computed && t.isIdentifier(property.node.key, { name }));

  /** The specifier of `() => import('<specifier>')`, or null. */
  function lazyImportSpecifier(load) {
    const body = load?.isArrowFunctionExpression() ? load.get('body') : null;
    const [specifier] = body?.isCallExpression() && body.get('callee').isImport() ? body.node.arguments : [];
    return specifier && t.isStringLiteral(specifier) ? specifier : null;
  }

  const bringStrings = (specifier, group) => {
    if (withStrings && group) specifier.value = `${specifier.value}?withStrings=${group}`;
  };

  /** The page's message group: a shared group's name, or the page's own name for a list of prefixes. */
  function messageGroup(messages, pageName) {
    if (!messages) return null;
    const value = messages.get('value');
    if (value.isStringLiteral()) return value.node.value;
    if (!value.isArrayExpression()) throw value.buildCodeFrameError("a page's `messages` is a list of prefixes or a shared group's name");
    if (withStrings) value.replaceWith(t.stringLiteral(pageName));
    return pageName;
  }

  function pageModule(path) {
    const [page] = path.get('arguments');
    if (!page || !page.isObjectExpression()) throw path.buildCodeFrameError('definePage takes the page as an object literal');
    const name = propertyNamed(page, 'name');
    if (!name || !name.get('value').isStringLiteral()) throw page.buildCodeFrameError("a page module needs a literal `name`: it names the page's chunk");
    const pageName = name.node.value.value;
    const group = messageGroup(propertyNamed(page, 'messages'), pageName);
    const component = propertyNamed(page, 'component');
    const specifier = lazyImportSpecifier(component?.get('value'));
    if (!specifier) throw (component ?? page).buildCodeFrameError("a page's `component` is `() => import('./ItsComponent')`");
    if ((specifier.leadingComments ?? []).some((comment) => comment.value.includes('webpackChunkName'))) {
      throw component.buildCodeFrameError("leave the chunk's name to the page's `name`");
    }
    bringStrings(specifier, group);
    t.addComment(specifier, 'leading', ` webpackChunkName: "${pageName}" `);
    if (withStrings) {
      name.remove();
      path.replaceWith(page.node);
    }
  }

  return {
    name: 'lazy-chunks',
    visitor: {
      CallExpression(path, state) {
        const callee = path.get('callee');
        if (callee.isIdentifier({ name: 'definePage' }) && PAGE_FILE.test(state.filename ?? '')) pageModule(path);
        else if (callee.isIdentifier({ name: 'withMessageGroup' })) {
          const [group, load] = path.get('arguments');
          const specifier = lazyImportSpecifier(load);
          if (group?.isStringLiteral() && specifier) bringStrings(specifier, group.node.value);
        }
      },
      Program: {
        exit(program, state) {
          if (!withStrings || !PAGE_FILE.test(state.filename ?? '')) return;
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
