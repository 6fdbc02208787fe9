import { STATIC_PAGE } from '../route-handle.ts';

export { LegalPage as Component } from '../../features/content/pages/legal.tsx';

export const handle = STATIC_PAGE;
