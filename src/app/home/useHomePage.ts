import { useQuery } from '@apollo/client/react';
import { GET_CMS_HOME_PAGE } from './homePage.gql';

/** Magento's default home page identifier, used when the store does not name one. */
export const DEFAULT_HOME_PAGE_IDENTIFIER = 'home';

/** Talon: the identifier of the home CMS page, or null until storeConfig answers. */
export function useHomePage(): { identifier: string | null } {
  const { data, error } = useQuery(GET_CMS_HOME_PAGE, { fetchPolicy: 'cache-and-network' });
  if (!data && !error) return { identifier: null };
  // Magento may store "identifier|page_id"; the identifier is the part before the bar.
  const configured = data?.storeConfig?.cms_home_page?.split('|')[0];
  return { identifier: configured || DEFAULT_HOME_PAGE_IDENTIFIER };
}
