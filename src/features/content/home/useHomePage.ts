import { useStoreConfig } from '../../../lib/storeConfig/useStoreConfig';
import { homePageIdentifier } from './homeIdentifier';

/** Talon: the identifier of the home CMS page, or null until storeConfig answers. */
export function useHomePage(): { identifier: string | null } {
  const { storeConfig, answered } = useStoreConfig();
  if (!answered) return { identifier: null };
  return { identifier: homePageIdentifier(storeConfig?.cms_home_page) };
}
