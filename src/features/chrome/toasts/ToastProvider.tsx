import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { effectiveTimeout, toastId, validateToast, type Toast, type ToastOptions } from './toastTypes';

export interface ToastApi {
  /** Toasts in the order they were first shown. */
  toasts: Toast[];
  /** Shows a toast (or merges it with the same one on screen) and returns its id. */
  addToast(options: ToastOptions): string;
  /** Removes a toast without calling its onDismiss. */
  removeToast(id: string): void;
  /** The user dismissed it: calls its onDismiss (which removes it) or removes it. */
  dismissToast(id: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** Holds the toasts on screen and their removal timers. */
export function ToastProvider({ children, now = Date.now }: { children: ReactNode; now?: () => number }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const current = useRef<Toast[]>([]);
  current.current = toasts;

  const clearTimer = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const removeToast = useCallback(
    (id: string) => {
      clearTimer(id);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    },
    [clearTimer],
  );

  const addToast = useCallback(
    (options: ToastOptions) => {
      validateToast(options);
      const id = toastId(options);
      clearTimer(id);
      setToasts((list) => {
        const isDuplicate = list.some((toast) => toast.id === id);
        const toast: Toast = { ...options, id, timestamp: now(), isDuplicate };
        return isDuplicate ? list.map((shown) => (shown.id === id ? toast : shown)) : [...list, toast];
      });
      const timeout = effectiveTimeout(options);
      if (timeout !== null) timers.current.set(id, setTimeout(() => removeToast(id), timeout));
      return id;
    },
    [clearTimer, now, removeToast],
  );

  const dismissToast = useCallback(
    (id: string) => {
      const toast = current.current.find((shown) => shown.id === id);
      const remove = () => removeToast(id);
      if (toast?.onDismiss) toast.onDismiss(remove);
      else remove();
    },
    [removeToast],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ toasts, addToast, removeToast, dismissToast }), [toasts, addToast, removeToast, dismissToast]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}
