import { useParams } from 'react-router';
import { AdminUserDetail } from '../../features/admin/components/admin-user-detail.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  const { id = '' } = useParams();
  return <AdminUserDetail id={id} />;
}
