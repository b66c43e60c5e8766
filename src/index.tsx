import { readFirstPaintData, writeFirstPaintData } from './lib/apollo/firstPaintData';
import { BrowserPersistence } from './lib/persistence/BrowserPersistence';
import { yieldToMain } from './lib/scheduling/yieldToMain';

/*
 * Start-up in tasks of their own, so none is long on a slow phone (Total Blocking Time): the
 * libraries' code is evaluated in stages (eager imports: in the scripts already loaded, evaluated
 * when imported), the cache takes the page's first answers in slices, and the first render is
 * itself sliced (a transition, in startApp).
 */
async function bootstrap() {
  const persistence = new BrowserPersistence();
  const firstPaint = readFirstPaintData(document, persistence);
  await yieldToMain();
  const { createApolloClient } = await import(/* webpackMode: "eager" */ './lib/apollo/createApolloClient');
  const client = createApolloClient({ persistence, firstPaint });
  // The server's answers for this URL (fresher than the restored ones): the first render needs no request.
  await writeFirstPaintData(client.cache, firstPaint);
  await yieldToMain();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/startApp');
  startApp({ client, persistence });
}

void bootstrap();
