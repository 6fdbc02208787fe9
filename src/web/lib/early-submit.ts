/**
 * A server-rendered page shows its forms before the app has hydrated them (hydration in turns,
 * a form whose code is still on its way). A form without an action submitted then would load
 * the page again with its fields in the address: the visitor's input lost, and an e-mail in the
 * URL, the history and the server's logs. Such a submission is held instead, and handed to the
 * form again until the app takes it (its handler prevents the browser's own submission).
 */
const RETRY_MS = 100;
const MAX_RETRIES = 100; // 10 s: a page whose code never comes leaves the form as it is

const retries = new WeakMap<HTMLFormElement, number>();

export function holdEarlySubmits(): void {
  // Bubbling to the document comes after the form's own handler, once the app has one.
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    if (event.defaultPrevented) {
      retries.delete(form);
      return;
    }
    event.preventDefault();
    const tried = retries.get(form) ?? 0;
    if (tried >= MAX_RETRIES) return;
    retries.set(form, tried + 1);
    const submitter = event.submitter;
    setTimeout(() => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    }, RETRY_MS);
  });
}
