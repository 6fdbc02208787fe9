import { useParams } from 'react-router';
import { AdminListingStats } from '../../features/admin/components/admin-listing-stats.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  const { id = '' } = useParams();
  return <AdminListingStats id={id} />;
}
