export { DisclosurePage as Component } from '../../features/content/pages/disclosure.tsx';
