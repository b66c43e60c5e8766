import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard in place around a card's inline "Delete this address?": focus moves to its
 * Cancel when it opens and back to the card's Delete when it closes (that button was gone meanwhile).
 */
export function useConfirmFocus(isConfirming: boolean) {
  const deleteRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(isConfirming);
  useEffect(() => {
    if (isConfirming && !wasConfirming.current) cancelRef.current?.focus();
    if (!isConfirming && wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);
  return { deleteRef, cancelRef };
}
