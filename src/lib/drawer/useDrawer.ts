import { useRef } from 'react';
import { useDismiss } from './useDismiss';
import { useFocusTrap } from './useFocusTrap';

/** Talon of a modal drawer: focus trapped while open, Escape closes. */
export function useDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panelRef = useRef<HTMLElement | null>(null);
  useFocusTrap(panelRef, open);
  useDismiss({ active: open, onDismiss: onClose });
  return { panelRef };
}
