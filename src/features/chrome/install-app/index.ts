export { InstallAppPopup } from './InstallAppPopup';
