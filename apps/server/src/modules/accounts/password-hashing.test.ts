import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  passwordHashingParameters,
  verifyAgainstDummyHash,
  verifyPassword,
} from './password-hashing';

const legacyScryptHash = (password: string, N: number) => {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password, salt, 32, { N, r: 8, p: 1 }).toString('base64url');
  return `scrypt$${N}$8$1$${salt.toString('base64url')}$${key}`;
};

describe('password hashing (argon2id, ADR 052)', () => {
  it('stores argon2id with at least 19 MiB and 2 passes and a random salt, never the password', async () => {
    const first = await hashPassword('Cargo-2026');
    const second = await hashPassword('Cargo-2026');
    const [, algorithm, version, cost] = first.split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    const { m, t, p } = Object.fromEntries(cost!.split(',').map((pair) => pair.split('='))) as Record<string, string>;
    expect(Number(m)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
    expect(Number(p)).toBe(passwordHashingParameters.lanes);
    expect(first).not.toContain('Cargo-2026');
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one, a foreign or a malformed hash', async () => {
    const stored = await hashPassword('Cargo-2026');
    expect(await verifyPassword('Cargo-2026', stored)).toBe(true);
    expect(await verifyPassword('cargo-2026', stored)).toBe(false);
    expect(await verifyPassword('Cargo-2026', 'bcrypt$2b$10$whatever')).toBe(false);
    expect(await verifyPassword('Cargo-2026', '$argon2id$v=19$m=19456,t=2,p=1$bad')).toBe(false);
  });

  it('keeps verifying the scrypt hashes of earlier releases, and asks for them to be rehashed', async () => {
    for (const N of [2 ** 10, 2 ** 11]) {
      const earlier = legacyScryptHash('Cargo-2026', N);
      expect(await verifyPassword('Cargo-2026', earlier)).toBe(true);
      expect(await verifyPassword('Cargo-2027', earlier)).toBe(false);
      expect(needsRehash(earlier)).toBe(true);
    }
  });

  it('asks to rehash an argon2 hash below the current cost, not one at it', async () => {
    expect(needsRehash(await hashPassword('Cargo-2026'))).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$a2V5')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$a2V5')).toBe(true);
  });

  it('normalises the password (NFKC): a composed and a decomposed "é" are the same password', async () => {
    const stored = await hashPassword('Caf\u00e9-2026');
    expect(await verifyPassword('Cafe\u0301-2026', stored)).toBe(true);
  });

  it('has a dummy check for unknown accounts that resolves', async () => {
    await expect(verifyAgainstDummyHash('anything')).resolves.toBeUndefined();
  });
});
