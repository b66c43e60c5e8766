/**
 * What the header needs to know about the page (the app's route chrome satisfies it; features
 * do not import the app).
 */
export interface HeaderChrome {
  /** Checkout: only a minimal orange bar with the logo. */
  checkoutHeader: boolean;
  hideCartTrigger: boolean;
  /** The home page keeps the full header on mobile. */
  isHome: boolean;
  /** i18n id of the mobile top bar's title; null: the page names itself. */
  mobileTitleId: string | null;
}
