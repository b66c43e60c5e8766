/** Precompressed siblings the build writes next to a file (compression-webpack-plugin), best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];

/** Parses Accept-Encoding into the set of codings the client takes (q > 0), honouring `*` and `q=0`. */
export function acceptedEncodings(header: string | undefined): (encoding: Encoding) => boolean {
  const weights = new Map<string, number>();
  for (const entry of (header ?? '').split(',')) {
    const [name, ...params] = entry.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (encoding) => {
    const weight = weights.get(encoding) ?? weights.get('*');
    return weight !== undefined && weight > 0;
  };
}
