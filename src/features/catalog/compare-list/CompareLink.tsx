import { lazy, Suspense } from 'react';
import { useIsMobile } from '../../../lib/media/useMediaQuery';
import { useCompareListUid } from './useCompareListUid';

// The count and its query load only for a shopper with a list: the first page of everyone else
// carries no more than this.
const CompareCount = lazy(() => import(/* webpackChunkName: "compare-count" */ './CompareCount'));

/**
 * The header's way to the comparison, while the shopper has a compare list. Not on phones, where
 * the header has no room left for its search field (as for the store locator); the toast after
 * each add leads there instead.
 */
export function CompareLink({ className }: { className?: string }) {
  const uid = useCompareListUid();
  const isMobile = useIsMobile();
  if (!uid || isMobile) return null;
  return (
    <Suspense fallback={null}>
      <CompareCount uid={uid} className={className} />
    </Suspense>
  );
}
