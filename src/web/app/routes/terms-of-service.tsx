import { STATIC_PAGE } from '../route-handle.ts';

export { TermsOfServicePage as Component } from '../../features/content/pages/terms-of-service.tsx';

export const handle = STATIC_PAGE;
