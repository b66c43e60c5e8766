import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPages } from '../codegen/pages';

/** A features folder with the given files (path -> source). */
function features(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

const page = (name: string, paths: string[]) => `export default { name: '${name}', paths: ${JSON.stringify(paths)}, titleId: '${name}.title', component: () => Promise.resolve({ default: () => null }) };\n`;

describe('codegen: the page modules', () => {
  it('finds every page module, with the first paint beside it', () => {
    const dir = features({ 'content/faq/faq.page.ts': page('faq', ['/faq']), 'content/faq/faq.firstPaint.ts': 'export default async () => null;\n', 'cart/cart.page.ts': page('cart', ['/cart']) });
    expect(loadPages(dir).map(({ page: { name }, firstPaint }) => ({ name, firstPaint: firstPaint && path.basename(firstPaint) }))).toEqual([
      { name: 'cart', firstPaint: null },
      { name: 'faq', firstPaint: 'faq.firstPaint.ts' },
    ]);
  });

  it('names a page file after its page', () => {
    expect(() => loadPages(features({ 'content/faq/questions.page.ts': page('faq', ['/faq']) }))).toThrow(/named after its page/);
  });

  it('refuses a path two pages answer', () => {
    expect(() => loadPages(features({ 'a/one.page.ts': page('one', ['/same']), 'b/two.page.ts': page('two', ['/two', '/same']) }))).toThrow(/path \/same is already one's/);
  });

  it('refuses a first paint without its page', () => {
    expect(() => loadPages(features({ 'a/one.page.ts': page('one', ['/one']), 'a/two.firstPaint.ts': 'export default async () => null;\n' }))).toThrow(/no page module two\.page\.ts/);
  });
});
