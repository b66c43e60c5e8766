// Magento's download routes (Downloadable\Controller\Download\Link and \Sample), served by
// downloadHandler.ts. The paths end in "/" as Magento's URL builder writes them.

export const DOWNLOAD_PREFIX = '/downloadable/download/';

export const linkDownloadPath = (linkHash: string): string => `${DOWNLOAD_PREFIX}link/id/${linkHash}/`;
export const sampleDownloadPath = (sampleId: number): string => `${DOWNLOAD_PREFIX}sample/sample_id/${sampleId}/`;

/** Absolute URL under the shop's base URL (which ends in "/"). */
export const absolute = (baseUrl: string, path: string): string => `${baseUrl}${path.slice(1)}`;

/** What a download path asks for, or null for any other path under the prefix. */
export type DownloadRequest = { kind: 'link'; hash: string } | { kind: 'sample'; sampleId: number };

export function parseDownloadPath(pathname: string): DownloadRequest | null {
  const link = /^\/downloadable\/download\/link\/id\/([A-Za-z0-9_-]{20,100})\/?$/.exec(pathname);
  if (link) return { kind: 'link', hash: link[1] };
  const sample = /^\/downloadable\/download\/sample\/sample_id\/(\d{1,9})\/?$/.exec(pathname);
  if (sample) return { kind: 'sample', sampleId: Number(sample[1]) };
  return null;
}
