import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { readLocalePreference, writeLocalePreference } from '../../../../lib/i18n/localePreference';
import { LanguageChoice } from '../LanguageChoice';
import { LanguageSwitcher } from '../LanguageSwitcher';

// The demo shop: one store view, in English (Magento's availableStores).
const oneStoreView = {
  getStoreViews: () => ({ data: { availableStores: [{ __typename: 'StoreConfig', store_code: 'default', locale: 'en_US' }] } }),
};

afterEach(() => act(() => writeLocalePreference(null)));

describe('LanguageSwitcher', () => {
  it('names the language shown, and switches the shop to the one chosen on this device', async () => {
    const user = userEvent.setup();
    await renderApp('/', { ui: <LanguageSwitcher />, resolvers: oneStoreView });
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const menu = await screen.findByRole('region', { name: 'Language' });
    expect(within(menu).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    const indonesian = within(menu).getByRole('button', { name: 'Bahasa Indonesia' });
    expect(indonesian).toHaveAttribute('aria-pressed', 'false');
    expect(indonesian).toHaveAttribute('lang', 'id-ID');

    await user.click(indonesian);
    expect(readLocalePreference()).toBe('id_ID');
    expect(await screen.findByRole('button', { name: 'Bahasa: Bahasa Indonesia' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Bahasa' })).not.toBeInTheDocument();
  });

  it('closes on Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    await renderApp('/', { ui: <LanguageSwitcher />, resolvers: oneStoreView });
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.tab();
    expect(within(await screen.findByRole('region', { name: 'Language' })).getByRole('button', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveFocus();
  });
});

describe('LanguageChoice', () => {
  it('chooses even when the store cannot say which store views it has', async () => {
    const user = userEvent.setup();
    await renderApp('/', { ui: <LanguageChoice variant="buttons" />, resolvers: { getStoreViews: () => ({ networkError: new Error('Failed to fetch') }) } });
    await user.click(screen.getByRole('button', { name: 'Bahasa Indonesia' }));
    expect(readLocalePreference()).toBe('id_ID');
    expect(await screen.findByRole('button', { name: 'Bahasa Indonesia', pressed: true })).toBeInTheDocument();
  });
});
