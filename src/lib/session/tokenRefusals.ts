/**
 * The server refused the customer token a request carried (revoked elsewhere, expired on the
 * server's clock, the account deleted). The Apollo link and the REST client report it here; the
 * auth middleware listens and ends the session at once, rather than when the browser's own
 * one-hour timer runs out. A tiny signal, not an action: neither client knows the Redux store.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function reportTokenRefused(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` at each refusal; returns the unsubscribe. */
export function onTokenRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Magento's refusal of a customer token (GraphQL graphql-authorization, CustomerGraphQl's GetCustomer). */
export const CUSTOMER_TOKEN_REFUSED = "The current customer isn't authorized.";
