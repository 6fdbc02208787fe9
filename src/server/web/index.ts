/** Serving the web app: the built files, and server rendering for the pages of decision 0006. */
export { ensureWebBuild } from './ensure-web-build.ts';
export { warmRenderer } from './render-app.ts';
export { webRoutes } from './serve-web.ts';
