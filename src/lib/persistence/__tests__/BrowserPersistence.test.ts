import { BrowserPersistence } from '../BrowserPersistence';
import { PERSISTENCE_PREFIX, StorageKeys } from '../keys';
import { MemoryStorage } from '../memoryStorage';

function setup(start = 1_000_000) {
  let time = start;
  const storage = new MemoryStorage();
  const events = new EventTarget();
  const persistence = new BrowserPersistence({ storage, now: () => time, events });
  return { persistence, storage, events, advance: (ms: number) => (time += ms) };
}

describe('BrowserPersistence', () => {
  it('writes a namespaced { value, timeStored, ttl } record holding the JSON value', () => {
    const { persistence, storage } = setup(5000);
    persistence.setItem(StorageKeys.signinToken, 'abc', 3600);

    const raw = storage.getItem(`M2_VENIA_BROWSER_PERSISTENCE__${StorageKeys.signinToken}`);
    expect(JSON.parse(raw!)).toEqual({ value: '"abc"', timeStored: 5000, ttl: 3600 });
    expect(persistence.getRawItem(StorageKeys.signinToken)).toBe(raw);
    expect(persistence.keyFor('x')).toBe(`${PERSISTENCE_PREFIX}x`);
  });

  it('reads back objects, and undefined for a missing key', () => {
    const { persistence } = setup();
    persistence.setItem('shipping_address', { city: 'Jakarta', street: ['Jl. Sudirman 1'] });
    expect(persistence.getItem('shipping_address')).toEqual({ city: 'Jakarta', street: ['Jl. Sudirman 1'] });
    expect(persistence.getItem('nothing')).toBeUndefined();
  });

  it('keeps a record until its ttl passes, then reads it as missing and removes it', () => {
    const { persistence, advance } = setup();
    persistence.setItem('signin_token', 'tok', 10);

    advance(10_000);
    expect(persistence.getItem('signin_token')).toBe('tok');

    advance(1);
    expect(persistence.getItem('signin_token')).toBeUndefined();
    expect(persistence.getRawItem('signin_token')).toBeNull();
  });

  it('never expires a record stored without a ttl', () => {
    const { persistence, advance } = setup();
    persistence.setItem('cartId', 'cart-1');
    advance(365 * 24 * 3600 * 1000);
    expect(persistence.getItem('cartId')).toBe('cart-1');
  });

  it('removes a record', () => {
    const { persistence } = setup();
    persistence.setItem('cartId', 'cart-1');
    persistence.removeItem('cartId');
    expect(persistence.getItem('cartId')).toBeUndefined();
  });

  it('treats a corrupt record as missing', () => {
    const { persistence, storage } = setup();
    storage.setItem(persistence.keyFor('cartId'), '{not json');
    expect(persistence.getItem('cartId')).toBeUndefined();
  });

  it('tells subscribers what another tab wrote under their key only', () => {
    const { persistence, events } = setup();
    const seen: unknown[] = [];
    const unsubscribe = persistence.subscribe('cartId', (value) => seen.push(value));
    const announce = (key: string, newValue: string | null) => {
      const event = new Event('storage');
      Object.assign(event, { key, newValue });
      events.dispatchEvent(event);
    };

    announce(persistence.keyFor('cartId'), JSON.stringify({ value: '"other"', timeStored: 1 }));
    announce(persistence.keyFor('signin_token'), JSON.stringify({ value: '"t"', timeStored: 1 }));
    announce(persistence.keyFor('cartId'), null);
    unsubscribe();
    announce(persistence.keyFor('cartId'), JSON.stringify({ value: '"late"', timeStored: 1 }));

    expect(seen).toEqual(['other', undefined]);
  });

  it('uses localStorage by default', () => {
    const persistence = new BrowserPersistence();
    persistence.setItem('store_view_code', 'default');
    expect(JSON.parse(localStorage.getItem(`${PERSISTENCE_PREFIX}store_view_code`)!).value).toBe('"default"');
    persistence.removeItem('store_view_code');
  });
});
