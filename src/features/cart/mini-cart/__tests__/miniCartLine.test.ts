import { cartLine } from '../../../../lib/store/testing/cartFixtures';
import { type CartLine } from '../../../../lib/store/cart/cartDetails';
import { miniCartLine } from '../miniCartLine';

describe('miniCartLine', () => {
  it('shows custom options after the type options: a typed text as typed, a chosen value by its title', () => {
    const line = cartLine({
      uid: 'l1',
      sku: 'LIP',
      quantity: 1,
      options: { Shade: 'Rose' },
      customOptions: [
        { label: 'Engraving', type: 'field', value: 'Dewi' },
        { label: 'Greeting card', type: 'drop_down', value: 'Printed card' },
      ],
    }) as unknown as CartLine;
    expect(miniCartLine(line).options).toEqual([
      { label: 'Shade', value: 'Rose' },
      { label: 'Engraving', value: 'Dewi' },
      { label: 'Greeting card', value: 'Printed card' },
    ]);
  });

  it('shows no options for a plain line', () => {
    expect(miniCartLine(cartLine({ uid: 'l2', sku: 'SOAP', quantity: 2 }) as unknown as CartLine).options).toEqual([]);
  });
});
