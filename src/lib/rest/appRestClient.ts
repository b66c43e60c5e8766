import { appPersistence } from '../persistence/appPersistence';
import { createRestClient, type RestClient } from './request';

let client: RestClient | undefined;

/** The app's one REST client, reading the sign-in token from this browser's storage. Made on first use. */
export function appRestClient(): RestClient {
  client ??= createRestClient({ persistence: appPersistence() });
  return client;
}
