import { STATIC_PAGE } from '../route-handle.ts';

export { DisclosurePage as Component } from '../../features/content/pages/disclosure.tsx';

export const handle = STATIC_PAGE;
