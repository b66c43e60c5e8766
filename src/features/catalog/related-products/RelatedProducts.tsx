import { useIntl } from 'react-intl';
import { ProductCarousel } from './ProductCarousel';
import { useRelatedProducts } from './useRelatedProducts';

/** The product page's related and up-sell products, each a carousel (nothing when there are none). */
export function RelatedProducts({ urlKey, productUid }: { urlKey: string; productUid: string }) {
  const { formatMessage } = useIntl();
  const { related, upsell } = useRelatedProducts(urlKey, productUid);
  return (
    <>
      <ProductCarousel title={formatMessage({ id: 'relatedProducts.upsell' })} products={upsell} />
      <ProductCarousel title={formatMessage({ id: 'relatedProducts.related' })} products={related} />
    </>
  );
}
