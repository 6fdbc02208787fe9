import { STATIC_PAGE } from '../route-handle.ts';

export { OurPartnersPage as Component } from '../../features/content/pages/our-partners.tsx';

export const handle = STATIC_PAGE;
