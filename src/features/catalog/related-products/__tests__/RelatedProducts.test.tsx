import { screen, within } from '@testing-library/react';
import { renderChrome } from '../../../chrome/header/__testUtils__/renderChrome';
import { cardProduct } from '../../product-card/__testUtils__/cardProduct';
import { RelatedProducts } from '../RelatedProducts';

const card = (uid: string, name: string) => cardProduct(uid, name);

const answer = (related: object[], upsell: object[]) => () => ({
  data: { products: { __typename: 'Products', items: [{ __typename: 'SimpleProduct', uid: 'MQ==', related_products: related, upsell_products: upsell }] } },
});

describe('RelatedProducts', () => {
  it('shows up-sell and related products as rows of product cards linking to their pages', async () => {
    await renderChrome(<RelatedProducts urlKey="serum" productUid="MQ==" />, {
      resolvers: { getRelatedProducts: answer([card('Mg==', 'Toner Two'), card('Mw==', 'Cream Three')], [card('NA==', 'Serum Four')]) },
    });
    const related = screen.getByRole('region', { name: 'Related Products' });
    expect(within(related).getAllByRole('listitem')).toHaveLength(2);
    expect(within(related).getByRole('link', { name: 'Toner Two' })).toHaveAttribute('href', '/toner-two.html');
    const upsell = screen.getByRole('region', { name: 'You May Also Like' });
    expect(within(upsell).getByRole('link', { name: 'Serum Four' })).toBeInTheDocument();
    expect(within(upsell).getByRole('button', { name: 'Scroll You May Also Like forward' })).toBeInTheDocument();
  });

  it('shows nothing when the product has no linked products', async () => {
    await renderChrome(<RelatedProducts urlKey="serum" productUid="MQ==" />, { resolvers: { getRelatedProducts: answer([], []) } });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
