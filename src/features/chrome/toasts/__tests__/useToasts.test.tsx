import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { ToastProvider } from '../ToastProvider';
import { useToasts } from '../useToasts';

const wrapper = ({ children }: { children: ReactNode }) => <ToastProvider>{children}</ToastProvider>;

function setup() {
  return renderHook(() => useToasts(), { wrapper });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('addToast validation (spec §5)', () => {
  it.each([
    [{ message: 'x' }, 'toast.type is required'],
    [{ type: 'info' }, 'toast.message is required'],
    [{ type: 'info', message: 'x', timeout: false }, 'Toast should be user-dismissable or have a timeout'],
  ])('rejects %j', (options, message) => {
    const { result } = setup();
    expect(() => result.current.addToast(options as never)).toThrow(message);
  });

  it('accepts a toast without timeout when the user can dismiss it, and keeps it', () => {
    const { result } = setup();
    act(() => void result.current.addToast({ type: 'warning', message: 'Stays', timeout: false, dismissable: true }));
    act(() => void jest.advanceTimersByTime(60_000));
    expect(result.current.toasts.map((toast) => toast.message)).toEqual(['Stays']);
  });
});

describe('timeouts (spec §9)', () => {
  it.each([
    ['info', 5000],
    ['success', 5000],
    ['warning', 5000],
    ['error', 10000],
  ] as const)('removes a %s toast after %i ms by default', (type, timeout) => {
    const { result } = setup();
    act(() => void result.current.addToast({ type, message: 'Hello' }));
    act(() => void jest.advanceTimersByTime(timeout - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('uses the timeout the caller gives', () => {
    const { result } = setup();
    act(() => void result.current.addToast({ type: 'error', message: 'Quick', timeout: 3000 }));
    act(() => void jest.advanceTimersByTime(3000));
    expect(result.current.toasts).toHaveLength(0);
  });
});

describe('duplicates', () => {
  it('merges the same message into one toast, flags it and restarts its timer', () => {
    const { result } = setup();
    act(() => void result.current.addToast({ type: 'info', message: 'Same' }));
    const first = result.current.toasts[0];
    expect(first.isDuplicate).toBe(false);
    act(() => void jest.advanceTimersByTime(4000));
    act(() => void result.current.addToast({ type: 'info', message: 'Same' }));
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0].isDuplicate).toBe(true);
    expect(result.current.toasts[0].timestamp).toBeGreaterThan(first.timestamp);
    act(() => void jest.advanceTimersByTime(4000));
    expect(result.current.toasts).toHaveLength(1);
    act(() => void jest.advanceTimersByTime(1000));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('keeps different messages apart, in order', () => {
    const { result } = setup();
    act(() => {
      result.current.addToast({ type: 'info', message: 'One' });
      result.current.addToast({ type: 'success', message: 'Two' });
    });
    expect(result.current.toasts.map((toast) => toast.message)).toEqual(['One', 'Two']);
  });
});

describe('dismissing', () => {
  it('removes the toast, or hands onDismiss the removal', () => {
    const { result } = setup();
    const onDismiss = jest.fn();
    let plain = '';
    let custom = '';
    act(() => {
      plain = result.current.addToast({ type: 'info', message: 'Plain', dismissable: true });
      custom = result.current.addToast({ type: 'error', message: 'Custom', dismissable: true, onDismiss });
    });
    act(() => result.current.dismissToast(plain));
    expect(result.current.toasts.map((toast) => toast.message)).toEqual(['Custom']);
    act(() => result.current.dismissToast(custom));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(result.current.toasts).toHaveLength(1);
    act(() => onDismiss.mock.calls[0][0]());
    expect(result.current.toasts).toHaveLength(0);
  });
});

it('needs a provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderHook(() => useToasts())).toThrow('ToastProvider');
});
