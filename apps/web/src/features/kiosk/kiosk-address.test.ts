import { describe, expect, it } from 'vitest';
import { guestAddressOf, kioskPageOf, kioskStyleOf } from './kiosk-address';

describe('kiosk address', () => {
  it('takes ?kioskStyle= only when it is 1 to 4, else the invitation own style', () => {
    expect(kioskStyleOf('2', 4)).toBe(2);
    expect(kioskStyleOf(null, 3)).toBe(3);
    expect(kioskStyleOf('', 3)).toBe(3);
    expect(kioskStyleOf('9', 3)).toBe(3);
    expect(kioskStyleOf('0', 3)).toBe(3);
    expect(kioskStyleOf('1.5', 2)).toBe(2);
    expect(kioskStyleOf('abc', 4)).toBe(4);
    expect(kioskStyleOf(null, 7)).toBe(1);
  });

  it('passes ?page= on as a whole number from 1', () => {
    expect(kioskPageOf('3')).toBe(3);
    expect(kioskPageOf(null)).toBe(1);
    expect(kioskPageOf('0')).toBe(1);
    expect(kioskPageOf('-2')).toBe(1);
    expect(kioskPageOf('x')).toBe(1);
  });

  it('leads the QR code to the guest page: kiosk segment and query dropped', () => {
    expect(guestAddressOf({ origin: 'https://ongi.example', pathname: '/invitation/kiosk/281722914491' })).toBe('https://ongi.example/invitation/281722914491');
    expect(guestAddressOf({ origin: 'http://localhost:3000', pathname: '/invitation/kiosk/281722914491/' })).toBe(
      'http://localhost:3000/invitation/281722914491',
    );
  });
});
