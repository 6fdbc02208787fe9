import { SIGN_IN_PATH } from '../../../lib/auth-paths.ts';
import { useViewer } from '../../../lib/viewer.ts';

export const KREDIT_APPLICATION_PATH = '/kredit-application';
export const KREDIT_APPLICATIONS_PATH = '/kredit-applications';

/** Signed-in people go to `path`; visitors sign in first and come back to it. */
function useSignedInPath(path: string): string {
  const viewer = useViewer();
  return viewer.status === 'signed-in' ? path : `${SIGN_IN_PATH}?redirect=${encodeURIComponent(path)}`;
}

/** Where "Apply for Kredit" leads: the application (a draft is started or resumed there). */
export function useKreditApplyPath(): string {
  return useSignedInPath(KREDIT_APPLICATION_PATH);
}

/**
 * Where the home page's "Access Kredit" leads: the applicant's applications (issue 14), with their
 * allowance and the way to start one, so a look at one's Kredit never starts a draft.
 */
export function useKreditAccessPath(): string {
  return useSignedInPath(KREDIT_APPLICATIONS_PATH);
}
