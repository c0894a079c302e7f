import { adminAccountMessages, adminAdminAccountSaveSchema, messages } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { isUniqueViolation } from '@server/lib/unique-violation';
import { HttpError } from '@server/lib/http-error';
import { hashPassword, refuseWeakPassword } from './password';
import { findAccountByUsername, insertAccount, type Account } from './queries';

export interface NewAdministrator {
  username: string;
  password: string;
  /** 관리자 when not given. */
  name?: string;
  email?: string;
}

/**
 * An administrator made from the command line (`npm run admin:create`), for
 * the first one of a production installation, which has no demo accounts.
 * The username, password, name and e-mail meet the same rules as the back
 * office's account form, the password the same strength check; a taken
 * username (withdrawn accounts' included) is refused.
 */
export async function createAdministrator(db: Database, input: NewAdministrator): Promise<Account> {
  const parsed = adminAdminAccountSaveSchema.safeParse({
    username: input.username,
    pwd: input.password,
    pwdConfirm: input.password,
    name: input.name ?? '관리자',
    email: input.email ?? '',
  });
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? messages.common.badRequest);
  const values = parsed.data;
  refuseWeakPassword(values.pwd, values);
  if (await findAccountByUsername(db, values.username)) throw new HttpError(409, adminAccountMessages.usernameTaken);
  const passwordHash = await hashPassword(values.pwd);
  try {
    return await insertAccount(db, {
      username: values.username,
      passwordHash,
      name: values.name,
      roleType: 'ADMIN',
      email: values.email || null,
      description: '명령(npm run admin:create)으로 만든 관리자',
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, adminAccountMessages.usernameTaken);
    throw error;
  }
}
