import {
  acceptedResponseSchema,
  createPasswordRequestBodySchema,
  emailInvalidCode,
  jwtResponseSchema,
  loginRequestBodySchema,
  passwordInvalidCode,
  passwordRecoveryRequestBodySchema,
  passwordRecoveryResponseSchema,
  registerBodySchemaOf,
  registerRequestBodySchema,
  resetPasswordLinkBodySchema,
  resetPasswordResponseSchema,
  validateEmailInvalidCode,
  validateEmailRequestBodySchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import { requestValidator } from '../../http/request-validation';
import { originOf } from '../../http/request-origin';
import type { AccountsService } from './accounts.service';
import { sessionOf } from '../../http/auth.plugin';

export interface AccountsRoutesOptions {
  accountsService: AccountsService;
}

const tags = ['accounts'];
const resetLinkSchema = z.object({ uuid: z.uuid() });

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { accountsService }) => {
  app.post(
    '/api/v2/customers/register',
    {
      // A body naming a profile `type` is checked as the standard payload, else as the short custom one.
      validatorCompiler: requestValidator({ bodySchemaOf: registerBodySchemaOf }),
      schema: {
        operationId: 'signUp',
        summary: 'Sign up (standard or custom short payload); 202 when a code was e-mailed',
        tags,
        body: registerRequestBodySchema,
        response: {
          200: jwtResponseSchema,
          202: acceptedResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'EMAIL_ALREADY_EXIST', 'PHONE_ALREADY_EXIST', 'TOO_MANY_ATTEMPTS'),
        },
      },
    },
    async (request, reply) => {
      const outcome = await accountsService.register(request.body, originOf(request));
      if (outcome === 'ACCEPTED') return reply.code(202).send({ message: 'ACCEPTED' });
      return reply.code(200).send({ data: outcome });
    },
  );

  app.post(
    '/api/v2/customers/validate-email',
    {
      validatorCompiler: requestValidator({ invalidBodyCode: validateEmailInvalidCode }),
      schema: {
        operationId: 'validateEmail',
        summary: 'Completes registration or sign-in with the e-mailed code',
        tags,
        body: validateEmailRequestBodySchema,
        response: {
          200: jwtResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'INVALID_CODE', 'USER_NOT_FOUND', 'TOO_MANY_ATTEMPTS'),
        },
      },
    },
    async (request) => ({ data: await accountsService.validateEmail(request.body, originOf(request)) }),
  );

  app.post(
    '/api/v2/customers/login',
    {
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with e-mail and password',
        tags,
        body: loginRequestBodySchema,
        response: {
          200: jwtResponseSchema,
          ...errorResponses(
            'INVALID_PAYLOAD',
            'WRONG_CREDENTIALS',
            'EMAIL_DOES_NOT_EXIST',
            'EMPTY_PASSWORD',
            'NOT_VALIDATED_EMAIL',
            'ACCOUNT_LOCKED',
            'TOO_MANY_ATTEMPTS',
          ),
        },
      },
    },
    async (request) => ({ data: await accountsService.login(request.body, originOf(request)) }),
  );

  app.post(
    '/api/v2/customers/resend-code',
    {
      validatorCompiler: requestValidator({ invalidBodyCode: emailInvalidCode }),
      schema: {
        operationId: 'resendCode',
        summary:
          'E-mails a fresh one-time code to an account awaiting e-mail validation (the old code ends); same answer ' +
          'for any address',
        description:
          'Code step "resend code" and the e-mail verification screen. Always 202 ACCEPTED for a well-formed ' +
          'address: when it has an account whose e-mail is not validated yet, a new code (15 minutes, brand ' +
          'minCharacterVerifyEmail digits) is e-mailed in the account language and the previous code stops ' +
          'working; otherwise nothing is sent. At most 5 per address an hour and 30 per client IP an hour (429).',
        tags,
        body: passwordRecoveryRequestBodySchema,
        response: { 202: acceptedResponseSchema, ...errorResponses('INVALID_EMAIL', 'TOO_MANY_ATTEMPTS') },
      },
    },
    async (request, reply) => {
      await accountsService.resendCode(request.body.email ?? '', originOf(request));
      return reply.code(202).send({ message: 'ACCEPTED' as const });
    },
  );

  app.post(
    '/api/v2/customers/passwordRecovery',
    {
      validatorCompiler: requestValidator({ invalidBodyCode: emailInvalidCode }),
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'E-mails a single-use reset link (1 hour)',
        tags,
        body: passwordRecoveryRequestBodySchema,
        response: {
          200: passwordRecoveryResponseSchema,
          ...errorResponses('INVALID_EMAIL', 'USER_NOT_FOUND', 'TOO_MANY_ATTEMPTS'),
        },
      },
    },
    async (request) => {
      await accountsService.requestPasswordRecovery(request.body.email ?? '', originOf(request));
      return { data: { emailSent: true as const } };
    },
  );

  app.post(
    '/api/v2/customers/reset-password',
    {
      // The link is checked before the new password: an unknown or used link answers 404 whatever the body.
      preValidation: async (request) => {
        const link = resetLinkSchema.safeParse(request.body);
        if (!link.success) throw new AppError('NOT_FOUND');
        await accountsService.checkResetLink(link.data.uuid, originOf(request));
      },
      validatorCompiler: requestValidator({ invalidBodyCode: passwordInvalidCode }),
      schema: {
        operationId: 'resetPassword',
        summary: 'Sets a new password through the e-mailed link {uuid, password, confirmPassword}',
        tags,
        body: resetPasswordLinkBodySchema,
        response: {
          200: resetPasswordResponseSchema,
          ...errorResponses(
            'NOT_FOUND',
            'INVALID_HASH',
            'INVALID_PASSWORD',
            'INVALID_CONFIRM_PASSWORD',
            'INVALID_PAYLOAD',
            'TOO_MANY_ATTEMPTS',
          ),
        },
      },
    },
    async (request) => {
      await accountsService.resetPassword(request.body.uuid, request.body);
      return { data: { passwordReset: true as const } };
    },
  );

  app.post(
    '/api/v2/customers/me/create-password',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'createPassword',
        summary: 'First password of an account without one',
        tags,
        security: bearerAuth,
        body: createPasswordRequestBodySchema,
        response: {
          200: jwtResponseSchema,
          ...errorResponses(
            'INVALID_PASSWORD',
            'INVALID_CONFIRM_PASSWORD',
            'INVALID_PAYLOAD',
            'ACCESS_FORBIDDEN',
            ...sessionErrorCodes,
          ),
        },
      },
      validatorCompiler: requestValidator({ invalidBodyCode: passwordInvalidCode }),
    },
    async (request) => ({ data: await accountsService.createPassword(sessionOf(request), request.body) }),
  );

  app.get(
    '/api/v2/customers/update-jwt',
    {
      schema: {
        operationId: 'refreshToken',
        summary: 'A fresh token; an expired one is accepted up to 7 days after expiry',
        tags,
        security: bearerAuth,
        response: { 200: jwtResponseSchema, ...errorResponses('UNAUTHORIZED', 'AUTH_SERVICE_PROBLEM') },
      },
    },
    async (request) => ({ data: await accountsService.refreshToken(request.headers.authorization) }),
  );
};
