import { type BrowserPersistence } from '../../persistence/BrowserPersistence';
import { StorageKeys } from '../../persistence/keys';
import { type RootState } from '../types';

/**
 * Reloads the page when another tab saves a different cart id than this tab holds, so two tabs
 * never write to different carts. Returns the function that stops watching.
 */
export function reloadWhenCartChangesInAnotherTab(
  persistence: BrowserPersistence,
  getState: () => RootState,
  reload: () => void,
): () => void {
  return persistence.subscribe<string>(StorageKeys.cartId, (storedCartId) => {
    if ((storedCartId ?? null) !== getState().cart.cartId) reload();
  });
}
