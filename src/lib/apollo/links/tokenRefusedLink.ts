import { ApolloLink } from '@apollo/client';
import { type GraphQLFormattedError } from 'graphql';
import { tap } from 'rxjs';
import { CUSTOMER_TOKEN_REFUSED, reportTokenRefused } from '../../session/tokenRefusals';

const isTokenRefusal = (error: GraphQLFormattedError) =>
  error.message === CUSTOMER_TOKEN_REFUSED && error.extensions?.category === 'graphql-authorization';

/**
 * Reports when the server refuses the token a request carried. Runs after the auth link, so it sees
 * the header that was sent: a guest asking for customer data gets the same error, and that is no
 * session to end. Other authorization errors (another customer's cart) say nothing of the token.
 */
export function createTokenRefusedLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const sentToken = Boolean(operation.getContext().headers?.authorization);
    return forward(operation).pipe(
      tap((result) => {
        if (sentToken && result.errors?.some(isTokenRefusal)) reportTokenRefused();
      }),
    );
  });
}
