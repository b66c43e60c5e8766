export { ErrorBoundary } from './ErrorBoundary';
export { RoutesErrorBoundary } from './RoutesErrorBoundary';
