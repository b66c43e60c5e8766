// Default too: the layout loads the popup lazily (src/app/layout/lazyChrome.ts).
export { InstallAppPopup, InstallAppPopup as default } from './InstallAppPopup';
