import { screen } from '@testing-library/react';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { formatPrice, type PriceValue } from '../../../../lib/price/formatPrice';
import { CartTotals, type CartTotalsProps } from '../CartTotals';

const idr = (value: number): PriceValue => ({ value, currency: 'IDR' });
const BASE: CartTotalsProps = {
  subtotal: idr(54000),
  totalQuantity: 1,
  discounts: [],
  shipping: idr(18000),
  grandTotal: idr(72000),
  formatPrice: (money) => formatPrice(money).replace(/\u00a0/g, ' '),
};

/** The totals' rows as "label: amount". */
function rows() {
  return [...document.querySelectorAll('dl > div')].map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`);
}

describe('CartTotals', () => {
  it('lists reward points and store credit as their own lines before the grand total', async () => {
    await renderApp('/', { ui: <CartTotals {...BASE} rewardPoints={{ points: 3170, money: idr(31700) }} storeCredit={idr(40300)} grandTotal={idr(0)} /> });
    await screen.findByText('Order Total');
    expect(rows()).toEqual([
      'Subtotal (1 item): Rp 54.000',
      'Shipping: Rp 18.000',
      'Reward points (3.170 points): −Rp 31.700',
      'Store credit: −Rp 40.300',
      'Order Total: Rp 0',
    ]);
  });

  it('shows neither line when nothing is spent (the checkout and thanks pages as before)', async () => {
    await renderApp('/', { ui: <CartTotals {...BASE} rewardPoints={null} /> });
    await screen.findByText('Order Total');
    expect(rows()).toEqual(['Subtotal (1 item): Rp 54.000', 'Shipping: Rp 18.000', 'Order Total: Rp 72.000']);
  });

  it('says "1 point" for a single point', async () => {
    await renderApp('/', { ui: <CartTotals {...BASE} rewardPoints={{ points: 1, money: idr(10) }} grandTotal={idr(71990)} /> });
    expect(await screen.findByText('Reward points (1 point)')).toBeInTheDocument();
  });
});
