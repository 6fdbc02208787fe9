import { AdminCatalog } from '../../features/admin/components/admin-catalog.tsx';

export function Component() {
  return <AdminCatalog />;
}
