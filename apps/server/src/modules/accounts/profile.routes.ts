import { changePasswordRequestBodySchema, profileChangesSchema, type ErrorCode } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from './auth.plugin';
import type { ProfileService } from './profile.service';
import { parseBody } from '../../http/request-body';

export interface ProfileRoutesOptions {
  profileService: ProfileService;
}

function changePasswordErrorCode(fieldErrors: Record<string, string[]>): ErrorCode {
  if (fieldErrors['confirmPassword']?.includes('validation.password.confirmMismatch'))
    return 'INVALID_CONFIRM_PASSWORD';
  if (fieldErrors['newPassword']) return 'INVALID_PASSWORD';
  return 'INVALID_PAYLOAD';
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { profileService }) => {
  app.get(
    '/api/v2/customers/me',
    { preHandler: app.requireSession, schema: { summary: 'My profile', tags: ['accounts'] } },
    async (request) => ({
      data: await profileService.profile(sessionOf(request)),
    }),
  );

  app.patch(
    '/api/v2/customers/me',
    {
      preHandler: app.requireSession,
      schema: {
        summary: 'Update names, phone, preferred language and currency; answers a fresh token',
        tags: ['accounts'],
        body: z.unknown(),
      },
    },
    async (request) => {
      const changes = parseBody(profileChangesSchema, request.body);
      return { data: await profileService.updateProfile(sessionOf(request), changes) };
    },
  );

  app.post(
    '/api/v2/customers/me/password',
    {
      preHandler: app.requireSession,
      schema: {
        summary: 'Change password {oldPassword, newPassword, confirmPassword}',
        tags: ['accounts'],
        body: z.unknown(),
      },
    },
    async (request) => {
      const body = parseBody(changePasswordRequestBodySchema, request.body, changePasswordErrorCode);
      await profileService.changePassword(sessionOf(request), body);
      return { data: { passwordChanged: true } };
    },
  );

  app.get(
    '/api/v2/customers/links',
    {
      preHandler: app.requireSession,
      schema: { summary: 'Customer links (docs/product/accounts.md#account-calls)', tags: ['accounts'] },
    },
    async (request) => ({
      data: await profileService.links(sessionOf(request)),
    }),
  );
};
