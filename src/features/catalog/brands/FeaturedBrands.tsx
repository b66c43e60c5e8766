import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { BrandLogo } from './BrandLogo';
import { brandPath, type BrandTile } from './brandIndex';
import styles from './brands.module.css';

/** The Featured block: the merchant's chosen brands as logos (the first screen: they load at once). */
export function FeaturedBrands({ brands }: { brands: readonly BrandTile[] }) {
  if (!brands.length) return null;
  return (
    <section className={styles.section} aria-labelledby="brands-featured">
      <h2 id="brands-featured" className={styles.sectionHeading}>
        <FormattedMessage id="brands.featured" />
      </h2>
      <ul className={styles.featuredGrid}>
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link className={styles.featuredTile} to={brandPath(brand.urlKey)}>
              {brand.image ? <BrandLogo image={brand.image} alt={brand.name} eager /> : <span className={styles.featuredName}>{brand.name}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
