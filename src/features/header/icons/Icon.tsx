import { type ReactNode } from 'react';

export interface IconProps {
  /** Pixel size of the square icon. */
  size?: number;
  className?: string;
}

/**
 * An inline SVG icon (no icon font, no request). Decorative: the button or link around it
 * carries the accessible name.
 */
export function Icon({ size = 24, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
