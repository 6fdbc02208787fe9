import { STATIC_PAGE } from '../route-handle.ts';

export { AllAboutKreditPage as Component } from '../../features/content/pages/all-about-kredit.tsx';

export const handle = STATIC_PAGE;
