import { useStoreConfig } from '../../lib/storeConfig/useStoreConfig';

/** Magento's default home page identifier, used when the store does not name one. */
export const DEFAULT_HOME_PAGE_IDENTIFIER = 'home';

/** Talon: the identifier of the home CMS page, or null until storeConfig answers. */
export function useHomePage(): { identifier: string | null } {
  const { storeConfig, answered } = useStoreConfig();
  if (!answered) return { identifier: null };
  // Magento may store "identifier|page_id"; the identifier is the part before the bar.
  const configured = storeConfig?.cms_home_page?.split('|')[0];
  return { identifier: configured || DEFAULT_HOME_PAGE_IDENTIFIER };
}
