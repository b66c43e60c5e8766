import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeAnswer, type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

const REGIONS = [
  { __typename: 'Region', id: 545, code: 'JK', name: 'DKI Jakarta' },
  { __typename: 'Region', id: 546, code: 'JB', name: 'Jawa Barat' },
];
const DEFAULT_REFUSAL = 'Customer Address 1 is set as default billing address and can not be deleted';

type Entry = Record<string, unknown> & { id: number };

const address = (id: number, street: string[], city: string, regionCode: 'JK' | 'JB', defaults: { shipping?: boolean; billing?: boolean } = {}): Entry => {
  const region = REGIONS.find(({ code }) => code === regionCode)!;
  return {
    __typename: 'CustomerAddress',
    id,
    firstname: 'Dewi',
    lastname: 'Lestari',
    street,
    city,
    region: { __typename: 'CustomerAddressRegion', region: region.name, region_code: region.code, region_id: region.id },
    postcode: '40115',
    telephone: '081234567890',
    country_code: 'ID',
    default_shipping: Boolean(defaults.shipping),
    default_billing: Boolean(defaults.billing),
  };
};

/** A fake address book that remembers what the page changes, so reading it again shows the change. */
function shop(initial: Entry[] = [address(1, ['Jl. Melati 5'], 'Bandung', 'JB', { shipping: true, billing: true }), address(2, ['Jl. Sudirman 1', 'Lantai 5'], 'Jakarta', 'JK')], overrides: FakeResolvers = {}) {
  let book = [...initial];
  let nextId = 10;
  const answer = (): FakeAnswer => ({
    data: {
      customer: {
        __typename: 'Customer',
        default_shipping: String(book.find((entry) => entry.default_shipping)?.id ?? '') || null,
        default_billing: String(book.find((entry) => entry.default_billing)?.id ?? '') || null,
        addresses: book,
      },
    },
  });
  const saved = (id: number, variables: Record<string, any>): Entry => {
    const region = REGIONS.find(({ id: regionId }) => regionId === variables.region.region_id)!;
    const entry = address(id, variables.street, variables.city, region.code as 'JK' | 'JB', { shipping: variables.default_shipping, billing: variables.default_billing });
    if (variables.default_shipping) book = book.map((other) => ({ ...other, default_shipping: false }));
    if (variables.default_billing) book = book.map((other) => ({ ...other, default_billing: false }));
    return { ...entry, firstname: variables.firstname, lastname: variables.lastname, postcode: variables.postcode, telephone: variables.telephone };
  };
  const resolvers: FakeResolvers = {
    signedInCustomer: () => ({ data: { customer: { __typename: 'Customer', firstname: 'Dewi', lastname: 'Lestari', email: 'dewi@example.com' } } }),
    addressRegions: () => ({ data: { country: { __typename: 'Country', id: 'ID', available_regions: REGIONS } } }),
    addressBook: answer,
    createCustomerAddress: (variables) => {
      const entry = saved((nextId += 1), variables);
      book = [...book, entry];
      return { data: { createCustomerAddress: entry } };
    },
    updateCustomerAddress: (variables) => {
      const entry = saved(variables.id, variables);
      book = book.map((other) => (other.id === entry.id ? entry : other));
      return { data: { updateCustomerAddress: entry } };
    },
    deleteCustomerAddress: ({ id }) => {
      if (book.find((entry) => entry.id === id)?.default_billing) return { networkError: new Error(DEFAULT_REFUSAL) };
      book = book.filter((entry) => entry.id !== id);
      return { data: { deleteCustomerAddress: true } };
    },
    ...overrides,
  };
  return resolvers;
}

const card = (name: string) => screen.getByRole('article', { name });
const sentNames = (sent: ReadonlyArray<{ operationName: string }>) => sent.map(({ operationName }) => operationName);

async function openNewAddress() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add an Address' }));
  return within(screen.getByRole('dialog', { name: 'New Address' }));
}

async function fillAddress(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Ayu');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Pratama');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Street Address' }), 'Jl. Kenanga 9');
  await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Depok');
  await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Province' }), 'Jawa Barat');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Postal Code' }), '16424');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Phone Number' }), '081298765432');
}

describe('/address-book', () => {
  it('shows every address as a card with its lines, the default badges, Edit and Delete', async () => {
    await renderApp('/address-book', { signedIn: true, resolvers: shop() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Address Book' })).toBeInTheDocument();
    const home = await screen.findByRole('article', { name: 'Jl. Melati 5, Bandung' });
    expect(within(home).getByRole('heading', { level: 2 })).toHaveTextContent('Jl. Melati 5, Bandung');
    expect(home).toHaveTextContent('Dewi Lestari');
    expect(home).toHaveTextContent('Bandung, Jawa Barat 40115');
    expect(within(home).getByText('Default shipping address')).toBeInTheDocument();
    expect(within(home).getByText('Default billing address')).toBeInTheDocument();
    expect(within(home).getByRole('button', { name: 'Edit Jl. Melati 5, Bandung' })).toBeInTheDocument();
    expect(within(home).getByRole('button', { name: 'Delete Jl. Melati 5, Bandung' })).toBeInTheDocument();

    const office = card('Jl. Sudirman 1, Jakarta');
    expect(office).toHaveTextContent('Lantai 5');
    expect(within(office).queryByText(/Default/)).toBeNull();
    expect(screen.getByRole('list', { name: 'Saved addresses' }).children).toHaveLength(2);
  });

  it('says so when the book is empty, and offers to add an address', async () => {
    await renderApp('/address-book', { signedIn: true, resolvers: shop([]) });
    expect(await screen.findByText('You have no saved addresses yet. Add one and checking out goes faster.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an Address' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Saved addresses' })).toBeNull();
  });

  it('adds an address with the province’s region_id, Indonesia and the defaults asked for, then shows it', async () => {
    const { sent } = await renderApp('/address-book', { signedIn: true, resolvers: shop() });
    const dialog = await openNewAddress();
    expect(screen.getByRole('dialog', { name: 'New Address' })).toContainElement(document.activeElement as HTMLElement);
    await fillAddress(dialog);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Use as my default shipping address' }));
    expect(dialog.getByRole('checkbox', { name: 'Use as my default billing address' })).not.toBeChecked();
    const readsBefore = sentNames(sent).filter((name) => name === 'addressBook').length;
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('The address has been saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.find(({ operationName }) => operationName === 'createCustomerAddress')?.variables).toEqual({
      firstname: 'Ayu',
      lastname: 'Pratama',
      street: ['Jl. Kenanga 9'],
      city: 'Depok',
      region: { region_id: 546, region_code: 'JB', region: 'Jawa Barat' },
      postcode: '16424',
      telephone: '081298765432',
      country_code: 'ID',
      default_shipping: true,
      default_billing: false,
    });
    // The book is read again: the new card, and the default shipping badge moved to it.
    expect(sentNames(sent).filter((name) => name === 'addressBook').length).toBeGreaterThan(readsBefore);
    const added = card('Jl. Kenanga 9, Depok');
    expect(within(added).getByText('Default shipping address')).toBeInTheDocument();
    expect(within(card('Jl. Melati 5, Bandung')).queryByText('Default shipping address')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add an Address' })).toHaveFocus();
  });

  it('edits an address in a form filled with it, keeping its second street line', async () => {
    const { sent } = await renderApp('/address-book', { signedIn: true, resolvers: shop() });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Jl. Sudirman 1, Jakarta' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Address' }));
    expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dewi');
    expect(dialog.getByRole('textbox', { name: 'Street Address' })).toHaveValue('Jl. Sudirman 1');
    expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Jakarta');
    expect(dialog.getByRole('combobox', { name: 'Province' })).toHaveValue('JK');
    expect(dialog.getByRole('textbox', { name: 'Postal Code' })).toHaveValue('40115');
    expect(dialog.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('081234567890');
    expect(dialog.getByRole('checkbox', { name: 'Use as my default shipping address' })).not.toBeChecked();

    await userEvent.clear(dialog.getByRole('textbox', { name: 'City' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Jakarta Pusat');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Use as my default billing address' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByRole('article', { name: 'Jl. Sudirman 1, Jakarta Pusat' })).toBeInTheDocument();
    expect(sent.find(({ operationName }) => operationName === 'updateCustomerAddress')?.variables).toMatchObject({
      id: 2,
      street: ['Jl. Sudirman 1', 'Lantai 5'],
      city: 'Jakarta Pusat',
      region: { region_id: 545 },
      country_code: 'ID',
      default_shipping: false,
      default_billing: true,
    });
    expect(screen.getByRole('button', { name: 'Edit Jl. Sudirman 1, Jakarta Pusat' })).toHaveFocus();
  });

  it('checks the fields with the spec’s messages before sending anything', async () => {
    const { sent } = await renderApp('/address-book', { signedIn: true, resolvers: shop() });
    const dialog = await openNewAddress();
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));
    expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription('Is required.');
    expect(dialog.getByRole('combobox', { name: 'Province' })).toHaveAccessibleDescription('Is required.');

    await userEvent.type(dialog.getByRole('textbox', { name: 'Postal Code' }), '164');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Phone Number' }), '12ab');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));
    expect(dialog.getByRole('textbox', { name: 'Postal Code' })).toHaveAccessibleDescription('Must contain more characters');
    expect(dialog.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription('Phone number is not valid');
    expect(sentNames(sent)).not.toContain('createCustomerAddress');
  });

  it("shows Magento's refusal in the form and keeps what was typed", async () => {
    const refusal = 'A region_id is required for the specified country code';
    await renderApp('/address-book', { signedIn: true, resolvers: shop(undefined, { createCustomerAddress: () => ({ networkError: new Error(refusal) }) }) });
    const dialog = await openNewAddress();
    await fillAddress(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: 'New Address' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Street Address' })).toHaveValue('Jl. Kenanga 9');
    expect(dialog.getByRole('combobox', { name: 'Province' })).toHaveValue('JB');
  });

  it('sends one save however often the button is pressed while it is on its way', async () => {
    const createCustomerAddress = jest.fn((): FakeAnswer => 'never');
    await renderApp('/address-book', { signedIn: true, resolvers: shop(undefined, { createCustomerAddress }) });
    const dialog = await openNewAddress();
    await fillAddress(dialog);
    const save = dialog.getByRole('button', { name: 'Save Address' });
    await userEvent.click(save);
    await userEvent.dblClick(save);
    expect(save).toBeDisabled();
    expect(createCustomerAddress).toHaveBeenCalledTimes(1);
  });

  it('closes the dialog on Escape and gives focus back to the button that opened it', async () => {
    await renderApp('/address-book', { signedIn: true, resolvers: shop() });
    const edit = await screen.findByRole('button', { name: 'Edit Jl. Melati 5, Bandung' });
    await userEvent.click(edit);
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(edit).toHaveFocus();
  });

  it('asks before deleting, then deletes and reads the book again', async () => {
    const { sent } = await renderApp('/address-book', { signedIn: true, resolvers: shop() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jl. Sudirman 1, Jakarta' }));
    let office = within(card('Jl. Sudirman 1, Jakarta'));
    const question = office.getByRole('group', { name: 'Delete this address?' });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(office.queryByRole('group', { name: 'Delete this address?' })).toBeNull();
    expect(office.getByRole('button', { name: 'Delete Jl. Sudirman 1, Jakarta' })).toHaveFocus();
    expect(sentNames(sent)).not.toContain('deleteCustomerAddress');

    await userEvent.click(office.getByRole('button', { name: 'Delete Jl. Sudirman 1, Jakarta' }));
    office = within(card('Jl. Sudirman 1, Jakarta'));
    await userEvent.click(within(office.getByRole('group', { name: 'Delete this address?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The address has been deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Jl. Sudirman 1, Jakarta' })).toBeNull();
    expect(sent.filter(({ operationName }) => operationName === 'deleteCustomerAddress').map(({ variables }) => variables)).toEqual([{ id: 2 }]);
  });

  it("shows Magento's refusal to delete a default address on that card, and keeps it", async () => {
    await renderApp('/address-book', { signedIn: true, resolvers: shop() });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jl. Melati 5, Bandung' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Delete this address?' })).getByRole('button', { name: 'Delete' }));
    const home = within(card('Jl. Melati 5, Bandung'));
    expect(await home.findByRole('alert')).toHaveTextContent(DEFAULT_REFUSAL);
    expect(within(card('Jl. Sudirman 1, Jakarta')).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(home.getByRole('button', { name: 'Delete Jl. Melati 5, Bandung' })).toHaveFocus());
  });

  it('updates the cached Customer that the dashboard and the checkout read', async () => {
    const { client } = await renderApp('/address-book', { signedIn: true, resolvers: shop() });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Jl. Sudirman 1, Jakarta' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Address' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Use as my default shipping address' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Address' }));
    await screen.findByText('The address has been saved.');
    // The cached Customer (which the dashboard and the checkout read) now has the moved default.
    const cached = client.cache.extract() as Record<string, { default_shipping?: string } | undefined>;
    expect(cached.Customer?.default_shipping).toBe('2');
  });
});
