/**
 * Where anyone opens a thread: one inbox at /messages for every role, the thread selected. Links
 * made before it (a company's `/dashboard?thread=…#messages`) still arrive: the dashboard sends
 * them on here.
 */
export const threadLink = (id: string) => `/messages?thread=${id}`;
