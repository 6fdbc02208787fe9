import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/v1/admin/admins: who holds admin access. */
export function useAdminList() {
  return useQuery({
    queryKey: adminKeys.admins(),
    queryFn: () => unwrap(api.v1.admin.admins.$get()),
  });
}
