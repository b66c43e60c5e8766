import { addressBookLabel, fromAddressBook, initialAddressChoice, NEW_ADDRESS } from '../addressBook';

const home = {
  id: 7,
  firstname: 'Ayu',
  lastname: 'Pratama',
  street: ['Jl. Melati 5', null],
  city: 'Bandung',
  region: { region: 'Jawa Barat', region_code: 'JB', region_id: 546 },
  postcode: '40115',
  telephone: '081298765432',
  default_shipping: true,
};
const office = { ...home, id: 8, street: ['Jl. Sudirman 1'], city: 'Jakarta', default_shipping: false };

describe('the address book in the checkout', () => {
  it('sends a saved address as the checkout address, keeping which entry it was', () => {
    expect(fromAddressBook(home)).toEqual({
      firstname: 'Ayu',
      lastname: 'Pratama',
      street: ['Jl. Melati 5'],
      city: 'Bandung',
      region_code: 'JB',
      postcode: '40115',
      telephone: '081298765432',
      customerAddressId: 7,
    });
  });

  it('names an address on one line', () => {
    expect(addressBookLabel(home)).toBe('Ayu Pratama, Jl. Melati 5, Bandung');
  });

  it('starts on the entry sent before, else the default shipping address, else a new address', () => {
    expect(initialAddressChoice(fromAddressBook(office), [home, office])).toBe('8');
    expect(initialAddressChoice({ ...fromAddressBook(office), customerAddressId: undefined }, [home, office])).toBe(NEW_ADDRESS);
    expect(initialAddressChoice(null, [office, home])).toBe('7');
    expect(initialAddressChoice(null, [office])).toBe('8');
    expect(initialAddressChoice(null, [])).toBe(NEW_ADDRESS);
  });
});
