import { birthdayToDate, messages, type CheckDuplicateResult, type SignupRequest } from '@ongi/shared';
import type { Database } from '@server/db/client';
import { isUniqueViolation } from '@server/lib/unique-violation';
import { HttpError } from '@server/lib/http-error';
import { useVerification } from '../identity';
import { hashPassword, refuseWeakPassword } from './password';
import { activeAccountWithCi, insertAccount, lockPerson, usernameExists, type Account } from './queries';

const digits = (text: string) => text.replace(/\D/g, '');

export async function checkDuplicate(db: Database, username: string): Promise<CheckDuplicateResult> {
  const taken = await usernameExists(db, username);
  return taken ? { available: false, message: messages.signup.usernameTaken } : { available: true, message: messages.signup.usernameAvailable };
}

/**
 * Creates a member account. The form's rules were checked by the schema; here
 * the identity verification is spent (confirmed, fresh, unused, of this name
 * and mobile), then the username and the person (CI) must be new. Everything
 * happens in one transaction, so a refused signup leaves the verification
 * unspent for a corrected attempt.
 */
export async function signup(db: Database, input: SignupRequest): Promise<Account> {
  refuseWeakPassword(input.pwd, input);
  // argon2 is deliberately slow: hash before the transaction holds any lock.
  const passwordHash = await hashPassword(input.pwd);
  const birthday = birthdayToDate(input.birthday) ?? null;
  return db.transaction(async (tx) => {
    const person = await useVerification(tx, input.identityVerificationId, { name: input.name, phoneNum: input.phoneNum });
    if (await usernameExists(tx, input.username)) throw new HttpError(409, messages.signup.usernameTaken);
    if (person.ci) {
      await lockPerson(tx, person.ci);
      if (await activeAccountWithCi(tx, person.ci)) throw new HttpError(409, messages.signup.alreadyMember);
    }
    try {
      return await insertAccount(tx, {
        username: input.username,
        passwordHash,
        name: input.name,
        roleType: 'NORMAL',
        email: input.email,
        phoneNum: digits(input.phoneNum),
        telNum: digits(input.telNum),
        birthday,
        birthdayCalendar: birthday ? input.birthdayCalendar : null,
        zonecode: input.zonecode,
        roadAddress: input.roadAddress,
        detailAddress: input.detailAddress,
        marketingSms: input.marketingSms,
        marketingEmail: input.marketingEmail,
        identityCi: person.ci,
      });
    } catch (error) {
      // Two signups for one username at the same moment: the index decides.
      if (isUniqueViolation(error)) throw new HttpError(409, messages.signup.usernameTaken);
      throw error;
    }
  });
}
