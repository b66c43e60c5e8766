import { HeartButton } from './HeartButton';
import { useWishlistToggle } from './useWishlistToggle';

/** A signed-in customer's heart: in or out of their wishlist, toggled with Magento's mutations. */
export default function SignedInHeart({ sku, productName, className }: { sku: string; productName: string; className?: string }) {
  const { isInWishlist, toggle, isBusy, error } = useWishlistToggle(sku);
  return <HeartButton productName={productName} isInWishlist={isInWishlist} isBusy={isBusy} error={error} onToggle={() => void toggle()} className={className} />;
}
