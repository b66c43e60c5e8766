import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../../http/fileResponse';
import { customerIdForToken } from '../auth/tokens';
import { bearerToken } from '../context';
import { downloadableFile, type DownloadableFile } from '../downloadable/files';
import { parseDownloadPath } from '../downloadable/urls';
import { findPublicSample } from '../repositories/catalog/downloadableLinks';
import { countDownload, findPurchasedLinkByHash } from '../repositories/purchasedLinkRepository';
import type { Db } from '../types';

// Magento's download controller messages (Downloadable\Controller\Download\Link and \Sample).
export const DOWNLOAD_MESSAGES = {
  notFound: "We can't find the link you requested.",
  signIn: 'Please log in to download your product.',
  expired: 'The link has expired.',
  notAvailable: 'The link is not available.',
  failed: 'Something went wrong while getting the requested content.',
  sampleNotFound: 'Sorry, there was an error getting requested content. Please contact the store owner.',
} as const;

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** Sends the file as an attachment, never stored by a cache (a bought file is the buyer's). */
function sendDownload(res: ServerResponse, file: DownloadableFile, cacheControl: string): void {
  const body = file.body();
  res.writeHead(200, {
    'Content-Type': file.contentType,
    'Content-Length': String(body.length),
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cacheControl,
  });
  res.end(body);
}

/**
 * A bought link, at /downloadable/download/link/id/<hash>/: only with the bearer token of the customer
 * who bought it (401 without one; someone else's link answers 404 as an unknown one does, as
 * Magento's "We can't find the link you requested."), only while available with downloads left
 * (403 otherwise: pending until paid, expired once the allowance is used). Each download is counted;
 * the last allowed one expires the link.
 */
function downloadLink(db: Db, req: IncomingMessage, res: ServerResponse, hash: string): void {
  const token = bearerToken(req);
  const customerId = token ? customerIdForToken(db, token) : null;
  if (customerId === null) return sendText(res, 401, DOWNLOAD_MESSAGES.signIn, { 'WWW-Authenticate': 'Bearer', ...PRIVATE });
  const link = findPurchasedLinkByHash(db, hash);
  if (!link || link.customer_id !== customerId) return sendText(res, 404, DOWNLOAD_MESSAGES.notFound, PRIVATE);
  if (link.status === 'expired') return sendText(res, 403, DOWNLOAD_MESSAGES.expired, PRIVATE);
  if (link.status !== 'available') return sendText(res, 403, DOWNLOAD_MESSAGES.notAvailable, PRIVATE);
  const file = downloadableFile(link.file_key);
  if (!file) return sendText(res, 500, DOWNLOAD_MESSAGES.failed, PRIVATE);
  // Counted in one statement that re-checks the allowance, so the last download cannot be taken twice.
  if (!countDownload(db, link.purchased_id, new Date().toISOString())) return sendText(res, 403, DOWNLOAD_MESSAGES.expired, PRIVATE);
  sendDownload(res, file, PRIVATE['Cache-Control']);
}

/** A product's sample, at /downloadable/download/sample/sample_id/<id>/: public, as in Magento. */
function downloadSample(db: Db, res: ServerResponse, sampleId: number): void {
  const sample = findPublicSample(db, sampleId);
  const file = sample ? downloadableFile(sample.file_key) : null;
  if (!file) return sendText(res, 404, DOWNLOAD_MESSAGES.sampleNotFound);
  sendDownload(res, file, 'public, max-age=3600');
}

/** Serves /downloadable/download/...: GET only; any other path under it is 404. */
export function createDownloadHandler(db: Db) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET') return sendText(res, 405, 'Method Not Allowed', { Allow: 'GET' });
    const request = parseDownloadPath((req.url ?? '/').split('?')[0]);
    if (!request) return sendText(res, 404, DOWNLOAD_MESSAGES.notFound);
    if (request.kind === 'link') downloadLink(db, req, res, request.hash);
    else downloadSample(db, res, request.sampleId);
  };
}
