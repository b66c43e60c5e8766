import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './copyText';

/** How long "Copied" shows after a copy. */
export const COPIED_TIMEOUT = 2000;

/** Talon of copy buttons: copies, then says which one copied (for COPIED_TIMEOUT) or that copying failed. */
export function useClipboard() {
  const [copied, setCopied] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string, key: string) => {
    clearTimeout(timer.current);
    const done = await copyText(text);
    setFailed(!done);
    setCopied(done ? key : null);
    if (done) timer.current = setTimeout(() => setCopied(null), COPIED_TIMEOUT);
  }, []);

  return { copy, copied, failed };
}
