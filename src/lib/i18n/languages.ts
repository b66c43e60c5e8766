import { DEFAULT_LOCALE } from './locale';
import { TRANSLATIONS } from './messageTranslations';

/** The languages the storefront has strings for, by Magento locale code: en_US and every translation. */
export const SHOP_LANGUAGES: readonly string[] = [DEFAULT_LOCALE].concat(Object.keys(TRANSLATIONS));
