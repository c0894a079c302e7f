// The password rule of spec 000 section 5, written once: 8 to 16 characters of
// letters, digits and special characters, with at least one letter and at
// least one digit or special character. The hint every password form shows
// (messages.signup.pwdRuleHint) states exactly this rule. Passwords easy to guess are
// refused on top of it by the server (`@ongi/shared/password-strength`).

export const passwordLength = { min: 8, max: 16 } as const;

const passwordCharacters = /^[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]+$/;

export function isValidPassword(password: string): boolean {
  if (password.length < passwordLength.min || password.length > passwordLength.max) return false;
  if (!passwordCharacters.test(password)) return false;
  const hasLetter = /[A-Za-z]/.test(password);
  const hasDigitOrSpecial = /[^A-Za-z]/.test(password);
  return hasLetter && hasDigitOrSpecial;
}
