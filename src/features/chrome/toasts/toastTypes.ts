import { type ReactNode } from 'react';

export type ToastType = 'info' | 'warning' | 'error' | 'success';

/** Milliseconds a toast stays when the caller gives no timeout (spec §9). */
export const TOAST_TIMEOUTS: Record<ToastType, number> & { default: number } = {
  default: 5000,
  info: 5000,
  warning: 5000,
  success: 5000,
  error: 10000,
};

/** What a caller asks for. */
export interface ToastOptions {
  type: ToastType;
  message: string;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  /** Milliseconds before it disappears; the type's default when omitted; false: stays until dismissed. */
  timeout?: number | false;
  /** Shows a close button. */
  dismissable?: boolean;
  /** Text of an action button (onAction is called with a function that removes the toast). */
  actionText?: string;
  onAction?: (remove: () => void) => void;
  /** Text of the dismiss button (else an icon labelled 'Close'). */
  dismissActionText?: string;
  /** Called when the user dismisses it, with a function that removes it. */
  onDismiss?: (remove: () => void) => void;
}

/** A toast on screen. */
export interface Toast extends ToastOptions {
  id: string;
  /** When it was (last) added, in ms. */
  timestamp: number;
  /** The same toast was added again while it was shown (its timer restarted). */
  isDuplicate: boolean;
}

/** Spec §5: type and message are required; a toast must be dismissable or time out. */
export function validateToast(options: Partial<ToastOptions>): asserts options is ToastOptions {
  if (!options.type) throw new TypeError('toast.type is required');
  if (!options.message) throw new TypeError('toast.message is required');
  if (options.timeout === false && !options.dismissable) throw new TypeError('Toast should be user-dismissable or have a timeout');
}

/** The timeout in ms, or null for a toast that stays until dismissed. */
export function effectiveTimeout({ type, timeout }: Pick<ToastOptions, 'type' | 'timeout'>): number | null {
  if (timeout === false) return null;
  return typeof timeout === 'number' && timeout > 0 ? timeout : (TOAST_TIMEOUTS[type] ?? TOAST_TIMEOUTS.default);
}

/** Toasts that say the same thing share an id, so adding one again merges them. */
export function toastId({ type, message, actionText = '', dismissActionText = '' }: ToastOptions): string {
  return JSON.stringify([type, message, actionText, dismissActionText]);
}
