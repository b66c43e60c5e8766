import { ApolloLink } from '@apollo/client';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { createApolloClient } from '../../lib/apollo/client';
import { loadMessages } from '../../lib/i18n/locale';
import { App } from '../App';
import { AppProviders } from '../AppProviders';

const STORE_NAME = 'Jingga Test Store';

/** A terminating link that answers storeConfig and records which operations were sent. */
function storeConfigLink(sent: string[]) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName ?? '');
        observer.next({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default', store_name: STORE_NAME } } });
        observer.complete();
      }),
  );
}

async function renderApp(path: string, locale = 'en_US', sent: string[] = []) {
  const messages = await loadMessages(locale);
  // Async act lets the lazy page chunk resolve inside React's test scheduler.
  await act(async () => {
    render(
      <AppProviders client={createApolloClient({ link: storeConfigLink(sent) })} locale={locale} messages={messages}>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </AppProviders>,
    );
  });
}

describe('App', () => {
  it('shows the store name that getStoreName returns on the home page', async () => {
    const sent: string[] = [];
    await renderApp('/', 'en_US', sent);
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome to ${STORE_NAME}` })).toBeInTheDocument();
    expect(sent).toEqual(['getStoreName']);
  });

  it('serves the home page at /home too', async () => {
    await renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(STORE_NAME) })).toBeInTheDocument();
  });

  it('has a header logo that links home and a footer', async () => {
    await renderApp('/cart');
    const logo = screen.getByRole('img', { name: 'Jingga Health & Beauty' });
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Jingga Health & Beauty');
  });

  it('shows a coming-soon placeholder for pages not built yet', async () => {
    await renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('shows the not-found page with a way home for unknown paths', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ooops!' })).toBeInTheDocument();
    expect(screen.getByText('PAGE NOT FOUND')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });

  it('speaks Indonesian when the locale is id_ID', async () => {
    await renderApp('/category', 'id_ID');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kategori' })).toBeInTheDocument();
    expect(screen.getByText('Segera hadir')).toBeInTheDocument();
  });
});
