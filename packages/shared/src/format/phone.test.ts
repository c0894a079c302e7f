import { describe, it, expect } from 'vitest';
import { digitsOnly, formatPhone, joinPhone, splitPhone } from './phone';

describe('splitPhone', () => {
  it('splits 11 digits as 3-4-4', () => {
    expect(splitPhone('01012345678')).toEqual(['010', '1234', '5678']);
    expect(splitPhone('03112345678')).toEqual(['031', '1234', '5678']);
  });

  it('splits 10 digits beginning 02 as 2-4-4 (Seoul)', () => {
    expect(splitPhone('0212345678')).toEqual(['02', '1234', '5678']);
  });

  it('splits other 10 digits as 3-3-4', () => {
    expect(splitPhone('0311234567')).toEqual(['031', '123', '4567']);
    expect(splitPhone('0161234567')).toEqual(['016', '123', '4567']);
    expect(splitPhone('0701234567')).toEqual(['070', '123', '4567']);
  });

  it('splits 9 digits beginning 02 as 2-3-4 (Seoul landline with a 3-digit exchange)', () => {
    expect(splitPhone('021234567')).toEqual(['02', '123', '4567']);
  });

  it('cannot split 9 digits that do not begin 02', () => {
    expect(splitPhone('031123456')).toEqual([]);
  });

  it('returns [] for any other length', () => {
    expect(splitPhone('')).toEqual([]);
    expect(splitPhone(null)).toEqual([]);
    expect(splitPhone(undefined)).toEqual([]);
    expect(splitPhone('0101234')).toEqual([]);
    expect(splitPhone('15881234')).toEqual([]);
    expect(splitPhone('010123456789')).toEqual([]);
  });

  it('looks only at the digits of an already formatted number', () => {
    expect(splitPhone('010-1234-5678')).toEqual(['010', '1234', '5678']);
    expect(splitPhone('02) 123-4567')).toEqual(['02', '123', '4567']);
  });
});

describe('formatPhone', () => {
  it('joins the parts with hyphens', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
  });

  it('is stable on an already formatted number', () => {
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
  });

  it('returns the input unchanged when it cannot split it', () => {
    expect(formatPhone('1588-1234')).toBe('1588-1234');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});

describe('digitsOnly', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('010-1234-5678')).toBe('01012345678');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly(' 02 123 4567 ')).toBe('021234567');
    expect(digitsOnly(null)).toBe('');
  });

  it('keeps at most 11 digits by default', () => {
    expect(digitsOnly('0101234567899')).toBe('01012345678');
  });

  it('takes another maximum', () => {
    expect(digitsOnly('12345678', 4)).toBe('1234');
    expect(digitsOnly('12345678', 0)).toBe('');
  });

  it('reads full-width digits typed through a Korean IME', () => {
    expect(digitsOnly('０１０')).toBe('010');
  });
});

describe('joinPhone', () => {
  it('joins the three input boxes into stored digits', () => {
    expect(joinPhone(['010', '1234', '5678'])).toBe('01012345678');
    expect(joinPhone(['02', '123', '4567'])).toBe('021234567');
    expect(joinPhone(['010', '', undefined])).toBe('010');
  });

  it('round-trips with splitPhone', () => {
    for (const digits of ['01012345678', '0212345678', '0311234567', '021234567']) {
      expect(joinPhone(splitPhone(digits))).toBe(digits);
    }
  });
});
