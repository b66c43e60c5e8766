import type { Messages } from '../locale';
import type { Translation } from '../messageTranslations';

type Catalog = typeof import('../messageCatalog');

const CHROME_ENGLISH: Messages = { 'header.wishlist': 'Wishlist', 'footer.followUs': 'Follow us' };

/** A deferred answer, to decide when a chunk "arrives". */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Chunk = Messages | Error | Promise<{ default: Messages }>;

/**
 * A fresh catalog (its state is the module's) whose Indonesian chunks answer from `indonesian`:
 * `chrome` and each group's strings, an Error to fail that chunk, or a promise to answer later.
 */
function freshCatalog(indonesian: Partial<Record<'chrome' | 'footer' | 'product-page', Chunk>>) {
  const requested: string[] = [];
  const answer = (name: 'chrome' | 'footer' | 'product-page'): Promise<{ default: Messages }> => {
    requested.push(name);
    const value = indonesian[name];
    if (value instanceof Promise) return value;
    return value instanceof Error || value === undefined ? Promise.reject(value ?? new Error(`no ${name}`)) : Promise.resolve({ default: value });
  };
  let catalog!: Catalog;
  jest.isolateModules(() => {
    jest.doMock('../messageTranslations', () => ({
      isTranslatedLocale: (locale: string) => locale === 'id_ID',
      TRANSLATIONS: {
        id_ID: () =>
          answer('chrome').then(
            ({ default: chrome }): Translation => ({
              chrome,
              groups: { footer: () => answer('footer'), 'product-page': () => answer('product-page') } as unknown as Translation['groups'],
            }),
          ),
      },
    }));
    catalog = require('../messageCatalog') as Catalog;
  });
  const shown = (locale: string) => catalog.messagesFor(catalog.currentCatalog(), locale, CHROME_ENGLISH);
  return { catalog, requested, shown };
}

afterEach(() => jest.dontMock('../messageTranslations'));

describe('messageCatalog', () => {
  it('shows the chrome’s English, then each lazy part’s English as its chunk arrives', () => {
    const { catalog, shown } = freshCatalog({});
    const listener = jest.fn();
    catalog.subscribeToCatalog(listener);
    expect(shown('en_US')).toEqual(CHROME_ENGLISH);
    catalog.addEnglishMessages({ 'product.sku': 'SKU: {sku}' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(shown('en_US')).toEqual({ ...CHROME_ENGLISH, 'product.sku': 'SKU: {sku}' });
  });

  it('loads nothing for an English store', async () => {
    const { catalog, requested } = freshCatalog({});
    await catalog.prepareLocale('en_US');
    await catalog.requestMessageGroup('footer');
    expect(requested).toEqual([]);
  });

  it('switches to Indonesian with the chrome’s and every part’s translation loaded, English where one is missing', async () => {
    const { catalog, requested, shown } = freshCatalog({
      chrome: { 'header.wishlist': 'Daftar Keinginan' },
      'product-page': { 'product.sku': 'SKU Indonesia: {sku}' },
    });
    await catalog.requestMessageGroup('product-page');
    catalog.addEnglishMessages({ 'product.sku': 'SKU: {sku}', 'product.addToCart': 'Add to Cart' });
    await catalog.prepareLocale('id_ID');
    expect(requested).toEqual(['chrome', 'product-page']);
    expect(shown('id_ID')).toEqual({
      'header.wishlist': 'Daftar Keinginan',
      'footer.followUs': 'Follow us',
      'product.sku': 'SKU Indonesia: {sku}',
      'product.addToCart': 'Add to Cart',
    });
    // English stays as it was for a provider still showing it.
    expect(shown('en_US')['header.wishlist']).toBe('Wishlist');
  });

  it('loads a part asked for after the switch in Indonesian before it may render', async () => {
    const footer = deferred<{ default: Messages }>();
    const { catalog, shown } = freshCatalog({ chrome: {}, footer: footer.promise });
    await catalog.prepareLocale('id_ID');
    let ready = false;
    const request = catalog.requestMessageGroup('footer').then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(false);
    footer.resolve({ default: { 'footer.followUs': 'Ikuti kami' } });
    await request;
    expect(shown('id_ID')['footer.followUs']).toBe('Ikuti kami');
  });

  it('never fails a part because its translation failed: the part shows in English', async () => {
    const { catalog, shown } = freshCatalog({ chrome: { 'header.wishlist': 'Daftar Keinginan' }, footer: new Error('chunk failed') });
    await catalog.prepareLocale('id_ID');
    await expect(catalog.requestMessageGroup('footer')).resolves.toBeDefined();
    catalog.addEnglishMessages({ 'footer.copyright': '© Shop' });
    expect(shown('id_ID')).toMatchObject({ 'header.wishlist': 'Daftar Keinginan', 'footer.copyright': '© Shop' });
  });

  it('rejects a switch whose chrome strings fail, and tries again on the next one', async () => {
    const indonesian: Parameters<typeof freshCatalog>[0] = { chrome: new Error('offline') };
    const { catalog, requested, shown } = freshCatalog(indonesian);
    await expect(catalog.prepareLocale('id_ID')).rejects.toThrow('offline');
    indonesian.chrome = { 'header.wishlist': 'Daftar Keinginan' };
    await catalog.prepareLocale('id_ID');
    expect(requested).toEqual(['chrome', 'chrome']);
    expect(shown('id_ID')['header.wishlist']).toBe('Daftar Keinginan');
  });

  it('knows which locales it has strings for', () => {
    const { catalog } = freshCatalog({});
    expect(catalog.hasMessagesFor('en_US')).toBe(true);
    expect(catalog.hasMessagesFor('id_ID')).toBe(true);
    expect(catalog.hasMessagesFor('fr_FR')).toBe(false);
  });
});
