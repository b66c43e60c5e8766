import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { GET_HEADER_CONFIG } from './header.gql';
import { FALLBACK_LOGO, logoUrl } from './logo';

/** Talon of the logo: the configured image (the shipped one if it is missing or fails) and its alt text. */
export function useLogo() {
  const { formatMessage } = useIntl();
  const { data } = useQuery(GET_HEADER_CONFIG, { fetchPolicy: 'cache-first' });
  const [failed, setFailed] = useState(false);
  const config = data?.storeConfig;
  const src = failed ? FALLBACK_LOGO : logoUrl(config?.secure_base_media_url, config?.header_logo_src);
  return {
    src,
    alt: config?.store_name || formatMessage({ id: 'header.logoAlt' }),
    handleError: () => setFailed(true),
  };
}
