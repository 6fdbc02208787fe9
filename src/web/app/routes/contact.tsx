import { STATIC_PAGE } from '../route-handle.ts';

export { ContactPage as Component } from '../../features/content/pages/contact.tsx';

export const handle = STATIC_PAGE;
