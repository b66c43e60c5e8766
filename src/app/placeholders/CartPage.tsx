import { ComingSoon } from './ComingSoon';

/** Placeholder until the cart feature lands. */
export default function CartPage() {
  return <ComingSoon titleId="cart.title" />;
}
