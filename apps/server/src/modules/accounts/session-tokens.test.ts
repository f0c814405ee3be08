import { describe, expect, it } from 'vitest';
import { accountPolicy } from './account-policy';
import { createSessionTokens, type SessionToken } from './session-tokens';

const nowMs = Date.UTC(2026, 10, 21, 9, 0, 0);
const token: SessionToken = {
  customerId: '0b6c7a1e-5f4d-4c3b-9a2e-1d0f9e8c7b6a',
  sessionId: '5d2f7c1a-8e3b-4a6c-9f1d-2b3c4d5e6f70',
  brandId: 'sample',
  impersonatorId: undefined,
  claims: {
    customer_type: 'STANDARD',
    email: 'ana@acme.example',
    phone_number: '+34612345678',
    contact_name: 'Ana',
    contact_surname: null,
    legal_name: null,
    is_company: true,
    preferred_currency: 'USD',
    preferred_language: 'en',
    backend_customer_id: '0b6c7a1e-5f4d-4c3b-9a2e-1d0f9e8c7b6a',
    backend_external_user_id: null,
    backend_branch_id: 'US',
    is_test: false,
    impersonated_by: null,
    expired_at: new Date(nowMs + accountPolicy.sessionTtlMs).toISOString(),
    is_special_user: 0,
    is_internal_user: false,
  },
};

describe('session tokens (HS256)', () => {
  const tokens = createSessionTokens('a-test-secret-of-at-least-32-characters!');

  it('reads back what it signed while the session lasts', async () => {
    const jwt = await tokens.sign(token, nowMs);
    expect(await tokens.read(jwt, nowMs + 1000)).toEqual({ status: 'valid', token });
  });

  it.each([
    ['just after expired_at', accountPolicy.sessionTtlMs + 1, 'expired'],
    ['6 days after expired_at', accountPolicy.sessionTtlMs + 6 * 86_400_000, 'expired'],
    ['7 days after expired_at', accountPolicy.sessionTtlMs + accountPolicy.refreshWindowMs, 'invalid'],
  ])('%s → %s', async (_case, elapsedMs, status) => {
    const jwt = await tokens.sign(token, nowMs);
    expect((await tokens.read(jwt, nowMs + elapsedMs)).status).toBe(status);
  });

  it('refuses a token signed with another secret, or altered', async () => {
    const foreign = await createSessionTokens('another-secret-of-at-least-32-characters').sign(token, nowMs);
    expect(await tokens.read(foreign, nowMs)).toEqual({ status: 'invalid' });
    const jwt = await tokens.sign(token, nowMs);
    const [header, payload, signature] = jwt.split('.');
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), email: 'eve@evil.example' }),
    ).toString('base64url');
    expect(await tokens.read(`${header}.${altered}.${signature}`, nowMs)).toEqual({ status: 'invalid' });
  });
});
