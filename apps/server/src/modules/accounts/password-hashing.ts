import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

/**
 * Password hashing with argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane: ADR 052). The
 * cost lives HERE only. Hashes are stored in the PHC format (`$argon2id$v=19$m=…,t=…,p=…$salt$key`),
 * which records its own cost, so stored hashes keep verifying after a change; `needsRehash`
 * tells the sign-in to store a fresh hash (the scrypt hashes of earlier releases, or a lower cost).
 */
export const passwordHashingParameters = { memoryKiB: 19_456, passes: 2, lanes: 1, keyLengthBytes: 32 } as const;

const argon2Options = {
  // Algorithm.Argon2id: the package declares a const enum, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: passwordHashingParameters.memoryKiB,
  timeCost: passwordHashingParameters.passes,
  parallelism: passwordHashingParameters.lanes,
  outputLen: passwordHashingParameters.keyLengthBytes,
} as const;

const normalized = (password: string) => password.normalize('NFKC');

export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(normalized(password), argon2Options);
}

/** `scrypt$N$r$p$<salt base64url>$<key base64url>`: the hashes of releases before ADR 052. */
function verifyLegacyScrypt(password: string, storedHash: string): Promise<boolean> {
  const [, n, r, p, saltText, keyText] = storedHash.split('$');
  if (!saltText || !keyText) return Promise.resolve(false);
  const expected = Buffer.from(keyText, 'base64url');
  const options: ScryptOptions = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  return new Promise((resolve) => {
    scrypt(normalized(password), Buffer.from(saltText, 'base64url'), expected.length, options, (error, key) =>
      resolve(!error && timingSafeEqual(key, expected)),
    );
  });
}

export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  if (storedHash.startsWith('scrypt$')) return verifyLegacyScrypt(password, storedHash);
  if (!storedHash.startsWith('$argon2')) return false;
  try {
    return await argon2Verify(storedHash, normalized(password));
  } catch {
    // A malformed stored hash verifies nothing (and never answers 500).
    return false;
  }
}

/** True when a verified hash was made with another scheme or a lower cost than today's. */
export function needsRehash(storedHash: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!match) return true;
  const [memoryKiB, passes, lanes] = match.slice(1).map(Number) as [number, number, number];
  return (
    memoryKiB < passwordHashingParameters.memoryKiB ||
    passes < passwordHashingParameters.passes ||
    lanes !== passwordHashingParameters.lanes
  );
}

/** A hash of nothing anyone knows: checked when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummyHash(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
}
