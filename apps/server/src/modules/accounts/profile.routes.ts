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
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import { requestValidator } from '../../http/request-validation';
import { sessionOf } from '../../http/auth.plugin';
import type { ProfileService } from './profile.service';

export interface ProfileRoutesOptions {
  profileService: ProfileService;
}

const tags = ['accounts'];

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { profileService }) => {
  app.get(
    '/api/v2/customers/me',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'getProfile',
        summary: 'My profile',
        tags,
        security: bearerAuth,
        response: { 200: profileResponseSchema, ...errorResponses(...sessionErrorCodes) },
      },
    },
    async (request) => ({
      data: await profileService.profile(sessionOf(request)),
    }),
  );

  app.patch(
    '/api/v2/customers/me',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'updateProfile',
        summary: 'Update names, phone, preferred language and currency; answers a fresh token',
        tags,
        security: bearerAuth,
        body: profileChangesSchema,
        response: {
          200: profileUpdatedResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'PHONE_ALREADY_EXIST', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({ data: await profileService.updateProfile(sessionOf(request), request.body) }),
  );

  app.post(
    '/api/v2/customers/me/password',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'changePassword',
        summary: 'Change password {oldPassword, newPassword, confirmPassword}',
        tags,
        security: bearerAuth,
        body: changePasswordRequestBodySchema,
        response: {
          200: passwordChangedResponseSchema,
          ...errorResponses(
            'INVALID_PASSWORD',
            'INVALID_CONFIRM_PASSWORD',
            'INVALID_PAYLOAD',
            'ACCESS_FORBIDDEN',
            ...sessionErrorCodes,
          ),
        },
      },
      validatorCompiler: requestValidator({ invalidBodyCode: changePasswordInvalidCode }),
    },
    async (request) => {
      await profileService.changePassword(sessionOf(request), request.body);
      return { data: { passwordChanged: true as const } };
    },
  );

  app.get(
    '/api/v2/customers/links',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'getCustomerLinks',
        summary: 'Customer links (a business-intelligence dashboard)',
        tags,
        security: bearerAuth,
        response: { 200: customerLinksResponseSchema, ...errorResponses(...sessionErrorCodes) },
      },
    },
    async (request) => ({
      data: await profileService.links(sessionOf(request)),
    }),
  );
};
