/**
 * Where the account links go (spec §2: Sign In and Join both open /auth). A link that says
 * "Join" opens the Join tab; `?tab=join` is read by the auth page.
 */
export const SIGN_IN_PATH = '/auth';
export const JOIN_PATH = '/auth?tab=join';
/** The franchisor's own sign-in (spec §1): where a signed-out visitor of a franchisor page goes. */
export const FRANCHISOR_SIGN_IN_PATH = '/franchisor-auth';

export type AuthTab = 'signin' | 'join';

/** The tab an /auth URL asks for: Join with `?tab=join`, otherwise Sign In. */
export function authTabOf(params: URLSearchParams): AuthTab {
  return params.get('tab') === 'join' ? 'join' : 'signin';
}
