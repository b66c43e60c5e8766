import { useEffect, useState } from 'react';
import { whenLoadedAndIdle } from './whenIdle';

/** Talon helper: true once the page has loaded and the browser is idle. */
export function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setReady(true)), []);
  return ready;
}
