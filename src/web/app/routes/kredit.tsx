export { KreditPage as Component } from '../../features/content/pages/kredit.tsx';
