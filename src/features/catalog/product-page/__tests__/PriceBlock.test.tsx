import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import enUS from '../../../../../i18n/en_US.json';
import { PriceBlock } from '../PriceBlock';
import { type Price } from '../productView';

const price = (final: number, regular = final): Price => ({ final, regular, currency: 'IDR', percentOff: regular > final ? ((regular - final) / regular) * 100 : 0 });

const renderBlock = (props: Parameters<typeof PriceBlock>[0]) =>
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <PriceBlock {...props} />
    </IntlProvider>,
  );

/** The block's text, spaces made plain. */
const shown = () => (screen.getByTestId('product-price').textContent ?? '').replace(/\s+/g, ' ');

describe('PriceBlock', () => {
  it('strikes the regular price and shows the discount of a single price', () => {
    renderBlock({ price: price(100000, 125000), from: false });
    expect(shown()).toBe('Rp 100.000Regular price Rp 125.000-20%');
  });

  it('says a grouped product’s price is where it starts, without its cheapest item’s discount', () => {
    renderBlock({ price: price(61000, 85000), from: true });
    expect(shown()).toBe('Starting at Rp 61.000');
    expect(document.querySelector('s')).toBeNull();
  });

  it('shows where a bundle starts (its card’s price) above the price of the selections', () => {
    renderBlock({ price: price(650000, 753000), from: false, startingPrice: price(486000, 514000) });
    expect(shown()).toMatch(/^Starting at Rp 486\.000 Price as configured Rp 650\.000Regular price Rp 753\.000-14%$/);
  });
});
