import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { readLocalePreference, writeLocalePreference } from '../../../../lib/i18n/localePreference';

afterEach(() => writeLocalePreference(null));

describe('/setting', () => {
  it('switches this device to Bahasa Indonesia and back to the store language', async () => {
    await renderApp('/setting', { signedIn: true });
    expect(await screen.findByRole('radio', { name: "The store's language" })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Bahasa Indonesia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(readLocalePreference()).toBe('id_ID');
    // The shop speaks Indonesian at once: the page's own strings arrive with their group.
    expect(await screen.findByRole('button', { name: 'Simpan Pengaturan' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Bahasa toko' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(readLocalePreference()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
  });
});
