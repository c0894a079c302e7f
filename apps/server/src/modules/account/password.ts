import os from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';
import { messages } from '@ongi/shared';
import { isGuessablePassword, personalWords } from '@ongi/shared/password-strength';
import { HttpError } from '@server/lib/http-error';

// argon2id costs 64 MiB and tens of milliseconds of a core by design. A flood
// of logins must not turn that into seconds for everyone: at most one hash
// per core runs at once, a short queue waits, and beyond it the request is
// turned away at once (503) instead of piling up behind the flood.
const hashing = pLimit(Math.max(1, os.availableParallelism()));
const maxWaiting = 32;

function limited<T>(task: () => Promise<T>): Promise<T> {
  if (hashing.pendingCount >= maxWaiting) return Promise.reject(new HttpError(503, messages.common.busy));
  return hashing(task);
}

/** How many hashes run and wait now (tests watch the cap). */
export function hashingLoad() {
  return { active: hashing.activeCount, waiting: hashing.pendingCount, limit: hashing.concurrency, maxWaiting };
}

// argon2id with the library's defaults (64 MiB, 3 passes): OWASP's recommended floor.
export function hashPassword(plain: string): Promise<string> {
  return limited(() => argon2.hash(plain, { type: argon2.argon2id }));
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  return limited(async () => {
    try {
      return await argon2.verify(hash, plain);
    } catch {
      return false;
    }
  });
}

/**
 * Refuses a password that meets the spec's rule but is easy to guess (leaked
 * lists, words, Korean words, the person's own username, name or e-mail).
 * Every place a password is set calls this: signup, change, set, reset, the
 * administrator's account form and `npm run admin:create`.
 */
export function refuseWeakPassword(password: string, person: Parameters<typeof personalWords>[0]) {
  if (isGuessablePassword(password, personalWords(person))) throw new HttpError(400, messages.password.weak);
}
