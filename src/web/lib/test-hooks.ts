/**
 * Test hooks (for the browser journeys) are on only when the server says so: it adds
 * `<meta name="franchisio:test-hooks" content="on">` to the page unless NODE_ENV=production.
 * In production nothing here can be switched on by a visitor.
 */
export function testHooksEnabled(): boolean {
  if (typeof document === 'undefined') return false; // rendering on the server
  if (import.meta.env.DEV) return true;
  return document.querySelector('meta[name="franchisio:test-hooks"]')?.getAttribute('content') === 'on';
}
