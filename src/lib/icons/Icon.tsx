import { type ReactNode } from 'react';

export interface IconProps {
  /** Pixel size of the square icon. */
  size?: number;
  className?: string;
  /** Line width on the 24px grid (default 2). */
  strokeWidth?: number;
}

/**
 * An inline SVG icon (no icon font, no request). Decorative: the button or link around it
 * carries the accessible name.
 */
export function Icon({ size = 24, className, strokeWidth = 2, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
