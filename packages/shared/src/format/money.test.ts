import { describe, it, expect } from 'vitest';
import { formatNumber, formatWon, parseAmountInput } from './money';

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(10000)).toBe('10,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(40000000)).toBe('40,000,000');
  });

  it('shows zero as 0, including negative zero', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });

  it('keeps the sign of negative numbers in front', () => {
    expect(formatNumber(-1234)).toBe('-1,234');
    expect(formatNumber(-100)).toBe('-100');
  });

  it('rounds fractions half away from zero', () => {
    expect(formatNumber(1234.4)).toBe('1,234');
    expect(formatNumber(1234.5)).toBe('1,235');
    expect(formatNumber(-1234.5)).toBe('-1,235');
    expect(formatNumber(-0.4)).toBe('0');
  });

  it('accepts numeric strings as the database sends them', () => {
    expect(formatNumber('10000')).toBe('10,000');
    expect(formatNumber('10,000')).toBe('10,000');
    expect(formatNumber(' 25000 ')).toBe('25,000');
    expect(formatNumber('-3000')).toBe('-3,000');
  });

  it('shows 0 for values that are not numbers', () => {
    expect(formatNumber(null)).toBe('0');
    expect(formatNumber(undefined)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatNumber('abc')).toBe('0');
    expect(formatNumber('')).toBe('0');
  });

  it('handles the largest safe integer', () => {
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
  });
});

describe('formatWon', () => {
  it('adds the 원 suffix', () => {
    expect(formatWon(10000)).toBe('10,000원');
    expect(formatWon(30000)).toBe('30,000원');
    expect(formatWon(1000)).toBe('1,000원');
    expect(formatWon(500)).toBe('500원');
  });

  it('shows zero as 0원', () => {
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(null)).toBe('0원');
  });

  it('handles negative amounts (refunds, adjustments)', () => {
    expect(formatWon(-5000)).toBe('-5,000원');
  });
});

describe('parseAmountInput', () => {
  it('returns value 0 and an empty display for empty input', () => {
    expect(parseAmountInput('')).toEqual({ value: 0, display: '' });
    expect(parseAmountInput(null)).toEqual({ value: 0, display: '' });
    expect(parseAmountInput(undefined)).toEqual({ value: 0, display: '' });
    expect(parseAmountInput('abc')).toEqual({ value: 0, display: '' });
  });

  it('groups the digits for display', () => {
    expect(parseAmountInput('1234')).toEqual({ value: 1234, display: '1,234' });
    expect(parseAmountInput('1000000')).toEqual({ value: 1000000, display: '1,000,000' });
    expect(parseAmountInput('12')).toEqual({ value: 12, display: '12' });
  });

  it('keeps digits only, so re-reading a formatted value is stable', () => {
    expect(parseAmountInput('1,234')).toEqual({ value: 1234, display: '1,234' });
    expect(parseAmountInput('12a3b4')).toEqual({ value: 1234, display: '1,234' });
    expect(parseAmountInput('10,000원')).toEqual({ value: 10000, display: '10,000' });
    expect(parseAmountInput(' 5 000 ')).toEqual({ value: 5000, display: '5,000' });
  });

  it('never produces a negative or fractional amount', () => {
    expect(parseAmountInput('-500')).toEqual({ value: 500, display: '500' });
    expect(parseAmountInput('12.5')).toEqual({ value: 125, display: '125' });
  });

  it('removes leading zeros', () => {
    expect(parseAmountInput('007')).toEqual({ value: 7, display: '7' });
    expect(parseAmountInput('0001234')).toEqual({ value: 1234, display: '1,234' });
    expect(parseAmountInput('05')).toEqual({ value: 5, display: '5' });
  });

  it('keeps a single 0 on screen when only zeros were typed', () => {
    expect(parseAmountInput('0')).toEqual({ value: 0, display: '0' });
    expect(parseAmountInput('000')).toEqual({ value: 0, display: '0' });
  });

  it('reads full-width digits typed through a Korean IME', () => {
    expect(parseAmountInput('１２３４')).toEqual({ value: 1234, display: '1,234' });
  });

  it('caps the number of digits so the value stays exact', () => {
    const result = parseAmountInput('12345678901234567890');
    expect(result.value).toBe(123456789012345);
    expect(result.display).toBe('123,456,789,012,345');
    expect(Number.isSafeInteger(result.value)).toBe(true);
    expect(parseAmountInput('123456', 4)).toEqual({ value: 1234, display: '1,234' });
  });
});
