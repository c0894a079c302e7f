import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacters } from './text';
import { isValidEmail, sameEmail } from './email';
import { isCompleteLandline, isCompleteMobile } from './phone';
import { isValidPassword } from './password';
import { isGuessablePassword, minimumPasswordScore, passwordScore, personalWords } from './password-strength';
import { messages } from '../messages';
import { passwordResetMailLimits } from '../schemas/member';

describe('control characters', () => {
  it('refuses NUL and the other C0 characters and DEL, but not tab or line breaks', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u0007b')).toBe(true);
    expect(hasControlCharacters('a\u001Fb')).toBe(true);
    expect(hasControlCharacters('a\u007Fb')).toBe(true);
    expect(hasControlCharacters('첫 줄\n둘째 줄\r\n\t들여쓰기')).toBe(false);
    expect(hasControlCharacters('축하합니다 🎉')).toBe(false);
  });

  it('finds the first offending string anywhere in a payload, keys included', () => {
    expect(findControlCharacter({ username: 'member01', pwd: 'a\u0000' })).toEqual(['pwd']);
    expect(findControlCharacter({ list: [{ name: 'ok' }, { name: 'x\u0001' }] })).toEqual(['list', '1', 'name']);
    expect(findControlCharacter({ ['bad\u0000key']: 1 })).toEqual(['bad\u0000key']);
    expect(findControlCharacter('a\u0000')).toEqual([]);
    expect(findControlCharacter({ a: 1, b: null, c: [true, '정상'] })).toBeNull();
  });
});

describe('e-mail', () => {
  it.each([
    ['member01@example.com', true],
    ['a@b.co', true],
    ['no-at.example.com', false],
    ['two@@example.com', false],
    ['space @example.com', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('%s → %s', (email, valid) => expect(isValidEmail(email)).toBe(valid));

  it('compares addresses whatever their case and spaces', () => {
    expect(sameEmail(' Member01@Example.com ', 'member01@example.com')).toBe(true);
    expect(sameEmail('a@example.com', 'b@example.com')).toBe(false);
  });
});

describe('phone numbers', () => {
  it('a mobile has 10 or 11 digits, separators ignored', () => {
    expect(isCompleteMobile('010-4827-3916')).toBe(true);
    expect(isCompleteMobile('0111234567')).toBe(true);
    expect(isCompleteMobile('010123456')).toBe(false);
    expect(isCompleteMobile('010123456789')).toBe(false);
  });

  it('a landline has 9 to 11 digits', () => {
    expect(isCompleteLandline('02-123-4567')).toBe(true);
    expect(isCompleteLandline('02-1234')).toBe(false);
  });
});

describe('password rule (letters plus a digit or a special character, 8 to 16)', () => {
  it('matches the hint every password form shows', () => {
    expect(messages.signup.pwdRuleHint).toContain('8~16자');
    expect(isValidPassword('abcdEFGH')).toBe(false);
    expect(isValidPassword('abcdEFG1')).toBe(true);
    expect(isValidPassword('abcdEFG!')).toBe(true);
  });
});

describe('passwords easy to guess', () => {
  it('refuses the passwords the security review got accepted, and the leaked-list ones, in any case', () => {
    for (const password of [
      'Password1!',
      'Qwerty123!',
      'P@ssw0rd!',
      'Admin1234!',
      'Sarang123!',
      'Korea2024!',
      'password1',
      'qwerty123',
      '1234567a',
      'QWERTY123',
    ]) {
      expect(isValidPassword(password), password).toBe(true);
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it('knows the Korean words people build passwords from', () => {
    // zxcvbn's English and common dictionaries alone give each of these its top score (4): long enough, but a guesser tries them early.
    for (const password of ['Saranghae77!', 'Jagiya2580!', 'Daehanminguk!', 'Gamsahamnida1', 'Bogoshipda!7', 'Minjun0612!', 'Hangeul2024!']) {
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it("counts the person's own username, name and e-mail as known to the guesser", () => {
    const person = personalWords({ username: 'haneul_k', name: '김하늘', email: 'Sky.Lover@example.com' });
    expect(person).toEqual(['haneul_k', '김하늘', 'sky.lover@example.com', 'sky.lover']);
    for (const password of ['Haneul_k!9', 'sky.lover12']) {
      expect(isGuessablePassword(password), password).toBe(false);
      expect(isGuessablePassword(password, person), password).toBe(true);
    }
  });

  it('lets passwords through that take many guesses', () => {
    for (const password of ['Tulip7-Harbor', 'Brisk5-Otter', 'Quiet4#Meadow', 'v9&Kq2!mZt']) {
      expect(isGuessablePassword(password), password).toBe(false);
      expect(passwordScore(password)).toBeGreaterThanOrEqual(minimumPasswordScore);
    }
  });

  it('leaves passwords against the rule to the rule', () => {
    expect(isGuessablePassword('1234')).toBe(false);
  });
});

describe('password reset mail limits', () => {
  it('are the ones the answer tells', () => {
    expect(messages.findAccount.resetSent).toContain(`${passwordResetMailLimits.cooldownMinutes}분에 한 번`);
    expect(messages.findAccount.resetSent).toContain(`하루 ${passwordResetMailLimits.perDay}번까지`);
  });
});
