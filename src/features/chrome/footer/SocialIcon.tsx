import { type ReactElement } from 'react';
import { type SocialNetwork } from './footerContent';

/* Simplified brand glyphs on a 24px grid, drawn in currentColor; decorative (the link is named). */
const GLYPHS: Record<SocialNetwork, ReactElement> = {
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </g>
  ),
  facebook: <path fill="currentColor" d="M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.7c0-.5.3-.7 1-.7z" />,
  twitter: <path fill="currentColor" d="M4 4l7.2 9.6L4.3 20H6l6-5.6 4.2 5.6H20l-7.5-10L19.3 4h-1.7l-5.6 5.2L8 4z" />,
  youtube: (
    <g>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9l5 3-5 3z" fill="#fff" />
    </g>
  ),
  tiktok: <path fill="currentColor" d="M16 3c.3 2.2 1.7 3.7 4 4v3c-1.5 0-2.9-.4-4-1.2V15a6 6 0 1 1-6-6v3.2A2.8 2.8 0 1 0 12.8 15V3z" />,
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {GLYPHS[network]}
    </svg>
  );
}
