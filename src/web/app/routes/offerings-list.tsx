import { useLocation } from 'react-router';
import { offeringKindForPath } from '../../../shared/offering-kinds.ts';
import { OfferingsListPage } from '../../features/offerings/components/offerings-list-page.tsx';

export function Component() {
  const kind = offeringKindForPath(useLocation().pathname) ?? 'software';
  return <OfferingsListPage key={kind} kind={kind} />;
}
