// The guestbook's name in each kind's words: a wedding's 방명록, a funeral's 추모의 글.
export function bookName(invitationType: 'W' | 'F'): string {
  return invitationType === 'W' ? '방명록' : '추모의 글';
}
