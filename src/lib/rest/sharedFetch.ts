/** One network fetch that several callers may be waiting on. */
interface InFlight {
  response: Promise<Response>;
  controller: AbortController;
  waiting: number;
  settled: boolean;
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

/**
 * Runs fetches so that identical concurrent requests (same `shareKey`) use one
 * network call. Each caller gets its own copy of the response and may abort its
 * own wait; the fetch itself is aborted only when every caller has given up.
 */
export function createSharedFetcher(fetchImpl: () => typeof fetch) {
  const inFlight = new Map<string, InFlight>();

  function start(url: string, init: RequestInit, shareKey: string | undefined): InFlight {
    const controller = new AbortController();
    const entry: InFlight = {
      controller,
      waiting: 0,
      settled: false,
      response: fetchImpl()(url, { ...init, signal: controller.signal }).finally(() => {
        entry.settled = true;
        if (shareKey !== undefined && inFlight.get(shareKey) === entry) inFlight.delete(shareKey);
      }),
    };
    if (shareKey !== undefined) inFlight.set(shareKey, entry);
    return entry;
  }

  function wait(entry: InFlight, signal: AbortSignal | null | undefined): Promise<Response> {
    entry.waiting += 1;
    return new Promise<Response>((resolve, reject) => {
      let done = false;
      const leave = () => {
        done = true;
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        if (done) return;
        leave();
        reject(abortReason(signal as AbortSignal));
        entry.waiting -= 1;
        if (entry.waiting === 0 && !entry.settled) entry.controller.abort(abortReason(signal as AbortSignal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      entry.response.then(
        (response) => {
          if (done) return;
          leave();
          resolve(response.clone());
        },
        (error: unknown) => {
          if (done) return;
          leave();
          reject(error);
        },
      );
    });
  }

  return function sharedFetch(
    url: string,
    init: RequestInit,
    shareKey: string | undefined,
  ): Promise<Response> {
    if (init.signal?.aborted) return Promise.reject(abortReason(init.signal));
    const { signal, ...rest } = init;
    const entry = (shareKey !== undefined && inFlight.get(shareKey)) || start(url, rest, shareKey);
    return wait(entry, signal);
  };
}
