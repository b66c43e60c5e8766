import { Icon } from '../../../lib/icons/Icon';
import { type ToastType } from './toastTypes';

/* One 24px outline glyph per type; decorative (the message says it all). */
const PATHS: Record<ToastType, string> = {
  info: 'M12 8h.01M11 12h1v4h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  success: 'M8 12.5l2.5 2.5L16 9.5M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  warning: 'M12 9v4M12 17h.01M10.3 3.9L2.2 18a2 2 0 0 0 1.7 3h16.2a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  error: 'M15 9l-6 6M9 9l6 6M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
};

export function ToastIcon({ type }: { type: ToastType }) {
  return (
    <Icon>
      <path d={PATHS[type]} />
    </Icon>
  );
}
