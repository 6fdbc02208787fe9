export { LegalPage as Component } from '../../features/content/pages/legal.tsx';
