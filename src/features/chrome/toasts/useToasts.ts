import { useContext } from 'react';
import { ToastContext, type ToastApi } from './ToastProvider';

/** Talon: the toasts on screen and the functions that add and dismiss them. */
export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a <ToastProvider> above it');
  return api;
}
