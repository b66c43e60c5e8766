import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeAnswer } from '../../../../app/__testUtils__/fakeGraphql';
import { type AddToCartItem } from '../../add-to-cart/types';
import { renderChrome } from '../../../chrome/header/__testUtils__/renderChrome';
import Product from '../Product';
import { baseProduct, bundleProduct, configurableProduct, groupedProduct, productAnswer, quietResolvers, shadeOptions } from '../__testUtils__/productFixtures';

// The cart side is helper-owned (useAddToCart): the page is tested against a fake talon that
// records what it is asked to add and answers as the test says.
const cart = { calls: [] as AddToCartItem[][], answer: true, errorMessage: null as string | null };
jest.mock('../../add-to-cart/useAddToCart', () => ({
  useAddToCart: () => ({
    addToCart: async (items: AddToCartItem[]) => {
      cart.calls.push(items);
      return cart.answer;
    },
    isAdding: false,
    errorMessage: cart.errorMessage,
  }),
}));

beforeEach(() => {
  cart.calls = [];
  cart.answer = true;
  cart.errorMessage = null;
});

async function renderProduct(item: { __typename: string; uid: string; url_key: string } | null, { width = 1280, answer }: { width?: number; answer?: () => FakeAnswer } = {}) {
  const uid = item?.uid ?? 'MQ==';
  const view = await renderChrome(<Product uid={uid} />, {
    path: `/${item?.url_key ?? 'gone'}.html`,
    width,
    resolvers: { ...quietResolvers(item?.__typename ?? 'SimpleProduct', uid), getProductPage: answer ?? (() => (item ? productAnswer(item) : productAnswer())) },
  });
  await act(async () => undefined);
  return view;
}

const price = () => screen.getByTestId('product-price');
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' });

describe('product page: simple product', () => {
  it('shows name, SKU, price with discount, stock, gallery in position order and sanitized descriptions', async () => {
    const { sent } = await renderProduct(baseProduct('SimpleProduct'));
    expect(screen.getByRole('heading', { level: 1, name: 'Nalu Skin Bloom Repair Serum 30 ml' })).toBeInTheDocument();
    expect(screen.getByText('SKU: NAL-SRM-0001')).toBeInTheDocument();
    expect(price()).toHaveTextContent('Rp 256.000');
    expect(within(price()).getByText('Rp 311.000', { exact: false }).closest('s')).not.toBeNull();
    expect(price()).toHaveTextContent('-18%');
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('Serum by Nalu Skin.')).toBeInTheDocument();
    expect(screen.getByText('Enriched with rice water.')).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
    expect(document.querySelector('article [onerror]')).toBeNull();

    const main = screen.getByRole('img', { name: 'Front' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main.getAttribute('src')).toContain('/media/catalog/product/a.jpg?width=640&height=800');
    expect(main).toHaveAttribute('width', '640');
    expect(main).toHaveAttribute('height', '800');
    // The page's first query is exactly productPageRequest's.
    expect(sent.find((operation) => operation.operationName === 'getProductPage')?.variables).toEqual({ urlKey: 'nalu-serum' });
  });

  it('moves through the gallery with the buttons, the thumbnails and the arrow keys', async () => {
    const user = userEvent.setup();
    await renderProduct(baseProduct('SimpleProduct'));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Front' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Front' })).toBeInTheDocument();
  });

  it('adds the chosen quantity by sku', async () => {
    const user = userEvent.setup();
    await renderProduct(baseProduct('VirtualProduct'));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addToCart());
    expect(cart.calls).toEqual([[{ sku: 'NAL-SRM-0001', quantity: 2 }]]);
  });

  it.each(['0', '-3', ''])('refuses a quantity of "%s" without asking the cart', async (typed) => {
    const user = userEvent.setup();
    await renderProduct(baseProduct('SimpleProduct'));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    if (typed) await user.type(quantity, typed);
    await user.click(addToCart());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a quantity greater than 0.');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(cart.calls).toEqual([]);
  });

  it("shows Magento's message next to the button when the cart refuses", async () => {
    cart.errorMessage = 'The requested qty is not available';
    await renderProduct(baseProduct('SimpleProduct'));
    expect(screen.getByRole('alert')).toHaveTextContent('The requested qty is not available');
  });

  it('says Out of stock and offers no Add to Cart for a sold-out product', async () => {
    await renderProduct(baseProduct('SimpleProduct', { stock_status: 'OUT_OF_STOCK' }));
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(addToCart()).toBeDisabled();
  });

  it('shows the review summary linking to the reviews', async () => {
    await renderProduct(baseProduct('SimpleProduct', { review_count: 3, rating_summary: 80 }));
    expect(screen.getAllByRole('img', { name: 'Rated 4 out of 5, 3 reviews' })[0].closest('a')).toHaveAttribute('href', '#reviews');
  });
});

describe('product page: missing or failing', () => {
  it('shows "Ooops!" for a product URL that no longer exists', async () => {
    await renderProduct(null);
    expect(screen.getByText('Ooops!')).toBeInTheDocument();
  });

  it('shows the error page when the product cannot be fetched', async () => {
    await renderProduct(baseProduct('SimpleProduct'), { answer: () => ({ networkError: new Error('offline') }) });
    expect(screen.getByText('Something went wrong. Sorry about that.')).toBeInTheDocument();
  });

  it('shows the loading state while the product is on its way', async () => {
    await renderProduct(baseProduct('SimpleProduct'), { answer: () => 'never' });
    expect(screen.getByText('Fetching Data...')).toBeInTheDocument();
    expect(screen.getByTestId('product-skeleton')).toBeInTheDocument();
  });
});

describe('product page: configurable product', () => {
  it('lets the shopper choose a shade; price, SKU and pictures follow the variant, sold-out shades are disabled', async () => {
    const user = userEvent.setup();
    await renderProduct(configurableProduct());
    expect(price()).toHaveTextContent('Starting at');
    expect(price()).toHaveTextContent('Rp 100.000');
    expect(screen.getByRole('radio', { name: 'Plum (not available)' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Coral' }));
    expect(screen.getByRole('radio', { name: 'Coral' })).toBeChecked();
    expect(screen.getByText('SKU: RIS-LIP-0010-coral')).toBeInTheDocument();
    expect(price()).toHaveTextContent('Rp 120.000');
    expect(price()).not.toHaveTextContent('Starting at');
    expect(screen.getByRole('img', { name: 'RIS-LIP-0010-coral' }).getAttribute('src')).toContain('coral.jpg');
    expect(screen.getByText(': Coral')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Rose' }));
    expect(screen.getByText('SKU: RIS-LIP-0010-rose')).toBeInTheDocument();
    expect(price()).toHaveTextContent('Rp 100.000');
  });

  it('asks for the missing option before adding, then adds the parent sku with the chosen value uid', async () => {
    const user = userEvent.setup();
    await renderProduct(configurableProduct());
    await user.click(addToCart());
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose Shade.');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(cart.calls).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Rose' }));
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await user.click(addToCart());
    expect(cart.calls).toEqual([[{ sku: 'RIS-LIP-0010', quantity: 1, selectedOptions: ['c2hhZGUvcm9zZQ=='] }]]);
  });

  it('uses a drop-down list for an option without swatches', async () => {
    const user = userEvent.setup();
    await renderProduct(configurableProduct({ configurable_options: shadeOptions(false) }));
    const select = screen.getByRole('combobox', { name: 'Shade' });
    expect(within(select).getByRole('option', { name: 'Plum (not available)' })).toBeDisabled();
    await user.selectOptions(select, 'Coral');
    expect(screen.getByText('SKU: RIS-LIP-0010-coral')).toBeInTheDocument();
  });

  it('shows image swatches as pictures through the resizer', async () => {
    const options = shadeOptions();
    options[0].values = options[0].values.map((value) => ({
      ...value,
      swatch_data: { __typename: 'ImageSwatchData', value: `http://localhost/media/attribute/swatch/${value.label}.png`, thumbnail: `http://localhost/media/attribute/swatch/${value.label}-thumb.png` },
    })) as typeof options[0]['values'];
    await renderProduct(configurableProduct({ configurable_options: options }));
    const coral = screen.getByRole('radio', { name: 'Coral' }).closest('label')!;
    const picture = coral.querySelector('img')!;
    expect(picture.getAttribute('src')).toContain('/media/attribute/swatch/Coral-thumb.png?width=80&height=80');
    expect(picture).toHaveAttribute('width', '40');
  });
});

describe('product page: bundle product', () => {
  it('starts from the default selections and prices the bundle as chosen', async () => {
    const user = userEvent.setup();
    await renderProduct(bundleProduct());
    // 500000 + cleanser 60000 + extras 40000; the serum is required but has no default.
    expect(price()).toHaveTextContent('Rp 600.000');
    expect(screen.getByRole('radio', { name: /Micellar Water/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Sun Stick/ })).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: /Serum/ }), screen.getByRole('option', { name: /Retinol Serum/ }));
    expect(price()).toHaveTextContent('Rp 750.000');
    await user.click(screen.getByRole('checkbox', { name: /Lip Balm/ }));
    expect(price()).toHaveTextContent('Rp 770.000');
    await user.click(screen.getByRole('radio', { name: /Cleansing Oil/ }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Cleanser' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Cleanser' })).toHaveValue(2);
    // 500000 + 2 x 90000 + 150000 + 40000 + 20000
    expect(price()).toHaveTextContent('Rp 890.000');
  });

  it('asks for the required option, then adds the selection uids with their quantities', async () => {
    const user = userEvent.setup();
    await renderProduct(bundleProduct());
    await user.click(addToCart());
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose Serum.');
    expect(cart.calls).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: /Serum/ }), screen.getByRole('option', { name: /Vitamin C Serum/ }));
    await user.click(addToCart());
    expect(cart.calls).toHaveLength(1);
    const [item] = cart.calls[0];
    expect(item.sku).toBe('SAK-KIT-0020');
    expect(item.quantity).toBe(1);
    expect(item.selectedOptions?.map((uid) => atob(uid))).toEqual(['bundle/1/1/1', 'bundle/2/3/1', 'bundle/3/5/1']);
  });
});

describe('product page: grouped product', () => {
  it('adds one item per child with a quantity above 0', async () => {
    const user = userEvent.setup();
    await renderProduct(groupedProduct());
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Multivitamin Men' })).toHaveValue(1);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Zinc' })).toBeDisabled();
    const multivitamin = screen.getByRole('spinbutton', { name: 'Quantity of Multivitamin Men' });
    await user.clear(multivitamin);
    await user.type(multivitamin, '0');
    await user.click(addToCart());
    expect(cart.calls).toEqual([[{ sku: 'NEJ-VTD-0032', quantity: 2 }]]);
  });

  it('asks for a quantity when every child is at 0', async () => {
    const user = userEvent.setup();
    await renderProduct(groupedProduct());
    for (const name of ['Multivitamin Men', 'Vitamin D3']) {
      const field = screen.getByRole('spinbutton', { name: `Quantity of ${name}` });
      await user.clear(field);
      await user.type(field, '0');
    }
    await user.click(addToCart());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a quantity for at least one product.');
    expect(cart.calls).toEqual([]);
  });
});

describe('product page: custom options', () => {
  const dropDownValue = (uid: string, title: string, price: number, price_type: 'FIXED' | 'PERCENT', sort_order: number) => ({
    __typename: 'CustomizableDropDownValue',
    uid,
    title,
    price,
    price_type,
    sort_order,
  });
  const engravable = () =>
    baseProduct('SimpleProduct', {
      options: [
        {
          __typename: 'CustomizableFieldOption',
          uid: 'ZW5ncmF2ZQ==',
          title: 'Engraving',
          required: true,
          sort_order: 1,
          text: { __typename: 'CustomizableFieldValue', uid: 'ZW5ncmF2ZS12', price: 15000, price_type: 'FIXED', max_characters: 20 },
        },
        {
          __typename: 'CustomizableDropDownOption',
          uid: 'Y2FyZA==',
          title: 'Greeting card',
          required: false,
          sort_order: 2,
          values: [dropDownValue('bm9uZQ==', 'No card', 0, 'FIXED', 1), dropDownValue('cHJpbnRlZA==', 'Printed card', 5, 'PERCENT', 2)],
        },
      ],
    });

  it('asks for a required text, prices the options as chosen, and adds typed and chosen options', async () => {
    const user = userEvent.setup();
    await renderProduct(engravable());
    const engraving = screen.getByRole('textbox', { name: /^Engraving \+Rp\s15\.000 Required$/ });
    expect(engraving).toHaveAttribute('maxlength', '20');
    expect(screen.getByText('Maximum 20 characters')).toBeInTheDocument();

    await user.click(addToCart());
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose Engraving.');
    expect(engraving).toHaveAttribute('aria-invalid', 'true');
    expect(cart.calls).toEqual([]);

    await user.type(engraving, 'Dewi');
    // 5% of Rp 256.000 is Rp 12.800
    const card = screen.getByRole('combobox', { name: 'Greeting card' });
    expect(within(card).getByRole('option', { name: /^Printed card \+Rp\s12\.800$/ })).toBeInTheDocument();
    await user.selectOptions(card, 'cHJpbnRlZA==');
    expect(price()).toHaveTextContent('Rp 283.800');
    await user.click(addToCart());
    expect(cart.calls).toEqual([[{ sku: 'NAL-SRM-0001', quantity: 1, selectedOptions: ['cHJpbnRlZA=='], enteredOptions: [{ uid: 'ZW5ncmF2ZQ==', value: 'Dewi' }] }]]);
  });
});
