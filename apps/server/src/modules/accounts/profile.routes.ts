import {
  changePasswordInvalidCode,
  changePasswordRequestBodySchema,
  customerLinksResponseSchema,
  passwordChangedResponseSchema,
  profileChangesSchema,
  profileResponseSchema,
  profileUpdatedResponseSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestValidator } from '../../http/request-validation';
import { sessionOf } from './auth.plugin';
import type { ProfileService } from './profile.service';

export interface ProfileRoutesOptions {
  profileService: ProfileService;
}

const tags = ['accounts'];

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { profileService }) => {
  app.get(
    '/api/v2/customers/me',
    {
      preHandler: app.requireSession,
      schema: { summary: 'My profile', tags, response: { 200: profileResponseSchema } },
    },
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
        tags,
        body: profileChangesSchema,
        response: { 200: profileUpdatedResponseSchema },
      },
    },
    async (request) => ({ data: await profileService.updateProfile(sessionOf(request), request.body) }),
  );

  app.post(
    '/api/v2/customers/me/password',
    {
      preHandler: app.requireSession,
      validatorCompiler: requestValidator({ invalidBodyCode: changePasswordInvalidCode }),
      schema: {
        summary: 'Change password {oldPassword, newPassword, confirmPassword}',
        tags,
        body: changePasswordRequestBodySchema,
        response: { 200: passwordChangedResponseSchema },
      },
    },
    async (request) => {
      await profileService.changePassword(sessionOf(request), request.body);
      return { data: { passwordChanged: true as const } };
    },
  );

  app.get(
    '/api/v2/customers/links',
    {
      preHandler: app.requireSession,
      schema: {
        summary: 'Customer links (a business-intelligence dashboard)',
        tags,
        response: { 200: customerLinksResponseSchema },
      },
    },
    async (request) => ({
      data: await profileService.links(sessionOf(request)),
    }),
  );
};
