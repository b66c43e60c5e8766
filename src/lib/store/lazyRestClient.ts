import type { RestClient, RestRequestOptions } from '../rest';

/**
 * The app's REST client (src/lib/rest/appRestClient), its code loaded with the first request: only
 * the checkout's thunks call REST, so the first page does not carry it.
 */
export const lazyAppRestClient: RestClient = {
  // A promise chain, not async/await: the build targets old browsers, whose async helpers would weigh on the entry.
  request: ((path: string, options?: RestRequestOptions) =>
    import('../rest/appRestClient').then(({ appRestClient }) => appRestClient().request(path, options as never))) as RestClient['request'],
};
