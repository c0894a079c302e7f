import { describe, expect, it } from 'vitest';
import { weddingContacts } from './contacts';

const names = { groomName: '김신랑', brideName: '이신부' };

describe('weddingContacts', () => {
  it('lists only the sides whose phone was given, under the contact name or else the groom or bride', () => {
    expect(
      weddingContacts({ ...names, groomContactName: '김아버지', groomContactPhone: '01012345678', brideContactName: '', brideContactPhone: '01087654321' }),
    ).toEqual([
      { side: 'groom', name: '김아버지', phone: '01012345678' },
      { side: 'bride', name: '이신부', phone: '01087654321' },
    ]);
  });

  it('reads a stored row (nulls) and a form being typed (spaces) alike', () => {
    expect(weddingContacts({ ...names, groomContactName: null, groomContactPhone: null, brideContactName: '  ', brideContactPhone: ' 01087654321 ' })).toEqual([
      { side: 'bride', name: '이신부', phone: '01087654321' },
    ]);
    expect(weddingContacts({ ...names, groomContactName: '김아버지', groomContactPhone: '  ', brideContactName: null, brideContactPhone: '' })).toEqual([]);
  });
});
