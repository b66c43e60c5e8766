import { screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { withMessageGroup } from '../../../lib/i18n/withMessageGroup';
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

  describe('a lazy part with a message group', () => {
    /** Records every text it renders, to prove no render ever showed the message id. */
    function lazyPart(seen: string[]) {
      function PartProbe() {
        const { formatMessage, locale } = useIntl();
        const text = formatMessage({ id: 'test.partGreeting' });
        seen.push(text);
        return (
          <p data-testid="part" lang={locale}>
            {text}
          </p>
        );
      }
      // Like a `*.chunk.ts` module: the part, and its group's English strings.
      const Part = lazy(withMessageGroup('footer', () => Promise.resolve({ default: PartProbe, messages: { 'test.partGreeting': 'Hello from the part' } })));
      return (
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      );
    }

    it('renders only once its strings are registered, never its message ids', async () => {
      const seen: string[] = [];
      await renderApp('/', { ui: lazyPart(seen), resolvers: withLocale('en_US') });
      expect(await screen.findByTestId('part')).toHaveTextContent('Hello from the part');
      expect(seen).not.toContain('test.partGreeting');
    });

    it('keeps its strings when the store turns out to speak Indonesian (English where it has no translation)', async () => {
      const seen: string[] = [];
      await renderApp('/', {
        ui: (
          <>
            <LanguageProbe />
            {lazyPart(seen)}
          </>
        ),
        resolvers: withLocale('id_ID'),
      });
      await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Keranjang'));
      expect(screen.getByTestId('part')).toHaveAttribute('lang', 'id-ID');
      expect(screen.getByTestId('part')).toHaveTextContent('Hello from the part');
      expect(seen).not.toContain('test.partGreeting');
    });
  });
});
