import { type DownloadableLinksFragment } from '../../../__generated__/operations';

export interface DownloadableLink {
  uid: string;
  title: string;
  /** What the link adds to the product's price when bought separately (whole rupiah). */
  price: number;
  /** A public excerpt of this file, or null. */
  sampleUrl: string | null;
}

export interface DownloadableOffer {
  /** The merchant's name for the links ("Formats"), or null for the shop's own word. */
  title: string | null;
  /** The shopper picks links one by one (each priced); otherwise every link comes with the product. */
  separately: boolean;
  links: DownloadableLink[];
  samples: Array<{ title: string; url: string }>;
}

/** Only web links become hrefs (a sample URL is the server's text). */
const webUrl = (url: string | null | undefined): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

const bySortOrder = <T extends { sort_order?: number | null }>(items: ReadonlyArray<T | null> | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => item !== null).sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));

/** The product's links and samples in the merchant's order; samples without a web URL are left out. */
export function downloadableOffer(product: DownloadableLinksFragment): DownloadableOffer {
  return {
    title: product.links_title || null,
    separately: Boolean(product.links_purchased_separately),
    links: bySortOrder(product.downloadable_product_links).map((link) => ({ uid: link.uid, title: link.title ?? '', price: link.price ?? 0, sampleUrl: webUrl(link.sample_url) })),
    samples: bySortOrder(product.downloadable_product_samples).flatMap((sample) => {
      const url = webUrl(sample.sample_url);
      return url ? [{ title: sample.title ?? '', url }] : [];
    }),
  };
}

/** What the chosen links add to one unit (links bought with the product add nothing: its price covers them). */
export function chosenLinksPrice(offer: DownloadableOffer, chosen: readonly string[]): number {
  if (!offer.separately) return 0;
  return offer.links.reduce((sum, link) => (chosen.includes(link.uid) ? sum + link.price : sum), 0);
}

/** The links to send in selected_options: the chosen ones (Magento adds every link itself when they are not sold separately). */
export function selectedLinkUids(offer: DownloadableOffer, chosen: readonly string[]): string[] {
  return offer.separately ? offer.links.filter((link) => chosen.includes(link.uid)).map((link) => link.uid) : [];
}
