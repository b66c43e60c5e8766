import { fillMagentoPlaceholders, RestApiError } from '../restApiError';

test('positional placeholders come from a parameters list', () => {
  expect(fillMagentoPlaceholders('Carrier with such method not found: %1, %2', ['jne', 'reg'])).toBe(
    'Carrier with such method not found: jne, reg',
  );
});

test('named placeholders come from a parameters object; unknown ones stay', () => {
  expect(fillMagentoPlaceholders('%resources for %who', { resources: 'Magento_Cart::manage' })).toBe(
    'Magento_Cart::manage for %who',
  );
  expect(fillMagentoPlaceholders('100% sure', undefined)).toBe('100% sure');
});

test('a body that is not JSON becomes the server message', () => {
  const error = new RestApiError({
    method: 'GET',
    url: '/rest/V1/x',
    status: 502,
    statusText: 'Bad Gateway',
    bodyText: '<html>upstream down</html>',
  });
  expect(error.serverMessage).toBe('<html>upstream down</html>');
  expect(error.extraInfo).toBeUndefined();
  expect(error.trace).toBeUndefined();
});

test('an empty body falls back to the status text', () => {
  const error = new RestApiError({ method: 'GET', url: '/x', status: 500, statusText: 'Internal Server Error', bodyText: '' });
  expect(error.serverMessage).toBe('Internal Server Error');
  expect(error.message).toBe('GET /x responded 500 Internal Server Error: Internal Server Error');
});
