import { FormattedMessage } from 'react-intl';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { ProductListing } from '../product-listing/ProductListing';
import { LazySuggestions } from '../../search/autocomplete/LazySuggestions';
import { SearchBar } from '../../search/search-bar/SearchBar';
import { InternalError } from '../../../lib/page/InternalError';
import { NotFound } from '../../../lib/page/NotFound';
import { PageLoading } from '../../../lib/page/PageLoading';
import { Title } from '../../../lib/page/Title';
import styles from './category.module.css';
import { CategoryIntro } from './CategoryIntro';
import { CategoryPageShimmer } from './CategoryPageShimmer';
import { useCategory } from './useCategory';

export interface CategoryProps {
  uid: string;
}

function CategoryPage({ uid }: CategoryProps) {
  const { listing, name, imageUrl, description } = useCategory(uid);
  switch (listing.status) {
    case 'notFound':
      return <NotFound />;
    case 'error':
      return <InternalError />;
    case 'ready':
      break;
    default:
      return <PageLoading skeleton={<CategoryPageShimmer />} />;
  }
  if (!listing.products) return null;
  return (
    <section className={styles.page}>
      <Title>{name}</Title>
      <Breadcrumbs categoryUid={uid} />
      <h1 className={styles.title}>{name}</h1>
      <ProductListing
        listing={{ ...listing, products: listing.products }}
        emptyMessage={<FormattedMessage id="category.empty" />}
        intro={
          <>
            <CategoryIntro imageUrl={imageUrl} description={description} />
            {/* spec §2: the category page has a search bar; from 768 px up the header's is in view. */}
            <div className={styles.mobileSearch}>
              <SearchBar Suggestions={LazySuggestions} />
            </div>
          </>
        }
      />
    </section>
  );
}

/**
 * Root component of a category page (spec §2): breadcrumbs, the title (hidden on phones), the
 * optional picture and description, and the product listing with its filters, sort and pages.
 * Keyed by category so one category's products never stand in for another's while loading.
 */
export default function Category({ uid }: CategoryProps) {
  return <CategoryPage key={uid} uid={uid} />;
}
