/** Outside production: the API reference page and the dev mailbox. */
export { renderApiDocs } from './api-docs.ts';
export { devMailboxRoutes } from './mailbox-routes.ts';
