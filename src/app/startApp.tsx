import type { ApolloClient } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { type BrowserPersistence } from '../lib/persistence/BrowserPersistence';
import { registerServiceWorker } from '../lib/serviceWorker/register';
import { createStore } from '../lib/store/createStore';
import { App } from './App';
import { AppProviders } from './AppProviders';

/** The store, the React root and the first render, for a client whose cache holds the page's first answers. */
export function startApp({ client, persistence }: { client: ApolloClient; persistence: BrowserPersistence }): void {
  const store = createStore({ apolloClient: client, persistence });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Client-rendered: the static shell inside #root is replaced, not hydrated.
  const root = createRoot(container);
  // A transition renders in slices, yielding to the browser between them: the first render of a
  // whole catalogue page is not one long task that keeps the page from answering input.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders client={client} store={store}>
          {/* Navigations render at once, not as transitions: a transition render and the committed
              page would each re-point the listing's useQuery at their own URL (Apollo reobserves
              during render), a loop of cancelled requests in which the committed page, still
              showing the old URL, answers the shopper's next click. */}
          <BrowserRouter useTransitions={false}>
            <App />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
  if (process.env.NODE_ENV === 'production') registerServiceWorker();
}
