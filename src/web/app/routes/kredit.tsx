import { STATIC_PAGE } from '../route-handle.ts';

export { KreditPage as Component } from '../../features/content/pages/kredit.tsx';

export const handle = STATIC_PAGE;
