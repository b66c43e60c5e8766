import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import enUS from '../../../../../i18n/en_US.json';
import { type ProductCardFieldsFragment } from '../../../../__generated__/operations';
import { fakeProduct, type FakeProductOptions } from '../../product-listing/__testUtils__/listingAnswers';
import { useAddToCart } from '../../add-to-cart/useAddToCart';
import { ProductCard } from '../ProductCard';
import { ProductCardShimmer } from '../ProductCardShimmer';
import { productCardView } from '../productCardView';

jest.mock('../../add-to-cart/useAddToCart');
// The heart is tested on its own (wishlist-toggle); here only that each card has one for its product.
jest.mock('../../wishlist-toggle/WishlistHeart', () => ({
  WishlistHeart: ({ sku, productName }: { sku: string; productName: string }) =>
    require('react').createElement('button', { type: 'button' }, `Wishlist heart: ${productName} (${sku})`),
}));
// The compare button is tested on its own (compare-list); here only that each card has one for its product.
jest.mock('../../compare-list/CompareButton', () => ({
  CompareButton: ({ productUid, productName }: { productUid: string; productName: string }) =>
    require('react').createElement('button', { type: 'button' }, `Compare: ${productName} (${productUid})`),
}));
const mockedUseAddToCart = jest.mocked(useAddToCart);
const addToCart = jest.fn(async () => true);

beforeEach(() => {
  addToCart.mockClear();
  mockedUseAddToCart.mockReturnValue({ addToCart, isAdding: false, errorMessage: null });
});

const product = (options: FakeProductOptions = {}, name = 'Nalu Skin Bloom Repair Serum 30 ml') => fakeProduct('NALU-30', name, options) as ProductCardFieldsFragment;

const renderCard = (item: ProductCardFieldsFragment, props: { eager?: boolean } = {}) =>
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <MemoryRouter>
        <ProductCard product={item} {...props} />
      </MemoryRouter>
    </IntlProvider>,
  );

describe('ProductCard', () => {
  it('shows the picture in reserved space, the name linking to url key + suffix, the price in IDR and the rating', () => {
    renderCard(product({ price: 125000, rating: 90, reviews: 12 }));
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('link', { name: 'Nalu Skin Bloom Repair Serum 30 ml' })).toHaveAttribute('href', '/nalu-30.html');
    expect(card.getByText('Rp 125.000', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Rated 4.5 out of 5, 12 reviews' })).toBeInTheDocument();
    const image = card.getByRole('img', { name: 'Nalu Skin Bloom Repair Serum 30 ml' });
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.getAttribute('src')).toContain('width=320&height=400&fit=cover');
    expect(image.getAttribute('srcset')).toContain('width=640&height=800');
    expect(card.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('strikes the regular price and shows a discount badge when discounted', () => {
    renderCard(product({ price: 100000, regular: 125000 }));
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(document.querySelector('s')).toHaveTextContent(/Regular price\s*Rp\s125\.000/);
  });

  it('says "Starting at" when the choices start at its price (bundle, grouped), and claims no discount for it', () => {
    renderCard(product({ type: 'GroupedProduct', price: 61000, regular: 85000, max: 210000 }));
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(/Starting at\s*Rp\s61\.000/);
    expect(within(card).queryByText('-28%')).not.toBeInTheDocument();
    expect(card.querySelector('s')).toBeNull();
  });

  it('shows a single price without "Starting at"', () => {
    renderCard(product({ type: 'BundleProduct', price: 150000, max: 150000 }));
    expect(screen.getByRole('article')).not.toHaveTextContent('Starting at');
  });

  it('loads the picture at once in the first row', () => {
    renderCard(product(), { eager: true });
    expect(screen.getByRole('img', { name: /Nalu Skin/ })).toHaveAttribute('loading', 'eager');
  });

  it('adds a simple product in stock to the cart, one piece', async () => {
    renderCard(product());
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(addToCart).toHaveBeenCalledWith([{ sku: 'NALU-30', quantity: 1 }]);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAccessibleDescription('Nalu Skin Bloom Repair Serum 30 ml');
  });

  it("shows Magento's message next to the button when adding failed, and a busy button while adding", () => {
    mockedUseAddToCart.mockReturnValue({ addToCart, isAdding: true, errorMessage: 'The requested qty is not available' });
    renderCard(product({ type: 'VirtualProduct' }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The requested qty is not available');
  });

  it.each(['ConfigurableProduct', 'BundleProduct', 'GroupedProduct'] as const)('sends a %s to its page to choose', (type) => {
    renderCard(product({ type }));
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose options for Nalu Skin Bloom Repair Serum 30 ml' })).toHaveAttribute('href', '/nalu-30.html');
  });

  it('says "Out of stock" instead of offering Add to Cart', () => {
    renderCard(product({ stock: 'OUT_OF_STOCK' }));
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('says when a product has no reviews yet, and keeps working without a picture', () => {
    renderCard(product({ reviews: 0, rating: 0, image: null }));
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
  it('has a wishlist heart for its product', () => {
    renderCard(product());
    expect(screen.getByRole('button', { name: 'Wishlist heart: Nalu Skin Bloom Repair Serum 30 ml (NALU-30)' })).toBeInTheDocument();
  });
  it('has a compare button for its product', () => {
    const item = product();
    renderCard(item);
    expect(screen.getByRole('button', { name: `Compare: Nalu Skin Bloom Repair Serum 30 ml (${item.uid})` })).toBeInTheDocument();
  });

});

describe('productCardView', () => {
  it('rounds the discount to whole percent, works it out when the server sends none, and ignores a rise', () => {
    const base = product({ price: 80000, regular: 100000 });
    expect(productCardView(base).percentOff).toBe(20);
    const noPercent = { ...base, price_range: { minimum_price: { ...base.price_range.minimum_price, discount: null } } } as ProductCardFieldsFragment;
    expect(productCardView(noPercent).percentOff).toBe(20);
    expect(productCardView(product({ price: 100000, regular: 99000 })).regularPrice).toBeNull();
    expect(productCardView(product({ price: 99900, regular: 100000 })).percentOff).toBeNull();
  });
});

describe('ProductCardShimmer', () => {
  const classesIn = (root: Element) => new Set([root, ...root.querySelectorAll('[class]')].flatMap((element) => element.getAttribute('class')?.split(' ') ?? []));

  it("is built from the card's own fixed-size boxes, so a card takes exactly its place", () => {
    const { container } = render(<ProductCardShimmer />);
    const shimmer = classesIn(container.firstElementChild!);
    renderCard(product());
    const card = classesIn(screen.getByRole('article'));
    for (const box of ['card', 'media', 'body', 'name', 'prices', 'rating', 'action']) {
      expect([box, shimmer.has(box), card.has(box)]).toEqual([box, true, true]);
    }
  });
});
