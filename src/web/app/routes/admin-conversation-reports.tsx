import { AdminConversationReports } from '../../features/admin/components/admin-conversation-reports.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle();
  return <AdminConversationReports />;
}
