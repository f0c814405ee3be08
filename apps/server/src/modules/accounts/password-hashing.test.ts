import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashingParameters, verifyAgainstDummyHash, verifyPassword } from './password-hashing';

describe('password hashing (scrypt)', () => {
  it('stores the scheme, its cost and a random salt, never the password', async () => {
    const first = await hashPassword('Cargo-2026');
    const second = await hashPassword('Cargo-2026');
    const { N, r, p } = passwordHashingParameters;
    expect(first.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    expect(first).not.toContain('Cargo-2026');
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one or a foreign hash', async () => {
    const stored = await hashPassword('Cargo-2026');
    expect(await verifyPassword('Cargo-2026', stored)).toBe(true);
    expect(await verifyPassword('cargo-2026', stored)).toBe(false);
    expect(await verifyPassword('Cargo-2026', 'bcrypt$2b$10$whatever')).toBe(false);
  });

  it('keeps verifying hashes of another cost (2^11 in earlier releases), so the cost can change', async () => {
    const earlier = 'scrypt$2048$8$1$' + Buffer.from('0123456789abcdef').toString('base64url');
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('Cargo-2026', Buffer.from('0123456789abcdef'), 32, { N: 2048, r: 8, p: 1 }).toString(
      'base64url',
    );
    expect(passwordHashingParameters.N).not.toBe(2048);
    expect(await verifyPassword('Cargo-2026', `${earlier}$${key}`)).toBe(true);
    expect(await verifyPassword('Cargo-2027', `${earlier}$${key}`)).toBe(false);
  });

  it('stays memory-hard: at least 1 MiB per hash', () => {
    const { N, r } = passwordHashingParameters;
    expect(128 * N * r).toBeGreaterThanOrEqual(2 ** 20);
  });

  it('has a dummy check for unknown accounts that resolves', async () => {
    await expect(verifyAgainstDummyHash('anything')).resolves.toBeUndefined();
  });
});
