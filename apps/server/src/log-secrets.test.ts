import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import {
  buildAccountsTestApp,
  latestCode,
  latestResetUuid,
  post,
  standardRegisterBody,
  nextTestPhone,
  type AccountsTestApp,
} from './modules/accounts/accounts-test-kit';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp({
    logger: pino(loggerOptions({ logLevel: 'trace' }), logStream),
    config: { devMailbox: true },
  });
});
afterAll(() => testApp.close());

describe('the server log, through a whole account life', () => {
  it('never carries a password, a one-time code, a token or a reset link', async () => {
    const email = 'secrets.kept@acme.example';
    const password = 'Sign-up-Secret-41';
    const newPassword = 'Reset-Secret-42';
    const secrets: string[] = [password, newPassword];

    const register = await post(testApp.app, '/api/v2/customers/register', {
      ...standardRegisterBody(email, nextTestPhone()),
      password,
    });
    expect(register.statusCode).toBe(202);
    const code = await latestCode(testApp.database, email);
    secrets.push(code);
    const validated = await post(testApp.app, '/api/v2/customers/validate-email', { email, code });
    expect(validated.statusCode).toBe(200);
    const jwt = (validated.json() as { data: { jwt: string } }).data.jwt;
    secrets.push(jwt);

    await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/customers/me',
      headers: { authorization: `Bearer ${jwt}` },
    });
    await testApp.app.inject({
      method: 'GET',
      url: `/api/v2/customers/update-jwt?token=${encodeURIComponent(jwt)}`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect((await post(testApp.app, '/api/v2/customers/passwordRecovery', { email })).statusCode).toBe(200);
    const resetUuid = await latestResetUuid(testApp.database, email);
    secrets.push(resetUuid);
    // The link as a browser opens it (the web app's page), in two languages.
    await testApp.app.inject({ method: 'GET', url: `/reset-password/${resetUuid}` });
    await testApp.app.inject({ method: 'GET', url: `/es/reset-password/${resetUuid}?from=mail` });
    const reset = await post(testApp.app, '/api/v2/customers/reset-password', {
      uuid: resetUuid,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const login = await post(testApp.app, '/api/v2/customers/login', { login: email, password: newPassword });
    expect(login.statusCode).toBe(200);
    secrets.push((login.json() as { data: { jwt: string } }).data.jwt);
    // Mails held for the development mailbox, opened too.
    await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });

    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of secrets) {
      // A 4-digit code stands alone; the same digits inside a longer number (a response time) are not it.
      const standing = new RegExp(`(?<![0-9])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`);
      const leaks = logLines.filter((line) => standing.test(line));
      expect(leaks, `a log line carries ${secret.slice(0, 12)}…`).toEqual([]);
    }
    // The reset page's request is still logged, with its path and without the link's id.
    expect(log).toContain('/reset-password/[redacted]');
  });
});
