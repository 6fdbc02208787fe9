export { AboutPage as Component } from '../../features/content/pages/about.tsx';
