export { HomePage as Component } from '../../features/content/home/home-page.tsx';
