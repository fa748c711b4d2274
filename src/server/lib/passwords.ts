import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with the OWASP-recommended minimum cost: 19 MiB, 2 passes,
 * 1 lane. Stored hashes start with `$argon2id$`.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash it still spends the same time on a dummy one, so the answer
 * time does not tell whether an address has an account.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('not-a-real-password', options);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
