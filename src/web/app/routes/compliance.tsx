export { CompliancePage as Component } from '../../features/content/pages/compliance.tsx';
