/** Claims: a franchisor takes over a listed company nobody manages yet (by e-mail domain or an admin). */
export { claimsRoutes } from './routes.ts';
export { type ClaimsService, createClaimsService } from './service.ts';
