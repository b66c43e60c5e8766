import { screen, waitFor } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { renderApp } from '../../__testUtils__/renderApp';
import { type FakeResolvers } from '../../__testUtils__/fakeGraphql';

const withLocale = (locale: string | null): FakeResolvers => ({
  getLocale: () => ({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default', locale } } }),
});

/** Shows the language react-intl formats in and one translated text. */
function LanguageProbe() {
  const { locale } = useIntl();
  return (
    <p data-testid="probe" lang={locale}>
      <FormattedMessage id="cart.title" />
    </p>
  );
}

describe('LocaleProvider', () => {
  it('asks storeConfig for the locale with the getLocale query', async () => {
    const { sent } = await renderApp('/', { ui: <LanguageProbe /> });
    expect(sent.map((operation) => operation.operationName)).toContain('getLocale');
  });

  it('turns id_ID into id-ID and loads the Indonesian texts', async () => {
    await renderApp('/', { ui: <LanguageProbe />, resolvers: withLocale('id_ID') });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Keranjang'));
    expect(screen.getByTestId('probe')).toHaveAttribute('lang', 'id-ID');
  });

  it('is en-US when the store has no locale', async () => {
    await renderApp('/', { ui: <LanguageProbe />, resolvers: withLocale(null) });
    expect(screen.getByTestId('probe')).toHaveAttribute('lang', 'en-US');
    expect(screen.getByTestId('probe')).toHaveTextContent('Cart');
  });

  it("logs 'Unable to locate locale' for a locale it has no texts for, and stays English", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/', { ui: <LanguageProbe />, resolvers: withLocale('fr_FR') });
    await waitFor(() => expect(error.mock.calls.some(([first]) => String(first).includes('Unable to locate locale'))).toBe(true));
    expect(screen.getByTestId('probe')).toHaveAttribute('lang', 'en-US');
    expect(screen.getByTestId('probe')).toHaveTextContent('Cart');
    error.mockRestore();
  });

  it('logs nothing for a message id no locale translates (it shows the id)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/', { ui: <FormattedMessage id="no.such.message" />, resolvers: withLocale('id_ID') });
    expect(await screen.findByText('no.such.message')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
