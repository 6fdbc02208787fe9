import { STATIC_PAGE } from '../route-handle.ts';

export { PrivacyPolicyPage as Component } from '../../features/content/pages/privacy-policy.tsx';

export const handle = STATIC_PAGE;
