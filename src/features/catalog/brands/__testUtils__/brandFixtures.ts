/* Test support (not a test file): the fake shop's brands as mpbrand answers them. */
import { type FakeAnswer } from '../../../../app/__testUtils__/fakeGraphql';

export interface FakeBrand {
  id: number;
  name: string;
  featured?: boolean;
  image?: string | null;
}

export const BRANDS: FakeBrand[] = [
  { id: 3, name: 'Nalu Skin', featured: true },
  { id: 5, name: 'Aruna Care', featured: true },
  { id: 7, name: 'Zeta Lab' },
  { id: 9, name: 'Nana Beauty' },
  { id: 11, name: 'Bromo Health', image: null },
];

export const urlKeyOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

export function fakeBrand({ id, name, featured = false, image }: FakeBrand) {
  return {
    __typename: 'MageplazaBrands',
    brand_id: id,
    option_id: id,
    value: name,
    url_key: urlKeyOf(name),
    image: image === undefined ? `http://localhost/media/brands/${urlKeyOf(name)}.png` : image,
    is_featured: featured ? 1 : 0,
    product_quantity: 4,
    description: `<p>${name}: made for you.<img src=x onerror="window.hacked=1"></p>`,
    page_title: name,
    meta_description: `${name} products`,
  };
}

export const brandListAnswer = (brands: FakeBrand[] = BRANDS): FakeAnswer => ({
  data: { mpbrand: { __typename: 'MageplazaBrandsOutput', items: brands.map(fakeBrand) } },
});

export const brandPageAnswer = (urlKey: string): FakeAnswer => {
  const brand = BRANDS.find((candidate) => urlKeyOf(candidate.name) === urlKey);
  return { data: { mpbrand: { __typename: 'MageplazaBrandsOutput', items: brand ? [fakeBrand(brand)] : [] } } };
};
