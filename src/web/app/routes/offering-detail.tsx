import { useLocation } from 'react-router';
import { offeringKindForPath } from '../../../shared/offering-kinds.ts';
import { OfferingDetailPage } from '../../features/offerings/components/offering-detail-page.tsx';

export function Component() {
  const kind = offeringKindForPath(useLocation().pathname) ?? 'software';
  return <OfferingDetailPage kind={kind} />;
}
