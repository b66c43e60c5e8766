import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createApolloClient } from './lib/apollo/client';
import { DEFAULT_LOCALE, loadMessages } from './lib/i18n/locale';
import { registerServiceWorker } from './lib/serviceWorker/register';

async function bootstrap() {
  // The store's locale will come from storeConfig.locale; until then the default store view's.
  const locale = DEFAULT_LOCALE;
  const messages = await loadMessages(locale);
  const client = createApolloClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Client-rendered: the static shell inside #root is replaced, not hydrated.
  createRoot(container).render(
    <StrictMode>
      <AppProviders client={client} locale={locale} messages={messages}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  if (process.env.NODE_ENV === 'production') registerServiceWorker();
}

void bootstrap();
