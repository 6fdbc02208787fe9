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

/**
 * The window event by which the app announces an error React recovered from while hydrating
 * (onRecoverableError, boot.tsx): the browser journeys count them. Sent in production too; it
 * carries only the error's message.
 */
export const RECOVERABLE_ERROR_EVENT = 'franchisio:recoverable-error';
