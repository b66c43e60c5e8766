import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { RestApiError } from '../../../lib/rest';

/** A browser's own fetch failure: the request never reached the shop. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError || (error as { name?: string } | null)?.name === 'NetworkError';

/** What a shopper is told when a checkout step fails: the shop's own message, or a clear word about the network. */
export function checkoutErrorMessage(error: unknown, offlineMessage: string): string {
  if (error instanceof RestApiError) return error.serverMessage;
  if (isNetworkFailure(error)) return offlineMessage;
  return deriveErrorMessage(error);
}
