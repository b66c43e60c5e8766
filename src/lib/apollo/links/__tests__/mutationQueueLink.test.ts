import { ApolloLink, gql } from '@apollo/client';
import { Subject } from 'rxjs';
import { createFakeTerminatingLink, execute } from '../../__testUtils__/linkHarness';
import { createMutationQueueLink } from '../mutationQueueLink';

const ADD = gql`
  mutation AddToCart($sku: String!) {
    addProductsToCart(sku: $sku) {
      cart {
        id
      }
    }
  }
`;
const CART = gql`
  query CartDetails {
    cart {
      id
    }
  }
`;

/** A chain whose terminating link answers only when the test says so. */
function setUp() {
  const pending: Array<Subject<ApolloLink.Result>> = [];
  const terminating = createFakeTerminatingLink(() => {
    const subject = new Subject<ApolloLink.Result>();
    pending.push(subject);
    return subject.asObservable();
  });
  const link = ApolloLink.from([createMutationQueueLink(), terminating.link]);
  const answer = (index: number) => {
    pending[index].next({ data: { index } });
    pending[index].complete();
  };
  return { link, seen: terminating.seen, pending, answer };
}

test('a second mutation waits until the first one has completed', () => {
  const { link, seen, answer } = setUp();
  const firstResults: unknown[] = [];
  execute(link, ADD, { variables: { sku: 'a' } }).subscribe((result) => firstResults.push(result));
  execute(link, ADD, { variables: { sku: 'b' } }).subscribe();

  expect(seen.map((request) => request.variables.sku)).toEqual(['a']);
  answer(0);
  expect(firstResults).toEqual([{ data: { index: 0 } }]);
  expect(seen.map((request) => request.variables.sku)).toEqual(['a', 'b']);
});

test('a failed mutation releases the queue', () => {
  const { link, seen, pending } = setUp();
  const errors: unknown[] = [];
  execute(link, ADD, { variables: { sku: 'a' } }).subscribe({ error: (error) => errors.push(error) });
  execute(link, ADD, { variables: { sku: 'b' } }).subscribe();

  pending[0].error(new Error('offline'));
  expect(errors).toHaveLength(1);
  expect(seen).toHaveLength(2);
});

test('queries are not queued behind a running mutation', () => {
  const { link, seen } = setUp();
  execute(link, ADD, { variables: { sku: 'a' } }).subscribe();
  execute(link, CART).subscribe();

  expect(seen.map((request) => request.operationName)).toEqual(['AddToCart', 'CartDetails']);
});

test('a mutation flagged to skip the queue goes at once', () => {
  const { link, seen } = setUp();
  execute(link, ADD, { variables: { sku: 'a' } }).subscribe();
  execute(link, ADD, { variables: { sku: 'urgent' }, context: { mutationQueue: { skip: true } } }).subscribe();

  expect(seen.map((request) => request.variables.sku)).toEqual(['a', 'urgent']);
});

test('a waiting mutation that is unsubscribed never runs, and the queue moves on', () => {
  const { link, seen, answer } = setUp();
  execute(link, ADD, { variables: { sku: 'a' } }).subscribe();
  const cancelled = execute(link, ADD, { variables: { sku: 'cancelled' } }).subscribe();
  execute(link, ADD, { variables: { sku: 'c' } }).subscribe();

  cancelled.unsubscribe();
  answer(0);
  expect(seen.map((request) => request.variables.sku)).toEqual(['a', 'c']);
});
