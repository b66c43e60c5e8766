import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { RestApiError } from '../../../lib/rest/restApiError';
import { DOWNLOADABLE_PRODUCTS_PAGE } from './downloadableProducts.gql';
import { downloadFile } from './downloadFile';
import { downloadRows, type DownloadRow } from './downloadRows';

export interface DownloadableProductsTalon {
  rows: DownloadRow[];
  isLoading: boolean;
  error: string | null;
  /** The row whose file is on its way. */
  downloading: string | null;
  /** Why the last download was refused (the server's message: expired, not available…). */
  downloadError: string | null;
  download(row: DownloadRow): Promise<void>;
}

/** Talon of /downloadable-products: the customer's bought files, and downloading one (each download counts against its allowance). */
export function useDownloadableProducts(): DownloadableProductsTalon {
  const { data, loading, error, refetch } = useQuery(DOWNLOADABLE_PRODUCTS_PAGE, { fetchPolicy: 'cache-and-network' });
  const rows = useMemo(() => downloadRows(data), [data]);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = useCallback(
    async (row: DownloadRow) => {
      if (!row.downloadPath) return;
      setDownloading(row.key);
      setDownloadError(null);
      try {
        await downloadFile(row.downloadPath);
      } catch (failure) {
        setDownloadError(failure instanceof RestApiError ? failure.serverMessage : deriveErrorMessage(failure));
      } finally {
        setDownloading(null);
        // The downloads left (or the link's expiry) changed on the server.
        void refetch();
      }
    },
    [refetch],
  );

  return { rows, isLoading: loading && !data, error: error && !data ? deriveErrorMessage(error) : null, downloading, downloadError, download };
}
