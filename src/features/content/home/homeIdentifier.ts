/** Magento's default home page identifier, used when the store does not name one. */
export const DEFAULT_HOME_PAGE_IDENTIFIER = 'home';

/** The home CMS page's identifier from storeConfig.cms_home_page: Magento may store "identifier|page_id". */
export function homePageIdentifier(cmsHomePage: string | null | undefined): string {
  return cmsHomePage?.split('|')[0] || DEFAULT_HOME_PAGE_IDENTIFIER;
}
