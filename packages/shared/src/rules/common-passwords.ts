import { dictionary } from '@zxcvbn-ts/language-common';
import { isValidPassword } from './password';

// zxcvbn's list of the most used passwords (from leaked password sets), kept
// to those the spec's rule would otherwise let through: a password that fails
// the rule is refused for that already. Server only (`@ongi/shared/common-passwords`):
// the list weighs about 400 KB and the browser shows the server's answer.
const common = new Set(dictionary['passwords-common'].filter((word) => isValidPassword(word)).map((word) => word.toLowerCase()));

/** 'password1', 'qwerty123', '1234567a' and their case variants are common. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** How many listed passwords pass the rule (for the tests). */
export const commonPasswordCount = common.size;
