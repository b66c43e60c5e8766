import { useState } from 'react';
import { useStoreConfig } from '../../../lib/storeConfig/useStoreConfig';
import { useStoreName } from '../../../lib/storeConfig/useStoreName';
import { FALLBACK_LOGO, logoUrl } from './logo';

/** Talon of the logo: the configured image (the shipped one if it is missing or fails) and its alt text. */
export function useLogo() {
  const { storeConfig } = useStoreConfig();
  const storeName = useStoreName();
  const [failed, setFailed] = useState(false);
  const src = failed ? FALLBACK_LOGO : logoUrl(storeConfig?.secure_base_media_url, storeConfig?.header_logo_src);
  return { src, alt: storeName, handleError: () => setFailed(true) };
}
