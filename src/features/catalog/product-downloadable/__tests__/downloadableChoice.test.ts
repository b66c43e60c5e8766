import { chosenLinksPrice, downloadableOffer, selectedLinkUids } from '../downloadableChoice';

const product = (separately: number) => ({
  __typename: 'DownloadableProduct' as const,
  links_title: 'Formats',
  links_purchased_separately: separately,
  downloadable_product_links: [
    { __typename: 'DownloadableProductLinks' as const, uid: 'ZG93bmxvYWRhYmxlLzI=', title: 'Plain text', price: 10000, sort_order: 2, sample_url: null },
    { __typename: 'DownloadableProductLinks' as const, uid: 'ZG93bmxvYWRhYmxlLzE=', title: 'PDF', price: 15000, sort_order: 1, sample_url: 'https://shop.test/downloadable/download/link_sample/link_id/1/' },
  ],
  downloadable_product_samples: [
    { __typename: 'DownloadableProductSamples' as const, title: 'Two habits', sort_order: 1, sample_url: 'https://shop.test/downloadable/download/sample/sample_id/3/' },
    { __typename: 'DownloadableProductSamples' as const, title: 'Bad', sort_order: 2, sample_url: 'javascript:alert(1)' },
  ],
});

describe('a downloadable product on its page', () => {
  it("offers its links and web samples in the merchant's order", () => {
    const offer = downloadableOffer(product(1));
    expect(offer.title).toBe('Formats');
    expect(offer.separately).toBe(true);
    expect(offer.links.map((link) => [link.title, link.price, link.sampleUrl])).toEqual([
      ['PDF', 15000, 'https://shop.test/downloadable/download/link_sample/link_id/1/'],
      ['Plain text', 10000, null],
    ]);
    expect(offer.samples).toEqual([{ title: 'Two habits', url: 'https://shop.test/downloadable/download/sample/sample_id/3/' }]);
  });

  it('prices and sends the chosen links when they are sold separately', () => {
    const offer = downloadableOffer(product(1));
    expect(chosenLinksPrice(offer, ['ZG93bmxvYWRhYmxlLzE=', 'ZG93bmxvYWRhYmxlLzI='])).toBe(25000);
    expect(selectedLinkUids(offer, ['ZG93bmxvYWRhYmxlLzI=', 'forged'])).toEqual(['ZG93bmxvYWRhYmxlLzI=']);
  });

  it('adds nothing and sends no links when they all come with the product', () => {
    const offer = downloadableOffer(product(0));
    expect(chosenLinksPrice(offer, ['ZG93bmxvYWRhYmxlLzE='])).toBe(0);
    expect(selectedLinkUids(offer, ['ZG93bmxvYWRhYmxlLzE='])).toEqual([]);
  });
});
