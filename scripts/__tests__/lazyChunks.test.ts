import { transformSync } from '@babel/core';
import path from 'node:path';

const PLUGIN = path.resolve(__dirname, '..', 'babel', 'lazyChunks.js');

/** The page module's code as the given build compiles it (the plugin alone, TypeScript stripped). */
function compile(source: string, { withStrings, filename = '/src/features/content/faq/faq.page.ts' }: { withStrings: boolean; filename?: string }) {
  return transformSync(source, { filename, configFile: false, babelrc: false, presets: ['@babel/preset-typescript'], plugins: [[PLUGIN, { withStrings }]] })!.code!;
}

/** The chunk name and specifier of the compiled `import()`. */
function lazyImportOf(code: string): { chunk: string | null; specifier: string } | null {
  const match = /import\(\s*(?:\/\*\s*webpackChunkName: "([^"]+)"\s*\*\/\s*)?["']([^"']+)["']\s*\)/.exec(code);
  return match ? { chunk: match[1] ?? null, specifier: match[2] } : null;
}

const faqPage = (messages: string) => `import { definePage } from '../../../app/pages/definePage';
import { LISTING } from './listing';
export const prefixes = LISTING;
export default definePage({ name: 'faq', paths: ['/faq'], titleId: 'faq.title', messages: ${messages}, component: () => import('./FaqPage') });`;

describe('page modules in the build (scripts/babel/lazyChunks.js)', () => {
  it("loads a page with its own strings through its chunk module, named after the page, and keeps only its group's name", () => {
    const code = compile(faqPage("['faq', 'contact']"), { withStrings: true });
    expect(lazyImportOf(code)).toEqual({ chunk: 'faq', specifier: './FaqPage?withStrings=faq' });
    expect(code).toMatch(/messages: ["']faq["']/);
    expect(code).not.toContain("'contact'");
    // The declaration itself is the page: definePage is a typed identity, and its import goes; the name is in the chunk and the group.
    expect(code).not.toContain('definePage');
    expect(code).not.toMatch(/name:/);
  });

  it("loads a page of a shared group with that group's strings", () => {
    expect(lazyImportOf(compile(faqPage("'account'"), { withStrings: true }))).toEqual({ chunk: 'faq', specifier: './FaqPage?withStrings=account' });
  });

  it('only names the chunk of a page without strings of its own', () => {
    const code = compile(`export default definePage({ name: 'home', paths: ['/'], titleId: 'home.title', component: () => import('./HomePage') });`, { withStrings: true, filename: '/src/features/content/home/home.page.ts' });
    expect(lazyImportOf(code)).toEqual({ chunk: 'home', specifier: './HomePage' });
  });

  it('leaves the page as written outside webpack (tests and codegen read the prefixes), chunk name aside', () => {
    const code = compile(faqPage("['faq']"), { withStrings: false });
    expect(lazyImportOf(code)).toEqual({ chunk: 'faq', specifier: './FaqPage' });
    expect(code).toMatch(/messages: \[["']faq["']\]/);
    expect(code).toContain('definePage(');
  });

  it('leaves files that are not page modules alone', () => {
    const source = `export default definePage({ name: 'faq', component: () => import('./FaqPage') });`;
    expect(lazyImportOf(compile(source, { withStrings: true, filename: '/src/features/content/faq/pages.ts' }))).toEqual({ chunk: null, specifier: './FaqPage' });
  });

  it("brings a lazy part's strings into its chunk, wherever withMessageGroup loads it", () => {
    const source = `const Footer = lazy(withMessageGroup('footer', () => import(/* webpackChunkName: "footer" */ './Footer')));`;
    expect(lazyImportOf(compile(source, { withStrings: true, filename: '/src/app/layout/lazyChrome.ts' }))).toEqual({ chunk: 'footer', specifier: './Footer?withStrings=footer' });
    expect(lazyImportOf(compile(source, { withStrings: false, filename: '/src/app/layout/lazyChrome.ts' }))).toEqual({ chunk: 'footer', specifier: './Footer' });
  });

  it('refuses what it cannot read: a computed name, a component that is not an import, a chunk named by hand', () => {
    expect(() => compile(`const n = 'faq'; export default definePage({ name: n, component: () => import('./FaqPage') });`, { withStrings: true })).toThrow(/literal `name`/);
    expect(() => compile(`export default definePage({ name: 'faq', component: load });`, { withStrings: true })).toThrow(/import\('\.\/ItsComponent'\)/);
    expect(() => compile(`export default definePage({ name: 'faq', component: () => import(/* webpackChunkName: "x" */ './FaqPage') });`, { withStrings: true })).toThrow(/leave the chunk's name/);
  });
});
