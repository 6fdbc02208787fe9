export { OurPartnersPage as Component } from '../../features/content/pages/our-partners.tsx';
