/** The super admin global-setup makes with `npm run admin:create` before the server starts. */
export const E2E_SUPER_ADMIN = {
  email: 'e2e-super-admin@example.com',
  name: 'Asha Patel',
  password: 'Lantern-Orchard-Quartz-71',
} as const;
