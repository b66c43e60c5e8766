import { ToastContainer } from './ToastContainer';
import { useAppToasts } from './useAppToasts';

/** The toast stack plus the app-wide notices (connectivity, unexpected errors). */
export function AppToasts() {
  useAppToasts();
  return <ToastContainer />;
}
