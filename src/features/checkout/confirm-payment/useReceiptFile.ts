import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { readReceipt, type ReadReceipt, type ReceiptProblem } from './receiptFile';

/**
 * Talon of the receipt picker: the chosen image read and checked (type and size, then its bytes),
 * or what is wrong with it. A file chosen while another is still being read wins.
 */
export function useReceiptFile() {
  const [receipt, setReceipt] = useState<ReadReceipt | null>(null);
  const [problem, setProblem] = useState<ReceiptProblem | null>(null);
  const [isReading, setReading] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const latest = useRef(0);

  const onChange = useCallback(async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const turn = ++latest.current;
    setReceipt(null);
    setProblem(null);
    if (!file) return;
    setReading(true);
    try {
      const read = await readReceipt(file);
      if (turn !== latest.current) return;
      if (typeof read === 'string') setProblem(read);
      else setReceipt(read);
    } catch {
      if (turn === latest.current) setProblem('type');
    } finally {
      if (turn === latest.current) setReading(false);
    }
  }, []);

  const clear = useCallback(() => {
    latest.current += 1;
    setReceipt(null);
    setProblem(null);
    setReading(false);
    if (inputRef.current) inputRef.current.value = '';
  }, []);

  const focus = useCallback(() => inputRef.current?.focus(), []);

  return { receipt, problem, isReading, onChange, clear, focus, inputRef };
}

export type ReceiptFileTalon = ReturnType<typeof useReceiptFile>;
