import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacters } from './text';
import { isValidEmail, sameEmail } from './email';
import { isCompleteLandline, isCompleteMobile } from './phone';
import { isValidPassword } from './password';
import { commonPasswordCount, isCommonPassword } from './common-passwords';
import { messages } from '../messages';

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

describe('common passwords', () => {
  it('refuses the passwords the security review got accepted, in any case', () => {
    for (const password of ['password1', 'qwerty123', '1234567a', 'Password1', 'QWERTY123']) {
      expect(isValidPassword(password)).toBe(true);
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('lets uncommon passwords through', () => {
    for (const password of ['Member1234!', 'Start1234!', 'ongi-Wreath7', '화환1234abc'.slice(2)]) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });

  it('keeps thousands of listed passwords that the rule alone would accept', () => {
    expect(commonPasswordCount).toBeGreaterThan(4000);
  });
});
