import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The server reads the storefront only through its React-free page layer: every import from
 * server/ into src/ is src/app/pages/forServer.ts, and nothing it reaches is a component or imports
 * React (a page's component stays behind its `() => import(...)`, which the server never calls).
 */

const ROOT = path.resolve(__dirname, '..', '..');
const SRC = path.join(ROOT, 'src');
const SERVER = path.join(ROOT, 'server');
const PAGE_LAYER = path.join(SRC, 'app', 'pages', 'forServer.ts');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

interface Imports {
  /** Value imports, resolved to files (relative specifiers) or left bare (packages). */
  files: string[];
  packages: string[];
}

function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier.split('?')[0]);
  const file = EXTENSIONS.map((extension) => base + extension).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!file) throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${specifier}`);
  return file;
}

/** What a module imports for its values when it runs (type-only imports vanish; `import()` counts only when called, so it is left out). */
function importsOf(file: string): Imports {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imports: Imports = { files: [], packages: [] };
  for (const statement of source.statements) {
    const specifier =
      ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && !onlyTypes(statement)
        ? statement.moduleSpecifier
        : ts.isExportDeclaration(statement) && !statement.isTypeOnly
          ? statement.moduleSpecifier
          : undefined;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    if (specifier.text.startsWith('.')) imports.files.push(resolve(file, specifier.text));
    else imports.packages.push(specifier.text);
  }
  return imports;
}

/** `import { type A, type B } from '...'` keeps nothing at run time. */
function onlyTypes(statement: ts.ImportDeclaration): boolean {
  const bindings = statement.importClause?.namedBindings;
  return Boolean(statement.importClause && !statement.importClause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly));
}

const serverFiles = (fs.readdirSync(SERVER, { recursive: true, withFileTypes: true }) as fs.Dirent[])
  .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/__tests__|[\\/]test[\\/]?/.test(path.relative(SERVER, path.join(entry.parentPath, entry.name))))
  .map((entry) => path.join(entry.parentPath, entry.name));

describe('the server and the storefront', () => {
  it('finds the server code', () => {
    expect(serverFiles.length).toBeGreaterThan(10);
  });

  it('imports only the page layer from src/', () => {
    const reached = serverFiles.flatMap((file) => importsOf(file).files.filter((target) => target.startsWith(SRC + path.sep)).map((target) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`));
    expect(reached.filter((edge) => !edge.endsWith(path.relative(ROOT, PAGE_LAYER)))).toEqual([]);
    expect(reached.length).toBeGreaterThan(0);
  });

  it('reaches no component and no React through the page layer', () => {
    const seen = new Set<string>();
    const pending = [PAGE_LAYER];
    const problems: string[] = [];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      if (file.endsWith('.tsx')) problems.push(`${path.relative(ROOT, file)} is a component`);
      const { files, packages } = importsOf(file);
      for (const name of packages.filter((name) => name === 'react' || name.startsWith('react/') || name.startsWith('react-dom') || name === 'react-intl')) problems.push(`${path.relative(ROOT, file)} imports ${name}`);
      pending.push(...files.filter((target) => target.endsWith('.ts') || target.endsWith('.tsx')));
    }
    expect(problems).toEqual([]);
    // The page layer does reach every page module (through the generated list) and their first paints.
    expect([...seen].filter((file) => file.endsWith('.page.ts')).length).toBeGreaterThan(40);
    expect([...seen].some((file) => file.endsWith('home.firstPaint.ts'))).toBe(true);
  });
});
