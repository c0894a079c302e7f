import { describe, expect, it } from 'vitest';
import { isGroupName, maskPersonName, senderDisplayName } from './sender';

describe('senderDisplayName', () => {
  it('masks people by default, one star for each hidden character', () => {
    expect(senderDisplayName('김민수')).toBe('김*수');
    expect(senderDisplayName('남궁민수')).toBe('남**수');
    expect(senderDisplayName('이준')).toBe('이*');
    expect(senderDisplayName('김')).toBe('*');
  });

  it('keeps organisations and groups readable', () => {
    expect(senderDisplayName('(주)한결상사 임직원 일동')).toBe('(주)한결상사 임직원 일동');
    expect(senderDisplayName('대학 동기 일동')).toBe('대학 동기 일동');
    expect(senderDisplayName('온기산악회')).toBe('온기산악회');
    expect(senderDisplayName('㈜온기')).toBe('㈜온기');
    expect(isGroupName('신랑 친구들')).toBe(true);
  });

  it('masks the person but not the relation beside the name', () => {
    expect(senderDisplayName('이모 정미숙')).toBe('이모 정*숙');
    expect(maskPersonName('김민수 부장')).toBe('김*수 부장');
  });

  it("follows the payer's choice", () => {
    expect(senderDisplayName('김민수', 'NAME')).toBe('김민수');
    expect(senderDisplayName('김민수', 'ANONYMOUS')).toBe('익명');
    expect(senderDisplayName('(주)한결상사', 'ANONYMOUS')).toBe('익명');
    expect(senderDisplayName('  김민수  ', 'NAME')).toBe('김민수');
  });

  it('reads 익명 without a name', () => {
    expect(senderDisplayName('')).toBe('익명');
    expect(senderDisplayName(null)).toBe('익명');
    expect(senderDisplayName('   ', 'NAME')).toBe('익명');
  });
});
