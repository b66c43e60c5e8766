import { EntityStatus } from '../../../app/MagentoRoute/EntityStatus';
import { ProductPage } from './ProductPage';
import { ProductSkeleton } from './ProductSkeleton';
import { useProduct } from './useProduct';

export interface ProductProps {
  uid: string;
}

/** Root component for product pages: loading, not found ("Ooops!"), error, or the product. */
export default function Product({ uid }: ProductProps) {
  return (
    <EntityStatus state={useProduct(uid)} skeleton={<ProductSkeleton />}>
      {({ product }) => <ProductPage key={product.uid} product={product} />}
    </EntityStatus>
  );
}
