import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import {
  buildAccountsTestApp,
  post,
  registerDirectCustomer,
  samplePassword,
  type AccountsTestApp,
} from './accounts-test-kit';

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp();
});
afterAll(() => testApp.close());

/** A password hash as releases before ADR 052 stored it (scrypt, N = 2^10). */
function earlierScryptHash(password: string): string {
  const salt = Buffer.from('fedcba9876543210');
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const storedHashOf = async (email: string) =>
  (await testApp.database.db.select().from(customers).where(eq(customers.email, email)))[0]?.passwordHash;

describe('stored password hashes of earlier releases', () => {
  it('still sign in, and are replaced by an argon2id hash at that sign-in', async () => {
    const email = 'earlier.hash@acme.example';
    await registerDirectCustomer(testApp.app, email);
    const earlier = earlierScryptHash(samplePassword);
    await testApp.database.db.update(customers).set({ passwordHash: earlier }).where(eq(customers.email, email));

    const wrong = await post(testApp.app, '/api/v2/customers/login', { login: email, password: 'Wrong-pass-1' });
    expect(wrong.statusCode).toBe(401);
    expect(await storedHashOf(email)).toBe(earlier);

    const signIn = await post(testApp.app, '/api/v2/customers/login', { login: email, password: samplePassword });
    expect(signIn.statusCode).toBe(200);
    const upgraded = await storedHashOf(email);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const again = await post(testApp.app, '/api/v2/customers/login', { login: email, password: samplePassword });
    expect(again.statusCode).toBe(200);
    expect(await storedHashOf(email)).toBe(upgraded);
  });
});
