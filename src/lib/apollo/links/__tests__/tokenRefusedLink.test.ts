import { ApolloLink, gql } from '@apollo/client';
import { of } from 'rxjs';
import { onTokenRefused } from '../../../session/tokenRefusals';
import { createMemoryPersistence } from '../../__testUtils__/memoryPersistence';
import { createFakeTerminatingLink, run } from '../../__testUtils__/linkHarness';
import { STORAGE_KEYS } from '../../persistenceContract';
import { createAuthLink } from '../authLink';
import { createTokenRefusedLink } from '../tokenRefusedLink';

const CUSTOMER = gql`
  query Customer {
    customer {
      email
    }
  }
`;

const refusal = (message: string, category = 'graphql-authorization') => ({ data: { customer: null }, errors: [{ message, extensions: { category } }] });

/** Runs CUSTOMER through auth → tokenRefused → a server answering `answer`; counts the reports. */
async function reportsFor(token: string | null, answer: ApolloLink.Result): Promise<number> {
  const persistence = createMemoryPersistence(token ? { [STORAGE_KEYS.signinToken]: token } : {});
  let reports = 0;
  const stop = onTokenRefused(() => (reports += 1));
  try {
    await run(ApolloLink.from([createAuthLink(persistence), createTokenRefusedLink(), createFakeTerminatingLink(() => of(answer)).link]), CUSTOMER);
  } finally {
    stop();
  }
  return reports;
}

describe('token refused link', () => {
  test('reports when the server refuses the token the request carried', async () => {
    expect(await reportsFor('revoked', refusal("The current customer isn't authorized."))).toBe(1);
  });

  test('says nothing for a guest who gets the same error (no token, no session to end)', async () => {
    expect(await reportsFor(null, refusal("The current customer isn't authorized."))).toBe(0);
  });

  test('says nothing for other authorization errors or answers', async () => {
    expect(await reportsFor('tok', refusal('The current user cannot perform operations on cart "abc"'))).toBe(0);
    expect(await reportsFor('tok', refusal("The current customer isn't authorized.", 'graphql-input'))).toBe(0);
    expect(await reportsFor('tok', { data: { customer: { email: 'a@b.c' } } })).toBe(0);
  });
});
