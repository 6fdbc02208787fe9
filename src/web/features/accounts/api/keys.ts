import { viewerKeys } from '../../../lib/viewer.ts';

/** The account's own data: all under the viewer's key, forgotten together on sign-out. */
export const accountKeys = {
  all: viewerKeys.all,
  me: viewerKeys.me,
  profile: () => [...viewerKeys.all, 'profile'] as const,
  sessions: () => [...viewerKeys.all, 'sessions'] as const,
};
