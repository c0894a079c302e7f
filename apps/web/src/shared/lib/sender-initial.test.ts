import { describe, expect, it } from 'vitest';
import { senderInitial } from './sender-initial';

describe('senderInitial', () => {
  it('reads the first letter of an organisation after its legal form', () => {
    expect(senderInitial('(주)한결상사 임직원 일동')).toBe('한');
    expect(senderInitial('㈜한결상사')).toBe('한');
    expect(senderInitial('주식회사 온기')).toBe('온');
    expect(senderInitial('사단법인 햇살아동복지회')).toBe('햇');
    expect(senderInitial('대학 동기 일동')).toBe('대');
    expect(senderInitial('ABC Partners')).toBe('A');
  });

  it('gives none for a masked person or 익명, so the badge shows an icon', () => {
    expect(senderInitial('김*수')).toBeNull();
    expect(senderInitial('이모 정*숙')).toBeNull();
    expect(senderInitial('(*****사 임*원 일*')).toBeNull();
    expect(senderInitial('익명')).toBeNull();
    expect(senderInitial('  ')).toBeNull();
  });

  it('reads a person shown by name as written', () => {
    expect(senderInitial('김민수')).toBe('김');
  });
});
