/*
 * The page layer's surface for the server (server/firstPaint/): the only module under src/ that
 * server/ imports, and React-free all the way down (server/__tests__/serverImports.test.ts).
 */
export { firstPaintPage, firstPaintUrl, planFirstPaint, type FirstPaintPage } from './firstPaintPlan';
export type { GraphqlRequest } from './firstPaint';
export type { FirstPaintPlan, PageStatus, Preload, RunQuery, ShellArticle, ShellChrome, ShellIntro, ShellLayout, ShellPicture } from './firstPaint';
export { SHELL_INSTALL_OFFER_ID } from '../../features/chrome/install-app/shellInstallOffer';
export { INSTALL_HIDDEN_SCRIPT } from '../../features/chrome/install-app/installHiddenScript';
export type { TextBlock } from '../../pagebuilder/firstTexts';
export { FIRST_PAINT_ELEMENT_ID, FIRST_PAINT_STORE_CODE, type FirstPaintData, type FirstPaintEntry } from '../../lib/apollo/firstPaintData';
