import type { IncomingMessage, ServerResponse } from 'node:http';

export interface MediaHandlerOptions {
  mediaDir: string;
  cacheDir: string;
  log: (line: string) => void;
}

/** Serves /media/... originals and resized variants (filled in by the media task). */
export function createMediaHandler(_options: MediaHandlerOptions) {
  return async function handleMedia(_req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.writeHead(404).end();
  };
}
