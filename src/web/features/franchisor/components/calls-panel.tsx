import { CalendarClock } from 'lucide-react';
import { CallList } from '../../meetings/components/call-list.tsx';
import { Panel } from './panel.tsx';

/** The dashboard's calls: requests to confirm, propose other times for or decline, and booked calls. */
export function CallsPanel() {
  return (
    <Panel id="calls" icon={<CalendarClock aria-hidden="true" className="size-5" />} title="Calls">
      <CallList
        side="franchisor"
        empty="When a seeker asks for a call about one of your listings, the request appears here to confirm."
      />
    </Panel>
  );
}
