/* For tests of features that toast: the provider and the stack that shows the toasts. */
export { ToastContainer } from './ToastContainer';
export { ToastProvider } from './ToastProvider';
