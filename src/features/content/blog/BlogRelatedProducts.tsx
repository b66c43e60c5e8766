import { useIntl } from 'react-intl';
import { useProductsBySku } from '../../../pagebuilder/ContentTypes/Products/useProductsBySku';
import { ProductCarousel } from '../../catalog/related-products/ProductCarousel';
import styles from './blog.module.css';

/**
 * The products a post recommends (Magefan names them by SKU), as the catalogue's cards in a
 * carousel. Its own chunk: the post page loads it when the shopper scrolls near it.
 */
export default function BlogRelatedProducts({ skus }: { skus: string[] }) {
  const { formatMessage } = useIntl();
  const { products, loading } = useProductsBySku(skus, true);
  if (loading) return <div className={styles.productsPlaceholder} />;
  return <ProductCarousel title={formatMessage({ id: 'relatedProducts.related' })} products={products} />;
}
