import { CompareToggle, type CompareButtonProps } from './CompareToggle';
import { productIdFromUid } from './productId';
import { useCompareSummary } from './useCompareSummary';

/** The button of a shopper who has a list: pressed while the list holds the product. */
export default function ListedCompareButton({ listUid, ...props }: CompareButtonProps & { listUid: string }) {
  const { productIds } = useCompareSummary(listUid);
  const productId = productIdFromUid(props.productUid);
  return <CompareToggle {...props} isCompared={productId !== null && productIds.includes(productId)} />;
}
