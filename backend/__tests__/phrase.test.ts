import { __, GraphQlNoSuchEntityException, hasParameters, namedPhrase, renderPhrase } from '../errors';

// Magento's phrases: GraphQL shows them filled in, REST sends the text and its values apart.

test('positional and named placeholders fill as Magento renders them; unknown ones stay as written', () => {
  expect(renderPhrase(__('Carrier with such method not found: %1, %2', 'dhl', 'express'))).toBe('Carrier with such method not found: dhl, express');
  expect(renderPhrase(namedPhrase('No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: 7 }))).toBe('No such entity with cartId = 7');
  expect(renderPhrase(__('%1 of %3', 'a'))).toBe('a of %3');
  // A value is never read as a placeholder itself.
  expect(renderPhrase(__('%1 then %2', '%2', 'b'))).toBe('%2 then b');
});

test('an exception keeps the phrase for REST and shows it filled in for GraphQL', () => {
  const error = new GraphQlNoSuchEntityException(__('Cart doesn\u2019t contain the %1 item.', 12));
  expect(error.message).toBe('Cart doesn\u2019t contain the 12 item.');
  expect(error.phrase).toEqual({ text: 'Cart doesn\u2019t contain the %1 item.', parameters: ['12'] });
  expect(hasParameters(error.phrase)).toBe(true);
  const plain = new GraphQlNoSuchEntityException('100% sure');
  expect(plain.message).toBe('100% sure');
  expect(hasParameters(plain.phrase)).toBe(false);
});
