export { CookiePolicyPage as Component } from '../../features/content/pages/cookie-policy.tsx';
