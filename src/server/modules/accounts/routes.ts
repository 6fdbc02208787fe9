import { createRoute } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  AccountDeletionBody,
  EmailChangeBody,
  EmailChangeResult,
  EmailChangeUndoBody,
  EmailChangeUndoResult,
  FranchisorSignUpBody,
  MeSchema,
  ProfileSchema,
  ProfileUpdateBody,
  RevokedSessions,
  SeekerSignUpBody,
  SessionList,
  SignUpResult,
} from '../../../shared/schemas/accounts.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../auth/index.ts';
import { createRouter, json, problemResponse } from '../../lib/openapi.ts';

const seekerSignUpRoute = createRoute({
  method: 'post',
  path: '/accounts/sign-up',
  tags: ['Accounts'],
  summary: 'Join as a franchise seeker',
  description:
    'Visitors. Creates the account and profile (role `user`) and e-mails a 6-digit code. The answer is the same whether or not the e-mail already has an account; its owner is e-mailed instead. Rate-limited per address and per e-mail.',
  request: { body: { content: json(SeekerSignUpBody), required: true } },
  responses: {
    200: { description: 'A code was e-mailed; verify it next', content: json(SignUpResult) },
    400: problemResponse('Invalid field, weak password or invalid phone number'),
    429: problemResponse('Too many sign-ups'),
  },
});

const franchisorSignUpRoute = createRoute({
  method: 'post',
  path: '/accounts/franchisor-sign-up',
  tags: ['Accounts'],
  summary: 'Join as a franchisor',
  description:
    'Visitors. Creates the account, a profile with role `franchisor` and the franchisor company it owns, and e-mails a 6-digit code. Same answer for known e-mails. Rate-limited.',
  request: { body: { content: json(FranchisorSignUpBody), required: true } },
  responses: {
    200: { description: 'A code was e-mailed; verify it next', content: json(SignUpResult) },
    400: problemResponse('Invalid field, weak password or invalid phone number'),
    429: problemResponse('Too many sign-ups'),
  },
});

const meRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['Accounts'],
  summary: 'Who is signed in',
  description: 'Anyone. The signed-in account with its role and admin state, or `user: null` for visitors.',
  responses: { 200: { description: 'The viewer', content: json(MeSchema) } },
});

const getProfileRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/me/profile',
  tags: ['Accounts'],
  summary: 'My profile',
  description: 'Signed-in users, their own profile only.',
  responses: {
    200: { description: 'The profile', content: json(ProfileSchema) },
    401: problemResponse('No user authenticated'),
    404: problemResponse('No profile found'),
  },
});

const updateProfileRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'patch',
  path: '/me/profile',
  tags: ['Accounts'],
  summary: 'Change my profile',
  description:
    'Signed-in users, their own profile only. Role and user type cannot be changed. Returns the updated row.',
  request: { body: { content: json(ProfileUpdateBody), required: true } },
  responses: {
    200: { description: 'The updated profile', content: json(ProfileSchema) },
    400: problemResponse('Failed to update profile: {message}'),
    401: problemResponse('No user authenticated'),
    404: problemResponse('No profile found'),
  },
});

const uploadAvatarRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/me/avatar',
  tags: ['Accounts'],
  summary: 'Upload my profile picture',
  description:
    'Signed-in users, their own profile only. multipart/form-data with `file`: JPEG, PNG or WebP (read from the bytes, never the name or Content-Type), at most 5 MB. Re-encoded to a square WebP of at most 512 px without metadata. Returns the profile with the new `avatarUrl`.',
  request: {
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.any().meta({ type: 'string', format: 'binary' }) }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: { description: 'The updated profile', content: json(ProfileSchema) },
    400: problemResponse('No file, or a picture that cannot be read'),
    401: problemResponse('No user authenticated'),
    404: problemResponse('No profile found'),
    413: problemResponse('Larger than 5 MB'),
    415: problemResponse('Not a JPEG, PNG or WebP picture'),
    429: problemResponse('Too many uploads'),
  },
});

const removeAvatarRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'delete',
  path: '/me/avatar',
  tags: ['Accounts'],
  summary: 'Remove my profile picture',
  description: 'Signed-in users, their own profile only.',
  responses: {
    200: { description: 'The updated profile', content: json(ProfileSchema) },
    401: problemResponse('No user authenticated'),
    404: problemResponse('No profile found'),
  },
});

const emailChangeRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/me/email-change',
  tags: ['Accounts'],
  summary: 'Ask to change my e-mail address',
  description:
    'Signed-in users, for their own account, after re-entering the password. E-mails a 6-digit code to the new address; confirm it with POST /api/auth/email-otp/change-email `{ newEmail, otp }`. The answer does not reveal whether the new address has an account (its owner gets a notice instead of a code). Rate-limited.',
  request: { body: { content: json(EmailChangeBody), required: true } },
  responses: {
    200: { description: 'A code was sent if the address can be used', content: json(EmailChangeResult) },
    400: problemResponse('Wrong password, or the same address'),
    401: problemResponse('No user authenticated'),
    429: problemResponse('Too many attempts'),
  },
});

const emailChangeUndoRoute = createRoute({
  method: 'post',
  path: '/accounts/email-change/undo',
  tags: ['Accounts'],
  summary: 'Undo an e-mail change from the old address',
  description:
    'Anyone holding the link mailed to the old address after an e-mail change (valid 7 days, once). Puts the old address back, signs every device out and leaves no usable password: the owner chooses a new one with a code sent to the old address. Rate-limited.',
  request: { body: { content: json(EmailChangeUndoBody), required: true } },
  responses: {
    200: { description: 'The old address is back', content: json(EmailChangeUndoResult) },
    400: problemResponse('Unknown, used or expired link'),
    409: problemResponse('The old address belongs to another account now'),
    429: problemResponse('Too many attempts'),
  },
});

const listSessionsRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'get',
  path: '/me/sessions',
  tags: ['Accounts'],
  summary: 'My active sessions',
  description: 'Signed-in users, their own sessions only (no session tokens are returned).',
  responses: {
    200: { description: 'The sessions, the current one first', content: json(SessionList) },
    401: problemResponse('No user authenticated'),
  },
});

const revokeSessionRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'delete',
  path: '/me/sessions/{id}',
  tags: ['Accounts'],
  summary: 'Sign out one of my other sessions',
  description: "Signed-in users, their own sessions only; another user's session is not found.",
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    200: { description: 'Signed out', content: json(RevokedSessions) },
    400: problemResponse('The current session (sign out instead)'),
    401: problemResponse('No user authenticated'),
    404: problemResponse('No such session'),
  },
});

const revokeOthersRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/me/sessions/revoke-others',
  tags: ['Accounts'],
  summary: 'Sign out everywhere else',
  description: 'Signed-in users: ends all their sessions except the current one.',
  responses: {
    200: { description: 'How many sessions were ended', content: json(RevokedSessions) },
    401: problemResponse('No user authenticated'),
  },
});

const deleteAccountRoute = createRoute({
  middleware: [requireUser] as const,
  method: 'post',
  path: '/me/delete',
  tags: ['Accounts'],
  summary: 'Delete my account',
  description:
    'Signed-in users, their own account only, with the password and the e-mail address typed again. Deletes the account, profile, sessions, bookmarks, compare list, interactions and uploaded files; signs out. Rate-limited.',
  request: { body: { content: json(AccountDeletionBody), required: true } },
  responses: {
    200: { description: 'Deleted', content: json(z.object({ deleted: z.literal(true) })) },
    400: problemResponse('Wrong password or e-mail'),
    401: problemResponse('No user authenticated'),
    429: problemResponse('Too many attempts'),
  },
});

export function accountsRoutes(deps: AppDeps) {
  const service = deps.services.accounts;
  const emailChange = deps.services.emailChange;
  return createRouter()
    .openapi(seekerSignUpRoute, async (c) =>
      c.json(await service.signUpSeeker(c.req.valid('json'), c.var.clientIp), 200),
    )
    .openapi(franchisorSignUpRoute, async (c) =>
      c.json(await service.signUpFranchisor(c.req.valid('json'), c.var.clientIp), 200),
    )
    .openapi(meRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.me(c.var.user), 200);
    })
    .openapi(getProfileRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await service.getProfile(c.var.user), 200);
    })
    .openapi(updateProfileRoute, async (c) =>
      c.json(await service.updateProfile(c.var.user, c.req.valid('json')), 200),
    )
    .openapi(uploadAvatarRoute, async (c) => {
      const form = c.req.valid('form') as { file?: unknown };
      return c.json(await service.uploadAvatar(c.var.user, form.file), 200);
    })
    .openapi(removeAvatarRoute, async (c) => c.json(await service.removeAvatar(c.var.user), 200))
    .openapi(emailChangeRoute, async (c) =>
      c.json(
        await service.requestEmailChange(c.var.user, c.req.valid('json'), c.req.raw.headers, c.var.clientIp),
        200,
      ),
    )
    .openapi(emailChangeUndoRoute, async (c) =>
      c.json(await emailChange.undo(c.req.valid('json').token, c.var.clientIp), 200),
    )
    .openapi(listSessionsRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ sessions: await service.listSessions(c.var.user) }, 200);
    })
    .openapi(revokeSessionRoute, async (c) =>
      c.json(await service.revokeSession(c.var.user, c.req.valid('param').id), 200),
    )
    .openapi(revokeOthersRoute, async (c) => c.json(await service.revokeOtherSessions(c.var.user), 200))
    .openapi(deleteAccountRoute, async (c) => {
      const result = await service.deleteAccount(c.var.user, c.req.valid('json'), c.var.clientIp);
      for (const name of [
        'franchisio.session_token',
        'franchisio.session_data',
        'franchisio.dont_remember',
      ]) {
        deleteCookie(c, name, { path: '/' });
        deleteCookie(c, `__Secure-${name}`, { path: '/', secure: true });
      }
      return c.json(result, 200);
    });
}
