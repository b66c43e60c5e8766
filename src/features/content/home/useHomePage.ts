import { useStoreConfig } from '../../../lib/storeConfig/useStoreConfig';

/** Magento's default home page identifier, used when the store does not name one. */
export const DEFAULT_HOME_PAGE_IDENTIFIER = 'home';

/** The home CMS page's identifier from storeConfig.cms_home_page: Magento may store "identifier|page_id". */
export function homePageIdentifier(cmsHomePage: string | null | undefined): string {
  return cmsHomePage?.split('|')[0] || DEFAULT_HOME_PAGE_IDENTIFIER;
}

/** Talon: the identifier of the home CMS page, or null until storeConfig answers. */
export function useHomePage(): { identifier: string | null } {
  const { storeConfig, answered } = useStoreConfig();
  if (!answered) return { identifier: null };
  return { identifier: homePageIdentifier(storeConfig?.cms_home_page) };
}
