import { STATIC_PAGE } from '../route-handle.ts';

export { AboutPage as Component } from '../../features/content/pages/about.tsx';

export const handle = STATIC_PAGE;
