import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, built into node). The cost lives HERE only
 * (ADRs 028, 038). Every hash records its own parameters, so stored hashes keep verifying
 * after a change (those made at the earlier N = 2^11 too).
 *
 * N = 2^10, r = 8, p = 1 → 1 MiB of memory and about 3 ms of one core per hash on the reference
 * 2-core machine (3.4 ms with 20 at once). At 2^11 a sign-in costs 9.5 ms of CPU in all and the
 * p95 at 20 concurrent sign-ins measured 251 ms; at 2^10, 5.2 ms and 145 ms (budget 150 ms).
 */
export const passwordHashingParameters = { N: 2 ** 10, r: 8, p: 1, keyLengthBytes: 32, saltLengthBytes: 16 } as const;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$<salt base64url>$<key base64url>` */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLengthBytes, saltLengthBytes } = passwordHashingParameters;
  const salt = randomBytes(saltLengthBytes);
  const key = await scryptAsync(password, salt, keyLengthBytes, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = storedHash.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** A hash of nothing anyone knows: checked against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummyHash(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
}
