import { type ReactNode } from 'react';
import { useNearViewport } from '../../../lib/ui/useNearViewport';

/** Renders its children once the shopper scrolls near them (an empty placeholder until then). */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? children : null}</div>;
}
