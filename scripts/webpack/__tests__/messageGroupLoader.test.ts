import path from 'node:path';
import { type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

// The loader is CommonJS run by webpack; here it gets a minimal loader context.
const messageGroupLoader = require('../messageGroupLoader') as (this: unknown, source: string) => void;

const I18N = path.resolve(__dirname, '..', '..', '..', 'i18n');

/** Runs the loader on `source` as if webpack imported `<file>?<query>`; resolves with its output. */
function runLoader(file: string, query: string, source: string) {
  const dependencies: string[] = [];
  const output = new Promise<string>((resolve, reject) => {
    const context = {
      resourcePath: path.join(I18N, file),
      resourceQuery: query,
      addDependency: (dependency: string) => dependencies.push(dependency),
      // Webpack builds and runs the TypeScript registry; Jest can require it.
      importModule: (request: string) => Promise.resolve(require(request)),
      async: () => (error: Error | null, result?: string) => (error ? reject(error) : resolve(result!)),
    };
    messageGroupLoader.call(context, source);
  });
  const parsed = output.then((text) => JSON.parse(text) as Record<string, MessageFormatElement[]>);
  // Each message leaves parsed; printed back, it reads as the ICU text it came from.
  const asText = parsed.then((messages) => Object.fromEntries(Object.entries(messages).map(([id, ast]) => [id, printAST(ast)])));
  return { output: asText, parsed, dependencies };
}

describe('messageGroupLoader (i18n/<locale>.json?group=<name>)', () => {
  const english = JSON.stringify({ 'product.sku': 'SKU: {sku}', 'reviews.title': 'Reviews', 'header.wishlist': 'Wishlist', 'search.title': 'Search' });

  it('keeps only the ids of the group', async () => {
    await expect(runLoader('en_US.json', '?group=product-page', english).output).resolves.toEqual({ 'product.sku': 'SKU: {sku}', 'reviews.title': 'Reviews' });
  });

  it('gives the chrome the ids no group takes and the ids it lists whole', async () => {
    await expect(runLoader('en_US.json', '?group=chrome', english).output).resolves.toEqual({ 'header.wishlist': 'Wishlist', 'search.title': 'Search' });
  });

  it('fills a translation’s missing ids with the English text, and rebuilds when en_US.json changes', async () => {
    const { output, dependencies } = runLoader('id_ID.json', '?group=product-page', JSON.stringify({ 'product.sku': 'SKU: {sku}' }));
    const cut = await output;
    expect(cut['product.sku']).toBe('SKU: {sku}');
    // From the real i18n/en_US.json: a product page string the translation above lacks.
    expect(cut['product.addToCart']).toBe('Add to Cart');
    expect(dependencies).toEqual([path.join(I18N, 'en_US.json')]);
  });

  it('parses each message, so the browser needs no ICU parser', async () => {
    const { parsed } = runLoader('en_US.json', '?group=product-page', english);
    expect((await parsed)['product.sku']).toEqual([
      { type: 0, value: 'SKU: ' },
      { type: 1, value: 'sku' },
    ]);
  });

  it('fails the build for a message that is not valid ICU', async () => {
    const broken = JSON.stringify({ 'product.sku': 'SKU: {sku' });
    await expect(runLoader('en_US.json', '?group=product-page', broken).output).rejects.toThrow();
  });

  it('fails the build for an unknown group or a missing one', async () => {
    await expect(runLoader('en_US.json', '?group=nope', english).output).rejects.toThrow('Unknown message group "nope"');
    await expect(runLoader('en_US.json', '?other=1', english).output).rejects.toThrow('say which message group');
  });
});
