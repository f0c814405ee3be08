import {
  createPasswordRequestBodySchema,
  customRegisterBodySchema,
  loginRequestBodySchema,
  passwordRecoveryRequestBodySchema,
  resetPasswordRequestBodySchema,
  standardRegisterBodySchema,
  validateEmailRequestBodySchema,
  type ErrorCode,
} from '@freightdesk/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { AccountsService, RequestOrigin } from './accounts.service';
import { sessionOf } from './auth.plugin';
import { parseBody } from './request-body';

export interface AccountsRoutesOptions {
  accountsService: AccountsService;
}

const originOf = (request: FastifyRequest): RequestOrigin => ({ hostname: request.hostname, ip: request.ip });
const jwtAnswer = z.object({ data: z.object({ jwt: z.string() }) });
const anyBody = z.unknown();

/** The password rule that failed decides the code (seed 000 §8 "Reset password"). */
function passwordErrorCode(fieldErrors: Record<string, string[]>): ErrorCode {
  if (fieldErrors['password']) return 'INVALID_PASSWORD';
  if (fieldErrors['confirmPassword']) return 'INVALID_CONFIRM_PASSWORD';
  return 'INVALID_PAYLOAD';
}

const resetBodySchema = z.object({ uuid: z.uuid() }).passthrough();

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { accountsService }) => {
  app.post(
    '/api/v2/customers/register',
    { schema: { summary: 'Sign up (standard or custom short payload); 202 when a code was e-mailed', tags: ['accounts'], body: anyBody } },
    async (request, reply) => {
      // A body naming a profile `type` is the standard payload; otherwise the short custom one.
      const isStandard = typeof request.body === 'object' && request.body !== null && 'type' in request.body;
      const body = parseBody(isStandard ? standardRegisterBodySchema : customRegisterBodySchema, request.body);
      const outcome = await accountsService.register(body, originOf(request));
      if (outcome === 'ACCEPTED') return reply.code(202).send({ message: 'ACCEPTED' });
      return reply.code(200).send({ data: outcome });
    },
  );

  app.post(
    '/api/v2/customers/validate-email',
    { schema: { summary: 'Completes registration or sign-in with the e-mailed code', tags: ['accounts'], body: anyBody, response: { 200: jwtAnswer } } },
    async (request) => {
      const body = parseBody(validateEmailRequestBodySchema, request.body, (errors) => (errors['code'] && !errors['email'] ? 'INVALID_CODE' : 'INVALID_PAYLOAD'));
      return { data: await accountsService.validateEmail(body, originOf(request)) };
    },
  );

  app.post(
    '/api/v2/customers/login',
    { schema: { summary: 'Sign in with e-mail and password', tags: ['accounts'], body: anyBody, response: { 200: jwtAnswer } } },
    async (request) => {
      const body = parseBody(loginRequestBodySchema, request.body);
      return { data: await accountsService.login(body, originOf(request)) };
    },
  );

  app.post(
    '/api/v2/customers/passwordRecovery',
    { schema: { summary: 'E-mails a single-use reset link (1 hour)', tags: ['accounts'], body: anyBody } },
    async (request) => {
      const { email } = parseBody(passwordRecoveryRequestBodySchema, request.body, () => 'INVALID_EMAIL');
      await accountsService.requestPasswordRecovery(email ?? '', originOf(request));
      return { data: { emailSent: true } };
    },
  );

  app.post(
    '/api/v2/customers/reset-password',
    { schema: { summary: 'Sets a new password through the e-mailed link {uuid, password, confirmPassword}', tags: ['accounts'], body: anyBody } },
    async (request) => {
      const uuid = resetBodySchema.safeParse(request.body);
      if (!uuid.success) throw new AppError('NOT_FOUND');
      await accountsService.checkResetLink(uuid.data.uuid, originOf(request));
      const body = parseBody(resetPasswordRequestBodySchema, request.body, passwordErrorCode);
      await accountsService.resetPassword(uuid.data.uuid, body);
      return { data: { passwordReset: true } };
    },
  );

  app.post(
    '/api/v2/customers/me/create-password',
    { preHandler: app.requireSession, schema: { summary: 'First password of an account without one', tags: ['accounts'], body: anyBody, response: { 200: jwtAnswer } } },
    async (request) => {
      const body = parseBody(createPasswordRequestBodySchema, request.body, passwordErrorCode);
      return { data: await accountsService.createPassword(sessionOf(request).customerId, body) };
    },
  );

  app.get(
    '/api/v2/customers/update-jwt',
    { schema: { summary: 'A fresh token; an expired one is accepted up to 7 days after expiry', tags: ['accounts'], response: { 200: jwtAnswer } } },
    async (request) => ({ data: await accountsService.refreshToken(request.headers.authorization) }),
  );
};
