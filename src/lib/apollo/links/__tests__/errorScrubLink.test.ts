import { ApolloLink, gql } from '@apollo/client';
import { of } from 'rxjs';
import { createFakeTerminatingLink, run } from '../../__testUtils__/linkHarness';
import { createErrorScrubLink, SCRUBBED_STOCK_MESSAGES } from '../errorScrubLink';

const CART = gql`
  query CartPage($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      items {
        uid
      }
    }
  }
`;

async function through(answer: ApolloLink.Result) {
  const terminating = createFakeTerminatingLink(() => of(answer));
  const [result] = await run(ApolloLink.from([createErrorScrubLink(), terminating.link]), CART, {
    variables: { cartId: 'c1' },
  });
  return result;
}

const cartWithHoles = {
  cart: { id: 'c1', items: [{ uid: 'MQ==' }, null, { uid: 'Mw==' }, null] },
};

test.each(SCRUBBED_STOCK_MESSAGES)('"%s" is removed with the failed cart items', async (message) => {
  const result = await through({
    data: cartWithHoles,
    errors: [
      { message, path: ['cart', 'items', 1] },
      { message, path: ['cart', 'items', 3] },
    ],
  });

  expect(result).toEqual({ data: { cart: { id: 'c1', items: [{ uid: 'MQ==' }, { uid: 'Mw==' }] } } });
  expect(result).not.toHaveProperty('errors');
});

test('other errors stay, in order, when stock errors are removed', async () => {
  const other = { message: 'The cart isn\'t active.', path: ['cart'] };
  const result = await through({
    data: cartWithHoles,
    errors: [{ message: 'Some of the products are out of stock.', path: ['cart', 'items', 1] }, other],
  });

  expect(result.errors).toEqual([other]);
  expect((result.data as typeof cartWithHoles).cart.items).toEqual([{ uid: 'MQ==' }, { uid: 'Mw==' }]);
});

test('a response with only other errors passes through untouched', async () => {
  const answer = {
    data: { cart: null },
    errors: [{ message: 'Could not find a cart with ID "c1"', path: ['cart'] }],
  };
  expect(await through(answer)).toBe(answer);
});

test('a message that differs from the listed ones is not removed', async () => {
  const answer = { data: cartWithHoles, errors: [{ message: 'This product is out of stock.', path: ['cart', 'items', 1] }] };
  expect(await through(answer)).toEqual(answer);
});

test('a stock error refusing a whole mutation stays: it is the only word on why nothing was added', async () => {
  const answer = {
    data: { addSimpleProductsToCart: null },
    errors: [{ message: 'The requested qty is not available', path: ['addSimpleProductsToCart'] }],
  };
  expect(await through(answer)).toEqual(answer);
});
