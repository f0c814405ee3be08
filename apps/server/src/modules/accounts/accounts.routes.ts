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
import { parseBody } from '../../http/request-body';

export interface AccountsRoutesOptions {
  accountsService: AccountsService;
}

const originOf = (request: FastifyRequest): RequestOrigin => ({ hostname: request.hostname, ip: request.ip });
const jwtAnswer = z.object({ data: z.object({ jwt: z.string() }) });
const anyBody = z.unknown();

/** The password rule that failed decides the code (docs/product/errors.md#account-calls). */
function passwordErrorCode(fieldErrors: Record<string, string[]>): ErrorCode {
  if (fieldErrors['password']) return 'INVALID_PASSWORD';
  if (fieldErrors['confirmPassword']) return 'INVALID_CONFIRM_PASSWORD';
  return 'INVALID_PAYLOAD';
}

const resetBodySchema = z.object({ uuid: z.uuid() }).passthrough();

/** An error answer as the OpenAPI document shows it (the error handler writes it). */
const errorAnswer = (code: ErrorCode, description: string) =>
  z
    .object({ message: z.literal(code), errors: z.record(z.string(), z.array(z.string())).optional() })
    .describe(description);

/**
 * For routes whose body is documented in the OpenAPI schema but checked by `parseBody` (so a
 * bad field answers the call's own catalogue code, not Fastify's 400).
 */
const bodyCheckedByHandler = () => (body: unknown) => ({ value: body });

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { accountsService }) => {
  app.post(
    '/api/v2/customers/register',
    {
      schema: {
        summary: 'Sign up (standard or custom short payload); 202 when a code was e-mailed',
        tags: ['accounts'],
        body: anyBody,
      },
    },
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
    {
      schema: {
        summary: 'Completes registration or sign-in with the e-mailed code',
        tags: ['accounts'],
        body: anyBody,
        response: { 200: jwtAnswer },
      },
    },
    async (request) => {
      const body = parseBody(validateEmailRequestBodySchema, request.body, (errors) =>
        errors['code'] && !errors['email'] ? 'INVALID_CODE' : 'INVALID_PAYLOAD',
      );
      return { data: await accountsService.validateEmail(body, originOf(request)) };
    },
  );

  app.post(
    '/api/v2/customers/login',
    {
      schema: {
        summary: 'Sign in with e-mail and password',
        tags: ['accounts'],
        body: anyBody,
        response: { 200: jwtAnswer },
      },
    },
    async (request) => {
      const body = parseBody(loginRequestBodySchema, request.body);
      return { data: await accountsService.login(body, originOf(request)) };
    },
  );

  app.post(
    '/api/v2/customers/resend-code',
    {
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        summary:
          'E-mails a fresh one-time code to an account awaiting e-mail validation (the old code ends); same answer for any address',
        description:
          'Code step "resend code" and the e-mail verification screen. Always 202 ACCEPTED for a well-formed address: when it has an account whose ' +
          'e-mail is not validated yet, a new code (15 minutes, brand minCharacterVerifyEmail digits) is e-mailed in the account language and the ' +
          'previous code stops working; otherwise nothing is sent. At most 5 per address an hour and 30 per client IP an hour (429).',
        tags: ['accounts'],
        body: z.object({ email: z.string().describe('The address the code goes to (max 64 characters)') }),
        response: {
          202: z.object({ message: z.literal('ACCEPTED') }),
          422: errorAnswer(
            'INVALID_EMAIL',
            'errors.email: validation.email.required | validation.email.invalid | validation.email.maxLength',
          ),
          429: errorAnswer(
            'TOO_MANY_ATTEMPTS',
            'Too many resends for this address or from this IP; the current code keeps working',
          ),
        },
      },
    },
    async (request, reply) => {
      const { email } = parseBody(passwordRecoveryRequestBodySchema, request.body, () => 'INVALID_EMAIL');
      await accountsService.resendCode(email ?? '', originOf(request));
      return reply.code(202).send({ message: 'ACCEPTED' as const });
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
    {
      schema: {
        summary: 'Sets a new password through the e-mailed link {uuid, password, confirmPassword}',
        tags: ['accounts'],
        body: anyBody,
      },
    },
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
    {
      preHandler: app.requireSession,
      schema: {
        summary: 'First password of an account without one',
        tags: ['accounts'],
        body: anyBody,
        response: { 200: jwtAnswer },
      },
    },
    async (request) => {
      const body = parseBody(createPasswordRequestBodySchema, request.body, passwordErrorCode);
      return { data: await accountsService.createPassword(sessionOf(request).customerId, body) };
    },
  );

  app.get(
    '/api/v2/customers/update-jwt',
    {
      schema: {
        summary: 'A fresh token; an expired one is accepted up to 7 days after expiry',
        tags: ['accounts'],
        response: { 200: jwtAnswer },
      },
    },
    async (request) => ({ data: await accountsService.refreshToken(request.headers.authorization) }),
  );
};
