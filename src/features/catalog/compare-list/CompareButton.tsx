import { lazy, Suspense } from 'react';
import { CompareToggle, type CompareButtonProps } from './CompareToggle';
import { useCompareListUid } from './useCompareListUid';

// Which products the list holds is asked only for a shopper who has one: product lists and pages
// of everyone else carry the plain button alone.
const ListedCompareButton = lazy(() => import(/* webpackChunkName: "compare-listed" */ './ListedCompareButton'));

export type { CompareButtonProps };

/** The compare button on product cards and pages (see CompareToggle). */
export function CompareButton(props: CompareButtonProps) {
  const listUid = useCompareListUid();
  const plain = <CompareToggle {...props} isCompared={false} />;
  if (!listUid) return plain;
  return (
    <Suspense fallback={plain}>
      <ListedCompareButton {...props} listUid={listUid} />
    </Suspense>
  );
}
