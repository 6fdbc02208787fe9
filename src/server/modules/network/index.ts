/** The seeker network: opt-in profiles, search, connection requests; messages go through conversations. */
export { networkRoutes } from './routes.ts';
export { createNetworkService, type NetworkService } from './service.ts';
