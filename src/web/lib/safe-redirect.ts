/** Where to go after signing in: `?redirect=` when it is a path on this site, else `/`. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
}
