import { PERSISTENCE_PREFIX, StorageKeys } from '../../../lib/persistence/keys';

/**
 * The one inline script of the shell, in <head> (the Content Security Policy allows it by its
 * hash): marks <html> when the shopper has closed the offer, so its shell copy stays hidden from
 * the first frame. A record present is enough: the flag is stored without an expiry.
 */
export const INSTALL_HIDDEN_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(PERSISTENCE_PREFIX + StorageKeys.installAppPopupHide)})!==null)document.documentElement.setAttribute("data-install-hidden","")}catch(e){}`;
