/**
 * Who is looking at the page. The header, home page and guards read it from here; the accounts
 * feature fills it from the session once sign-in exists. Until then everyone is a visitor.
 */
export interface Viewer {
  status: 'loading' | 'signed-out' | 'signed-in';
  user?: { id: string; email: string; displayName: string; avatarUrl: string | null };
  /** Profile location (country code) and role, spec §3. */
  profile?: { location: string | null; role: 'user' | 'franchisor' };
  isAdmin?: boolean;
}

export function useViewer(): Viewer {
  return { status: 'signed-out' };
}
