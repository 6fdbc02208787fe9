export { PrivacyPolicyPage as Component } from '../../features/content/pages/privacy-policy.tsx';
