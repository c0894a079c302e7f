import { describe, expect, it } from 'vitest';
import { maskName } from './mask';

describe('maskName', () => {
  it.each([
    ['김민수', '김*수'],
    ['남궁민수', '남**수'],
    ['이준', '이*'],
    ['김', '*'],
    ['대학 동기 일동', '대* 동* 일*'],
    ['이모 정미숙', '이* 정*숙'],
    ['  박영희  ', '박*희'],
    ['John Smith', 'J**n S***h'],
    ['😀😀😀', '😀*😀'],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('reads 익명 for no name', () => {
    expect(maskName(null)).toBe('익명');
    expect(maskName(undefined)).toBe('익명');
    expect(maskName('   ')).toBe('익명');
  });
});
