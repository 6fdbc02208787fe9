import { useQueryClient } from '@tanstack/react-query';
import { Bell, MessagesSquare } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formatMoment } from '../../../../shared/dates.ts';
import type { ServerFrame } from '../../../../shared/realtime.ts';
import { Popover } from '../../../components/ui/popover.tsx';
import { cn } from '../../../lib/cn.ts';
import { useRealtimeConnection, useRealtimeFrames, useUnreadCounts } from '../../../lib/realtime-client.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import { notificationKeys, useMarkNotificationsRead, useNotifications } from '../api/notifications.ts';

function Badge({ count, label }: { count: number; label: string }) {
  if (count === 0) return null;
  return (
    <span
      className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
      data-testid={`${label}-badge`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

const iconButton =
  'relative inline-grid size-10 place-items-center rounded-lg text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500';

function NotificationBell({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const list = useNotifications(open);
  const markRead = useMarkNotificationsRead();
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      trigger={
        <button
          type="button"
          className={iconButton}
          aria-label={`Notifications${count ? ` (${count} unread)` : ''}`}
        >
          <Bell aria-hidden="true" className="size-5" />
          <Badge count={count} label="notifications" />
        </button>
      }
    >
      <div className="flex items-center justify-between">
        <p className="font-semibold">Notifications</p>
        {count > 0 && (
          <button
            type="button"
            className="text-sm text-brand-700 hover:underline"
            onClick={() => markRead.mutate(undefined)}
          >
            Mark all read
          </button>
        )}
      </div>
      {list.isPending ? (
        <p className="py-6 text-center text-sm text-muted">Loading…</p>
      ) : list.isError ? (
        <p className="py-6 text-center text-sm text-red-700">Notifications could not be loaded.</p>
      ) : list.data.items.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">
          Nothing new. Messages, call updates and matches appear here.
        </p>
      ) : (
        <ul className="mt-2 max-h-96 space-y-1 overflow-y-auto">
          {list.data.items.map((n) => (
            <li key={n.id}>
              <Link
                to={n.link}
                onClick={() => {
                  if (!n.read) markRead.mutate([n.id]);
                  setOpen(false);
                }}
                className={cn('block rounded-lg p-2 hover:bg-slate-50', !n.read && 'bg-brand-50')}
              >
                <span className="block text-sm font-semibold">{n.title}</span>
                {n.body && <span className="block truncate text-sm text-muted">{n.body}</span>}
                <time dateTime={n.createdAt} className="text-xs text-muted">
                  {formatMoment(n.createdAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/account-settings#notifications"
        onClick={() => setOpen(false)}
        className="mt-2 block text-sm text-brand-700 hover:underline"
      >
        E-mail preferences
      </Link>
    </Popover>
  );
}

/**
 * The signed-in header's inbox and bell, with live unread counts. It also keeps the realtime
 * socket open while someone is signed in, and refreshes the bell's list when something arrives.
 */
export function HeaderIndicators({ viewer }: { viewer: Viewer }) {
  useRealtimeConnection(viewer.status === 'signed-in');
  const counts = useUnreadCounts();
  const queryClient = useQueryClient();
  const onFrame = useCallback(
    (f: ServerFrame) => {
      if (f.type === 'notification')
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
    [queryClient],
  );
  useRealtimeFrames(onFrame);
  return (
    <div className="flex items-center gap-1">
      <Link
        to="/messages"
        className={iconButton}
        aria-label={`Messages${counts.messages ? ` (${counts.messages} unread)` : ''}`}
      >
        <MessagesSquare aria-hidden="true" className="size-5" />
        <Badge count={counts.messages} label="messages" />
      </Link>
      <NotificationBell count={counts.notifications} />
    </div>
  );
}
