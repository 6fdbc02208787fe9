export { TermsOfServicePage as Component } from '../../features/content/pages/terms-of-service.tsx';
