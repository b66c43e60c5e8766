import { addressLabel, toAddressVariables, toFormValues, type AddressBookEntry } from '../addressValues';

const REGIONS = [{ id: 545, code: 'JK', name: 'DKI Jakarta' }];
const office: AddressBookEntry = {
  id: 2,
  firstname: 'Dewi',
  lastname: 'Lestari',
  street: ['Jl. Sudirman 1', 'Lantai 5'],
  city: 'Jakarta',
  region: { region: 'DKI Jakarta', region_code: 'JK', region_id: 545 },
  postcode: '10220',
  telephone: '081234567890',
  country_code: 'ID',
  default_shipping: true,
  default_billing: false,
};

describe('the address form’s values', () => {
  it('start empty with both defaults off for a new address, and from the address when editing', () => {
    expect(toFormValues(null)).toEqual({ default_shipping: false, default_billing: false });
    expect(toFormValues(office)).toMatchObject({ street: ['Jl. Sudirman 1'], region_code: 'JK', default_shipping: true, default_billing: false });
  });

  it('become Magento’s address input: trimmed, the region_id of the chosen province, Indonesia', () => {
    const values = { ...toFormValues(office), firstname: ' Ayu ', street: ['Jl. Thamrin 2 '] };
    expect(toAddressVariables(values, REGIONS, office)).toEqual({
      firstname: 'Ayu',
      lastname: 'Lestari',
      street: ['Jl. Thamrin 2', 'Lantai 5'],
      city: 'Jakarta',
      region: { region_id: 545, region_code: 'JK', region: 'DKI Jakarta' },
      postcode: '10220',
      telephone: '081234567890',
      country_code: 'ID',
      default_shipping: true,
      default_billing: false,
    });
  });

  it('send a province the directory does not list without a region_id, for Magento to refuse in its words', () => {
    expect(toAddressVariables({ region_code: 'XX' }, REGIONS, null).region).toEqual({ region_id: null, region_code: 'XX', region: null });
  });

  it('name a card by its street and city', () => {
    expect(addressLabel(office)).toBe('Jl. Sudirman 1, Jakarta');
  });
});
