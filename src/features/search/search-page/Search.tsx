import { FormattedMessage, useIntl } from 'react-intl';
import { ListingShimmer } from '../../catalog/product-listing/ListingShimmer';
import { ProductListing } from '../../catalog/product-listing/ProductListing';
import { useProductListing } from '../../catalog/product-listing/useProductListing';
import { LazySuggestions } from '../autocomplete/LazySuggestions';
import { SearchBar } from '../search-bar/SearchBar';
import { InternalError } from '../../../lib/page/InternalError';
import { PageLoading } from '../../../lib/page/PageLoading';
import { Title } from '../../../lib/page/Title';
import styles from './search.module.css';
import { useSearchQuery } from './useSearchQuery';

function SearchResults({ query }: { query: string }) {
  const listing = useProductListing({ search: query });
  const heading = query ? (
    <h1 className={styles.title}>
      <FormattedMessage id="search.resultsFor" values={{ query }} />
    </h1>
  ) : (
    <h1 className={styles.title}>
      <FormattedMessage id="search.title" />
    </h1>
  );
  switch (listing.status) {
    case 'prompt':
      return (
        <>
          {heading}
          <p className={styles.prompt}>
            <FormattedMessage id="search.noQuery" />
          </p>
        </>
      );
    case 'error':
      return <InternalError />;
    case 'ready':
      break;
    default:
      return (
        <>
          {heading}
          <PageLoading skeleton={<ListingShimmer />} />
        </>
      );
  }
  if (!listing.products) return null;
  return (
    <>
      {heading}
      <ProductListing listing={{ ...listing, products: listing.products }} emptyMessage={<FormattedMessage id="search.empty" values={{ query }} />} />
    </>
  );
}

/**
 * /search.html?query=… (spec §2): the products for the shopper's words with the category page's
 * filters (plus an optional category_uid[filter] from a category suggestion), sort and pages.
 * The words are shown as text, whatever they hold; only spaces send nothing and show the prompt.
 */
export default function Search() {
  const { formatMessage } = useIntl();
  const query = useSearchQuery();
  return (
    <section className={styles.page}>
      <Title>{formatMessage({ id: 'search.title' })}</Title>
      {/* On phones the top bar has no search field: the page brings its own (the header's from 768 px). */}
      <div className={styles.mobileSearch}>
        <SearchBar Suggestions={LazySuggestions} />
      </div>
      <SearchResults key={query} query={query} />
    </section>
  );
}
