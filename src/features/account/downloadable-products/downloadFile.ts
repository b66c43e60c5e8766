import { appRestClient } from '../../../lib/rest/appRestClient';

const FILE_NAME = /filename="([^"]+)"/;

/**
 * Fetches a bought file from this site's own origin (the path of Magento's download URL, which this
 * server answers or passes to Magento) with the shopper's token, and hands it to the browser as a
 * download. A refusal throws the RestApiError with the server's message.
 */
export async function downloadFile(path: string): Promise<void> {
  const response = await appRestClient().request(path, { parseJSON: false, headers: { Accept: '*/*' } });
  const name = FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'download';
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
