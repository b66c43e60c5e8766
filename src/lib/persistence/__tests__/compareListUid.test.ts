import { BrowserPersistence } from '../BrowserPersistence';
import { storedCompareListUid, storeCompareListUid, subscribeCompareListUid } from '../compareListUid';
import { StorageKeys } from '../keys';
import { MemoryStorage } from '../memoryStorage';

describe('the compare list uid in browser storage', () => {
  const persistence = () => new BrowserPersistence({ storage: new MemoryStorage() });

  it('is remembered, forgotten, and read as none when what is stored is no uid', () => {
    const storage = persistence();
    expect(storedCompareListUid(storage)).toBeNull();
    storeCompareListUid('list-1', storage);
    expect(storedCompareListUid(storage)).toBe('list-1');
    storeCompareListUid(null, storage);
    expect(storage.getItem(StorageKeys.compareListUid)).toBeUndefined();
    storage.setItem(StorageKeys.compareListUid, 42);
    expect(storedCompareListUid(storage)).toBeNull();
  });

  it('tells every reader of a change in this tab and, through storage events, in others', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeCompareListUid(listener);
    storeCompareListUid('list-2', persistence());
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: new BrowserPersistence().keyFor(StorageKeys.compareListUid), newValue: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    storeCompareListUid(null, persistence());
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
