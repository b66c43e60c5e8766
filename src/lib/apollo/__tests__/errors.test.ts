import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { deriveErrorMessage, errorMessageIncludes, GENERAL_ERROR_MESSAGE } from '../errors';

const graphQLError = (...messages: string[]) =>
  new CombinedGraphQLErrors({ data: null, errors: messages.map((message) => ({ message })) });

test('GraphQL error messages are joined by a comma', () => {
  expect(deriveErrorMessage([graphQLError('Invalid email format', 'Required parameter "email" is missing')])).toBe(
    'Invalid email format, Required parameter "email" is missing',
  );
});

test('errors from several operations are joined, skipping the missing ones', () => {
  expect(deriveErrorMessage([undefined, graphQLError('A'), null, new Error('Failed to fetch')])).toBe(
    'A, Failed to fetch',
  );
});

test('an error without a message gives the fallback, else the general message', () => {
  expect(deriveErrorMessage([new Error('')], 'Unable to create cart')).toBe('Unable to create cart');
  expect(deriveErrorMessage([new Error('')])).toBe(GENERAL_ERROR_MESSAGE);
  expect(GENERAL_ERROR_MESSAGE).toBe('An error has occurred. Please check the input and try again.');
});

test('no error at all gives an empty message', () => {
  expect(deriveErrorMessage([undefined, null])).toBe('');
  expect(deriveErrorMessage(undefined)).toBe('');
});

test('errorMessageIncludes finds a fragment in GraphQL or plain error messages', () => {
  const invalidCart = ['Could not find a cart', "The cart isn't active"];
  expect(errorMessageIncludes(graphQLError('Could not find a cart with ID "x"'), invalidCart)).toBe(true);
  expect(errorMessageIncludes(new Error("The cart isn't active."), invalidCart)).toBe(true);
  expect(errorMessageIncludes(graphQLError('Invalid email format'), invalidCart)).toBe(false);
});

test('GraphQL errors sent with an HTTP error status are read from the body', () => {
  const bodyText = JSON.stringify({ errors: [{ message: 'Mutation requests allowed only for POST requests' }] });
  const error = new ServerError('Response not successful: Received status code 500', {
    response: { status: 500 } as Response,
    bodyText,
  });
  expect(deriveErrorMessage([error])).toBe('Mutation requests allowed only for POST requests');
});
