import { useCallback, useMemo } from 'react';
import { type ProductCardFieldsFragment } from '../../../__generated__/operations';
import { useAddToCart } from '../add-to-cart/useAddToCart';
import { productCardView, type ProductCardView } from './productCardView';

export interface ProductCardTalon extends ProductCardView {
  handleAddToCart(): void;
  isAdding: boolean;
  /** Magento's message when the last add failed (out of stock, qty not available, ...). */
  errorMessage: string | null;
}

/** Talon of a product card: what it shows, and Add to Cart (one piece) for simple products. */
export function useProductCard(product: ProductCardFieldsFragment): ProductCardTalon {
  const view = useMemo(() => productCardView(product), [product]);
  const { addToCart, isAdding, errorMessage } = useAddToCart();
  const { sku, action } = view;
  const handleAddToCart = useCallback(() => {
    if (action !== 'addToCart' || isAdding) return;
    void addToCart([{ sku, quantity: 1 }]);
  }, [action, addToCart, isAdding, sku]);
  return { ...view, handleAddToCart, isAdding, errorMessage };
}
