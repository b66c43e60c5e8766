import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type RoutePageProps } from '../../../app/pages/definePage';
import { LazyRichContent } from '../../../pagebuilder/LazyRichContent';
import { InternalError } from '../../../lib/page/InternalError';
import { NotFound } from '../../../lib/page/NotFound';
import { PageLoading } from '../../../lib/page/PageLoading';
import { Title } from '../../../lib/page/Title';
import { useMetaDescription } from '../../../lib/page/useMetaDescription';
import crumbs from '../breadcrumbs/breadcrumbs.module.css';
import { ListingShimmer } from '../product-listing/ListingShimmer';
import { ProductListing } from '../product-listing/ProductListing';
import { BrandLogo } from './BrandLogo';
import styles from './brands.module.css';
import { useBrandProducts } from './useBrandProducts';

/** Home › Brands › the brand. */
function BrandCrumbs({ name, titleId }: { name: string; titleId: string }) {
  const { formatMessage } = useIntl();
  return (
    <nav className={crumbs.root} aria-label={formatMessage({ id: 'breadcrumbs.label' })}>
      <ol className={crumbs.list}>
        <li className={crumbs.item}>
          <Link className={crumbs.link} to="/">
            <FormattedMessage id="breadcrumbs.home" />
          </Link>
        </li>
        <li className={crumbs.separator} aria-hidden="true">
          ›
        </li>
        <li className={crumbs.item}>
          <Link className={crumbs.link} to="/brands">
            <FormattedMessage id={titleId} />
          </Link>
        </li>
        <li className={crumbs.separator} aria-hidden="true">
          ›
        </li>
        <li className={crumbs.item}>
          <span className={crumbs.current} aria-current="page">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/**
 * /brands/:urlKey: the brand's logo and description above its products, with the catalogue's
 * cards, filters, sort and pages (all in the URL). An unknown brand is the "Ooops!" page.
 */
export default function BrandProductsPage({ titleId }: RoutePageProps) {
  const { status, brand, listing } = useBrandProducts();
  useMetaDescription(brand?.meta_description);
  if (status === 'notFound') return <NotFound />;
  if (status === 'error') return <InternalError />;
  if (!brand || status === 'loading' || !listing.products) return <PageLoading skeleton={<ListingShimmer />} />;
  const name = brand.value ?? '';
  return (
    <section className={styles.page}>
      <Title>{brand.page_title || name}</Title>
      <BrandCrumbs name={name} titleId={titleId} />
      <h1 className={styles.brandTitle}>{name}</h1>
      <ProductListing
        listing={{ ...listing, products: listing.products }}
        emptyMessage={<FormattedMessage id="brands.noProducts" />}
        intro={
          <div className={styles.brandIntro}>
            {brand.image && <BrandLogo image={brand.image} alt={name} eager />}
            <LazyRichContent className={styles.brandDescription} html={brand.description} />
          </div>
        }
      />
    </section>
  );
}
