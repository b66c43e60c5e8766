import { transformSync } from '@babel/core';
import path from 'node:path';

const PLUGIN = path.resolve(__dirname, '..', 'babel', 'pageChunkName.js');

/** The page module's code as the given build compiles it (the plugin alone, TypeScript stripped). */
function compile(source: string, { pageChunks, filename = '/src/features/content/faq/faq.page.ts' }: { pageChunks: boolean; filename?: string }) {
  return transformSync(source, { filename, configFile: false, babelrc: false, presets: ['@babel/preset-typescript'], plugins: [[PLUGIN, { pageChunks }]] })!.code!;
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

describe('page modules in the build (scripts/babel/pageChunkName.js)', () => {
  it("loads a page with its own strings through its chunk module, named after the page, and keeps only its group's name", () => {
    const code = compile(faqPage("['faq', 'contact']"), { pageChunks: true });
    expect(lazyImportOf(code)).toEqual({ chunk: 'faq', specifier: './FaqPage?pageChunk&group=faq' });
    expect(code).toMatch(/messages: ["']faq["']/);
    expect(code).not.toContain("'contact'");
    // The declaration itself is the page: definePage is a typed identity, and its import goes.
    expect(code).not.toContain('definePage');
  });

  it("loads a page of a shared group with that group's strings", () => {
    expect(lazyImportOf(compile(faqPage("'account'"), { pageChunks: true }))).toEqual({ chunk: 'faq', specifier: './FaqPage?pageChunk&group=account' });
  });

  it('only names the chunk of a page without strings of its own', () => {
    const code = compile(`export default definePage({ name: 'home', paths: ['/'], titleId: 'home.title', component: () => import('./HomePage') });`, { pageChunks: true, filename: '/src/features/content/home/home.page.ts' });
    expect(lazyImportOf(code)).toEqual({ chunk: 'home', specifier: './HomePage' });
  });

  it('leaves the page as written outside webpack (tests and codegen read the prefixes), chunk name aside', () => {
    const code = compile(faqPage("['faq']"), { pageChunks: false });
    expect(lazyImportOf(code)).toEqual({ chunk: 'faq', specifier: './FaqPage' });
    expect(code).toMatch(/messages: \[["']faq["']\]/);
    expect(code).toContain('definePage(');
  });

  it('leaves files that are not page modules alone', () => {
    const source = `export default definePage({ name: 'faq', component: () => import('./FaqPage') });`;
    expect(lazyImportOf(compile(source, { pageChunks: true, filename: '/src/features/content/faq/pages.ts' }))).toEqual({ chunk: null, specifier: './FaqPage' });
  });

  it('refuses what it cannot read: a computed name, a component that is not an import, a chunk named by hand', () => {
    expect(() => compile(`const n = 'faq'; export default definePage({ name: n, component: () => import('./FaqPage') });`, { pageChunks: true })).toThrow(/literal `name`/);
    expect(() => compile(`export default definePage({ name: 'faq', component: load });`, { pageChunks: true })).toThrow(/import\('\.\/ItsComponent'\)/);
    expect(() => compile(`export default definePage({ name: 'faq', component: () => import(/* webpackChunkName: "x" */ './FaqPage') });`, { pageChunks: true })).toThrow(/leave the chunk's name/);
  });
});
