import { readStoreViewCode } from '../../apollo/persistenceContract';
import { appPersistence } from '../../persistence/appPersistence';
import { StorageKeys } from '../../persistence/keys';
import { applyLanguageChange, languageChange } from '../languageChange';
import { readLocalePreference, writeLocalePreference } from '../localePreference';

const ONE_VIEW = [{ store_code: 'default', locale: 'en_US' }];
const TWO_VIEWS = [...ONE_VIEW, { store_code: 'id', locale: 'id_ID' }];

afterEach(() => {
  writeLocalePreference(null);
  appPersistence().removeItem(StorageKeys.storeViewCode);
  appPersistence().removeItem(StorageKeys.storeViewCurrency);
});

describe('languageChange', () => {
  it('selects the store view that speaks the language when the store group has one', () => {
    expect(languageChange('id_ID', TWO_VIEWS, 'default')).toEqual({ kind: 'storeView', storeCode: 'id' });
    expect(languageChange('en_US', TWO_VIEWS, 'id')).toEqual({ kind: 'storeView', storeCode: 'default' });
  });

  it('keeps the store view and shows the language on this device when no other view speaks it', () => {
    // The demo shop: one store view, in English.
    expect(languageChange('id_ID', ONE_VIEW, 'default')).toEqual({ kind: 'preference', locale: 'id_ID' });
    expect(languageChange('en_US', TWO_VIEWS, 'default')).toEqual({ kind: 'preference', locale: 'en_US' });
    // Magento did not say (an error, an older store): the device preference, as /setting always did.
    expect(languageChange('id_ID', [], 'default')).toEqual({ kind: 'preference', locale: 'id_ID' });
  });

  it("follows the store view's own language when none is chosen", () => {
    expect(languageChange(null, TWO_VIEWS, 'default')).toEqual({ kind: 'preference', locale: null });
  });
});

describe('applyLanguageChange', () => {
  it('writes the preference, which the shop follows at once', () => {
    const reload = jest.fn();
    applyLanguageChange({ kind: 'preference', locale: 'id_ID' }, reload);
    expect(readLocalePreference()).toBe('id_ID');
    applyLanguageChange({ kind: 'preference', locale: null }, reload);
    expect(readLocalePreference()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("stores the new store view for the Store header, drops the device's language and currency, and reloads under it", () => {
    writeLocalePreference('en_US');
    appPersistence().setItem(StorageKeys.storeViewCurrency, 'USD');
    const reload = jest.fn();
    applyLanguageChange({ kind: 'storeView', storeCode: 'id' }, reload);
    expect(readStoreViewCode(appPersistence())).toBe('id');
    expect(readLocalePreference()).toBeNull();
    expect(appPersistence().getItem(StorageKeys.storeViewCurrency)).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
