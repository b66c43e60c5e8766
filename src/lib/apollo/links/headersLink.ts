import { type ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

/** Header values to add; undefined means "do not send this header". */
export type HeaderValues = Record<string, string | undefined>;

/**
 * A link that adds headers computed at request time (not at link creation), so a
 * change in storage (sign-in, store switch) applies to the very next request.
 */
export function createHeadersLink(getHeaders: () => HeaderValues): ApolloLink {
  return new SetContextLink((previousContext) => {
    const added: Record<string, string> = {};
    for (const [name, value] of Object.entries(getHeaders())) {
      if (value !== undefined) added[name] = value;
    }
    return { headers: { ...previousContext.headers, ...added } };
  });
}
