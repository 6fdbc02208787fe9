export { AllAboutKreditPage as Component } from '../../features/content/pages/all-about-kredit.tsx';
