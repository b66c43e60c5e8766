import { useCallback, useEffect, useRef, useState } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { type CartPageLineView } from './cartPageLine';

/** Sends a line's new quantity; resolves to the shop's refusal, or null when the cart took it. */
export type ChangeLineQuantity = (line: CartPageLineView, quantity: number) => Promise<Error | null>;

/**
 * Talon of a cart line's quantity field: what the shopper typed, sent once it is a whole number
 * above 0. The cart's quantity wins: the field follows it when it changes, and goes back to it when
 * the shop refuses the new one, whose message (Magento's) is the line's own to show.
 */
export function useCartLineQuantity(line: CartPageLineView, onQuantity: ChangeLineQuantity) {
  const [text, setText] = useState(String(line.quantity));
  const [refusal, setRefusal] = useState<string | null>(null);
  // What the cart holds when an answer comes back (the line may have been refetched meanwhile).
  const held = useRef(line.quantity);
  useEffect(() => {
    held.current = line.quantity;
    setText(String(line.quantity));
  }, [line.quantity]);

  const change = useCallback(
    (value: string) => {
      setText(value);
      const quantity = Number(value);
      if (!Number.isInteger(quantity) || quantity <= 0) return;
      void onQuantity(line, quantity).then((error) => {
        setRefusal(error ? deriveErrorMessage(error) : null);
        if (error) setText(String(held.current));
      });
    },
    [line, onQuantity],
  );

  return { text, refusal, change };
}
