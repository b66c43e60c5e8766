/*
 * The static shell paints the install offer with the page's first frame (server/firstPaint/
 * shellMarkup.ts, styled by src/styles/installOffer.css), outside #root so it outlives the app's
 * first render; the app's popup replaces it. React-free: the server reads this module too (and
 * ./installHiddenScript.ts, which the app's bundle never carries).
 */

/** The id of the shell's copy of the offer. */
export const SHELL_INSTALL_OFFER_ID = 'shell-install-offer';

/** Takes the shell's copy away: the app's own offer is up, or the app shows none on this page. */
export function removeShellInstallOffer(): void {
  document.getElementById(SHELL_INSTALL_OFFER_ID)?.remove();
}
