import { STATIC_PAGE } from '../route-handle.ts';

export { CompliancePage as Component } from '../../features/content/pages/compliance.tsx';

export const handle = STATIC_PAGE;
