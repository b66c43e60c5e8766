import { lazy, Suspense, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../lib/store';
import { HeartButton } from './HeartButton';

// The wishlist's queries and mutations load only for a signed-in customer: a guest's heart just
// leads to sign-in, so product lists stay light for the shoppers who cannot have a wishlist yet.
const SignedInHeart = lazy(() => import(/* webpackChunkName: "wishlist-heart" */ './SignedInHeart'));

interface WishlistHeartProps {
  sku: string;
  productName: string;
  className?: string;
}

/** The heart on product cards and pages: adds the product to the wishlist or takes it out. */
export function WishlistHeart({ sku, productName, className }: WishlistHeartProps) {
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // A guest signs in first and comes back here.
  const signInFirst = useCallback(() => navigate('/sign-in', { state: { from: `${pathname}${search}` } }), [navigate, pathname, search]);
  const guestHeart = <HeartButton productName={productName} isInWishlist={false} onToggle={signInFirst} className={className} />;
  if (!isSignedIn) return guestHeart;
  return (
    <Suspense fallback={guestHeart}>
      <SignedInHeart sku={sku} productName={productName} className={className} />
    </Suspense>
  );
}
