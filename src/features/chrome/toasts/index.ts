export { AppToasts } from './AppToasts';
export { ToastProvider, type ToastApi } from './ToastProvider';
export { TOAST_TIMEOUTS, type ToastOptions, type ToastType } from './toastTypes';
export { useToasts } from './useToasts';
