import { SIGN_IN_PATH } from '../../../lib/auth-paths.ts';
import { useViewer } from '../../../lib/viewer.ts';

export const KREDIT_APPLICATION_PATH = '/kredit-application';

/** Where "Apply for Kredit" leads: signed-in people to the application, visitors to sign in first and back. */
export function useKreditApplyPath(): string {
  const viewer = useViewer();
  return viewer.status === 'signed-in'
    ? KREDIT_APPLICATION_PATH
    : `${SIGN_IN_PATH}?redirect=${encodeURIComponent(KREDIT_APPLICATION_PATH)}`;
}
