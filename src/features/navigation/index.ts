// Public face of the navigation feature (the shell's header and footer use it).
export { useFooter } from './api/get-footer';
export { useHeaderLogo } from './api/get-header-logo';
export { MegaMenu } from './components/mega-menu';
