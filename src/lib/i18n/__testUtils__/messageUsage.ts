import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Reads the storefront's sources the way webpack bundles them, to tell which message ids each part
 * of the app uses: static imports put a module in its importer's chunk, `import()` starts a lazy
 * part, and `withMessageGroup('<group>', () => import(...))` or a page module's
 * `definePage({ name, messages, component: () => import(...) })` says which message group comes
 * with that part. A message id is any string literal equal to an id of i18n/en_US.json, or a literal
 * or template head ending in a dot that starts ids ('sort.' + key, `sort.${key}`).
 */

export const SRC = path.resolve(__dirname, '..', '..', '..');

export interface LazyImport {
  /** Absolute path of the module `import()` loads. */
  target: string;
  /** The message group it comes with (`withMessageGroup`'s first argument, a page's `messages`), if any. */
  group: string | null;
  /** The page module's name when the import is a page's component. */
  page: string | null;
  /** Ids the page module declares for its component to show (its `introId`). */
  shows: string[];
}

export interface ModuleFacts {
  /** Modules it imports for their values or side effects (type-only imports vanish in the build). */
  imports: string[];
  lazy: LazyImport[];
  /** Message ids it uses. */
  ids: Set<string>;
  /** Non-relative specifiers of its `export ... from` declarations with the names they export. */
  reexports: Array<{ from: string; names: string[] }>;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.split('?')[0]);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(SRC, from)}: cannot resolve ${specifier}`);
}

function isDynamicImport(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
}

interface LazyContext {
  group: string | null;
  page: string | null;
  shows: string[];
}

/** definePage's properties whose id the page's component shows (PageIntro), not the entry. */
const SHOWN_BY_COMPONENT = ['introId'];

/** `import(/* webpackMode: "eager" *\/ './x')`: no chunk of its own, the module joins its importer's. */
function isEagerImport(call: ts.CallExpression, sourceText: string): boolean {
  const [specifier] = call.arguments;
  // The magic comment is the trivia before the specifier (TypeScript's leading comments skip a comment on the same line).
  return Boolean(specifier) && /webpackMode:\s*["']eager["']/.test(sourceText.slice(specifier.pos, specifier.getStart()));
}

const literalProperty = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find((property): property is ts.PropertyAssignment => ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name)?.initializer;

/**
 * What a lazy import inside `node` comes with: `withMessageGroup('<group>', ...)`'s group, or a
 * page module's (`definePage({ name, messages })`: a shared group's name, else the page's own).
 */
function lazyContextOf(node: ts.Node): LazyContext | null {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return null;
  const [first] = node.arguments;
  if (node.expression.text === 'withMessageGroup') return first && ts.isStringLiteralLike(first) ? { group: first.text, page: null, shows: [] } : null;
  if (node.expression.text !== 'definePage' || !first || !ts.isObjectLiteralExpression(first)) return null;
  const name = literalProperty(first, 'name');
  const messages = literalProperty(first, 'messages');
  const page = name && ts.isStringLiteralLike(name) ? name.text : null;
  const shows = SHOWN_BY_COMPONENT.map((property) => literalProperty(first, property)).flatMap((value) => (value && ts.isStringLiteralLike(value) ? [value.text] : []));
  if (!messages) return { group: null, page, shows };
  return { group: ts.isStringLiteralLike(messages) ? messages.text : page, page, shows };
}

/** A string that is the value of one of definePage's SHOWN_BY_COMPONENT properties. */
const isShownByComponent = (node: ts.Node) =>
  ts.isPropertyAssignment(node.parent) && node.parent.initializer === node && ts.isIdentifier(node.parent.name) && SHOWN_BY_COMPONENT.includes(node.parent.name.text);

export function createModuleReader(messageIds: readonly string[]) {
  const known = new Set(messageIds);
  const cache = new Map<string, ModuleFacts>();

  function idsStartingWith(start: string): string[] {
    return messageIds.filter((id) => id.startsWith(start));
  }

  return function read(file: string): ModuleFacts {
    const cached = cache.get(file);
    if (cached) return cached;
    const facts: ModuleFacts = { imports: [], lazy: [], ids: new Set(), reexports: [] };
    cache.set(file, facts);
    if (!/\.(ts|tsx|js)$/.test(file)) return facts;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const addImport = (specifier: string) => {
      const resolved = resolveRelative(file, specifier);
      if (resolved) facts.imports.push(resolved);
    };
    const visit = (node: ts.Node, context: LazyContext) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
        addImport(node.moduleSpecifier.text);
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
        addImport(node.moduleSpecifier.text);
        const names = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements.map((element) => `${element.propertyName?.text ?? element.name.text} as ${element.name.text}`) : [];
        facts.reexports.push({ from: node.moduleSpecifier.text, names });
      } else if (isDynamicImport(node)) {
        const [specifier] = node.arguments;
        const target = specifier && ts.isStringLiteralLike(specifier) ? resolveRelative(file, specifier.text) : null;
        if (target && isEagerImport(node, source.text)) facts.imports.push(target);
        else if (target) facts.lazy.push({ target, ...context });
      }
      if (ts.isStringLiteralLike(node) && context.shows.includes(node.text) && isShownByComponent(node)) {
        // The page's component shows it, with the page's strings: counted on the lazy part below.
      } else if (ts.isStringLiteralLike(node)) {
        if (known.has(node.text)) facts.ids.add(node.text);
        else if (/^[A-Za-z]+\.$/.test(node.text)) for (const id of idsStartingWith(node.text)) facts.ids.add(id);
      } else if (ts.isTemplateExpression(node) && /^[A-Za-z]+\./.test(node.head.text)) {
        for (const id of idsStartingWith(node.head.text)) facts.ids.add(id);
      }
      const inner = lazyContextOf(node) ?? context;
      ts.forEachChild(node, (child) => visit(child, inner));
    };
    visit(source, { group: null, page: null, shows: [] });
    return facts;
  };
}

export type ModuleReader = ReturnType<typeof createModuleReader>;

/** Every module `start` pulls in with static imports (itself included). */
export function staticClosure(start: string, read: ModuleReader): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...read(file).imports);
  }
  return seen;
}

export interface PartVisit {
  file: string;
  /** The message groups loaded whenever this module runs there: chrome and its lazy parts' groups. */
  groups: ReadonlySet<string>;
  /** How the app got there: the lazy imports from the entry, for messages. */
  via: string[];
  /** Ids its page module declares for it to show (a page component's `introId`). */
  shows: string[];
}

/**
 * Walks the app from its entry as the browser loads it: each module with the message groups that
 * are loaded whenever it runs (chrome, plus the group of every lazy part on the way; a plain
 * `import()` inside a part keeps its groups).
 */
export function walkParts(entry: string, read: ModuleReader, chromeGroup: string): PartVisit[] {
  const visits: PartVisit[] = [];
  const seen = new Set<string>();
  const pending: PartVisit[] = [{ file: entry, groups: new Set([chromeGroup]), via: [], shows: [] }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const id = `${visit.file}|${[...visit.groups].sort().join(',')}`;
    if (seen.has(id)) continue;
    seen.add(id);
    visits.push(visit);
    const facts = read(visit.file);
    for (const file of facts.imports) pending.push({ file, groups: visit.groups, via: visit.via, shows: [] });
    for (const { target, group, shows } of facts.lazy) {
      pending.push({ file: target, groups: group ? new Set([...visit.groups, group]) : visit.groups, via: [...visit.via, path.relative(path.dirname(SRC), target)], shows });
    }
  }
  return visits;
}
