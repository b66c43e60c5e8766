import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { getCartDetails } from '../../../lib/store/cart/itemActions';
import { cartLines } from '../../../lib/store/cart/cartDetails';
import { beginCheckout, refreshShippingMethods } from '../../../lib/store/checkout/asyncActions';
import { selectCheckout } from '../../../lib/store/checkout/selectors';
import { cartPageLine } from '../../cart/cart-page/cartPageLine';
import { appliedLoyalty } from '../../order/totals/appliedLoyalty';
import { useCartLoyalty } from '../../order/totals/useCartLoyalty';
import { discountedSubtotal, labelledAmounts } from '../../order/totals/discounts';
import { useCartDetails } from '../../cart/state/useCartDetails';
import { useCartReconnect } from '../../cart/state/useCartReconnect';
import { CHECKOUT_STEPS, checkoutView, currentStep, stepStatus, withFittingPayment, type CheckoutStep } from './checkoutFlow';

/**
 * Talon of /checkout: starts the checkout with what this browser saved, fetches the cart, and
 * says which step is on show (the first open one, or the one the shopper went back to edit).
 */
export function useCheckoutPage() {
  const dispatch = useAppDispatch();
  const formatPrice = usePriceFormatter();
  const checkout = useAppSelector(selectCheckout);
  const details = useCartDetails();
  const loyalty = useCartLoyalty();
  const items = cartLines(details);
  const [editing, setEditing] = useState<CheckoutStep | null>(null);

  useEffect(() => {
    void dispatch(beginCheckout());
    void dispatch(getCartDetails());
  }, [dispatch]);

  // Offline the page keeps what it knows (the cart as last loaded, the saved steps) and catches up
  // once the shop answers again: the cart is fetched again, and the rates below.
  const { isOffline } = useCartReconnect();

  // Rates depend on what the cart holds after discounts (JNE Reguler is free from Rp 150.000):
  // read them again whenever that changes, so the summary shows what the order will charge.
  const discounted = discountedSubtotal(details.prices?.subtotal_excluding_tax, details.prices?.discounts);
  const hasCart = Boolean(details.id);
  useEffect(() => {
    if (hasCart && !isOffline) void dispatch(refreshShippingMethods());
  }, [discounted, dispatch, hasCart, isOffline, details.total_quantity]);

  const lines = useMemo(() => items.map(cartPageLine), [items]);
  // Once the order is placed the cart is emptied before the thanks page opens: show no "empty cart" meanwhile.
  const isPlaced = Boolean(checkout.receipt.order.number);
  const view = isPlaced ? 'loading' : checkoutView({ hasDetails: hasCart, lineCount: lines.length, hasProblem: lines.some((line) => line.problem), isOffline });
  const progress = withFittingPayment(checkout, details.prices?.grand_total?.value ?? null);
  const step = currentStep(progress, editing);
  const steps = CHECKOUT_STEPS.map((name) => ({ name, status: stepStatus(name, step, progress) }));
  const chosenShipping = checkout.availableShippingMethods.find(
    (method) => method.carrier_code === checkout.shippingMethod && method.method_code === checkout.shippingMethodCode,
  );

  /** A step's form was accepted: the flow moves on to the next open step. */
  const stepDone = useCallback(() => setEditing(null), []);

  const prices = details.prices;
  return {
    view,
    isOffline,
    steps,
    edit: setEditing,
    stepDone,
    checkout,
    chosenShipping: chosenShipping ?? null,
    summary: {
      lines,
      formatPrice,
      subtotal: prices?.subtotal_excluding_tax ?? null,
      discounts: labelledAmounts(prices?.discounts),
      taxes: labelledAmounts(prices?.applied_taxes),
      shipping: chosenShipping?.amount ?? null,
      ...appliedLoyalty(loyalty ?? {}),
      grandTotal: prices?.grand_total ?? null,
      totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    },
  };
}

export type CheckoutPageTalon = ReturnType<typeof useCheckoutPage>;
