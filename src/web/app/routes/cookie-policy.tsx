import { STATIC_PAGE } from '../route-handle.ts';

export { CookiePolicyPage as Component } from '../../features/content/pages/cookie-policy.tsx';

export const handle = STATIC_PAGE;
