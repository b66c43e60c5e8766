import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createApolloClient } from './lib/apollo/createApolloClient';
import { readFirstPaintData, writeFirstPaintData } from './lib/apollo/firstPaintData';
import { BrowserPersistence } from './lib/persistence/BrowserPersistence';
import { createStore } from './lib/store/createStore';
import { yieldToMain } from './lib/scheduling/yieldToMain';
import { registerServiceWorker } from './lib/serviceWorker/register';

async function bootstrap() {
  const persistence = new BrowserPersistence();
  const firstPaint = readFirstPaintData(document, persistence);
  // The scripts' evaluation ends its task here; the cache and the first render come in tasks of
  // their own, so start-up is no single long task on a slow phone.
  await yieldToMain();
  const client = createApolloClient({ persistence, firstPaint });
  // The server's answers for this URL (fresher than the restored ones): the first render needs no request.
  await writeFirstPaintData(client.cache, firstPaint);
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

void bootstrap();
